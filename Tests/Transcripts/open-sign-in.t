# A window built in code by a scene delegate's helper named like a type (`MakeNavigationController()`),
# around a sign-in screen whose buttons are stored properties of the app's own button classes
# (Tests/Projects/SignIn): `LinkButton(with:colour:)` sets its title from its first argument,
# `WarningButton` inherits that initializer, and `IconButton(symbol:)` shows an image, so it is
# tapped by its property's name. The controller's helpers (`ConfigureNavigationBar()`,
# `self.ConfigureButtons()`) are named like types too; they run where viewDidLoad calls them.
# `guestButton`, a `lazy var` built in a closure around a `LinkButton`, calls a helper with a
# trailing closure (`presentWelcome(name:) { … }`), which gives its `completion:` parameter; the
# helper keeps it for later (`welcome.onClose = completion`), so it is named when the project
# opens and not played; Welcome's Close dismisses with a completion handler, which prints once
# Welcome has disappeared, as Home's Help presentation's prints once Help has appeared (after the
# print that follows the call).
# Forgot password and the help button share `linkTapped(_:)`, given by a
# loop over both, whose `switch sender` runs the tapped one's case; Forgot password's
# `checkConnection { … }` calls its closure at once.
# Sign in is a stored `let` titled by a `UIButton.Configuration` in its closure, given a
# `UIAction` by `addAction(_:for:)` in the helper: the tap runs that closure, which pushes Home.
# Home's Start gives the window a new root, `view.window?.rootViewController =
# MainTabBarController()`: the new root is made where the statement stands, then replaces the
# navigation controller on screen and the window lets the old stack go. No source the notes cite
# logs that order, so its lines are [uncertain].
# Lines marked [uncertain] are orders the notes do not settle (a window's first appearance at
# launch); they are scenelab's own, not the project's.
#: open ../Projects/SignIn
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SignInViewController#1 init(nibName:bundle:)
  SignInViewController#1 loadView() [uncertain]
  SignInViewController#1 viewDidLoad() [uncertain]
  print: SignIn: viewDidLoad
  SignInViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneWillEnterForeground(_:)
  SceneDelegate#1 sceneDidBecomeActive(_:)
  SignInViewController#1 viewDidAppear(animated: false)
> actions
  tap Create account
  tap Forgot password?
  tap helpButton
  tap Continue as guest
  tap Sign in
> screen
  Sign In
  ────────────────────
  [Create account]
  [Forgot password?]
  [helpButton]
  [Continue as guest]
  [Sign in]
> tap Forgot password?
  note: SignInViewController.linkTapped(_:) ran and its prints print; of its code scenelab plays dismiss, popViewController, performSegue with a literal identifier, and a push, present or show of one of the app's controllers made in code or a scene instantiated by a literal identifier, and it does none of them
  print: SignIn: forgot password
  print: SignIn: checking the connection
  print: SignIn: connection checked
> tap helpButton
  print: SignIn: help
> tap Create account
  print: SignIn: create account
  CreateAccountViewController#1 init(nibName:bundle:)
  CreateAccountViewController#1 loadView()
  CreateAccountViewController#1 viewDidLoad()
  print: CreateAccount: viewDidLoad
  SignInViewController#1 viewWillDisappear(animated: true)
  CreateAccountViewController#1 viewWillAppear(animated: true)
  SignInViewController#1 viewDidDisappear(animated: true)
  CreateAccountViewController#1 viewDidAppear(animated: true)
> screen
  < Sign In   Create Account
  ──────────────────────────
> pop
  CreateAccountViewController#1 viewWillDisappear(animated: true)
  SignInViewController#1 viewWillAppear(animated: true)
  CreateAccountViewController#1 viewDidDisappear(animated: true)
  SignInViewController#1 viewDidAppear(animated: true)
  CreateAccountViewController#1 deinit
> tap Continue as guest
  WelcomeViewController#1 init(nibName:bundle:)
  WelcomeViewController#1 loadView()
  WelcomeViewController#1 viewDidLoad()
  print: Welcome: viewDidLoad
  WelcomeViewController#1 viewWillAppear(animated: true)
  WelcomeViewController#1 viewDidAppear(animated: true)
> screen
  [Close]   Welcome
  ────────────────────
> tap close
  print: Welcome: closing
  WelcomeViewController#1 viewWillDisappear(animated: true)
  WelcomeViewController#1 viewDidDisappear(animated: true)
  WelcomeViewController#1 deinit
  print: Welcome: closed
> tap Sign in
  print: SignIn: signing in
  HomeViewController#1 init(nibName:bundle:)
  HomeViewController#1 loadView()
  HomeViewController#1 viewDidLoad()
  print: Home: viewDidLoad
  SignInViewController#1 viewWillDisappear(animated: true)
  HomeViewController#1 viewWillAppear(animated: true)
  SignInViewController#1 viewDidDisappear(animated: true)
  HomeViewController#1 viewDidAppear(animated: true)
> tap Help
  HelpViewController#1 init(nibName:bundle:)
  print: Home: help asked for
  HelpViewController#1 loadView()
  HelpViewController#1 viewDidLoad()
  print: Help: viewDidLoad
  HelpViewController#1 viewWillAppear(animated: true)
  HelpViewController#1 viewDidAppear(animated: true)
  print: Home: help shown
> dismiss
  HelpViewController#1 viewWillDisappear(animated: true)
  HelpViewController#1 viewDidDisappear(animated: true)
  HelpViewController#1 deinit
> screen
  [Help]   Home   [Start]
  ───────────────────────
> tap Start
  print: Home: start
  FeedViewController#1 init(nibName:bundle:)
  ProfileViewController#1 init(nibName:bundle:)
  print: Home: window root replaced
  print: Main: viewDidLoad
  HomeViewController#1 viewWillDisappear(animated: false) [uncertain]
  print: Home: viewWillDisappear
  FeedViewController#1 loadView() [uncertain]
  FeedViewController#1 viewDidLoad() [uncertain]
  FeedViewController#1 viewWillAppear(animated: false) [uncertain]
  print: Feed: viewWillAppear
  FeedViewController#1 viewDidAppear(animated: false) [uncertain]
  print: Feed: viewDidAppear
  HomeViewController#1 viewDidDisappear(animated: false) [uncertain]
  SignInViewController#1 deinit [uncertain]
  HomeViewController#1 deinit [uncertain]
  print: Home: deinit
> screen
  Feed
  ────────────────────
  tab bar: [1 Feed]  2 Profile
> tree
  Sign In (org.example.SignIn), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: MainTabBarController#1 [appeared, view loaded]
           ├─ tab 1 (selected): UINavigationController#3 [appeared, view loaded]
           │  └─ [0]: FeedViewController#1 [appeared, view loaded]
           └─ tab 2: ProfileViewController#1 [disappeared, view not loaded]
