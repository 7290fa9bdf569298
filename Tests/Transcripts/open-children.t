# Children a controller's own code adds and removes (Tests/Projects/Children), a window built in
# code. Dashboard keeps a weather panel in a stored `let`, made before Dashboard itself (Swift runs
# stored properties' initial values as the initializer starts), and adds it in viewDidLoad with
# addChild, view.addSubview and didMove(toParent:); its news button adds a new news panel while
# the dashboard is on screen; Hide weather calls willMove(toParent: nil), removes the view and
# calls removeFromParent(). addChild calls the child's willMove(toParent:) itself and reading the
# child's view loads it, so each child's lines come where the statements stand, between the
# dashboard's own prints; removeFromParent calls didMove(toParent: nil) itself. A child appears
# and disappears with its parent, after the parent's own call; the weather panel stays held by
# the dashboard's property after it leaves, so it is not deallocated. Lines marked [uncertain] are
# orders no log settles: a child's viewDidAppear and viewDidDisappear as its view joins or leaves
# a window on screen, and the root's own calls during the programmatic launch.
#: open ../Projects/Children
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  SceneDelegate#1 scene(_:willConnectTo:options:)
  WeatherPanelViewController#1 init(nibName:bundle:)
  DashboardViewController#1 init(nibName:bundle:)
  DashboardViewController#1 loadView() [uncertain]
  DashboardViewController#1 viewDidLoad() [uncertain]
  print: Dashboard: viewDidLoad
  print: Weather: willMove(toParent:) a parent
  WeatherPanelViewController#1 loadView()
  WeatherPanelViewController#1 viewDidLoad()
  print: Weather: viewDidLoad
  print: Weather: didMove(toParent:) a parent
  print: Dashboard: weather added
  DashboardViewController#1 viewWillAppear(animated: false) [uncertain]
  print: Dashboard: viewWillAppear
  WeatherPanelViewController#1 viewWillAppear(animated: false) [uncertain]
  print: Weather: viewWillAppear
  SceneDelegate#1 sceneWillEnterForeground(_:)
  SceneDelegate#1 sceneDidBecomeActive(_:)
  DashboardViewController#1 viewDidAppear(animated: false)
  print: Dashboard: viewDidAppear
  WeatherPanelViewController#1 viewDidAppear(animated: false)
  print: Weather: viewDidAppear
> actions
  tap Hide weather
  tap Show news
> tap Show news
  NewsPanelViewController#1 init(nibName:bundle:)
  print: News: willMove(toParent:) a parent
  NewsPanelViewController#1 loadView()
  NewsPanelViewController#1 viewDidLoad()
  print: News: viewDidLoad
  NewsPanelViewController#1 viewWillAppear(animated: false)
  print: News: viewWillAppear
  NewsPanelViewController#1 viewDidAppear(animated: false) [uncertain]
  print: News: viewDidAppear
  print: News: didMove(toParent:) a parent
  print: Dashboard: news shown
> tap Hide weather
  print: Weather: willMove(toParent:) nil
  WeatherPanelViewController#1 viewWillDisappear(animated: false)
  print: Weather: viewWillDisappear
  WeatherPanelViewController#1 viewDidDisappear(animated: false) [uncertain]
  print: Weather: didMove(toParent:) nil
  print: Dashboard: weather hidden
> tree
  Dashboard (org.example.Children), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UINavigationController#1 [appeared, view loaded]
           └─ [0]: DashboardViewController#1 [appeared, view loaded]
              └─ child 1: NewsPanelViewController#1 [appeared, view loaded]
> home
  SceneDelegate#1 sceneWillResignActive(_:)
  SceneDelegate#1 sceneDidEnterBackground(_:)
