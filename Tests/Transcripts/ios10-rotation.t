# A rotation on iOS 10 and on today's iOS, with the layout channel on: each controller on screen is
# laid out once in the published rotation log (CS193p, iOS 11, D2), three times on iOS 10 as an
# iOS 10 log is reported to show (no published log found). Every pass is [uncertain]: where in
# the rotation's animation it falls is not settled, and the iOS 10 count has no published source.
> ios 10
  apps run on iOS 10, app-delegate lifecycle, no scenes
> launch target
  ViewController#1 init(coder:)
  ViewController#1 awakeFromNib()
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  ViewController#1 loadView() [uncertain]
  ViewController#1 viewDidLoad() [uncertain]
  ViewController#1 viewWillAppear(animated: false) [uncertain]
  AppDelegate applicationDidBecomeActive(_:)
  ViewController#1 viewDidAppear(animated: false) [uncertain]
> trace layout on
> rotate
  note: the iPhone turns to landscape: (852.0, 393.0), width compact, height compact (a size class changed)
  ViewController#1 viewWillLayoutSubviews() [uncertain]
  ViewController#1 viewDidLayoutSubviews() [uncertain]
  ViewController#1 viewWillLayoutSubviews() [uncertain]
  ViewController#1 viewDidLayoutSubviews() [uncertain]
  ViewController#1 viewWillLayoutSubviews() [uncertain]
  ViewController#1 viewDidLayoutSubviews() [uncertain]
> kill
  AppDelegate applicationWillResignActive(_:) [uncertain]
  AppDelegate applicationDidEnterBackground(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
> ios 18
  apps run on iOS 13 and later, scene lifecycle
> launch target
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:didDiscardSceneSessions:)
  AppDelegate application(_:configurationForConnecting:options:)
  ViewController#1 init(coder:)
  ViewController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  ViewController#1 loadView() [uncertain]
  ViewController#1 viewDidLoad() [uncertain]
  ViewController#1 viewWillAppear(animated: false) [uncertain]
  ViewController#1 viewWillLayoutSubviews()
  ViewController#1 viewDidLayoutSubviews()
  ViewController#1 viewWillLayoutSubviews()
  ViewController#1 viewDidLayoutSubviews()
  SceneDelegate#1 sceneDidBecomeActive(_:)
  ViewController#1 viewDidAppear(animated: false)
> rotate
  note: the iPhone turns to portrait: (393.0, 852.0), width compact, height regular (a size class changed)
  ViewController#1 viewWillLayoutSubviews() [uncertain]
  ViewController#1 viewDidLayoutSubviews() [uncertain]
