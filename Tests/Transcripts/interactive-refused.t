# Swipes that cannot start, and commands while a swipe is in flight: one line each.
# Lines marked [uncertain]: the sources leave their order open; `explain` on the command names them.
> trace none
> launch
> trace default
> swipe-back
error: swipe-back ignored: TaskListController#1 is the root of UINavigationController#1; there is nothing to go back to
> finish
error: finish ignored: no interactive transition is in flight (`swipe-back` or `swipe-down` starts one)
> cancel
error: cancel ignored: no interactive transition is in flight (`swipe-back` or `swipe-down` starts one)
> swipe-down
error: swipe-down ignored: nothing is presented (UINavigationController#1 is the window's root)
> present CoverController --style full-screen
  note: CoverController is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  CoverController#1 init(nibName:bundle:)
  CoverController#1 loadView()
  CoverController#1 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  CoverController#1 viewWillAppear(animated: true)
  CoverController#1 viewDidAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)
> swipe-down
error: swipe-down ignored: CoverController#1 is presented .fullScreen, which a drag cannot dismiss; only a sheet can be swiped down (`dismiss` dismisses it in code)
> dismiss
  CoverController#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)
  TaskListController#1 viewDidAppear(animated: true)
  CoverController#1 viewDidDisappear(animated: true)
  CoverController#1 deinit
> push DetailController
  note: DetailController is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  DetailController#1 init(nibName:bundle:)
  DetailController#1 loadView()
  DetailController#1 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  DetailController#1 viewWillAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)
  DetailController#1 viewDidAppear(animated: true)
> swipe-back
  DetailController#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)
> push OtherController
error: push ignored: a swipe-back is in flight: type `finish` to let it complete or `cancel` to let the screen spring back
> pop
error: pop ignored: a swipe-back is in flight: type `finish` to let it complete or `cancel` to let the screen spring back
> swipe-back
error: swipe-back ignored: a swipe-back is in flight: type `finish` to let it complete or `cancel` to let the screen spring back
> tree
  To-Do Manager (com.example.ToDoManager), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UINavigationController#1 [appeared, view loaded]
           ├─ [0]: TaskListController#1 [appearing, view loaded]
           └─ [1]: DetailController#1 [disappearing, view loaded]
> cancel
  TaskListController#1 viewWillDisappear(animated: true) [uncertain]
  TaskListController#1 viewDidDisappear(animated: true) [uncertain]
  DetailController#1 viewWillAppear(animated: true) [uncertain]
  DetailController#1 viewDidAppear(animated: true) [uncertain]
> home
  SceneDelegate#1 sceneWillResignActive(_:)
  SceneDelegate#1 sceneDidEnterBackground(_:)
> swipe-back
error: swipe-back ignored: scene 1 is in the background; `open` or `launch` the app first (UIKit delivers touches only to a foreground-active scene)
