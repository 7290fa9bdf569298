# Before iOS 13 (the CS193p lecture's iOS 11 included) there are no scenes. Apple's launch
# sequence loads the main storyboard first, then willFinishLaunching and didFinishLaunching;
# the app delegate hears applicationDidBecomeActive, and no applicationWillEnterForeground
# comes at launch. From iOS 11 applicationDidBecomeActive comes after the root's viewDidAppear
# (ios9-launch.t has the earlier order). The root's calls around them, and that line, are
# uncertain (`explain ios12` names the sources).
> ios 12
  apps run on iOS 12, app-delegate lifecycle, no scenes
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
> tree
  To-Do Manager (com.example.ToDoManager), running on iOS 12, app-delegate lifecycle, no scenes
  └─ UIApplication [foregroundActive] delegate AppDelegate
     └─ UIWindow (key)
        └─ rootViewController: UINavigationController#1 [appeared, view loaded]
           └─ [0]: TaskListController#1 [appeared, view loaded]
> kill
  AppDelegate applicationWillResignActive(_:) [uncertain]
  AppDelegate applicationDidEnterBackground(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
> trace none
> trace app on
> trace lifecycle on
> launch --window code
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  TaskListController#1 viewDidAppear(animated: false) [uncertain]
  AppDelegate applicationDidBecomeActive(_:) [uncertain]
