# Lesson 16: Delegates and [weak self] (the Snake project of the patterns course)
#
# Notice: the game's end travels GameScene → GameViewController → MainMenuViewController
# through weak delegates, each told before the game is dismissed. The closure version does
# the same with [weak self]: a closure captures strongly unless told otherwise, and a game
# holding its menu strongly would be a retain cycle.

# Set-up: print delegate and closure calls.
#: not quizzed
> trace delegate on

# Snake starts on MainMenuViewController, the entry point the course adds to the storyboard.
# Lines marked [uncertain]: the sources do not settle their order.
#: not quizzed
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

# The segue startGameSegue: prepare(for:) sets destination.delegate = self, a weak var, and
# viewDidLoad makes the GameScene with the game as its delegate (see the note lines). Full
# screen: the menu's viewDidDisappear comes after the game's viewDidAppear.
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

# An apple: the snake grows by one part. No lifecycle call.
> tap apple
  note: headDidCollideApple: the snake grows to 2 parts; a new apple appears

# The wall: GameScene tells GameViewController, which tells the menu FIRST and then
# dismisses, as the course's code orders it. Result 1 is the body minus the head. Then the
# full-screen dismiss, and the game deinits: GameScene's weak gameDelegate made no cycle.
> tap wall
  note: added record 1: score 1
  GameViewController#1 didEndGame(withResult: 1)
  MainMenuViewController#1 didEndGame(withResult: 1)
  GameViewController#1 viewWillDisappear(animated: true)
  MainMenuViewController#1 viewWillAppear(animated: true)
  MainMenuViewController#1 viewDidAppear(animated: true)
  GameViewController#1 viewDidDisappear(animated: true)
  GameViewController#1 deinit

# Switch to the course's second version: closures instead of the two delegate protocols.
#: not quizzed
> snake wiring closure
  wiring closure: onGameEnd closures with [weak self], set in viewDidLoad and prepare(for:sender:)

# The same lifecycle, a new GameViewController#2; now prepare(for:) and viewDidLoad store
# onGameEnd closures with [weak self] (note lines). The course warns that a closure captures
# strongly otherwise.
> tap start
  GameViewController#2 init(coder:)
  GameViewController#2 awakeFromNib()
  MainMenuViewController#1 prepare(for: "startGameSegue")
  note: prepare(for:sender:): destination.onGameEnd = { [weak self] result in ... }
  GameViewController#2 loadView()
  GameViewController#2 viewDidLoad()
  note: viewDidLoad: GameScene(size: view.bounds.size), scene.onGameEnd = { [weak self] result in ... }
  MainMenuViewController#1 viewWillDisappear(animated: true)
  GameViewController#2 viewWillAppear(animated: true)
  GameViewController#2 viewDidAppear(animated: true)
  MainMenuViewController#1 viewDidDisappear(animated: true)

# The closures run where the delegate methods ran, in the same order; result 0 (no apple).
# GameViewController#2 still deinits: [weak self] made no cycle.
> tap wall
  note: added record 2: score 0
  GameViewController#2 GameScene.onGameEnd(result: 0)
  MainMenuViewController#1 onGameEnd(result: 0)
  GameViewController#2 viewWillDisappear(animated: true)
  MainMenuViewController#1 viewWillAppear(animated: true)
  MainMenuViewController#1 viewDidAppear(animated: true)
  GameViewController#2 viewDidDisappear(animated: true)
  GameViewController#2 deinit

# Both results were kept, one per game: the course's Memento part stores the records in
# UserDefaults (sources: B3).
> snake records
  1. 2026-01-01 09:00:04 +0000 — 1
  2. 2026-01-01 09:00:07 +0000 — 0
