# Push A -> B: B init, loadView, viewDidLoad, A viewWillDisappear, B viewWillAppear,
# A viewDidDisappear, B viewDidAppear (SPEC §4). A stays in the stack: no deinit.
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
> tree
  To-Do Manager (com.example.ToDoManager), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UINavigationController#1 [appeared, view loaded]
           ├─ [0]: TaskListController#1 [disappeared, view loaded]
           └─ [1]: TaskEditController#1 [appeared, view loaded]

# willMove/didMove and the navigation delegate around the same order.
> trace containment on
> trace delegate on
> push DetailController
  note: DetailController is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  DetailController#1 init(nibName:bundle:)
  DetailController#1 willMove(toParent: UINavigationController#1)
  DetailController#1 loadView()
  DetailController#1 viewDidLoad()
  TaskEditController#1 viewWillDisappear(animated: true)
  DetailController#1 viewWillAppear(animated: true)
  UINavigationController#1.delegate navigationController(_:willShow: DetailController#1, animated: true) [uncertain]
  TaskEditController#1 viewDidDisappear(animated: true)
  DetailController#1 viewDidAppear(animated: true)
  DetailController#1 didMove(toParent: UINavigationController#1)
  UINavigationController#1.delegate navigationController(_:didShow: DetailController#1, animated: true) [uncertain]
