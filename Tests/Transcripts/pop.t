# Pop B -> A: B viewWillDisappear, A viewWillAppear, B viewDidDisappear, A viewDidAppear,
# then B deinit. A does not load again.
# Launch quietly (launch.t shows the launch itself).
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
> pop
  TaskEditController#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)
  TaskEditController#1 viewDidDisappear(animated: true)
  TaskListController#1 viewDidAppear(animated: true)
  TaskEditController#1 deinit
> objects
  UINavigationController#1  held by the window of scene 1
  TaskListController#1      held by UINavigationController#1.viewControllers

# With containment: B willMove(toParent: nil) first, didMove(toParent: nil) before deinit.
> trace containment on
> push TaskTypeController
  TaskTypeController#1 init(nibName:bundle:)
  TaskTypeController#1 willMove(toParent: UINavigationController#1)
  TaskTypeController#1 loadView()
  TaskTypeController#1 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  TaskTypeController#1 viewWillAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)
  TaskTypeController#1 viewDidAppear(animated: true)
  TaskTypeController#1 didMove(toParent: UINavigationController#1)
> pop
  TaskTypeController#1 willMove(toParent: nil)
  TaskTypeController#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)
  TaskTypeController#1 viewDidDisappear(animated: true)
  TaskListController#1 viewDidAppear(animated: true)
  TaskTypeController#1 didMove(toParent: nil)
  TaskTypeController#1 deinit
