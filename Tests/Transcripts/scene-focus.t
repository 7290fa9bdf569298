# `scene focus N` chooses the scene commands address; Home reaches every foreground scene.
> device ipad
  iPad, portrait (width regular, height regular)
> trace none
> launch
> scene new
  note: scene 2 is connected and focused: commands address it (`scene focus N` to change)
> trace default
> scene focus 1
  note: commands now address scene 1 (foregroundActive)
> push B
  note: B is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  B#1 init(nibName:bundle:)
  B#1 loadView()
  B#1 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  B#1 viewWillAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)
  B#1 viewDidAppear(animated: true)
> scene focus 2
  note: commands now address scene 2 (foregroundActive)
> push C
  note: C is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  C#1 init(nibName:bundle:)
  C#1 loadView()
  C#1 viewDidLoad()
  TaskListController#2 viewWillDisappear(animated: true)
  C#1 viewWillAppear(animated: true)
  TaskListController#2 viewDidDisappear(animated: true)
  C#1 viewDidAppear(animated: true)
> objects
  UINavigationController#1  held by the window of scene 1
  TaskListController#1      held by UINavigationController#1.viewControllers
  B#1                       held by UINavigationController#1.viewControllers
  UINavigationController#2  held by the window of scene 2
  TaskListController#2      held by UINavigationController#2.viewControllers
  C#1                       held by UINavigationController#2.viewControllers
> home
  SceneDelegate#1 sceneWillResignActive(_:)
  SceneDelegate#1 sceneDidEnterBackground(_:)
  SceneDelegate#2 sceneWillResignActive(_:)
  SceneDelegate#2 sceneDidEnterBackground(_:)
> open
  SceneDelegate#1 sceneWillEnterForeground(_:)
  SceneDelegate#1 sceneDidBecomeActive(_:)
  SceneDelegate#2 sceneWillEnterForeground(_:)
  SceneDelegate#2 sceneDidBecomeActive(_:)
> scene focus 1
  note: commands now address scene 1 (foregroundActive)
> scene focus 9
error: scene focus: no scene 9; the app's scenes are 1, 2 (`scene list`)
