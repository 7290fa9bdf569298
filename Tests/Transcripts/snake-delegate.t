# The patterns course's Snake, delegate version. «Начать игру» performs startGameSegue,
# which presents the game full screen; prepare(for:sender:) makes the menu the game's
# delegate. Hitting the wall records the score in the singleton Game, whose records
# didSet saves them (the first use of Game.shared loads them: data(forKey:)), then the end
# goes up the chain GameScene → GameViewController → MainMenuViewController, each a
# didEndGame(withResult:), and only then does the game call dismiss.
# Lines marked [uncertain]: the sources leave their order open; `explain` on the command names them.
> trace delegate on
> trace store on
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
> screen
  Snake
  ────────────────────
  Last result: —
  [Start game] ‹start›
  [Results]
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
> screen
  GameScene
  ────────────────────
  Apples eaten: 0
  [Apple]
  [Wall]
> tap apple
  note: headDidCollideApple: the snake grows to 2 parts; a new apple appears
> tap apple
  note: headDidCollideApple: the snake grows to 3 parts; a new apple appears
> tap apple
  note: headDidCollideApple: the snake grows to 4 parts; a new apple appears
> tap wall
  com.example.Snake data(forKey: "records")
  note: added record 1: score 3
  com.example.Snake set(_:forKey: "records")
  GameViewController#1 didEndGame(withResult: 3)
  MainMenuViewController#1 didEndGame(withResult: 3)
  GameViewController#1 viewWillDisappear(animated: true)
  MainMenuViewController#1 viewWillAppear(animated: true)
  MainMenuViewController#1 viewDidAppear(animated: true)
  GameViewController#1 viewDidDisappear(animated: true)
  GameViewController#1 deinit
> screen
  Snake
  ────────────────────
  Last result: 3
  [Start game] ‹start›
  [Results]
