# A split view built in code (Tests/Projects/CodeSplit): no storyboard, no scene manifest; the
# app delegate makes the list and the game, a UISplitViewController(style: .doubleColumn) whose
# delegate is the list, and gives each column a navigation controller with
# setViewController(_:for:). The list answers topColumnForCollapsingToProposedTopColumn, so an
# iPhone opens on it: the game starts to appear, then leaves without appearing. The app
# delegate's `if let window = window` holds: the window `UIWindow(frame:)` made is there.
# Lines marked [uncertain] are orders the notes do not settle (a window's first appearance at
# launch, a column's loading); they are scenelab's own, not the project's.
#: open ../Projects/CodeSplit
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  ThemeListViewController#1 init(nibName:bundle:)
  GameViewController#1 init(nibName:bundle:)
  GameViewController#1 loadView() [uncertain]
  GameViewController#1 viewDidLoad() [uncertain]
  print: Game: viewDidLoad
  ThemeListViewController#1 loadView() [uncertain]
  ThemeListViewController#1 viewDidLoad() [uncertain]
  print: Themes: viewDidLoad
  GameViewController#1 viewWillAppear(animated: false) [uncertain]
  print: Game: viewWillAppear
  GameViewController#1 viewWillDisappear(animated: false)
  GameViewController#1 viewDidDisappear(animated: false)
  ThemeListViewController#1 viewWillAppear(animated: false) [uncertain]
  print: Themes: viewWillAppear
  print: App: launched in its window
  ThemeListViewController#1 viewDidAppear(animated: false) [uncertain]
  AppDelegate applicationDidBecomeActive(_:) [uncertain]
> screen
  Themes
  ────────────────────
> tree
  CodeSplit (org.example.CodeSplit), running on iOS 13 and later, app-delegate lifecycle, no scenes
  └─ UIApplication [foregroundActive] delegate AppDelegate
     └─ UIWindow (key)
        └─ rootViewController: UISplitViewController#1 [appeared, view loaded]
           ├─ primary: UINavigationController#1 [appeared, view loaded]
           │  └─ [0]: ThemeListViewController#1 [appeared, view loaded]
           └─ secondary: UINavigationController#2 [disappeared, view loaded]
              └─ [0]: GameViewController#1 [disappeared, view loaded]
