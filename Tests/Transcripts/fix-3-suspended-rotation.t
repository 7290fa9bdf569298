# A suspended app runs no code, so a rotation reaches none of its controllers: no trait, size or
# layout call, and an iPad split's primary neither appears nor disappears. It hears the turn when
# it comes back (`open`), between sceneWillEnterForeground and sceneDidBecomeActive: no source
# logs that moment, so every call of it is uncertain. Turned there and back, it hears nothing.
> trace none
> launch target-nav
> home
> suspend
  note: the system suspended the app: no callback tells it
> trace all
> rotate landscape
  note: the iPhone turns to landscape; the app is suspended and runs no code, so it hears nothing now: its windows turn when it comes back (`open`)
> open
  SceneDelegate#1 sceneWillEnterForeground(_:)
  note: the app hears of the turn it missed while suspended: the iPhone is in landscape, (852.0, 393.0) (`explain suspended-rotation`)
  UINavigationController#1 willTransition(to: UITraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact)) [uncertain]
  ViewController#1 willTransition(to: UITraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact)) [uncertain]
  UINavigationController#1 viewWillTransition(to: (852.0, 393.0)) [uncertain]
  ViewController#1 viewWillTransition(to: (852.0, 393.0)) [uncertain]
  UINavigationController#1 traitCollectionDidChange(_:) [uncertain]
  ViewController#1 traitCollectionDidChange(_:) [uncertain]
  UINavigationController#1 viewWillLayoutSubviews() [uncertain]
  UINavigationController#1 viewDidLayoutSubviews() [uncertain]
  ViewController#1 viewWillLayoutSubviews() [uncertain]
  ViewController#1 viewDidLayoutSubviews() [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
> trace none
> home
> suspend
  note: the system suspended the app: no callback tells it
> trace default
> rotate portrait
  note: the iPhone turns to portrait; the app is suspended and runs no code, so it hears nothing now: its windows turn when it comes back (`open`)
> rotate landscape
  note: the iPhone turns to landscape; the app is suspended and runs no code, so it hears nothing now: its windows turn when it comes back (`open`)
> open
  SceneDelegate#1 sceneWillEnterForeground(_:)
  SceneDelegate#1 sceneDidBecomeActive(_:)
> trace none
> kill
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book
> device ipad
  iPad, landscape (width regular, height regular)
> launch split
> home
> suspend
  note: the system suspended the app: no callback tells it
> trace default
> rotate portrait
  note: the iPad turns to portrait; the app is suspended and runs no code, so it hears nothing now: its windows turn when it comes back (`open`)
> tree
  Split (com.example.Split), suspended
  └─ UIWindowScene 1 [background] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UISplitViewController#1 [appeared, view loaded]
           ├─ primary: UINavigationController#1 [appeared, view loaded]
           │  └─ [0]: PrimaryViewController#1 [appeared, view loaded]
           └─ secondary: UINavigationController#2 [appeared, view loaded]
              └─ [0]: SecondaryViewController#1 [appeared, view loaded]
> open
  SceneDelegate#1 sceneWillEnterForeground(_:)
  note: the app hears of the turn it missed while suspended: the iPad is in portrait, (834.0, 1194.0) (`explain suspended-rotation`)
  PrimaryViewController#1 viewWillDisappear(animated: false) [uncertain]
  PrimaryViewController#1 viewDidDisappear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
> explain suspended-rotation
  A suspended app runs no code, so a rotation reaches none of its controllers: no trait, size or
  layout call, and an iPad split's primary column neither appears nor disappears (anchor §1h:
  the calls of a rotation are the app's code running). No source logs what the app hears when it
  comes back turned. scenelab chooses: after sceneWillEnterForeground, its windows take the new
  size (the calls of a rotation, as `rotate` plays them), then sceneDidBecomeActive, so the screen
  is laid out for the new size before it is active; every call of it is uncertain. Turned there
  and back while suspended, the app hears nothing. A background app that is not suspended still
  runs and hears a rotation at once.
