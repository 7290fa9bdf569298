# A tab bar controller assembled in code by the app delegate (Tests/Projects/CodeTabs): no scene
# manifest and no storyboard, so the app-delegate lifecycle; application(_:didFinishLaunchingWithOptions:)
# sets the window's root to what its helper makeTabs() returns: a UITabBarController given a
# navigation controller around FeedViewController (titled "Feed" by the delegate) and a
# SettingsViewController (its tab bar item titled "Settings"). The delegate's print after
# makeKeyAndVisible() comes after the root's viewWillAppear, which that call makes. Feed's button is
# a stored property given its title and target in viewDidLoad; its action shows an
# ArticleViewController made in code.
# Lines marked [uncertain] are orders the notes do not settle (anchor §1a for the launch).
#: open ../Projects/CodeTabs
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  FeedViewController#1 init(nibName:bundle:)
  SettingsViewController#1 init(nibName:bundle:)
  FeedViewController#1 loadView() [uncertain]
  FeedViewController#1 viewDidLoad() [uncertain]
  print: Feed: viewDidLoad
  FeedViewController#1 viewWillAppear(animated: false) [uncertain]
  print: Feed: viewWillAppear
  print: AppDelegate: window is visible
  FeedViewController#1 viewDidAppear(animated: false) [uncertain]
  AppDelegate applicationDidBecomeActive(_:) [uncertain]
> screen
  Feed
  ────────────────────
  [Read Article]
  tab bar: [1 Feed]  2 Settings
> tap Read Article
  ArticleViewController#1 init(nibName:bundle:)
  ArticleViewController#1 loadView()
  ArticleViewController#1 viewDidLoad()
  print: Article: viewDidLoad
  FeedViewController#1 viewWillDisappear(animated: true)
  ArticleViewController#1 viewWillAppear(animated: true)
  FeedViewController#1 viewDidDisappear(animated: true)
  ArticleViewController#1 viewDidAppear(animated: true)
> screen
  < Feed   Article
  ────────────────────
  tab bar: [1 Feed]  2 Settings
> tap Settings
  SettingsViewController#1 loadView()
  SettingsViewController#1 viewDidLoad()
  print: Settings: viewDidLoad
  SettingsViewController#1 viewWillAppear(animated: false)
  ArticleViewController#1 viewWillDisappear(animated: false)
  ArticleViewController#1 viewDidDisappear(animated: false)
  SettingsViewController#1 viewDidAppear(animated: false)
  print: Settings: viewDidAppear
> screen
  Settings
  ────────────────────
  tab bar: 1 Feed  [2 Settings]
> home
  AppDelegate applicationWillResignActive(_:)
  AppDelegate applicationDidEnterBackground(_:)
  print: AppDelegate: didEnterBackground
