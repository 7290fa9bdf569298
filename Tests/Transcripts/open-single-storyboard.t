# One .storyboard file, no project around it and no Swift: plain UIViewControllers.
# Lines marked [uncertain] are orders the notes do not settle (a window's first appearance at
# launch, an embedded child's loading); they are scenelab's own, not the project's.
#: open ../Projects/SingleStoryboard/Single.storyboard
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  UIViewController#1 init(coder:)
  UIViewController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  UIViewController#1 loadView() [uncertain]
  UIViewController#1 viewDidLoad() [uncertain]
  UIViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  UIViewController#1 viewDidAppear(animated: false)
> tap Push
  UIViewController#1 shouldPerformSegue(withIdentifier: "", sender: Push) [uncertain]
  UIViewController#2 init(coder:)
  UIViewController#2 awakeFromNib()
  UIViewController#1 prepare(for: UIStoryboardSegue, sender: Push)
  UIViewController#2 loadView()
  UIViewController#2 viewDidLoad()
  UIViewController#1 viewWillDisappear(animated: true)
  UIViewController#2 viewWillAppear(animated: true)
  UIViewController#1 viewDidDisappear(animated: true)
  UIViewController#2 viewDidAppear(animated: true)
> screen
  < First   Second
  ────────────────────
