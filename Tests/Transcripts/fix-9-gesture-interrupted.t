# A system event while a finger drives a transition: UIKit cancels the app's touches, so the
# swipe-back or sheet drag springs back first (its cancel calls, uncertain: no source logs this),
# then the event runs: home, switcher, interrupt, kill, rotate. A memory warning runs alongside,
# the finger still down; touches (push, tap...) are still refused until `finish` or `cancel`.
> trace none
> launch target-nav
> push B
  note: B is not a screen of Right on target (navigation controller): simulating it as a plain UIViewController subclass
> trace default
> swipe-back
  B#1 viewWillDisappear(animated: true)
  ViewController#1 viewWillAppear(animated: true)
> push C
error: push ignored: a swipe-back is in flight: type `finish` to let it complete or `cancel` to let the screen spring back
> memory-warning
  AppDelegate applicationDidReceiveMemoryWarning(_:)
  ViewController#1 didReceiveMemoryWarning() [uncertain]
  B#1 didReceiveMemoryWarning() [uncertain]
> home
  note: home: the system cancels the app's touches, so the swipe-back in flight is cancelled first (`explain gesture-interrupted`)
  ViewController#1 viewWillDisappear(animated: true) [uncertain]
  ViewController#1 viewDidDisappear(animated: true) [uncertain]
  B#1 viewWillAppear(animated: true) [uncertain]
  B#1 viewDidAppear(animated: true) [uncertain]
  SceneDelegate#1 sceneWillResignActive(_:)
  SceneDelegate#1 sceneDidEnterBackground(_:)
> tree
  Right on target (navigation controller) (com.example.RightOnTarget), running
  └─ UIWindowScene 1 [background] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UINavigationController#1 [appeared, view loaded]
           ├─ [0]: ViewController#1 [disappeared, view loaded]
           └─ [1]: B#1 [appeared, view loaded]
> open
  SceneDelegate#1 sceneWillEnterForeground(_:)
  SceneDelegate#1 sceneDidBecomeActive(_:)
> swipe-back
  B#1 viewWillDisappear(animated: true)
  ViewController#1 viewWillAppear(animated: true)
> interrupt
  note: interrupt: the system cancels the app's touches, so the swipe-back in flight is cancelled first (`explain gesture-interrupted`)
  ViewController#1 viewWillDisappear(animated: true) [uncertain]
  ViewController#1 viewDidDisappear(animated: true) [uncertain]
  B#1 viewWillAppear(animated: true) [uncertain]
  B#1 viewDidAppear(animated: true) [uncertain]
  SceneDelegate#1 sceneWillResignActive(_:)
> resume
  SceneDelegate#1 sceneDidBecomeActive(_:)
> swipe-back
  B#1 viewWillDisappear(animated: true)
  ViewController#1 viewWillAppear(animated: true)
> rotate portrait
error: rotate ignored: the iPhone is already in portrait
> rotate landscape
  note: rotate: the system cancels the app's touches, so the swipe-back in flight is cancelled first (`explain gesture-interrupted`)
  ViewController#1 viewWillDisappear(animated: true) [uncertain]
  ViewController#1 viewDidDisappear(animated: true) [uncertain]
  B#1 viewWillAppear(animated: true) [uncertain]
  B#1 viewDidAppear(animated: true) [uncertain]
  note: the iPhone turns to landscape: (852.0, 393.0), width compact, height compact (a size class changed)
> swipe-back
  B#1 viewWillDisappear(animated: true)
  ViewController#1 viewWillAppear(animated: true)
> switcher
  note: switcher: the system cancels the app's touches, so the swipe-back in flight is cancelled first (`explain gesture-interrupted`)
  ViewController#1 viewWillDisappear(animated: true) [uncertain]
  ViewController#1 viewDidDisappear(animated: true) [uncertain]
  B#1 viewWillAppear(animated: true) [uncertain]
  B#1 viewDidAppear(animated: true) [uncertain]
  SceneDelegate#1 sceneWillResignActive(_:)
> open
  SceneDelegate#1 sceneDidBecomeActive(_:)
> present M --style page-sheet
  note: M is not a screen of Right on target (navigation controller): simulating it as a plain UIViewController subclass
  M#1 init(nibName:bundle:)
  M#1 loadView()
  M#1 viewDidLoad()
  M#1 viewWillAppear(animated: true)
  M#1 viewDidAppear(animated: true)
> swipe-down
  M#1 viewWillDisappear(animated: true)
> kill
  note: kill: the system cancels the app's touches, so the swipe-down in flight is cancelled first (`explain gesture-interrupted`)
  M#1 viewWillAppear(animated: true) [uncertain]
  M#1 viewDidAppear(animated: true) [uncertain]
  SceneDelegate#1 sceneWillResignActive(_:) [uncertain]
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book
> explain gesture-interrupted
  Home, the switcher, a call, swiping the app away and a rotation take the screen from the
  finger: the system cancels the app's touches, and a gesture recognizer whose touches are
  cancelled ends as cancelled, so an interactive transition in flight springs back, as `cancel`
  plays it. scenelab plays that cancel first, then the event. No source logs a swipe-back or a
  sheet drag cut short this way (anchor §1d leaves even an ordinary cancel uncertain on iOS
  13+), so every call of the cancel is uncertain. A memory warning takes nothing from the
  finger: it runs while the swipe stays in flight. Touches (push, tap...) are still refused.
