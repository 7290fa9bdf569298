# Lesson 4: Modal presentation, and what iOS 13 changed
#
# Notice: a full-screen presentation makes the presenting controller disappear; the default
# since iOS 13, a page sheet, leaves it on screen, so it gets no viewWillDisappear and no
# viewWillAppear when the sheet goes. On iOS 12 the default was full screen.

# To-Do Manager on iOS 13 or later, with scenes. TaskListController will be the presenter.
# Lines marked [uncertain]: the sources do not settle their order.
#: not quizzed
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false)

# Full screen: the list leaves the window, so it gets disappear calls. But M's viewDidAppear
# comes BEFORE the list's viewDidDisappear, the reverse of a push (sources: S9, S10, S7).
> present M --style full-screen
  note: M is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  M#1 init(nibName:bundle:)
  M#1 loadView()
  M#1 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  M#1 viewWillAppear(animated: true)
  M#1 viewDidAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)

# Dismissing full screen: M will-disappear, the list will- and did-appear, and only then M's
# viewDidDisappear and its deinit (sources: S9, S10).
> dismiss
  M#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)
  TaskListController#1 viewDidAppear(animated: true)
  M#1 viewDidDisappear(animated: true)
  M#1 deinit

# No style given: .automatic means a page sheet on iPhone since iOS 13 (see the note line).
# The list stays in the window underneath and hears nothing (sources: A6, S9, S10, S12).
> present S
  note: S is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  S#1 init(nibName:bundle:)
  note: modalPresentationStyle .automatic behaves as .pageSheet on iPhone
  S#1 loadView()
  S#1 viewDidLoad()
  S#1 viewWillAppear(animated: true)
  S#1 viewDidAppear(animated: true)

# The sheet goes and the list still hears nothing: no viewWillAppear. Code that refreshes
# the screen below in viewWillAppear stops working (sources: S11, S12).
> dismiss
  S#1 viewWillDisappear(animated: true)
  S#1 viewDidDisappear(animated: true)
  S#1 deinit

# Set-up for the next part: the app must not run while the iOS version changes. (Its
# callbacks are [uncertain]; lesson 6 is about them.)
#: not quizzed
> kill
  SceneDelegate#1 sceneWillResignActive(_:) [uncertain]
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book

# Set-up: the device now runs iOS 12, with the app-delegate lifecycle and no scenes.
#: not quizzed
> ios 12
  apps run on iOS 12, app-delegate lifecycle, no scenes

# iOS 12: no scene delegate. The storyboard makes the controller before willFinishLaunching,
# and the app delegate itself hears applicationDidBecomeActive (sources: A9, S21). Lines
# marked [uncertain]: the sources do not settle their order.
> launch
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  TaskListController#1 viewDidAppear(animated: false) [uncertain]
  AppDelegate applicationDidBecomeActive(_:) [uncertain]

# The same `present S` on iOS 12: the default style is full screen (see the note line), so
# the list gets its disappear calls (sources: S11).
> present S
  note: S is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  S#1 init(nibName:bundle:)
  note: before iOS 13 the default style is .fullScreen: the presenter leaves the window
  S#1 loadView()
  S#1 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  S#1 viewWillAppear(animated: true)
  S#1 viewDidAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)

# And on dismiss the list appears again. This is why tutorials written before iOS 13 could
# refresh the presenter in viewWillAppear (regularberry.github.io 2019: sources: S11).
> dismiss
  S#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)
  TaskListController#1 viewDidAppear(animated: true)
  S#1 viewDidDisappear(animated: true)
  S#1 deinit
