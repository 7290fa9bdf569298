# ARC: a controller something still holds gets no deinit when it is popped (the CS193p lecture's
# Game stayed on the heap after Back). `hold NAME` keeps a strong reference to the top
# controller; `release NAME` drops it, and the deinit comes then.
> trace none
> launch
> push GameController
  note: GameController is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
> trace default
> hold game
  note: game holds GameController#1 strongly: popped or dismissed, it stays alive (no deinit) until `release game`
> objects
  UINavigationController#1  held by the window of scene 1
  TaskListController#1      held by UINavigationController#1.viewControllers
  GameController#1          held by UINavigationController#1.viewControllers, hold game
> pop
  GameController#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)
  GameController#1 viewDidDisappear(animated: true)
  TaskListController#1 viewDidAppear(animated: true)
> tree
  To-Do Manager (com.example.ToDoManager), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UINavigationController#1 [appeared, view loaded]
           └─ [0]: TaskListController#1 [appeared, view loaded]
  held by hold game, in no window: GameController#1 [disappeared, view loaded]
> objects
  UINavigationController#1  held by the window of scene 1
  TaskListController#1      held by UINavigationController#1.viewControllers
  GameController#1          held by hold game
> release game
  GameController#1 deinit
> objects
  UINavigationController#1  held by the window of scene 1
  TaskListController#1      held by UINavigationController#1.viewControllers
