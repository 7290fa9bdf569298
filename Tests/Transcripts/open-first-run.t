# Code that navigates as a screen appears (Tests/Projects/FirstRun): Home's viewDidAppear(_:)
# presents a full-screen welcome while the defaults' `hasStarted` is false, prints after the
# present, and its viewDidLoad() presents an alert, which UIKit refuses as the view is in no window
# yet ("Attempt to present ... whose view is not in the window hierarchy", warned at open). The
# presentation is played once Home's appearance has ended; the print after `present` comes once
# the welcome is made. Start writes `hasStarted` and dismisses: the viewDidAppear(_:) the dismissal
# brings reads the value just written, and presents nothing; nor does the next launch, which reads
# it from the store. Lines marked [uncertain] are orders no log settles (the programmatic launch).
#: open ../Projects/FirstRun
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  SceneDelegate#1 scene(_:willConnectTo:options:)
  HomeViewController#1 init(nibName:bundle:)
  HomeViewController#1 loadView() [uncertain]
  HomeViewController#1 viewDidLoad() [uncertain]
  print: Home: viewDidLoad
  HomeViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneWillEnterForeground(_:)
  SceneDelegate#1 sceneDidBecomeActive(_:)
  HomeViewController#1 viewDidAppear(animated: false)
  print: Home: viewDidAppear
  WelcomeViewController#1 init(nibName:bundle:)
  print: Home: presented the welcome
  WelcomeViewController#1 loadView()
  WelcomeViewController#1 viewDidLoad()
  print: Welcome: viewDidLoad
  HomeViewController#1 viewWillDisappear(animated: true)
  WelcomeViewController#1 viewWillAppear(animated: true)
  WelcomeViewController#1 viewDidAppear(animated: true)
  print: Welcome: viewDidAppear
  HomeViewController#1 viewDidDisappear(animated: true)
> screen
  WelcomeViewController
  ─────────────────────
  [Start]
> tap Start
  print: Welcome: dismissing
  WelcomeViewController#1 viewWillDisappear(animated: true)
  HomeViewController#1 viewWillAppear(animated: true)
  HomeViewController#1 viewDidAppear(animated: true)
  print: Home: viewDidAppear
  WelcomeViewController#1 viewDidDisappear(animated: true)
  WelcomeViewController#1 deinit
  print: Welcome: deinit
> screen
  Home
  ────────────────────
> kill
  SceneDelegate#1 sceneWillResignActive(_:) [uncertain]
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:didDiscardSceneSessions:)
  AppDelegate application(_:configurationForConnecting:options:)
  SceneDelegate#1 scene(_:willConnectTo:options:)
  HomeViewController#1 init(nibName:bundle:)
  HomeViewController#1 loadView() [uncertain]
  HomeViewController#1 viewDidLoad() [uncertain]
  print: Home: viewDidLoad
  HomeViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneWillEnterForeground(_:)
  SceneDelegate#1 sceneDidBecomeActive(_:)
  HomeViewController#1 viewDidAppear(animated: false)
  print: Home: viewDidAppear
> screen
  Home
  ────────────────────
