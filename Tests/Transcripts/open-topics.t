# Rows from a view model (Tests/Projects/Topics): TopicsViewController keeps a TopicsViewModel in a
# stored property; its viewWillAppear(_:) calls the model's load(), which fills `topics` with three
# cases of an enumeration. The table counts its rows by `viewModel.topics.count` and titles each by
# the case at its row (`"\(viewModel.topics[indexPath.row])"`, a case's name). didSelectRowAt takes
# the case at the row it is given and switches over it: navigation and settings push through a
# helper in an extension of UIViewController, presentation presents. A tap by number or by title
# plays the case of that row. Lines marked [uncertain] are orders no log settles (the programmatic
# launch's root).
#: open ../Projects/Topics
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  SceneDelegate#1 scene(_:willConnectTo:options:)
  TopicsViewController#1 init(nibName:bundle:)
  TopicsViewController#1 loadView() [uncertain]
  TopicsViewController#1 viewDidLoad() [uncertain]
  TopicsViewController#1 viewWillAppear(animated: false) [uncertain]
  print: TopicsViewModel: loaded 3 topics
  SceneDelegate#1 sceneWillEnterForeground(_:)
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TopicsViewController#1 viewDidAppear(animated: false)
> screen
  Topics
  ────────────────────
    1. navigation
    2. presentation
    3. settings
> tap 3
  print: Topics: row 2 selected
  SettingsViewController#1 init(nibName:bundle:)
  SettingsViewController#1 loadView()
  SettingsViewController#1 viewDidLoad()
  print: Settings: viewDidLoad
  TopicsViewController#1 viewWillDisappear(animated: true)
  SettingsViewController#1 viewWillAppear(animated: true)
  TopicsViewController#1 viewDidDisappear(animated: true)
  SettingsViewController#1 viewDidAppear(animated: true)
> screen
  < Topics   Settings
  ────────────────────
> pop
  SettingsViewController#1 viewWillDisappear(animated: true)
  TopicsViewController#1 viewWillAppear(animated: true)
  print: TopicsViewModel: loaded 3 topics
  SettingsViewController#1 viewDidDisappear(animated: true)
  TopicsViewController#1 viewDidAppear(animated: true)
  SettingsViewController#1 deinit
> tap presentation
  print: Topics: row 1 selected
  AboutViewController#1 init(nibName:bundle:)
  AboutViewController#1 loadView()
  AboutViewController#1 viewDidLoad()
  print: About: viewDidLoad
  AboutViewController#1 viewWillAppear(animated: true)
  AboutViewController#1 viewDidAppear(animated: true)
> screen
  AboutViewController
  ────────────────────
