# Lesson 7: A memory warning
#
# Notice: the app delegate hears it first, then every live view controller, whether on
# screen or not. Since iOS 6 a controller's view is no longer unloaded: nothing reloads
# after.

# To-Do Manager, running. Lines marked [uncertain]: the sources do not settle their order.
#: not quizzed
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false)

# Set-up: push A, so that one controller sits off screen in the stack.
#: not quizzed
> push A
  note: A is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  A#1 init(nibName:bundle:)
  A#1 loadView()
  A#1 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  A#1 viewWillAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)
  A#1 viewDidAppear(animated: true)

# Set-up: push B on top; TaskListController and A are now both off screen.
#: not quizzed
> push B
  note: B is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  B#1 init(nibName:bundle:)
  B#1 loadView()
  B#1 viewDidLoad()
  A#1 viewWillDisappear(animated: true)
  B#1 viewWillAppear(animated: true)
  A#1 viewDidDisappear(animated: true)
  B#1 viewDidAppear(animated: true)

# The app delegate first, then didReceiveMemoryWarning on every live controller, including
# the two off screen (sources: A11, S19). Their order is [uncertain]. CS193p lecture: drop
# big things you can rebuild; often there is little to free (sources: B2).
> memory-warning
  AppDelegate applicationDidReceiveMemoryWarning(_:)
  TaskListController#1 didReceiveMemoryWarning() [uncertain]
  A#1 didReceiveMemoryWarning() [uncertain]
  B#1 didReceiveMemoryWarning() [uncertain]

# A comes back without loadView or viewDidLoad: since iOS 6 a warning no longer unloads
# views, and viewDidUnload is gone (sources: A11). B deinits as after any pop.
> pop
  B#1 viewWillDisappear(animated: true)
  A#1 viewWillAppear(animated: true)
  B#1 viewDidDisappear(animated: true)
  A#1 viewDidAppear(animated: true)
  B#1 deinit
