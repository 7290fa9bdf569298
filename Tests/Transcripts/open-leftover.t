# Files nothing names (Tests/Projects/Leftover): `open` reads the Swift files the app can reach
# from its storyboard, its delegate and its entry point (PlanViewController names Palette and
# StepViewController; Logging.swift extends UIViewController, so every controller may call it),
# and leaves Drafts/ unread until a command names one of its types. `push DraftViewController`
# reads them, says so, warns of the override that skips super as `open` would have, and plays
# the class's own code; DraftNotes, named only by the draft, comes with it.
# Lines marked [uncertain] are orders the notes do not settle (anchor §1a for the launch).
#: open ../Projects/Leftover
> launch
  PlanViewController#1 init(coder:)
  PlanViewController#1 awakeFromNib()
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  print: Leftover launched
  PlanViewController#1 loadView() [uncertain]
  PlanViewController#1 viewDidLoad() [uncertain]
  print: PlanViewController viewDidLoad
  print: Plan accent: teal
  PlanViewController#1 viewWillAppear(animated: false) [uncertain]
  PlanViewController#1 viewDidAppear(animated: false) [uncertain]
  AppDelegate applicationDidBecomeActive(_:) [uncertain]
> tap Step
  StepViewController#1 init(nibName:bundle:)
  StepViewController#1 loadView()
  StepViewController#1 viewDidLoad()
  print: StepViewController viewDidLoad
  PlanViewController#1 viewWillDisappear(animated: true)
  StepViewController#1 viewWillAppear(animated: true)
  PlanViewController#1 viewDidDisappear(animated: true)
  StepViewController#1 viewDidAppear(animated: true)
> push DraftViewController
  note: DraftViewController is in the 2 Swift files nothing the app starts from names: read now
warning: Leftover/Drafts/DraftViewController.swift:5: DraftViewController.viewDidLoad() overrides UIKit's without calling super
  DraftViewController#1 init(nibName:bundle:)
  DraftViewController#1 loadView()
  DraftViewController#1 viewDidLoad()
  print: Draft viewDidLoad
  StepViewController#1 viewWillDisappear(animated: true)
  DraftViewController#1 viewWillAppear(animated: true)
  print: Draft viewWillAppear: sketch
  StepViewController#1 viewDidDisappear(animated: true)
  DraftViewController#1 viewDidAppear(animated: true)
> pop
  DraftViewController#1 viewWillDisappear(animated: true)
  StepViewController#1 viewWillAppear(animated: true)
  DraftViewController#1 viewDidDisappear(animated: true)
  StepViewController#1 viewDidAppear(animated: true)
  DraftViewController#1 deinit
> push DraftViewController
  DraftViewController#2 init(nibName:bundle:)
  DraftViewController#2 loadView()
  DraftViewController#2 viewDidLoad()
  print: Draft viewDidLoad
  StepViewController#1 viewWillDisappear(animated: true)
  DraftViewController#2 viewWillAppear(animated: true)
  print: Draft viewWillAppear: sketch
  StepViewController#1 viewDidDisappear(animated: true)
  DraftViewController#2 viewDidAppear(animated: true)
