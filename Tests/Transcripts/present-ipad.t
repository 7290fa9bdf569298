# On iPad `.automatic` is a page sheet too (since iOS 13): at regular width the presenter
# stays in the window and hears nothing, as on iPhone. A full-screen presentation still
# takes the presenter's view away.
> device ipad
  iPad, portrait (width regular, height regular)
> trace none
> launch
> trace default
> present M
  note: M is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  M#1 init(nibName:bundle:)
  note: modalPresentationStyle .automatic behaves as .pageSheet on iPad
  M#1 loadView()
  M#1 viewDidLoad()
  M#1 viewWillAppear(animated: true)
  M#1 viewDidAppear(animated: true)
> dismiss
  M#1 viewWillDisappear(animated: true)
  M#1 viewDidDisappear(animated: true)
  M#1 deinit
> present N --style full-screen
  note: N is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  N#1 init(nibName:bundle:)
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
