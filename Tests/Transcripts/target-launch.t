# Chapter 5's launch of "Right on target" with the app and scene delegates printing
# (book scenarios S10, S11 and S13). S10: applicationDidFinishLaunching comes before the
# view controller's loadView, viewDidLoad, viewWillAppear, viewDidAppear. S11, the four-step
# experiment: launch; Home gives sceneWillResignActive, sceneDidEnterBackground; open gives
# sceneWillEnterForeground, sceneDidBecomeActive and no view controller calls; the switcher
# gives sceneWillResignActive, and swiping the app away sceneDidDisconnect. The book's
# Fig 5.9 is not in its text, so where the scene calls fall among the view controller's
# follows SPEC §4 (storyboard window: sceneWillEnterForeground before loadView; code window,
# S13's Listing 5.8: the root loads inside willConnectTo, before sceneWillEnterForeground; the
# storyboard, whose entry point the exercise before it removed, makes UIKit log its error first,
# which changes nothing, 000:L3915–3916).
# Lines marked [uncertain]: the sources leave their order open; `explain` on the command names them.
> launch target
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  ViewController#1 init(coder:)
  ViewController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  ViewController#1 loadView() [uncertain]
  ViewController#1 viewDidLoad() [uncertain]
  ViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  ViewController#1 viewDidAppear(animated: false)
> home
  SceneDelegate#1 sceneWillResignActive(_:)
  SceneDelegate#1 sceneDidEnterBackground(_:)
> open
  SceneDelegate#1 sceneWillEnterForeground(_:)
  SceneDelegate#1 sceneDidBecomeActive(_:)
> switcher
  SceneDelegate#1 sceneWillResignActive(_:)
> kill
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book
> launch target --window code
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:didDiscardSceneSessions:)
  AppDelegate application(_:configurationForConnecting:options:)
  note: UIKit logs roughly: Failed to instantiate the default view controller for UIMainStoryboardFile 'Main' - perhaps the designated entry point is not set? [uncertain] The storyboard has no entry point, and scene(_:willConnectTo:options:) builds the window itself: the error changes nothing (Usov, ch. 5).
  SceneDelegate#1 scene(_:willConnectTo:options:)
  ViewController#1 init(coder:)
  ViewController#1 awakeFromNib()
  ViewController#1 loadView() [uncertain]
  ViewController#1 viewDidLoad() [uncertain]
  ViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneWillEnterForeground(_:)
  SceneDelegate#1 sceneDidBecomeActive(_:)
  ViewController#1 viewDidAppear(animated: false)
> tree
  Right on target (com.example.RightOnTarget), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: ViewController#1 [appeared, view loaded]
