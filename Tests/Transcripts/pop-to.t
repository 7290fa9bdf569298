# popToViewController to index 1 of [R, X, Y, Z]: Z disappears, X appears; Y, skipped, deinits
# inside the call, before the did-calls, and Z after them, as a published console of a pop over
# one controller shows (github.com/hdk2200/UIViewControllerLifeCycle).
# Launch quietly (launch.t shows the launch itself).
# Lines marked [uncertain]: the sources leave their order open; `explain` on the command names them.
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
> pop-to 1
  Z#1 viewWillDisappear(animated: true)
  X#1 viewWillAppear(animated: true)
  Y#1 deinit
  Z#1 viewDidDisappear(animated: true)
  X#1 viewDidAppear(animated: true)
  Z#1 deinit
> tree
  To-Do Manager (com.example.ToDoManager), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UINavigationController#1 [appeared, view loaded]
           ├─ [0]: TaskListController#1 [disappeared, view loaded]
           └─ [1]: X#1 [appeared, view loaded]
