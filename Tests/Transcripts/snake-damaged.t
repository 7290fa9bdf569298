# A `records` value the course's JSONDecoder would refuse gives an empty list, as in the
# course, but scenelab warns and keeps the stored value under `records-backup` before the
# first save overwrites it.
# Lines marked [uncertain]: the sources leave their order open; `explain` on the command names them.
> defaults write com.example.Snake records -data 6e6f74206a736f6e
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
> tap wall
warning: 'records' is not the records' JSON (not JSON at byte 0: expected a value); the game starts with no records
  note: added record 1: score 0
  note: kept the stored value that loading could not use whole under 'records-backup'
  GameViewController#1 viewWillDisappear(animated: true)
  MainMenuViewController#1 viewWillAppear(animated: true)
  MainMenuViewController#1 viewDidAppear(animated: true)
  GameViewController#1 viewDidDisappear(animated: true)
  GameViewController#1 deinit
> defaults read com.example.Snake records --decode json
  [
      {
          "date": 788950804,
          "value": 0
      }
  ]
> defaults read com.example.Snake records-backup
  {length = 8, bytes = 0x6e6f74206a736f6e}
