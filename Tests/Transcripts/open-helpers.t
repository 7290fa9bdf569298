# Helpers the controllers call that their own class does not declare (Tests/Projects/Helpers):
# log(_:) in an extension of UIViewController, called from ViewController, from the project's
# own BaseViewController (in its extension's announce(_:)) and from MainNavigationController, a
# UINavigationController subclass, whose chain reaches UIViewController through UIKit's classes;
# trackScreen() in an extension of the ScreenTracking protocol, which ViewController takes with
# the protocol's default screenName and SecondViewController with its own.
# Lines marked [uncertain] are orders the notes do not settle (a window's first appearance at
# launch); they are scenelab's own, not the project's.
#: open ../Projects/Helpers
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  ViewController#1 init(coder:)
  ViewController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  print: MainNavigationController: navigation loaded
  ViewController#1 loadView() [uncertain]
  ViewController#1 viewDidLoad() [uncertain]
  print: ViewController: view loaded
  ViewController#1 viewWillAppear(animated: false) [uncertain]
  print: screen shown: unnamed
  SceneDelegate#1 sceneDidBecomeActive(_:)
  ViewController#1 viewDidAppear(animated: false)
  print: ViewController: on screen
> tap Next
  ViewController#1 shouldPerformSegue(withIdentifier: "", sender: Next) [uncertain]
  SecondViewController#1 init(coder:)
  SecondViewController#1 awakeFromNib()
  ViewController#1 prepare(for: UIStoryboardSegue, sender: Next)
  SecondViewController#1 loadView()
  SecondViewController#1 viewDidLoad()
  print: SecondViewController: loaded (base)
  ViewController#1 viewWillDisappear(animated: true)
  SecondViewController#1 viewWillAppear(animated: true)
  print: screen shown: Second
  ViewController#1 viewDidDisappear(animated: true)
  SecondViewController#1 viewDidAppear(animated: true)
