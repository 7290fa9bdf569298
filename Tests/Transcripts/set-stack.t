# setViewControllers(_:animated:): a class already in the stack keeps its instance; the top
# change behaves as a push when the new top is new, and as a pop when it was in the stack.
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
> set-stack TaskListController Y X
  note: Y is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  Y#1 init(nibName:bundle:)
> objects
  UINavigationController#1  held by the window of scene 1
  TaskListController#1      held by UINavigationController#1.viewControllers
  Y#1                       held by UINavigationController#1.viewControllers
  X#1                       held by UINavigationController#1.viewControllers

# X stays on top: no appearance calls; Y was created, never loaded.
> tree
  To-Do Manager (com.example.ToDoManager), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UINavigationController#1 [appeared, view loaded]
           ├─ [0]: TaskListController#1 [disappeared, view loaded]
           ├─ [1]: Y#1 [disappeared, view not loaded]
           └─ [2]: X#1 [appeared, view loaded]
> set-stack TaskListController Y
  Y#1 loadView()
  Y#1 viewDidLoad()
  X#1 viewWillDisappear(animated: true)
  Y#1 viewWillAppear(animated: true)
  X#1 viewDidDisappear(animated: true)
  Y#1 viewDidAppear(animated: true)
  X#1 deinit

# Y was in the stack: a pop-like change, X deinit.
> objects
  UINavigationController#1  held by the window of scene 1
  TaskListController#1      held by UINavigationController#1.viewControllers
  Y#1                       held by UINavigationController#1.viewControllers
> set-stack Z
  note: Z is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  Z#1 init(nibName:bundle:)
  Z#1 loadView()
  Z#1 viewDidLoad()
  Y#1 viewWillDisappear(animated: true)
  Z#1 viewWillAppear(animated: true)
  Y#1 viewDidDisappear(animated: true)
  Z#1 viewDidAppear(animated: true)
  TaskListController#1 deinit [uncertain]
  Y#1 deinit [uncertain]

# Nothing changes on screen when the stack is the same.
> set-stack Z
  note: set-stack: the stack is unchanged
