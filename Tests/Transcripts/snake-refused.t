# What Snake refuses, and why.
# Lines marked [uncertain]: the sources leave their order open; `explain` on the command names them.
> snake records
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
> tap apple
error: tap apple: Snake does not offer that; it offers tap start, tap results
> snake wiring sometimes
error: column 14: snake wiring takes delegate or closure, not 'sometimes'
> snake scores
error: column 7: unknown snake verb 'scores' (verbs: wiring, records)
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
> tap results
error: tap results: GameScene does not offer that; it offers tap apple, tap wall
> tap wall
  note: added record 1: score 0
  GameViewController#1 viewWillDisappear(animated: true)
  MainMenuViewController#1 viewWillAppear(animated: true)
  MainMenuViewController#1 viewDidAppear(animated: true)
  GameViewController#1 viewDidDisappear(animated: true)
  GameViewController#1 deinit
> tap wall
error: tap wall: Snake does not offer that; it offers tap start, tap results
> defaults read com.example.Snake records --decode yaml
error: column 41: --decode takes json, not 'yaml'
