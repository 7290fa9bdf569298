# iPad (regular width): a popover and a form sheet keep the presenter in the window, so it hears
# nothing, on present or dismiss; only the presented controller gets its own calls (research
# §3a). A tap outside the popover is a person's dismissal: the presentation controller's
# delegate is asked and told (Apple's UIAdaptivePresentationControllerDelegate docs); a
# `dismiss` in code makes none of those calls.
# Lines marked [uncertain]: where presentationControllerWillDismiss falls against the popover's
# viewWillDisappear is not settled (see `explain tap-outside`).
> device ipad
  iPad, portrait (width regular, height regular)
> trace none
> launch
> trace default
> trace delegate on
> present PickerController --style popover
  note: PickerController is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  PickerController#1 init(nibName:bundle:)
  PickerController#1 loadView()
  PickerController#1 viewDidLoad()
  PickerController#1 viewWillAppear(animated: true)
  PickerController#1 viewDidAppear(animated: true)
> tree
  To-Do Manager (com.example.ToDoManager), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UINavigationController#1 [appeared, view loaded]
           ├─ [0]: TaskListController#1 [appeared, view loaded]
           └─ presented .popover: PickerController#1 [appeared, view loaded]
> tap-outside
  PickerController#1.presentationController.delegate presentationControllerShouldDismiss(_:)
  PickerController#1.presentationController.delegate presentationControllerWillDismiss(_:) [uncertain]
  PickerController#1 viewWillDisappear(animated: true)
  PickerController#1 viewDidDisappear(animated: true)
  PickerController#1.presentationController.delegate presentationControllerDidDismiss(_:)
  PickerController#1 deinit
> present PickerController --style popover
  PickerController#2 init(nibName:bundle:)
  PickerController#2 loadView()
  PickerController#2 viewDidLoad()
  PickerController#2 viewWillAppear(animated: true)
  PickerController#2 viewDidAppear(animated: true)
> dismiss
  PickerController#2 viewWillDisappear(animated: true)
  PickerController#2 viewDidDisappear(animated: true)
  PickerController#2 deinit
> present SettingsController --style form-sheet
  note: SettingsController is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  SettingsController#1 init(nibName:bundle:)
  SettingsController#1 loadView()
  SettingsController#1 viewDidLoad()
  SettingsController#1 viewWillAppear(animated: true)
  SettingsController#1 viewDidAppear(animated: true)
> tap-outside
error: tap-outside ignored: SettingsController#1 is presented .formSheet, not as a popover; `swipe-down` drags a sheet away, `dismiss` dismisses it in code
> swipe-down
  SettingsController#1.presentationController.delegate presentationControllerShouldDismiss(_:)
  SettingsController#1.presentationController.delegate presentationControllerWillDismiss(_:) [uncertain]
  SettingsController#1 viewWillDisappear(animated: true)
> finish
  SettingsController#1 viewDidDisappear(animated: true)
  SettingsController#1.presentationController.delegate presentationControllerDidDismiss(_:)
  SettingsController#1 deinit
