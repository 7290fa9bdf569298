# Lesson 8: deinit, and a controller something else still holds
#
# Notice: a popped controller deinits at once when the stack held it alone. Held by a strong
# reference elsewhere (a stored property, a closure), it leaves the screen but stays alive:
# its deinit comes only when the last reference goes. `objects` shows who holds what.

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

# Set-up: push A; for now only the navigation controller's stack holds it.
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

# A second strong reference to A, as a stored property would be: the CS193p ThemeChooser
# kept its last Game this way (lastSeguedToConcentrationViewController, as its code shows,
# and the lecture's log of a second segue: sources: D7).
> hold keep
  note: keep holds A#1 strongly: popped or dismissed, it stays alive (no deinit) until `release keep`

# A leaves with the usual pop calls, but no deinit follows. viewWillDisappear does not mean
# the controller is being destroyed (sources: S4, B1).
> pop
  A#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)
  A#1 viewDidDisappear(animated: true)
  TaskListController#1 viewDidAppear(animated: true)

# Who holds what: the stack let A go; only `hold keep` keeps A#1 alive now.
> objects
  UINavigationController#1  held by the window of scene 1
  TaskListController#1      held by UINavigationController#1.viewControllers
  A#1                       held by hold keep

# The last strong reference goes, and deinit runs at once. A closure that captured self
# strongly would never let go: a retain cycle, and no deinit ever (sources: B1).
> release keep
  A#1 deinit
