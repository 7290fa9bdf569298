# A table made in code whose array the code changes (Tests/Projects/Groceries):
# ShoppingListViewController keeps `private var items = ["Bread"]`, counts its rows with
# `items.count` and titles each cell `items[indexPath.row]`. Its "+" runs
# `items.append("Item \(items.count + 1)")` and `tableView.reloadData()`, Clear runs
# `items.removeAll()`: the console keeps the array, and the rows follow it. A row pushes an
# ItemViewController titled by its item, whose viewDidLoad prints the title it was given. Help
# hands an ItemViewController to a helper whose parameter is typed UIViewController, which wraps
# it in a navigation controller: the helper's parameter is the controller its call makes, so that
# one is presented. Made with no title, it has none (`title ?? "?"` prints `?`), though the code
# titles other ItemViewControllers: the title is each object's. Lines marked [uncertain] are orders
# the notes do not settle (the window's first appearance inside willConnectTo).
#: open ../Projects/Groceries
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  SceneDelegate#1 scene(_:willConnectTo:options:)
  ShoppingListViewController#1 init(nibName:bundle:)
  ShoppingListViewController#1 loadView() [uncertain]
  ShoppingListViewController#1 viewDidLoad() [uncertain]
  ShoppingListViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneWillEnterForeground(_:)
  SceneDelegate#1 sceneDidBecomeActive(_:)
  ShoppingListViewController#1 viewDidAppear(animated: false)
> tap +
  print: now 2 items: ["Bread", "Item 2"]
> tap +
  print: now 3 items: ["Bread", "Item 2", "Item 3"]
> screen
  [Clear]   Groceries   [+]
  ─────────────────────────
    1. Bread
    2. Item 2
    3. Item 3
  [Help]
> tap 3
  ItemViewController#1 init(nibName:bundle:)
  print: open Item 3
  ItemViewController#1 loadView()
  ItemViewController#1 viewDidLoad()
  print: Item 3: viewDidLoad
  ShoppingListViewController#1 viewWillDisappear(animated: true)
  ItemViewController#1 viewWillAppear(animated: true)
  ShoppingListViewController#1 viewDidDisappear(animated: true)
  ItemViewController#1 viewDidAppear(animated: true)
> screen
  < Groceries   Item 3
  ────────────────────
> tap back
  ItemViewController#1 viewWillDisappear(animated: true)
  ShoppingListViewController#1 viewWillAppear(animated: true)
  ItemViewController#1 viewDidDisappear(animated: true)
  ShoppingListViewController#1 viewDidAppear(animated: true)
  ItemViewController#1 deinit
> tap Clear
  print: cleared, empty
> screen
  [Clear]   Groceries   [+]
  ─────────────────────────
  [Help]
> tap 1
error: tap 1: Groceries does not offer that; did you mean 'tap +'? (it offers tap Clear, tap +, tap Help)
> tap Help
  ItemViewController#2 init(nibName:bundle:)
  ItemViewController#2 loadView()
  ItemViewController#2 viewDidLoad()
  print: ?: viewDidLoad
  ItemViewController#2 viewWillAppear(animated: true)
  ItemViewController#2 viewDidAppear(animated: true)
> screen
  (no title)
  ────────────────────
