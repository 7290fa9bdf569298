# The chapter's static-cells example (T16): BIDStaticCellsController sets its two labels
# once, in viewDidLoad. Something pushed over it and popped brings it back with
# viewWillAppear, not viewDidLoad, so the clock shows the time it first loaded although
# the device's clock has moved on (one second a command). The exercise: set the labels in
# viewWillAppear instead.
# Lines marked [uncertain]: the sources leave their order open; `explain` on the command names them.
> launch static-cells
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  BIDStaticCellsController#1 init(coder:)
  BIDStaticCellsController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  BIDStaticCellsController#1 loadView() [uncertain]
  BIDStaticCellsController#1 viewDidLoad() [uncertain]
  BIDStaticCellsController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  BIDStaticCellsController#1 viewDidAppear(animated: false)
> screen
  (no title)
  ────────────────────
  Silliest Clock Ever
    1. The Date — January 1, 2026
    2. The Time — 9:00:01 AM UTC
> push Settings
  note: Settings is not a screen of Static cells: simulating it as a plain UIViewController subclass
  Settings#1 init(nibName:bundle:)
  Settings#1 loadView()
  Settings#1 viewDidLoad()
  BIDStaticCellsController#1 viewWillDisappear(animated: true)
  Settings#1 viewWillAppear(animated: true)
  BIDStaticCellsController#1 viewDidDisappear(animated: true)
  Settings#1 viewDidAppear(animated: true)
> pop
  Settings#1 viewWillDisappear(animated: true)
  BIDStaticCellsController#1 viewWillAppear(animated: true)
  Settings#1 viewDidDisappear(animated: true)
  BIDStaticCellsController#1 viewDidAppear(animated: true)
  Settings#1 deinit
> screen
  (no title)
  ────────────────────
  Silliest Clock Ever
    1. The Date — January 1, 2026
    2. The Time — 9:00:01 AM UTC
