# A split view of the app's own class (BooksSplitViewController) kept in the scene delegate's
# stored property and given its columns with `splitViewController.viewControllers.append(…)`
# (Tests/Projects/AppendedSplit); the window's root is a local alias of it. The scene delegate is
# the split view's delegate and answers splitViewController(_:collapseSecondary:onto:) with true,
# so on an iPhone the list stays on top.
# Lines marked [uncertain] are orders the notes do not settle (a window's first appearance at
# launch, a column's loading); they are scenelab's own, not the project's.
#: open ../Projects/AppendedSplit
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  SceneDelegate#1 scene(_:willConnectTo:options:)
  BookListViewController#1 init(nibName:bundle:)
  BookViewController#1 init(nibName:bundle:)
  print: Split: viewDidLoad
  BookViewController#1 loadView() [uncertain]
  BookViewController#1 viewDidLoad() [uncertain]
  print: Book: viewDidLoad
  BookListViewController#1 loadView() [uncertain]
  BookListViewController#1 viewDidLoad() [uncertain]
  print: List: viewDidLoad
  BookViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 splitViewController(_:collapseSecondary: BookViewController#1, onto: UINavigationController#1)
  print: SceneDelegate: collapse
  BookViewController#1 viewWillDisappear(animated: false)
  BookViewController#1 viewDidDisappear(animated: false)
  BookListViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneWillEnterForeground(_:)
  SceneDelegate#1 sceneDidBecomeActive(_:)
  BookListViewController#1 viewDidAppear(animated: false)
> screen
  Books
  ────────────────────
> tree
  AppendedSplit (org.example.AppendedSplit), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: BooksSplitViewController#1 [appeared, view loaded]
           ├─ primary: UINavigationController#1 [appeared, view loaded]
           │  └─ [0]: BookListViewController#1 [appeared, view loaded]
           └─ secondary: BookViewController#1 [disappeared, view loaded]
