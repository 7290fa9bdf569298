# iPhone (compact width), iOS 13 and later: a popover adapts to a form sheet, which on iPhone is a
# sheet (Apple's .popover and .formSheet docs), so the presenter stays in the window and hears
# nothing; a note says what the style became. The adapted popover is dragged down like any sheet;
# there is no popover to tap outside of.
# Lines marked [uncertain]: presentationControllerWillDismiss's place (see `explain swipe-down`).
> trace none
> launch
> trace default
> trace delegate on
> present PickerController --style popover
  note: PickerController is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  PickerController#1 init(nibName:bundle:)
  note: modalPresentationStyle .popover adapts to .formSheet on iPhone (compact width): a sheet, the presenter stays in the window
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
           └─ presented .formSheet: PickerController#1 [appeared, view loaded]
> tap-outside
error: tap-outside ignored: PickerController#1 is presented .formSheet, not as a popover; `swipe-down` drags a sheet away, `dismiss` dismisses it in code
> swipe-down
  PickerController#1.presentationController.delegate presentationControllerShouldDismiss(_:)
  PickerController#1.presentationController.delegate presentationControllerWillDismiss(_:) [uncertain]
  PickerController#1 viewWillDisappear(animated: true)
> finish
  PickerController#1 viewDidDisappear(animated: true)
  PickerController#1.presentationController.delegate presentationControllerDidDismiss(_:)
  PickerController#1 deinit
> present SettingsController --style form-sheet
  note: SettingsController is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  SettingsController#1 init(nibName:bundle:)
  note: modalPresentationStyle .formSheet shows as a sheet on iPhone (compact width): the presenter stays in the window
  SettingsController#1 loadView()
  SettingsController#1 viewDidLoad()
  SettingsController#1 viewWillAppear(animated: true)
  SettingsController#1 viewDidAppear(animated: true)
> dismiss
  SettingsController#1 viewWillDisappear(animated: true)
  SettingsController#1 viewDidDisappear(animated: true)
  SettingsController#1 deinit
