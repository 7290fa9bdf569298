# Navigation inside the side of an `if` (Tests/Projects/Sides): the side taken runs statement by
# statement, so the controller a push or a presentation makes is made where the call stands, after
# the side's prints before it and before those after it, and `prepare(for:sender:)` runs inside
# the side of a `performSegue`; the transitions come after the action returns. Each `if` tests a
# local `let` bound to a literal (`let signedIn = true`, `let skipped = 2`, `let style = "sheet"`),
# which scenelab works out, so no note says a condition was not; Help's `else` holds a second `if`
# (`navigationController != nil`) whose side presents. Next (a bar item made in code) calls a
# helper, `goNext()`, whose `if` on a property no code assigns (`private var step = 1`) takes its
# `else` and performs the segue: `prepare(for:sender:)` prints inside the helper, before its last
# line and the action's.
# Lines marked [uncertain] are orders the notes do not settle (anchor §1a for the launch).
#: open ../Projects/Sides
> launch
  HomeViewController#1 init(coder:)
  HomeViewController#1 awakeFromNib()
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  HomeViewController#1 loadView() [uncertain]
  HomeViewController#1 viewDidLoad() [uncertain]
  HomeViewController#1 viewWillAppear(animated: false) [uncertain]
  HomeViewController#1 viewDidAppear(animated: false) [uncertain]
  AppDelegate applicationDidBecomeActive(_:) [uncertain]
> tap Continue
  print: Home: continue
  print: Home: signed in
  ProfileViewController#1 init(nibName:bundle:)
  print: Profile: init
  print: Home: pushed the profile
  print: Home: continue ends
  ProfileViewController#1 loadView()
  ProfileViewController#1 viewDidLoad()
  print: Profile: viewDidLoad
  HomeViewController#1 viewWillDisappear(animated: true)
  ProfileViewController#1 viewWillAppear(animated: true)
  HomeViewController#1 viewDidDisappear(animated: true)
  ProfileViewController#1 viewDidAppear(animated: true)
> pop
  ProfileViewController#1 viewWillDisappear(animated: true)
  HomeViewController#1 viewWillAppear(animated: true)
  ProfileViewController#1 viewDidDisappear(animated: true)
  HomeViewController#1 viewDidAppear(animated: true)
  ProfileViewController#1 deinit
> tap Skip
  print: Home: skipping
  DoneViewController#1 init(coder:)
  DoneViewController#1 awakeFromNib()
  print: Done: awakeFromNib
  HomeViewController#1 prepare(for: "showDone", sender: self)
  print: Home: prepare showDone
  print: Home: performed the segue
  print: Home: skip ends
  DoneViewController#1 loadView()
  DoneViewController#1 viewDidLoad()
  HomeViewController#1 viewWillDisappear(animated: true)
  DoneViewController#1 viewWillAppear(animated: true)
  DoneViewController#1 viewDidAppear(animated: true)
  HomeViewController#1 viewDidDisappear(animated: true)
> dismiss
  DoneViewController#1 viewWillDisappear(animated: true)
  HomeViewController#1 viewWillAppear(animated: true)
  HomeViewController#1 viewDidAppear(animated: true)
  DoneViewController#1 viewDidDisappear(animated: true)
  DoneViewController#1 deinit
> tap Help
  print: Home: help as a sheet
  HelpViewController#1 init(nibName:bundle:)
  print: Help: init
  print: Home: presented the help
  print: Home: help ends
  HelpViewController#1 loadView()
  HelpViewController#1 viewDidLoad()
  HelpViewController#1 viewWillAppear(animated: true)
  HelpViewController#1 viewDidAppear(animated: true)
> dismiss
  HelpViewController#1 viewWillDisappear(animated: true)
  HelpViewController#1 viewDidDisappear(animated: true)
  HelpViewController#1 deinit
> tap Next
  print: Home: next
  print: Home: first step
  DoneViewController#2 init(coder:)
  DoneViewController#2 awakeFromNib()
  print: Done: awakeFromNib
  HomeViewController#1 prepare(for: "showDone", sender: nil)
  print: Home: prepare showDone
  print: Home: performed from the helper
  print: Home: next ends
  DoneViewController#2 loadView()
  DoneViewController#2 viewDidLoad()
  HomeViewController#1 viewWillDisappear(animated: true)
  DoneViewController#2 viewWillAppear(animated: true)
  DoneViewController#2 viewDidAppear(animated: true)
  HomeViewController#1 viewDidDisappear(animated: true)
