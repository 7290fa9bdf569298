# iOS 9 and 10 before scenes: at launch the app delegate hears applicationDidBecomeActive
# between the root's viewWillAppear and its viewDidAppear, as on iOS 7 (a published log); from
# iOS 11 it comes after viewDidAppear (ios12-launch.t). Matt Neuburg's account of the versions
# (Stack Overflow 66605799) is the only source that tells them apart. Lines marked [uncertain]:
# the root's calls, whose moment no log of these versions shows; `explain ios12` says more.
> ios 9
  apps run on iOS 9, app-delegate lifecycle, no scenes
> launch
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  AppDelegate applicationDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false) [uncertain]
> home
  AppDelegate applicationWillResignActive(_:)
  AppDelegate applicationDidEnterBackground(_:)
> open
  AppDelegate applicationWillEnterForeground(_:)
  AppDelegate applicationDidBecomeActive(_:)
> kill
  AppDelegate applicationWillResignActive(_:) [uncertain]
  AppDelegate applicationDidEnterBackground(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
> ios 10
  apps run on iOS 10, app-delegate lifecycle, no scenes
> trace none
> launch
> kill
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
> trace default
> ios 11
  apps run on iOS 11, app-delegate lifecycle, no scenes
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
