# A logger base class of the course kind (Tests/Projects/Logger): LoggingViewController keeps
# one struct for the whole app in a static (a prefix, a counter per name in instanceCounts,
# the time of the last line), gives each object a number at its first line, and prints
# `<prefix><name>(<number>) <call>`; after more than a second without a line it prints a
# blank line and the prefix grows by `__`. MenuViewController's name is a constant; Game's is
# worked out in init(coder:) and kept in a stored property. Layout lines show the view's
# size: the size the layout call passes, landscape after `rotate`.
# Menu keeps the last game it segued to, CS193p's `lastSeguedToConcentrationViewController`:
# its `prepare(for:sender:)` keeps the "Play" segue's destination in a strong stored property.
# Resume performs "Play" while it keeps none; then the game outlives the pop, Resume pushes that
# same instance again (no new init or
# viewDidLoad), and the next Play's `prepare` lets it go: it leaves the heap there, after the new
# game wakes and before it loads (the lecture's logs D5 to D7).
# A script has no seconds: each command is taken as typed more than a second after the one
# before, and the lines of one command as printed within a second.
# Lines marked [uncertain] are orders the notes do not settle (a window's first appearance at
# launch); they are scenelab's own, not the project's.
#: open ../Projects/Logger
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  MenuViewController#1 init(coder:)
  print: Menu(1) init(coder:) from the storyboard
  MenuViewController#1 awakeFromNib()
  print: Menu(1) awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  MenuViewController#1 loadView() [uncertain]
  MenuViewController#1 viewDidLoad() [uncertain]
  print: Menu(1) viewDidLoad()
  MenuViewController#1 viewWillAppear(animated: false) [uncertain]
  print: Menu(1) viewWillAppear(animated: false)
  print: Menu(1) viewWillLayoutSubviews() size (393.0, 852.0)
  print: Menu(1) viewDidLayoutSubviews() size (393.0, 852.0)
  print: Menu(1) viewWillLayoutSubviews() size (393.0, 852.0)
  print: Menu(1) viewDidLayoutSubviews() size (393.0, 852.0)
  SceneDelegate#1 sceneDidBecomeActive(_:)
  MenuViewController#1 viewDidAppear(animated: false)
  print: Menu(1) viewDidAppear(animated: false)
> tap Resume
  GameViewController#1 init(coder:)
  print: 
  print: __Game(1) init(coder:) from the storyboard
  GameViewController#1 awakeFromNib()
  print: __Game(1) awakeFromNib()
  MenuViewController#1 prepare(for: "Play", sender: Resume)
  GameViewController#1 loadView()
  GameViewController#1 viewDidLoad()
  print: __Game(1) viewDidLoad()
  MenuViewController#1 viewWillDisappear(animated: true)
  print: __Menu(1) viewWillDisappear(animated: true)
  GameViewController#1 viewWillAppear(animated: true)
  print: __Game(1) viewWillAppear(animated: true)
  print: __Game(1) viewWillLayoutSubviews() size (393.0, 852.0)
  print: __Game(1) viewDidLayoutSubviews() size (393.0, 852.0)
  MenuViewController#1 viewDidDisappear(animated: true)
  print: __Menu(1) viewDidDisappear(animated: true)
  GameViewController#1 viewDidAppear(animated: true)
  print: __Game(1) viewDidAppear(animated: true)
> pop
  GameViewController#1 viewWillDisappear(animated: true)
  print: 
  print: ____Game(1) viewWillDisappear(animated: true)
  MenuViewController#1 viewWillAppear(animated: true)
  print: ____Menu(1) viewWillAppear(animated: true)
  GameViewController#1 viewDidDisappear(animated: true)
  print: ____Game(1) viewDidDisappear(animated: true)
  MenuViewController#1 viewDidAppear(animated: true)
  print: ____Menu(1) viewDidAppear(animated: true)
> tap Resume
  MenuViewController#1 viewWillDisappear(animated: true)
  print: 
  print: ______Menu(1) viewWillDisappear(animated: true)
  GameViewController#1 viewWillAppear(animated: true)
  print: ______Game(1) viewWillAppear(animated: true)
  print: ______Game(1) viewWillLayoutSubviews() size (393.0, 852.0)
  print: ______Game(1) viewDidLayoutSubviews() size (393.0, 852.0)
  MenuViewController#1 viewDidDisappear(animated: true)
  print: ______Menu(1) viewDidDisappear(animated: true)
  GameViewController#1 viewDidAppear(animated: true)
  print: ______Game(1) viewDidAppear(animated: true)
> pop
  GameViewController#1 viewWillDisappear(animated: true)
  print: 
  print: ________Game(1) viewWillDisappear(animated: true)
  MenuViewController#1 viewWillAppear(animated: true)
  print: ________Menu(1) viewWillAppear(animated: true)
  GameViewController#1 viewDidDisappear(animated: true)
  print: ________Game(1) viewDidDisappear(animated: true)
  MenuViewController#1 viewDidAppear(animated: true)
  print: ________Menu(1) viewDidAppear(animated: true)
> tap Play
  MenuViewController#1 shouldPerformSegue(withIdentifier: "Play", sender: Play)
  GameViewController#2 init(coder:)
  print: 
  print: __________Game(2) init(coder:) from the storyboard
  GameViewController#2 awakeFromNib()
  print: __________Game(2) awakeFromNib()
  MenuViewController#1 prepare(for: "Play", sender: Play)
  GameViewController#1 deinit
  print: __________Game(1) deinit
  GameViewController#2 loadView()
  GameViewController#2 viewDidLoad()
  print: __________Game(2) viewDidLoad()
  MenuViewController#1 viewWillDisappear(animated: true)
  print: __________Menu(1) viewWillDisappear(animated: true)
  GameViewController#2 viewWillAppear(animated: true)
  print: __________Game(2) viewWillAppear(animated: true)
  print: __________Game(2) viewWillLayoutSubviews() size (393.0, 852.0)
  print: __________Game(2) viewDidLayoutSubviews() size (393.0, 852.0)
  MenuViewController#1 viewDidDisappear(animated: true)
  print: __________Menu(1) viewDidDisappear(animated: true)
  GameViewController#2 viewDidAppear(animated: true)
  print: __________Game(2) viewDidAppear(animated: true)
> rotate
  note: the iPhone turns to landscape: (852.0, 393.0), width compact, height compact (a size class changed)
  print: 
  print: ____________Game(2) viewWillLayoutSubviews() size (852.0, 393.0)
  print: ____________Game(2) viewDidLayoutSubviews() size (852.0, 393.0)
