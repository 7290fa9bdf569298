# Interactive pop, completed (anchor §1d): at touch-down the top's viewWillDisappear, then the
# revealed controller's viewWillAppear; the did-calls of a pop wait until the finger lifts past
# the point of no return, then deinit.
> trace none
> launch
> push DetailController
  note: DetailController is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
> trace default
> swipe-back
  DetailController#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)
> tree
  To-Do Manager (com.example.ToDoManager), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UINavigationController#1 [appeared, view loaded]
           ├─ [0]: TaskListController#1 [appearing, view loaded]
           └─ [1]: DetailController#1 [disappearing, view loaded]
> finish
  DetailController#1 viewDidDisappear(animated: true)
  TaskListController#1 viewDidAppear(animated: true)
  DetailController#1 deinit
> tree
  To-Do Manager (com.example.ToDoManager), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UINavigationController#1 [appeared, view loaded]
           └─ [0]: TaskListController#1 [appeared, view loaded]
