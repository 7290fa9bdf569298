# A controller may not take the name of the app's delegate classes (or the UIKit classes they use):
# `SceneDelegate#1` would read as the real scene delegate, and its deinit as the delegate's while
# it lives. push, present, set-stack and child add refuse such a name; any other name works.
> trace none
> launch target-nav
> trace default
> present SceneDelegate
error: present refused: SceneDelegate is the app's scene delegate class, not a view controller; the log names its instance SceneDelegate#1; give the screen a name of its own (SceneDelegateScreen, say)
> push AppDelegate
error: push refused: AppDelegate is the app's delegate class, not a view controller; the log names its instance AppDelegate; give the screen a name of its own (AppDelegateScreen, say)
> set-stack A UIWindow
error: set-stack refused: UIWindow is the class of the scene delegate's window, not a view controller; give the screen a name of its own (UIWindowScreen, say)
> push SceneDelegateScreen
  note: SceneDelegateScreen is not a screen of Right on target (navigation controller): simulating it as a plain UIViewController subclass
  SceneDelegateScreen#1 init(nibName:bundle:)
  SceneDelegateScreen#1 loadView()
  SceneDelegateScreen#1 viewDidLoad()
  ViewController#1 viewWillDisappear(animated: true)
  SceneDelegateScreen#1 viewWillAppear(animated: true)
  ViewController#1 viewDidDisappear(animated: true)
  SceneDelegateScreen#1 viewDidAppear(animated: true)
> pop
  SceneDelegateScreen#1 viewWillDisappear(animated: true)
  ViewController#1 viewWillAppear(animated: true)
  SceneDelegateScreen#1 viewDidDisappear(animated: true)
  ViewController#1 viewDidAppear(animated: true)
  SceneDelegateScreen#1 deinit
> scene list
  scene 1: foregroundActive, SceneDelegate#1, root UINavigationController#1 (focused)
> explain delegate-class-names
  The log names an object by its class: the scene delegate prints as SceneDelegate#1, the app
  delegate as AppDelegate. A screen called SceneDelegate would print SceneDelegate#1 too, and its
  deinit would read as the delegate's, which lives as long as its scene. An app cannot declare two
  classes of one name, so scenelab refuses a view controller named after the app's delegate
  classes (AppDelegate, SceneDelegate) or the UIKit classes they use (UIApplication, UIResponder,
  UIScene, UIWindowScene, UIWindow, UISceneSession, UISceneConfiguration), none of which is a
  UIViewController. Any other name, such as SceneDelegateScreen, works.
