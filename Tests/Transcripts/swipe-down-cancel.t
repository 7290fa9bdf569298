# A sheet dragged down and released too early (anchor §1e): it comes back with viewWillAppear
# and viewDidAppear, and the delegate's DidDismiss never comes.
# Lines marked [uncertain]: the sources leave their order open; `explain` on the command names them.
> trace none
> launch
> present SheetController
  note: SheetController is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  note: modalPresentationStyle .automatic behaves as .pageSheet on iPhone
> trace default
> trace delegate on
> swipe-down
  SheetController#1.presentationController.delegate presentationControllerShouldDismiss(_:)
  SheetController#1.presentationController.delegate presentationControllerWillDismiss(_:) [uncertain]
  SheetController#1 viewWillDisappear(animated: true)
> cancel
  SheetController#1 viewWillAppear(animated: true)
  SheetController#1 viewDidAppear(animated: true)
> tree
  To-Do Manager (com.example.ToDoManager), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UINavigationController#1 [appeared, view loaded]
           ├─ [0]: TaskListController#1 [appeared, view loaded]
           └─ presented .automatic: SheetController#1 [appeared, view loaded]
