# A memory warning reaches the app delegate, then every live controller, on screen or not:
# the root under a pushed screen and the presenter under a full-screen modal too.
# Launch quietly (launch.t shows the launch itself).
# Lines marked [uncertain]: the sources leave their order open; `explain` on the command names them.
> trace none
> launch
> trace default
> push TaskEditController
  TaskEditController#1 init(nibName:bundle:)
  TaskEditController#1 loadView()
  TaskEditController#1 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  TaskEditController#1 viewWillAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)
  TaskEditController#1 viewDidAppear(animated: true)
> present AboutController --style full-screen
  note: AboutController is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  AboutController#1 init(nibName:bundle:)
  AboutController#1 loadView()
  AboutController#1 viewDidLoad()
  TaskEditController#1 viewWillDisappear(animated: true)
  AboutController#1 viewWillAppear(animated: true)
  AboutController#1 viewDidAppear(animated: true)
  TaskEditController#1 viewDidDisappear(animated: true)
> memory-warning
  AppDelegate applicationDidReceiveMemoryWarning(_:)
  TaskListController#1 didReceiveMemoryWarning() [uncertain]
  TaskEditController#1 didReceiveMemoryWarning() [uncertain]
  AboutController#1 didReceiveMemoryWarning() [uncertain]
> trace containment on
> memory-warning
  AppDelegate applicationDidReceiveMemoryWarning(_:)
  UINavigationController#1 didReceiveMemoryWarning() [uncertain]
  TaskListController#1 didReceiveMemoryWarning() [uncertain]
  TaskEditController#1 didReceiveMemoryWarning() [uncertain]
  AboutController#1 didReceiveMemoryWarning() [uncertain]
