# Lesson 1: Launching an app, two ways of making its window
#
# Notice: the app delegate hears of the launch first; the scene delegate connects the
# scene; only then does the first view controller load its view and appear. With a
# storyboard, the root controller is made (init(coder:), awakeFromNib) before
# scene(_:willConnectTo:options:); with a window made in code, inside it. At launch it
# appears with animated: false. The book (Usov, chapter 5) puts print() in each delegate
# method to watch this order; its text fixes only part of it (didFinishLaunching comes
# first, sceneDidBecomeActive once the interface is up).

# Storyboard launch: three app-delegate calls, then the storyboard builds TaskListController
# before willConnectTo. viewDidAppear waits until after sceneDidBecomeActive (sources: S1,
# S2). [uncertain]: logs differ on where viewDidLoad/viewWillAppear fall around
# willEnterForeground.
#: not quizzed
> launch todo
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

# Swiping the app away. All three lines are [uncertain]: published logs disagree (sources:
# S1, S16, S17, S18); Usov, ch. 5 expects sceneDidDisconnect here. No deinit: the process
# simply ends.
#: not quizzed
> kill
  SceneDelegate#1 sceneWillResignActive(_:) [uncertain]
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book

# The window in code (Usov, ch. 5, listing 5.8): init(coder:) after willConnectTo, and
# viewWillAppear before sceneWillEnterForeground (sources: S2). didDiscardSceneSessions: the
# kill discarded the old session (Apple's documentation of it; sources: A5). Lines marked
# [uncertain]: the sources do not settle their order.
> launch todo --window code
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:didDiscardSceneSessions:)
  AppDelegate application(_:configurationForConnecting:options:)
  SceneDelegate#1 scene(_:willConnectTo:options:)
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneWillEnterForeground(_:)
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false)

# The result: one scene, one key window (Usov, ch. 5: only one window is key at a time). The
# root is a UINavigationController around TaskListController#1, as the book's final code
# builds.
> tree
  To-Do Manager (com.example.ToDoManager), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UINavigationController#1 [appeared, view loaded]
           └─ [0]: TaskListController#1 [appeared, view loaded]
