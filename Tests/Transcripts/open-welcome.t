# The app's defaults in its code (Tests/Projects/Welcome): `UserDefaults.standard` reads the
# app's domain of the store and writes to it, as `defaults read` shows and a relaunch finds.
# The app delegate counts its launches (`integer(forKey:)`, then `set(_:forKey:)`); the scene
# delegate's `if UserDefaults.standard.bool(forKey: "onboarded")` picks the window's root by what
# the store holds (onboarding on a first launch), so no note asks for `launch --else`; Start,
# through a stored `let defaults = UserDefaults.standard`, sets the flag and a name the list
# reads; Reset removes the flag, and the next launch onboards again. A `defaults write` before
# a launch is what the code reads too.
# Lines marked [uncertain] are orders the notes do not settle (anchor §1a for the launch).
#: open ../Projects/Welcome
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  print: Welcome: launch number 1
  AppDelegate application(_:configurationForConnecting:options:)
  SceneDelegate#1 scene(_:willConnectTo:options:)
  print: Welcome: first, the onboarding
  OnboardingViewController#1 init(nibName:bundle:)
  OnboardingViewController#1 loadView() [uncertain]
  OnboardingViewController#1 viewDidLoad() [uncertain]
  print: Onboarding: viewDidLoad
  OnboardingViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneWillEnterForeground(_:)
  SceneDelegate#1 sceneDidBecomeActive(_:)
  OnboardingViewController#1 viewDidAppear(animated: false)
> tap Start
  print: Onboarding: done
  ListViewController#1 init(nibName:bundle:)
  OnboardingViewController#1 viewWillDisappear(animated: false) [uncertain]
  ListViewController#1 loadView() [uncertain]
  ListViewController#1 viewDidLoad() [uncertain]
  print: List: hello, Ann
  ListViewController#1 viewWillAppear(animated: false) [uncertain]
  ListViewController#1 viewDidAppear(animated: false) [uncertain]
  OnboardingViewController#1 viewDidDisappear(animated: false) [uncertain]
  OnboardingViewController#1 deinit [uncertain]
> defaults read
  {
      launches = 1;
      name = Ann;
      onboarded = 1;
  }
> kill
  SceneDelegate#1 sceneWillResignActive(_:) [uncertain]
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  print: Welcome: launch number 2
  AppDelegate application(_:didDiscardSceneSessions:)
  AppDelegate application(_:configurationForConnecting:options:)
  SceneDelegate#1 scene(_:willConnectTo:options:)
  print: Welcome: straight to the list
  ListViewController#1 init(nibName:bundle:)
  ListViewController#1 loadView() [uncertain]
  ListViewController#1 viewDidLoad() [uncertain]
  print: List: hello, Ann
  ListViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneWillEnterForeground(_:)
  SceneDelegate#1 sceneDidBecomeActive(_:)
  ListViewController#1 viewDidAppear(animated: false)
> tap Reset
  print: List: onboarded is false
> kill
  SceneDelegate#1 sceneWillResignActive(_:) [uncertain]
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  print: Welcome: launch number 3
  AppDelegate application(_:didDiscardSceneSessions:)
  AppDelegate application(_:configurationForConnecting:options:)
  SceneDelegate#1 scene(_:willConnectTo:options:)
  print: Welcome: first, the onboarding
  OnboardingViewController#1 init(nibName:bundle:)
  OnboardingViewController#1 loadView() [uncertain]
  OnboardingViewController#1 viewDidLoad() [uncertain]
  print: Onboarding: viewDidLoad
  OnboardingViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneWillEnterForeground(_:)
  SceneDelegate#1 sceneDidBecomeActive(_:)
  OnboardingViewController#1 viewDidAppear(animated: false)
> kill
  SceneDelegate#1 sceneWillResignActive(_:) [uncertain]
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book
> defaults write org.example.Welcome onboarded -bool true
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  print: Welcome: launch number 4
  AppDelegate application(_:didDiscardSceneSessions:)
  AppDelegate application(_:configurationForConnecting:options:)
  SceneDelegate#1 scene(_:willConnectTo:options:)
  print: Welcome: straight to the list
  ListViewController#1 init(nibName:bundle:)
  ListViewController#1 loadView() [uncertain]
  ListViewController#1 viewDidLoad() [uncertain]
  print: List: hello, Ann
  ListViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneWillEnterForeground(_:)
  SceneDelegate#1 sceneDidBecomeActive(_:)
  ListViewController#1 viewDidAppear(animated: false)
