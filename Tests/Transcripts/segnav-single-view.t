# Seg Nav (the storyboard chapter, T12): the root is a plain UITableViewController with two
# static cells, so no data source is asked for rows. «Single view» has a Push segue to a
# plain view controller with a label; its back button reads "Seg Nav", the Back Button
# attribute of the root's navigation item, not the root's title "Segue Navigator".
# Lines marked [uncertain]: the sources leave their order open; `explain` on the command names them.
> launch segnav
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  UITableViewController#1 init(coder:)
  UITableViewController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  UITableViewController#1 loadView() [uncertain]
  UITableViewController#1 viewDidLoad() [uncertain]
  UITableViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  UITableViewController#1 viewDidAppear(animated: false)
> screen
  Segue Navigator
  ────────────────────
    1. Single view  >
    2. Sub-menu  >
> trace segue on
> tap single view
  UIViewController#1 init(coder:)
  UIViewController#1 awakeFromNib()
  UITableViewController#1 prepare(for: "singleView", sender: UITableViewCell(Basic) [0, 0])
  UIViewController#1 loadView()
  UIViewController#1 viewDidLoad()
  UITableViewController#1 viewWillDisappear(animated: true)
  UIViewController#1 viewWillAppear(animated: true)
  UITableViewController#1 viewDidDisappear(animated: true)
  UIViewController#1 viewDidAppear(animated: true)
> screen
  < Seg Nav
  ────────────────────
  Single View
> tap back
  UIViewController#1 viewWillDisappear(animated: true)
  UITableViewController#1 viewWillAppear(animated: true)
  UIViewController#1 viewDidDisappear(animated: true)
  UITableViewController#1 viewDidAppear(animated: true)
  UIViewController#1 deinit
> screen
  Segue Navigator
  ────────────────────
    1. Single view  >
    2. Sub-menu  >
