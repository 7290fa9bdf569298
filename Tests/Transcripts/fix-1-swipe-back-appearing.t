# A finished swipe-back is an appearance of the revealed controller, so it gets viewIsAppearing
# once (A1: once per appearance, after viewWillAppear, once the view is in the hierarchy). The
# view joins the hierarchy at touch-down, so the call comes then; no iOS 13+ log shows its
# moment (anchor §1d), so it is uncertain. An ordinary pop prints it too.
> trace none
> launch target-nav
> push B
  note: B is not a screen of Right on target (navigation controller): simulating it as a plain UIViewController subclass
> trace default
> trace appearing on
> swipe-back
  B#1 viewWillDisappear(animated: true)
  ViewController#1 viewWillAppear(animated: true)
  ViewController#1 viewIsAppearing(animated: true) [uncertain]
> finish
  B#1 viewDidDisappear(animated: true)
  ViewController#1 viewDidAppear(animated: true)
  B#1 deinit
> push C
  note: C is not a screen of Right on target (navigation controller): simulating it as a plain UIViewController subclass
  C#1 init(nibName:bundle:)
  C#1 loadView()
  C#1 viewDidLoad()
  ViewController#1 viewWillDisappear(animated: true)
  C#1 viewWillAppear(animated: true)
  C#1 viewIsAppearing(animated: true)
  ViewController#1 viewDidDisappear(animated: true)
  C#1 viewDidAppear(animated: true)
> swipe-back
  C#1 viewWillDisappear(animated: true)
  ViewController#1 viewWillAppear(animated: true)
  ViewController#1 viewIsAppearing(animated: true) [uncertain]
> cancel
  ViewController#1 viewWillDisappear(animated: true) [uncertain]
  ViewController#1 viewDidDisappear(animated: true) [uncertain]
  C#1 viewWillAppear(animated: true) [uncertain]
  C#1 viewIsAppearing(animated: true) [uncertain]
  C#1 viewDidAppear(animated: true) [uncertain]
> explain swipe-back-appearing
  A swipe-back that finishes is an appearance of the revealed controller, so it gets
  viewIsAppearing once, as a pop does (A1: once per appearance, after viewWillAppear, once the
  view is in the hierarchy). The view joins the hierarchy at touch-down, so scenelab plays it
  then; no iOS 13+ log shows its moment (anchor §1d), so it is uncertain. On `cancel` the top
  springs back with viewWillAppear, viewIsAppearing and viewDidAppear; whether viewIsAppearing
  comes there is not logged either (uncertain).
