# Interactive pop, cancelled (anchor §1d): the revealed controller's viewWillAppear is undone
# with viewWillDisappear/viewDidDisappear, and the top gets viewWillAppear/viewDidAppear again.
# The calls stay unbalanced on purpose; the only full log is iOS 7's, so they are uncertain.
> trace none
> launch
> push DetailController
  note: DetailController is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
> trace default
> swipe-back
  DetailController#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)
> cancel
  TaskListController#1 viewWillDisappear(animated: true) [uncertain]
  TaskListController#1 viewDidDisappear(animated: true) [uncertain]
  DetailController#1 viewWillAppear(animated: true) [uncertain]
  DetailController#1 viewDidAppear(animated: true) [uncertain]
> tree
  To-Do Manager (com.example.ToDoManager), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UINavigationController#1 [appeared, view loaded]
           ├─ [0]: TaskListController#1 [disappeared, view loaded]
           └─ [1]: DetailController#1 [appeared, view loaded]
# Containment and the navigation delegate: willMove(toParent: nil) at touch-down is answered
# on cancel by didMove(toParent:) with the navigation controller the top stays in (no log shows
# the containment calls of a cancelled swipe: uncertain; `explain swipe-back`).
> trace containment on
> trace delegate on
> swipe-back
  DetailController#1 willMove(toParent: nil) [uncertain]
  DetailController#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)
  UINavigationController#1.delegate navigationController(_:willShow: TaskListController#1, animated: true) [uncertain]
> cancel
  TaskListController#1 viewWillDisappear(animated: true) [uncertain]
  TaskListController#1 viewDidDisappear(animated: true) [uncertain]
  DetailController#1 viewWillAppear(animated: true) [uncertain]
  DetailController#1 viewDidAppear(animated: true) [uncertain]
  DetailController#1 didMove(toParent: UINavigationController#1) [uncertain]
