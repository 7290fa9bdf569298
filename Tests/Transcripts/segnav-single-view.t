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
error: column 12: unexpected argument 'view'; usage: tap ELEMENT
> screen
  Segue Navigator
  ────────────────────
    1. Single view  >
    2. Sub-menu  >
> tap back
error: tap back: Segue Navigator does not offer that; it offers tap ROW (1 to 2)
> screen
  Segue Navigator
  ────────────────────
    1. Single view  >
    2. Sub-menu  >
