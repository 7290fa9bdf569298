# An iOS 13+ app without a scene manifest: the app delegate hears of its state as before
# iOS 13, but presentation is today's (.automatic is a sheet, the presenter stays) and
# viewIsAppearing exists.
# Lines marked [uncertain]: the sources leave their order open; `explain` on the command names them.
> lifecycle app
  apps run on iOS 13 and later, app-delegate lifecycle, no scenes
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
  To-Do Manager (com.example.ToDoManager), running on iOS 13 and later, app-delegate lifecycle, no scenes
  └─ UIApplication [foregroundActive] delegate AppDelegate
     └─ UIWindow (key)
        └─ rootViewController: UINavigationController#1 [appeared, view loaded]
           └─ [0]: TaskListController#1 [appeared, view loaded]
> trace appearing on
> present M
  note: M is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  M#1 init(nibName:bundle:)
  note: modalPresentationStyle .automatic behaves as .pageSheet on iPhone
  M#1 loadView()
  M#1 viewDidLoad()
  M#1 viewWillAppear(animated: true)
  M#1 viewIsAppearing(animated: true)
  M#1 viewDidAppear(animated: true)
> swipe-down
  M#1 viewWillDisappear(animated: true)
> finish
  M#1 viewDidDisappear(animated: true)
  M#1 deinit
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
