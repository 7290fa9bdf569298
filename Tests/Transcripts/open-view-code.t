# A controller whose root view is a view of the app's own class, built in code and kept in a
# stored property (Tests/Projects/ViewCode): `loadView()` sets `view = loginView`, and the view's
# buttons send their actions to the view itself (`addTarget(self, …)` in its `init(frame:)`'s
# helper). `screen` and `actions` show those buttons on the controller's screen; Enter runs the
# view's method, which tells its delegate, the controller, which pushes Home.
# The controller also gives a control of its view its own action
# (`loginView.signUpButton.addTarget(self, …)`). Home's view is made in its `loadView()` into an
# implicitly unwrapped property (`self.homeView = HomeView(frame: .zero)`), and the controller
# gives both of its buttons one action with `forEach`, which reads the sender's title.
# Lines marked [uncertain] are orders the notes do not settle (a window's first appearance at
# launch); they are scenelab's own, not the project's.
#: open ../Projects/ViewCode
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  SceneDelegate#1 scene(_:willConnectTo:options:)
  LoginViewController#1 init(nibName:bundle:)
  LoginViewController#1 loadView() [uncertain]
  print: LoginView: init
  LoginViewController#1 viewDidLoad() [uncertain]
  LoginViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneWillEnterForeground(_:)
  SceneDelegate#1 sceneDidBecomeActive(_:)
  LoginViewController#1 viewDidAppear(animated: false)
> actions
  tap Enter
  tap Sign up
  tap Forgot password
> screen
  Login
  ────────────────────
  [Enter]
  [Sign up]
  [Forgot password]
> tap Forgot password
  print: LoginView: forgot
> tap Sign up
  print: Login: sign up
> tap Enter
  print: LoginView: enter
  print: Login: entering
  HomeViewController#1 init(nibName:bundle:)
  HomeViewController#1 loadView()
  HomeViewController#1 viewDidLoad()
  print: Home: viewDidLoad
  LoginViewController#1 viewWillDisappear(animated: true)
  HomeViewController#1 viewWillAppear(animated: true)
  LoginViewController#1 viewDidDisappear(animated: true)
  HomeViewController#1 viewDidAppear(animated: true)
> screen
  < Login   Home
  ────────────────────
  [Like]
  [Share]
> actions
  tap back
  tap Like
  tap Share
> tap Like
  print: Home: Like
> tap Share
  print: Home: Share
