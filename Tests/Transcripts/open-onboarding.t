# A sign-in flow that swaps the window's root (Tests/Projects/Onboarding): the scene delegate keeps
# both screens in stored `let`s, makes the login screen the first root, and, told by each screen's
# delegate call, hands the other one to its `setRootViewController(_:animated:)` helper, whose
# parameter is the controller its call gives. The sign-in test, `username != nil`, holds, as the
# property starts as "Kevin". Each screen is one instance the delegate holds, so the
# login screen comes back as it was (no new `init`, no `viewDidLoad`, no `deinit`).
# No source the notes cite logs a replaced root's order: those lines are [uncertain].
#: open ../Projects/Onboarding
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  SceneDelegate#1 scene(_:willConnectTo:options:)
  LoginViewController#1 init(nibName:bundle:)
  LoginViewController#1 loadView() [uncertain]
  LoginViewController#1 viewDidLoad() [uncertain]
  print: Login: viewDidLoad
  LoginViewController#1 viewWillAppear(animated: false) [uncertain]
  print: Login: viewWillAppear
  SceneDelegate#1 sceneWillEnterForeground(_:)
  SceneDelegate#1 sceneDidBecomeActive(_:)
  LoginViewController#1 viewDidAppear(animated: false)
> tap Sign In
  print: SceneDelegate: did log in
  MainViewController#1 init(nibName:bundle:)
  MainViewController#1 loadView() [uncertain]
  MainViewController#1 viewDidLoad() [uncertain]
  print: Main: viewDidLoad
  LoginViewController#1 viewWillDisappear(animated: false) [uncertain]
  MainViewController#1 viewWillAppear(animated: false) [uncertain]
  MainViewController#1 viewDidAppear(animated: false) [uncertain]
  LoginViewController#1 viewDidDisappear(animated: false) [uncertain]
> screen
  MainViewController
  ────────────────────
  [Log out]
> tap Log out
  print: SceneDelegate: did log out
  MainViewController#1 viewWillDisappear(animated: false) [uncertain]
  LoginViewController#1 viewWillAppear(animated: false) [uncertain]
  print: Login: viewWillAppear
  LoginViewController#1 viewDidAppear(animated: false) [uncertain]
  MainViewController#1 viewDidDisappear(animated: false) [uncertain]
> tree
  Onboarding (org.example.Onboarding), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: LoginViewController#1 [appeared, view loaded]
