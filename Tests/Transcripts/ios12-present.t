# Before iOS 13 `present` was full screen by default, so the presenter got its disappear and
# appear calls (anchor §3.5: the change that broke many tutorials). A page sheet filled an
# iPhone's screen too. There is no viewIsAppearing before iOS 13, and no sheet to drag down.
> ios 12
  apps run on iOS 12, app-delegate lifecycle, no scenes
> trace none
> launch
> trace default
> trace appearing on
> present M
  note: M is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  M#1 init(nibName:bundle:)
  note: before iOS 13 the default style is .fullScreen: the presenter leaves the window
  M#1 loadView()
  M#1 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  M#1 viewWillAppear(animated: true)
  M#1 viewDidAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)
> swipe-down
error: swipe-down ignored: M#1 is presented .fullScreen, which a drag cannot dismiss; only a sheet can be swiped down (`dismiss` dismisses it in code)
> dismiss
  M#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)
  TaskListController#1 viewDidAppear(animated: true)
  M#1 viewDidDisappear(animated: true)
  M#1 deinit
> present N --style page-sheet
  note: N is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  N#1 init(nibName:bundle:)
  note: before iOS 13 a page sheet on the iPhone is .fullScreen: the presenter leaves the window
  N#1 loadView()
  N#1 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  N#1 viewWillAppear(animated: true)
  N#1 viewDidAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)
> dismiss
  N#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)
  TaskListController#1 viewDidAppear(animated: true)
  N#1 viewDidDisappear(animated: true)
  N#1 deinit
