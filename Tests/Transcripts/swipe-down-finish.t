# A sheet dragged down and let go (anchor §1e): the presentation controller's delegate is asked
# and told (a person dismisses, not code), the sheet's viewWillDisappear at the drag, then
# viewDidDisappear, presentationControllerDidDismiss and deinit. The presenter hears nothing.
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
> finish
  SheetController#1 viewDidDisappear(animated: true)
  SheetController#1.presentationController.delegate presentationControllerDidDismiss(_:)
  SheetController#1 deinit
> tree
  To-Do Manager (com.example.ToDoManager), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UINavigationController#1 [appeared, view loaded]
           └─ [0]: TaskListController#1 [appeared, view loaded]
