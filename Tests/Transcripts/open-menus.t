# Menus made in code (Tests/Projects/Menus), a window built in code. Notes' bar button item More
# gets its menu from a method, makeMoreMenu(), which returns a UIMenu of an action kept in a local
# and a submenu Sort of two inline actions; its Share button is given a menu of two actions kept
# in locals, shown as its primary action. The screen draws each menu's actions after the control
# whose menu it is, tapped by their titles; a tap on the control itself says the menu opens and
# lists them. An action's closure runs only when it is chosen: making the menus in viewDidLoad
# prints nothing of theirs. Settings pushes a controller made in code, Mail presents one.
# Lines marked [uncertain] are orders no log settles: the root's own calls during the
# programmatic launch.
#: open ../Projects/Menus
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  SceneDelegate#1 scene(_:willConnectTo:options:)
  NotesViewController#1 init(nibName:bundle:)
  NotesViewController#1 loadView() [uncertain]
  NotesViewController#1 viewDidLoad() [uncertain]
  print: Notes: viewDidLoad
  print: Notes: menus made
  NotesViewController#1 viewWillAppear(animated: false) [uncertain]
  print: Notes: viewWillAppear
  SceneDelegate#1 sceneWillEnterForeground(_:)
  SceneDelegate#1 sceneDidBecomeActive(_:)
  NotesViewController#1 viewDidAppear(animated: false)
  print: Notes: viewDidAppear
> screen
  Notes   [More]
  ────────────────────
  [More › Settings] ‹Settings›
  [More › By Name] ‹By Name›
  [More › By Date] ‹By Date›
  [Share]
  [Share › Copy] ‹Copy›
  [Share › Mail] ‹Mail›
> actions
  tap More
  tap Settings
  tap By Name
  tap By Date
  tap Share
  tap Copy
  tap Mail
> tap More
  note: More opens its menu: tap Settings, tap By Name, tap By Date (the menu's actions are tapped by name while More shows)
> tap By Date
  print: Notes: sorted by date
> tap Copy
  print: Notes: copied
> tap Settings
  print: Notes: settings
  SettingsViewController#1 init(nibName:bundle:)
  SettingsViewController#1 loadView()
  SettingsViewController#1 viewDidLoad()
  print: Settings: viewDidLoad
  NotesViewController#1 viewWillDisappear(animated: true)
  print: Notes: viewWillDisappear
  SettingsViewController#1 viewWillAppear(animated: true)
  NotesViewController#1 viewDidDisappear(animated: true)
  SettingsViewController#1 viewDidAppear(animated: true)
  print: Settings: viewDidAppear
> screen
  < Notes   Settings
  ────────────────────
> pop
  SettingsViewController#1 viewWillDisappear(animated: true)
  NotesViewController#1 viewWillAppear(animated: true)
  print: Notes: viewWillAppear
  SettingsViewController#1 viewDidDisappear(animated: true)
  NotesViewController#1 viewDidAppear(animated: true)
  print: Notes: viewDidAppear
  SettingsViewController#1 deinit
  print: Settings: deinit
> tap Share
  note: Share opens its menu: tap Copy, tap Mail (the menu's actions are tapped by name while Share shows)
> tap Mail
  print: Notes: mail
  ComposeViewController#1 init(nibName:bundle:)
  ComposeViewController#1 loadView()
  ComposeViewController#1 viewDidLoad()
  print: Compose: viewDidLoad
  ComposeViewController#1 viewWillAppear(animated: true)
  ComposeViewController#1 viewDidAppear(animated: true)
> screen
  [Cancel]   Compose
  ────────────────────
> tap Cancel
  print: Compose: cancel
  ComposeViewController#1 viewWillDisappear(animated: true)
  ComposeViewController#1 viewDidDisappear(animated: true)
  ComposeViewController#1 deinit
