# A storyboard with a segue to nowhere and a segue kind no Xcode writes: the rest plays.
# Lines marked [uncertain] are orders the notes do not settle (a window's first appearance at
# launch, an embedded child's loading); they are scenelab's own, not the project's.
#: open ../Projects/Broken
> launch
  StartViewController#1 init(coder:)
  StartViewController#1 awakeFromNib()
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  print: AppDelegate: application(_:didFinishLaunchingWithOptions:)
  StartViewController#1 loadView() [uncertain]
  StartViewController#1 viewDidLoad() [uncertain]
  print: Start: viewDidLoad()
  StartViewController#1 viewWillAppear(animated: false) [uncertain]
  print: Start: viewWillAppear(_:)
  StartViewController#1 viewDidAppear(animated: false) [uncertain]
  AppDelegate applicationDidBecomeActive(_:) [uncertain]
> tap Lost
error: the segue's destination Gh0-St-z9Z is not in the storyboard, so nothing is shown
> tap Beam
error: a teleport segue is not performed by a tap
> tap Go
  StartViewController#1 shouldPerformSegue(withIdentifier: "go", sender: Go)
  NextViewController#1 init(coder:)
  NextViewController#1 awakeFromNib()
  StartViewController#1 prepare(for: "go", sender: Go)
  print: Start: prepare go
  NextViewController#1 loadView()
  NextViewController#1 viewDidLoad()
  print: Next: viewDidLoad()
  NextViewController#1 viewWillAppear(animated: true)
  NextViewController#1 viewDidAppear(animated: true)
