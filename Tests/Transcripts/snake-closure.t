# The course's second version: closures instead of the two delegate protocols. The scene's
# onGameEnd closure, set in the game's viewDidLoad with [weak self], calls the game's own
# onGameEnd, which the menu set in prepare(for:sender:), then dismiss: the same order of
# lifecycle calls as the delegates', with closures in place of the delegate methods.
# Lines marked [uncertain]: the sources leave their order open; `explain` on the command names them.
> snake wiring closure
error: no app is running; type `launch` first
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
> snake wiring closure
  wiring closure: onGameEnd closures with [weak self], set in viewDidLoad and prepare(for:sender:)
> trace delegate on
> tap start
  GameViewController#1 init(coder:)
  GameViewController#1 awakeFromNib()
  MainMenuViewController#1 prepare(for: "startGameSegue")
  note: prepare(for:sender:): destination.onGameEnd = { [weak self] result in ... }
  GameViewController#1 loadView()
  GameViewController#1 viewDidLoad()
  note: viewDidLoad: GameScene(size: view.bounds.size), scene.onGameEnd = { [weak self] result in ... }
  MainMenuViewController#1 viewWillDisappear(animated: true)
  GameViewController#1 viewWillAppear(animated: true)
  GameViewController#1 viewDidAppear(animated: true)
  MainMenuViewController#1 viewDidDisappear(animated: true)
> tap apple
  note: headDidCollideApple: the snake grows to 2 parts; a new apple appears
> tap wall
  note: added record 1: score 1
  GameViewController#1 GameScene.onGameEnd(result: 1)
  MainMenuViewController#1 onGameEnd(result: 1)
  GameViewController#1 viewWillDisappear(animated: true)
  MainMenuViewController#1 viewWillAppear(animated: true)
  MainMenuViewController#1 viewDidAppear(animated: true)
  GameViewController#1 viewDidDisappear(animated: true)
  GameViewController#1 deinit
> screen
  Snake
  ────────────────────
  Last result: 1
  [Start game] ‹start›
  [Results]
> snake wiring
  wiring closure: onGameEnd closures with [weak self], set in viewDidLoad and prepare(for:sender:)
# The records outlive the process in either wiring; the wiring is the app's build, chosen
# again after a relaunch.
> trace store on
> snake records
  1. 2026-01-01 09:00:06 +0000 — 1
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
> snake wiring closure
  wiring closure: onGameEnd closures with [weak self], set in viewDidLoad and prepare(for:sender:)
> tap start
  GameViewController#1 init(coder:)
  GameViewController#1 awakeFromNib()
  MainMenuViewController#1 prepare(for: "startGameSegue")
  note: prepare(for:sender:): destination.onGameEnd = { [weak self] result in ... }
  GameViewController#1 loadView()
  GameViewController#1 viewDidLoad()
  note: viewDidLoad: GameScene(size: view.bounds.size), scene.onGameEnd = { [weak self] result in ... }
  MainMenuViewController#1 viewWillDisappear(animated: true)
  GameViewController#1 viewWillAppear(animated: true)
  GameViewController#1 viewDidAppear(animated: true)
  MainMenuViewController#1 viewDidDisappear(animated: true)
> tap wall
  com.example.Snake data(forKey: "records")
  note: added record 2: score 0
  com.example.Snake set(_:forKey: "records")
  GameViewController#1 GameScene.onGameEnd(result: 0)
  MainMenuViewController#1 onGameEnd(result: 0)
  GameViewController#1 viewWillDisappear(animated: true)
  MainMenuViewController#1 viewWillAppear(animated: true)
  MainMenuViewController#1 viewDidAppear(animated: true)
  GameViewController#1 viewDidDisappear(animated: true)
  GameViewController#1 deinit
> snake records
  1. 2026-01-01 09:00:06 +0000 — 1
  2. 2026-01-01 09:00:14 +0000 — 0
