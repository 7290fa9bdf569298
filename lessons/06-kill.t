# Lesson 6: Kill and system kill: what survives
#
# Notice: swiping the app away from the switcher may deliver a few callbacks (the sources
# disagree: every line is marked uncertain); a suspended app killed by the system hears
# nothing at all. Either way no deinit runs, and only what was saved survives: the To-Do
# Manager saves every change to UserDefaults, so the task comes back after relaunch.

# To-Do Manager, running, with an empty list. Lines marked [uncertain]: the sources do not
# settle their order.
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

# Add a task. The app saves the whole list at each change (Usov, ch. 15: in the tasks'
# didSet); nothing prints, as the store is not traced here.
#: not quizzed
> task add Milk
  note: added task 1: Milk

# Swiped away while frontmost: every line is [uncertain]. Logs disagree: some show
# sceneDidDisconnect, some applicationWillTerminate (sources: S1, S16, S17, S18). No deinit
# runs.
> kill
  SceneDelegate#1 sceneWillResignActive(_:) [uncertain]
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book

# Relaunch: didDiscardSceneSessions right after didFinishLaunching. The swipe discarded the
# scene's session, and the app hears of it at its next launch (Apple docs on that method;
# sources: A5); a new session is made, so configurationForConnecting runs. Lines marked
# [uncertain]: the sources do not settle their order.
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:didDiscardSceneSessions:)
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

# Milk survived: it was written when it was added, not at the kill.
> task list
  1. ○ Milk  [normal, planned]

# Home: the scene goes to the background (see lesson 5).
> home
  SceneDelegate#1 sceneWillResignActive(_:)
  SceneDelegate#1 sceneDidEnterBackground(_:)

# Suspended: the app stays in memory but runs no code, and nothing tells it (iOS Apprentice,
# "Saving & Loading"; sources: B4).
> suspend
  note: the system suspended the app: no callback tells it

# The system ends a suspended app to free memory: no callback at all (Apple docs:
# applicationWillTerminate(_:) is not called for a suspended app; sources: A4).
> system-kill
  note: the system killed the suspended app: no callback ran, and whatever was not saved is gone

# The session was not discarded, so UIKit restores it: no didDiscardSceneSessions and no
# configurationForConnecting this time (see the note line; sources: A5, A12). Lines marked
# [uncertain]: the sources do not settle their order.
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  note: UIKit restores the scene's persisted session: no configurationForConnecting
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false)

# Milk is still here. Saving at each change, not at exit, is what the checklist chapter
# recommends: no callback is promised before the end (sources: B4).
> task list
  1. ○ Milk  [normal, planned]
