# A router injected into the scene delegate (Tests/Projects/Routed), as dependency-injection
# courses write it: `var router: Router` (a protocol) is set by `init(router:)`, which UIKit's
# `init()` calls with a NavigationRouter holding an empty UINavigationController. In
# willConnectTo, `router.showBooks()` makes the first screen and gives it to the navigation
# controller with setViewControllers([books], animated: false), and the window's root is
# `router.navigationController`. The router's methods are found in the one class that declares
# them (its extension conforming to Router); Open asks the router to present a BookViewController
# in a navigation controller made in code, whose Close asks it to dismiss. debugPrint quotes the
# string #function gives. Lines marked [uncertain] are orders the notes do not settle (the
# window's first appearance inside willConnectTo).
#: open ../Projects/Routed
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  print: AppDelegate: didFinishLaunching
  AppDelegate application(_:configurationForConnecting:options:)
  SceneDelegate#1 scene(_:willConnectTo:options:)
  print: "scene(_:willConnectTo:options:)"
  print: Router: showBooks
  BooksViewController#1 init(nibName:bundle:)
  BooksViewController#1 loadView() [uncertain]
  BooksViewController#1 viewDidLoad() [uncertain]
  print: Books: viewDidLoad
  BooksViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneWillEnterForeground(_:)
  SceneDelegate#1 sceneDidBecomeActive(_:)
  BooksViewController#1 viewDidAppear(animated: false)
> screen
  Books   [Open]
  ────────────────────
> tap Open
  print: Router: showBook Dune
  BookViewController#1 init(nibName:bundle:)
  BookViewController#1 loadView()
  BookViewController#1 viewDidLoad()
  print: Book: viewDidLoad
  BookViewController#1 viewWillAppear(animated: true)
  BookViewController#1 viewDidAppear(animated: true)
> tap Close
  BookViewController#1 viewWillDisappear(animated: true)
  BookViewController#1 viewDidDisappear(animated: true)
  BookViewController#1 deinit
  print: Book: deinit
> tree
  Shelf (org.example.Routed), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UINavigationController#1 [appeared, view loaded]
           └─ [0]: BooksViewController#1 [appeared, view loaded]
