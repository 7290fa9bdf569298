# Launched into the background without scenes: the root still appears in the window (S3),
# then the app delegate hears it entered the background.
# Lines marked [uncertain]: the sources leave their order open; `explain` on the command names them.
> ios 12
  apps run on iOS 12, app-delegate lifecycle, no scenes
> launch --background
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  TaskListController#1 viewDidAppear(animated: false) [uncertain]
  AppDelegate applicationDidEnterBackground(_:) [uncertain]
  note: launched into the background: the root appeared in its window, but nobody sees it; `open` shows it
> open
  AppDelegate applicationWillEnterForeground(_:)
  AppDelegate applicationDidBecomeActive(_:)
