# tap-outside dismisses a popover only: with nothing presented, a sheet or a full-screen
# presentation it is refused and says what would work.
> tap-outside
error: no app is running; type `launch` first
> defines-context on
error: no app is running; type `launch` first
> trace none
> launch
> trace default
> tap-outside
error: tap-outside ignored: nothing is presented (UINavigationController#1 is the window's root)
> present SheetController
  note: SheetController is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  SheetController#1 init(nibName:bundle:)
  note: modalPresentationStyle .automatic behaves as .pageSheet on iPhone
  SheetController#1 loadView()
  SheetController#1 viewDidLoad()
  SheetController#1 viewWillAppear(animated: true)
  SheetController#1 viewDidAppear(animated: true)
> tap-outside
error: tap-outside ignored: SheetController#1 is presented .automatic, not as a popover; `swipe-down` drags a sheet away, `dismiss` dismisses it in code
> dismiss
  SheetController#1 viewWillDisappear(animated: true)
  SheetController#1 viewDidDisappear(animated: true)
  SheetController#1 deinit
> present CoverController --style full-screen
  note: CoverController is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  CoverController#1 init(nibName:bundle:)
  CoverController#1 loadView()
  CoverController#1 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  CoverController#1 viewWillAppear(animated: true)
  CoverController#1 viewDidAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)
> tap-outside
error: tap-outside ignored: CoverController#1 is presented .fullScreen, not as a popover; `dismiss` dismisses it in code
> dismiss
  CoverController#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)
  TaskListController#1 viewDidAppear(animated: true)
  CoverController#1 viewDidDisappear(animated: true)
  CoverController#1 deinit
> defines-context maybe
error: column 17: expected on or off, not 'maybe'
