# Lesson 5: Background, foreground, the app switcher and an incoming call
#
# Notice: Home takes the scene through inactive to background; coming back goes through
# foreground to active. The switcher and a call only make the scene inactive: the app is
# still on screen. View controllers hear nothing of any of this: their views do not
# disappear.

# To-Do Manager, active. From here on only the scene delegate will speak. Lines marked
# [uncertain]: the sources do not settle their order.
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

# Home: sceneWillResignActive, then sceneDidEnterBackground. TaskListController gets no
# viewWillDisappear (sources: S14). Usov, ch. 3's first model hides a minimized scene; real
# UIKit does not, and ch. 5 names only scene calls for it (sources: B1).
> home
  SceneDelegate#1 sceneWillResignActive(_:)
  SceneDelegate#1 sceneDidEnterBackground(_:)

# Back from Home: sceneWillEnterForeground, then sceneDidBecomeActive (Usov, ch. 5). No
# viewWillAppear: to refresh on return, use these scene calls (sources: S14).
> open
  SceneDelegate#1 sceneWillEnterForeground(_:)
  SceneDelegate#1 sceneDidBecomeActive(_:)

# The app switcher: only sceneWillResignActive. The scene is inactive, still in the
# foreground: inactive is not background (sources: S1).
> switcher
  SceneDelegate#1 sceneWillResignActive(_:)

# Back from the switcher: only sceneDidBecomeActive, as the scene never reached the
# background.
> open
  SceneDelegate#1 sceneDidBecomeActive(_:)

# An incoming call (or Control Center) does the same as the switcher: inactive only.
> interrupt
  SceneDelegate#1 sceneWillResignActive(_:)

# The call ends: sceneDidBecomeActive. In a scene app the app delegate hears none of these
# (Apple docs: applicationWillEnterForeground(_:); sources: A9).
> resume
  SceneDelegate#1 sceneDidBecomeActive(_:)
