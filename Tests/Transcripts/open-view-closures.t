# A view of the app's own class that hands its taps to closures the controller keeps in its
# properties (Tests/Projects/ViewClosures). The scene delegate makes the root as
# `let signIn: SignInViewController = .init()` inside `UINavigationController.init(rootViewController:)`.
# SignInViewController's `loadView()` gives its view (a stored `SignInView()`) a method in place of
# a closure (`signInView.onSignIn = showWelcome`, `onGreet = self.greet(name:)`), a closure that
# calls a method (`onAbout = { [weak self] in self?.showAbout() }`) and one that prints, presents
# Help itself and prints; each of the view's buttons is a `lazy var` whose target-action calls its
# closure. A kept closure runs as its writer's code where the property is called: what it shows is
# made where the call stands, and the code after it goes on before the new screen loads, as after
# a push or present written in the action itself.
# Lines marked [uncertain] are orders the notes do not settle (a window's first appearance at
# launch); they are scenelab's own, not the project's.
#: open ../Projects/ViewClosures
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SignInViewController#1 init(nibName:bundle:)
  SignInViewController#1 loadView() [uncertain]
  SignInViewController#1 viewDidLoad() [uncertain]
  SignInViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneWillEnterForeground(_:)
  SceneDelegate#1 sceneDidBecomeActive(_:)
  SignInViewController#1 viewDidAppear(animated: false)
> screen
  Sign In
  ────────────────────
  [Sign in]
  [Help]
  [Greet]
  [About]
> actions
  tap Sign in
  tap Help
  tap Greet
  tap About
> tap Greet
  print: Hello, Ada
> tap Sign in
  print: SignInView: sign in tapped
  print: SignInViewController: welcome
  WelcomeViewController#1 init(nibName:bundle:)
  print: SignInViewController: pushed
  WelcomeViewController#1 loadView()
  WelcomeViewController#1 viewDidLoad()
  print: WelcomeViewController: viewDidLoad
  SignInViewController#1 viewWillDisappear(animated: true)
  WelcomeViewController#1 viewWillAppear(animated: true)
  SignInViewController#1 viewDidDisappear(animated: true)
  WelcomeViewController#1 viewDidAppear(animated: true)
> screen
  < Sign In   Welcome
  ────────────────────
> tap back
  WelcomeViewController#1 viewWillDisappear(animated: true)
  SignInViewController#1 viewWillAppear(animated: true)
  WelcomeViewController#1 viewDidDisappear(animated: true)
  SignInViewController#1 viewDidAppear(animated: true)
  WelcomeViewController#1 deinit
> tap About
  print: SignInViewController: about
  AboutViewController#1 init(nibName:bundle:)
  print: SignInView: about shown
  AboutViewController#1 loadView()
  AboutViewController#1 viewDidLoad()
  print: AboutViewController: viewDidLoad
  AboutViewController#1 viewWillAppear(animated: true)
  AboutViewController#1 viewDidAppear(animated: true)
> dismiss
  AboutViewController#1 viewWillDisappear(animated: true)
  AboutViewController#1 viewDidDisappear(animated: true)
  AboutViewController#1 deinit
> tap Help
  print: help: presenting
  HelpViewController#1 init(nibName:bundle:)
  print: help: presented
  HelpViewController#1 loadView()
  HelpViewController#1 viewDidLoad()
  HelpViewController#1 viewWillAppear(animated: true)
  HelpViewController#1 viewDidAppear(animated: true)
  print: HelpViewController: viewDidAppear
