# popToRoot from [R, X, Y, Z]: only Z disappears and only R appears; X and Y were never on
# screen and get no appearance calls. X and Y, which the transition never held, deinit inside
# the call, before the animation's did-calls; Z, the old top, after them (their moments are not
# settled: uncertain).
# Launch quietly (launch.t shows the launch itself).
> trace none
> launch
> trace default
> push X
  note: X is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  X#1 init(nibName:bundle:)
  X#1 loadView()
  X#1 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  X#1 viewWillAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)
  X#1 viewDidAppear(animated: true)
> push Y
  note: Y is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  Y#1 init(nibName:bundle:)
  Y#1 loadView()
  Y#1 viewDidLoad()
  X#1 viewWillDisappear(animated: true)
  Y#1 viewWillAppear(animated: true)
  X#1 viewDidDisappear(animated: true)
  Y#1 viewDidAppear(animated: true)
> push Z
  note: Z is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  Z#1 init(nibName:bundle:)
  Z#1 loadView()
  Z#1 viewDidLoad()
  Y#1 viewWillDisappear(animated: true)
  Z#1 viewWillAppear(animated: true)
  Y#1 viewDidDisappear(animated: true)
  Z#1 viewDidAppear(animated: true)
> tree
  To-Do Manager (com.example.ToDoManager), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UINavigationController#1 [appeared, view loaded]
           ├─ [0]: TaskListController#1 [disappeared, view loaded]
           ├─ [1]: X#1 [disappeared, view loaded]
           ├─ [2]: Y#1 [disappeared, view loaded]
           └─ [3]: Z#1 [appeared, view loaded]
> pop-to-root
  Z#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)
  X#1 deinit [uncertain]
  Y#1 deinit [uncertain]
  Z#1 viewDidDisappear(animated: true)
  TaskListController#1 viewDidAppear(animated: true)
  Z#1 deinit [uncertain]
> objects
  UINavigationController#1  held by the window of scene 1
  TaskListController#1      held by UINavigationController#1.viewControllers
