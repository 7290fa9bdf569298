# No Info.plist file: the build settings in project.pbxproj (INFOPLIST_KEY_…) name the main
# storyboard and ask Xcode to generate a scene manifest.
# Lines marked [uncertain] are orders the notes do not settle (a window's first appearance at
# launch, an embedded child's loading); they are scenelab's own, not the project's.
#: open ../Projects/NoInfoPlist
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  ViewController#1 init(coder:)
  ViewController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  ViewController#1 loadView() [uncertain]
  ViewController#1 viewDidLoad() [uncertain]
  print: viewDidLoad() in ViewController
  ViewController#1 viewWillAppear(animated: false) [uncertain]
  print: viewWillAppear(_:) in ViewController
  SceneDelegate#1 sceneDidBecomeActive(_:)
  ViewController#1 viewDidAppear(animated: false)
> screen
  First
  ────────────────────
  [Next]
> tap Next
  ViewController#1 shouldPerformSegue(withIdentifier: "", sender: Next) [uncertain]
  SecondViewController#1 init(coder:)
  SecondViewController#1 awakeFromNib()
  ViewController#1 prepare(for: UIStoryboardSegue, sender: Next)
  SecondViewController#1 loadView()
  SecondViewController#1 viewDidLoad()
  print: viewDidLoad() in SecondViewController
  ViewController#1 viewWillDisappear(animated: true)
  SecondViewController#1 viewWillAppear(animated: true)
  print: viewWillAppear(_:) in SecondViewController
  ViewController#1 viewDidDisappear(animated: true)
  SecondViewController#1 viewDidAppear(animated: true)
> tap back
  SecondViewController#1 viewWillDisappear(animated: true)
  ViewController#1 viewWillAppear(animated: true)
  print: viewWillAppear(_:) in ViewController
  SecondViewController#1 viewDidDisappear(animated: true)
  ViewController#1 viewDidAppear(animated: true)
  SecondViewController#1 deinit
