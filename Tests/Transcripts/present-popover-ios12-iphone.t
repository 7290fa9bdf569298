# Before iOS 13 a popover or a form sheet on iPhone filled the screen (research §3c: S11's table,
# S-P1), so the presenter left the window and got its disappear and appear calls, as for full
# screen. A note says so.
> ios 12
  apps run on iOS 12, app-delegate lifecycle, no scenes
> trace none
> launch
> trace default
> present PickerController --style popover
  note: PickerController is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  PickerController#1 init(nibName:bundle:)
  note: before iOS 13 a popover on the iPhone is .fullScreen: the presenter leaves the window
  PickerController#1 loadView()
  PickerController#1 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  PickerController#1 viewWillAppear(animated: true)
  PickerController#1 viewDidAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)
> tap-outside
error: tap-outside ignored: PickerController#1 is presented .fullScreen, not as a popover; `dismiss` dismisses it in code
> dismiss
  PickerController#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)
  TaskListController#1 viewDidAppear(animated: true)
  PickerController#1 viewDidDisappear(animated: true)
  PickerController#1 deinit
> present SettingsController --style form-sheet
  note: SettingsController is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  SettingsController#1 init(nibName:bundle:)
  note: before iOS 13 a form sheet on the iPhone is .fullScreen: the presenter leaves the window
  SettingsController#1 loadView()
  SettingsController#1 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  SettingsController#1 viewWillAppear(animated: true)
  SettingsController#1 viewDidAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)
> dismiss
  SettingsController#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)
  TaskListController#1 viewDidAppear(animated: true)
  SettingsController#1 viewDidDisappear(animated: true)
  SettingsController#1 deinit
