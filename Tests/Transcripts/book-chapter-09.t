# Usov, chapter 9 (`book chapter 9.0` to `9`): NavigationApp, three scenes of one class,
# ViewController, in a navigation controller. Before Listing 9.1 the buttons are Show segues
# (000:L7184–7256); at 9.1 they are unwired (000:L7282–7291); Listing 9.2 pushes instances made
# from the storyboard and pops to the root (000:L7380–7406); Listing 9.3's «К предыдущему
# экрану» pops and does nothing on the root (000:L7470–7492); at the chapter's end the yellow
# scene's «К зеленой сцене» pushes a new green instance (000:L7510–7531, Fig. 9.18). The book
# prints nothing; the lines are UIKit's calls. Lines marked [uncertain] are calls whose moment
# the sources leave open (the first appearance's load inside the launch).
> book as-written
  apps run the books' code as printed, bugs included (book as-written)
> book chapter 9.0
  the books' apps play chapter 9's code, as its reader has it before its first listing (book chapter 9.0); `book chapter all` plays the finished apps
> launch navigation
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
> tap green
  ViewController#2 init(coder:)
  ViewController#2 awakeFromNib()
  ViewController#1 prepare(for: "toGreenScene")
  ViewController#2 loadView()
  ViewController#2 viewDidLoad()
  ViewController#1 viewWillDisappear(animated: true)
  ViewController#2 viewWillAppear(animated: true)
  ViewController#1 viewDidDisappear(animated: true)
  ViewController#2 viewDidAppear(animated: true)
> tap yellow
  ViewController#3 init(coder:)
  ViewController#3 awakeFromNib()
  ViewController#2 prepare(for: "toYellowScene")
  ViewController#3 loadView()
  ViewController#3 viewDidLoad()
  ViewController#2 viewWillDisappear(animated: true)
  ViewController#3 viewWillAppear(animated: true)
  ViewController#2 viewDidDisappear(animated: true)
  ViewController#3 viewDidAppear(animated: true)
> screen
  < Back
  ────────────────────
  желтый фон (yellowViewController)
> tap back
  ViewController#3 viewWillDisappear(animated: true)
  ViewController#2 viewWillAppear(animated: true)
  ViewController#3 viewDidDisappear(animated: true)
  ViewController#2 viewDidAppear(animated: true)
  ViewController#3 deinit
> kill
  SceneDelegate#1 sceneWillResignActive(_:) [uncertain]
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  SceneDelegate#1 sceneDidDisconnect(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: book as-written: sceneDidDisconnect as the book says (always called on a swipe-away; its line may be missing from the console); the logs of an iPhone swipe-kill (S17, S18) show none: uncertain (`explain kill`)
> book chapter 9.1
  the books' apps play chapter 9's code, as its reader has it up to Listing 9.1 (book chapter 9.1); `book chapter all` plays the finished apps
> launch navigation
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
  SceneDelegate#1 sceneDidBecomeActive(_:)
  ViewController#1 viewDidAppear(animated: false)
> tap green
  note: chapter 9.1: the button is wired to nothing yet (the segues are deleted, 000:L7282–7291); Listing 9.2 connects it
> kill
  SceneDelegate#1 sceneWillResignActive(_:) [uncertain]
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  SceneDelegate#1 sceneDidDisconnect(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: book as-written: sceneDidDisconnect as the book says (always called on a swipe-away; its line may be missing from the console); the logs of an iPhone swipe-kill (S17, S18) show none: uncertain (`explain kill`)
> book chapter 9.3
  the books' apps play chapter 9's code, as its reader has it up to Listing 9.3 (book chapter 9.3); `book chapter all` plays the finished apps
> launch navigation
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
  SceneDelegate#1 sceneDidBecomeActive(_:)
  ViewController#1 viewDidAppear(animated: false)
> tap previous
  note: popViewController(animated:) on the root returns nil: the stack has nothing below it, nothing changes
> tap green
  ViewController#2 init(coder:)
  ViewController#2 awakeFromNib()
  ViewController#2 loadView()
  ViewController#2 viewDidLoad()
  ViewController#1 viewWillDisappear(animated: true)
  ViewController#2 viewWillAppear(animated: true)
  ViewController#1 viewDidDisappear(animated: true)
  ViewController#2 viewDidAppear(animated: true)
> tap yellow
  ViewController#3 init(coder:)
  ViewController#3 awakeFromNib()
  ViewController#3 loadView()
  ViewController#3 viewDidLoad()
  ViewController#2 viewWillDisappear(animated: true)
  ViewController#3 viewWillAppear(animated: true)
  ViewController#2 viewDidDisappear(animated: true)
  ViewController#3 viewDidAppear(animated: true)
> screen
  < Back
  ────────────────────
  желтый фон (yellowViewController)
  [К корневой сцене] ‹root›
  [К предыдущему экрану] ‹previous›
> tap root
  ViewController#3 viewWillDisappear(animated: true)
  ViewController#1 viewWillAppear(animated: true)
  ViewController#2 deinit
  ViewController#3 viewDidDisappear(animated: true)
  ViewController#1 viewDidAppear(animated: true)
  ViewController#3 deinit
> kill
  SceneDelegate#1 sceneWillResignActive(_:) [uncertain]
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  SceneDelegate#1 sceneDidDisconnect(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: book as-written: sceneDidDisconnect as the book says (always called on a swipe-away; its line may be missing from the console); the logs of an iPhone swipe-kill (S17, S18) show none: uncertain (`explain kill`)
> book chapter 9
  the books' apps play chapter 9's code, as its reader has it at the chapter's end (book chapter 9); `book chapter all` plays the finished apps
> launch navigation
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
  SceneDelegate#1 sceneDidBecomeActive(_:)
  ViewController#1 viewDidAppear(animated: false)
> tap green
  ViewController#2 init(coder:)
  ViewController#2 awakeFromNib()
  ViewController#2 loadView()
  ViewController#2 viewDidLoad()
  ViewController#1 viewWillDisappear(animated: true)
  ViewController#2 viewWillAppear(animated: true)
  ViewController#1 viewDidDisappear(animated: true)
  ViewController#2 viewDidAppear(animated: true)
> tap yellow
  ViewController#3 init(coder:)
  ViewController#3 awakeFromNib()
  ViewController#3 loadView()
  ViewController#3 viewDidLoad()
  ViewController#2 viewWillDisappear(animated: true)
  ViewController#3 viewWillAppear(animated: true)
  ViewController#2 viewDidDisappear(animated: true)
  ViewController#3 viewDidAppear(animated: true)
> tap green
  ViewController#4 init(coder:)
  ViewController#4 awakeFromNib()
  ViewController#4 loadView()
  ViewController#4 viewDidLoad()
  ViewController#3 viewWillDisappear(animated: true)
  ViewController#4 viewWillAppear(animated: true)
  ViewController#3 viewDidDisappear(animated: true)
  ViewController#4 viewDidAppear(animated: true)
> tree
  NavigationApp (com.example.NavigationApp), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UINavigationController#1 [appeared, view loaded]
           ├─ [0]: ViewController#1 [disappeared, view loaded]
           ├─ [1]: ViewController#2 [disappeared, view loaded]
           ├─ [2]: ViewController#3 [disappeared, view loaded]
           └─ [3]: ViewController#4 [appeared, view loaded]
