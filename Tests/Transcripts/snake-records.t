# Records survive a relaunch (memento): RecordsCaretaker keeps them as JSON Data under the
# key `records`, dates as seconds since 2001 (JSONEncoder's default date strategy), and the
# singleton loads them in its init on first use. The device clock starts at
# 2026-01-01 09:00:00 UTC and moves one second a command. The Results screen («Результаты»)
# lists them; «Закрыть» dismisses it.
# Lines marked [uncertain]: the sources leave their order open; `explain` on the command names them.
> launch snake
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  MainMenuViewController#1 init(coder:)
  MainMenuViewController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  MainMenuViewController#1 loadView() [uncertain]
  MainMenuViewController#1 viewDidLoad() [uncertain]
  MainMenuViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  MainMenuViewController#1 viewDidAppear(animated: false)
> tap start
  GameViewController#1 init(coder:)
  GameViewController#1 awakeFromNib()
  MainMenuViewController#1 prepare(for: "startGameSegue")
  note: prepare(for:sender:): destination.delegate = self (weak var delegate: GameViewControllerDelegate?)
  GameViewController#1 loadView()
  GameViewController#1 viewDidLoad()
  note: viewDidLoad: GameScene(size: view.bounds.size), scene.gameDelegate = self
  MainMenuViewController#1 viewWillDisappear(animated: true)
  GameViewController#1 viewWillAppear(animated: true)
  GameViewController#1 viewDidAppear(animated: true)
  MainMenuViewController#1 viewDidDisappear(animated: true)
> tap apple
  note: headDidCollideApple: the snake grows to 2 parts; a new apple appears
> tap wall
  note: added record 1: score 1
  GameViewController#1 viewWillDisappear(animated: true)
  MainMenuViewController#1 viewWillAppear(animated: true)
  MainMenuViewController#1 viewDidAppear(animated: true)
  GameViewController#1 viewDidDisappear(animated: true)
  GameViewController#1 deinit
> tap start
  GameViewController#2 init(coder:)
  GameViewController#2 awakeFromNib()
  MainMenuViewController#1 prepare(for: "startGameSegue")
  note: prepare(for:sender:): destination.delegate = self (weak var delegate: GameViewControllerDelegate?)
  GameViewController#2 loadView()
  GameViewController#2 viewDidLoad()
  note: viewDidLoad: GameScene(size: view.bounds.size), scene.gameDelegate = self
  MainMenuViewController#1 viewWillDisappear(animated: true)
  GameViewController#2 viewWillAppear(animated: true)
  GameViewController#2 viewDidAppear(animated: true)
  MainMenuViewController#1 viewDidDisappear(animated: true)
> tap apple
  note: headDidCollideApple: the snake grows to 2 parts; a new apple appears
> tap apple
  note: headDidCollideApple: the snake grows to 3 parts; a new apple appears
> tap wall
  note: added record 2: score 2
  GameViewController#2 viewWillDisappear(animated: true)
  MainMenuViewController#1 viewWillAppear(animated: true)
  MainMenuViewController#1 viewDidAppear(animated: true)
  GameViewController#2 viewDidDisappear(animated: true)
  GameViewController#2 deinit
> defaults read com.example.Snake
  {
      records = {length = 59, bytes = 0x5b7b2264617465223a3738383935303830342c2276616c7565223a317d2c7b2264617465223a3738383935303830382c2276616c7565223a327d5d};
  }
> defaults read com.example.Snake records --decode json
  [
      {
          "date": 788950804,
          "value": 1
      },
      {
          "date": 788950808,
          "value": 2
      }
  ]
> kill
  SceneDelegate#1 sceneWillResignActive(_:) [uncertain]
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book
> launch snake
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:didDiscardSceneSessions:)
  AppDelegate application(_:configurationForConnecting:options:)
  MainMenuViewController#1 init(coder:)
  MainMenuViewController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  MainMenuViewController#1 loadView() [uncertain]
  MainMenuViewController#1 viewDidLoad() [uncertain]
  MainMenuViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  MainMenuViewController#1 viewDidAppear(animated: false)
> trace store on
> tap results
  RecordsViewController#1 init(coder:)
  RecordsViewController#1 awakeFromNib()
  MainMenuViewController#1 prepare(for: "recordsSegue")
  RecordsViewController#1 loadView()
  RecordsViewController#1 viewDidLoad()
  com.example.Snake data(forKey: "records")
  RecordsViewController#1 viewWillAppear(animated: true)
  RecordsViewController#1 viewDidAppear(animated: true)
> screen
  Records
  ────────────────────
    1. 2026-01-01 09:00:04 +0000 — 1
    2. 2026-01-01 09:00:08 +0000 — 2
  [Close]
> tap close
  RecordsViewController#1 viewWillDisappear(animated: true)
  RecordsViewController#1 viewDidDisappear(animated: true)
  RecordsViewController#1 deinit
> snake records
  1. 2026-01-01 09:00:04 +0000 — 1
  2. 2026-01-01 09:00:08 +0000 — 2
