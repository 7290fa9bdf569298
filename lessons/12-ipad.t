# Lesson 12: iPad: a split view, and a second window
#
# Notice: on iPad in landscape a split view shows both columns; in portrait the primary
# column hides and slides in on demand. A second scene (another window of the same app)
# has its own scene delegate and its own controllers; the app delegate is shared.

# Set-up: an iPad, in portrait.
#: not quizzed
> device ipad
  iPad, portrait (width regular, height regular)

# Set-up: turn it to landscape before the app starts (no app runs to hear it).
#: not quizzed
> rotate landscape
  note: the iPad turns to landscape; no app runs to hear it

# Both columns load before either appears, the secondary first; the secondary will-appears
# first but the primary did-appears first, as in the CS193p iPad log D1 (sources: D1). The
# loads and will-appears are [uncertain].
#: not quizzed
> launch split
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  PrimaryViewController#1 init(coder:)
  SecondaryViewController#1 init(coder:)
  SecondaryViewController#1 awakeFromNib()
  PrimaryViewController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  SecondaryViewController#1 loadView() [uncertain]
  SecondaryViewController#1 viewDidLoad() [uncertain]
  PrimaryViewController#1 loadView() [uncertain]
  PrimaryViewController#1 viewDidLoad() [uncertain]
  SecondaryViewController#1 viewWillAppear(animated: false) [uncertain]
  PrimaryViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  PrimaryViewController#1 viewDidAppear(animated: false)
  SecondaryViewController#1 viewDidAppear(animated: false)

# Portrait: the primary column hides, so it gets will/did-disappear, [uncertain]. The size
# classes stay regular (see the note line), as in the lecture's log D2.
> rotate portrait
  note: the iPad turns to portrait: (834.0, 1194.0), width regular, height regular (the size classes stay)
  PrimaryViewController#1 viewWillDisappear(animated: false) [uncertain]
  PrimaryViewController#1 viewDidDisappear(animated: false) [uncertain]

# The primary slides in and appears again, with no reload. The CS193p lecture uses this as
# its example of a controller appearing and disappearing many times (D3). Lines marked
# [uncertain]: the sources do not settle their order.
> show-primary
  PrimaryViewController#1 viewWillAppear(animated: false) [uncertain]
  PrimaryViewController#1 viewDidAppear(animated: false) [uncertain]

# Hidden again: will/did-disappear, the primary still loaded and alive. Lines marked
# [uncertain]: the sources do not settle their order.
> hide-primary
  PrimaryViewController#1 viewWillDisappear(animated: false) [uncertain]
  PrimaryViewController#1 viewDidDisappear(animated: false) [uncertain]

# The kill scenelab plays on iPad: the switcher makes the scene resign active, then
# sceneDidEnterBackground, sceneDidDisconnect, didDiscardSceneSessions and
# applicationWillTerminate, all [uncertain]; another published log (sources: S17). Compare
# the iPhone kill in lesson 6.
> kill
  SceneDelegate#1 sceneWillResignActive(_:)
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  SceneDelegate#1 sceneDidDisconnect(_:) [uncertain]
  AppDelegate application(_:didDiscardSceneSessions:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)

# Set-up: To-Do Manager on the iPad, one window. Lines marked [uncertain]: the sources do
# not settle their order.
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

# A second window: the app does not launch again; configurationForConnecting runs for the
# new session, and scene 2 gets SceneDelegate#2 and its own TaskListController#2. Usov, ch.
# 5: one UIApplication, one UIWindowScene per window. Lines marked [uncertain]: the sources
# do not settle their order.
> scene new
  AppDelegate application(_:configurationForConnecting:options:)
  TaskListController#2 init(coder:)
  TaskListController#2 awakeFromNib()
  SceneDelegate#2 scene(_:willConnectTo:options:)
  SceneDelegate#2 sceneWillEnterForeground(_:)
  TaskListController#2 loadView() [uncertain]
  TaskListController#2 viewDidLoad() [uncertain]
  TaskListController#2 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#2 sceneDidBecomeActive(_:)
  TaskListController#2 viewDidAppear(animated: false)
  note: scene 2 is connected and focused: commands address it (`scene focus N` to change)

# Both scenes are foregroundActive, each with its own root. Usov, ch. 5 notes that the
# scenes of one app can be in different states at the same time.
> scene list
  scene 1: foregroundActive, SceneDelegate#1, root UINavigationController#1
  scene 2: foregroundActive, SceneDelegate#2, root UINavigationController#2 (focused)
