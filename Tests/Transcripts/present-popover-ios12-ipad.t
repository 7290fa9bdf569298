# iPad before iOS 13: the popover stays a popover and the presenter hears nothing. A tap outside
# it makes no presentationController* delegate call (those came with iOS 13); only the popover's
# own delegate heard of it, had the app implemented those since-deprecated methods, which a note
# says. A form sheet before iOS 13 cannot be dragged down.
> ios 12
  apps run on iOS 12, app-delegate lifecycle, no scenes
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
> tap-outside
  note: before iOS 13 the presentation controller's delegate hears no dismissal; the popover's own delegate would (popoverPresentationControllerShouldDismissPopover, then ...DidDismissPopover after the view is gone), had the app implemented it
  PickerController#1 viewWillDisappear(animated: true)
  PickerController#1 viewDidDisappear(animated: true)
  PickerController#1 deinit
> present SettingsController --style form-sheet
  note: SettingsController is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  SettingsController#1 init(nibName:bundle:)
  SettingsController#1 loadView()
  SettingsController#1 viewDidLoad()
  SettingsController#1 viewWillAppear(animated: true)
  SettingsController#1 viewDidAppear(animated: true)
> swipe-down
error: swipe-down ignored: before iOS 13 a sheet cannot be dragged down; `dismiss` dismisses it in code
> dismiss
  SettingsController#1 viewWillDisappear(animated: true)
  SettingsController#1 viewDidDisappear(animated: true)
  SettingsController#1 deinit
