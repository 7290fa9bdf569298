# Xcode's master-detail template before scenes (Tests/Projects/MasterDetail): the storyboard's
# split view is a plain UISplitViewController, and the app delegate makes itself its delegate in
# application(_:didFinishLaunchingWithOptions:). Its splitViewController(_:collapseSecondary:onto:)
# prints and returns true, so on an iPhone the split view collapses with the master list on top;
# the row shows the detail, and back returns to the list.
# Lines marked [uncertain] are orders the notes do not settle (a window's first appearance at
# launch, a column's loading); they are scenelab's own, not the project's.
#: open ../Projects/MasterDetail
> launch
  MasterViewController#1 init(coder:)
  DetailViewController#1 init(coder:)
  DetailViewController#1 awakeFromNib()
  MasterViewController#1 awakeFromNib()
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  print: AppDelegate: application(_:didFinishLaunchingWithOptions:)
  DetailViewController#1 loadView() [uncertain]
  DetailViewController#1 viewDidLoad() [uncertain]
  print: Detail: viewDidLoad()
  MasterViewController#1 loadView() [uncertain]
  MasterViewController#1 viewDidLoad() [uncertain]
  print: Master: viewDidLoad()
  DetailViewController#1 viewWillAppear(animated: false) [uncertain]
  print: Detail: viewWillAppear(_:)
  AppDelegate splitViewController(_:collapseSecondary: UINavigationController#2, onto: UINavigationController#1)
  print: AppDelegate: splitViewController(_:collapseSecondary:onto:)
  DetailViewController#1 viewWillDisappear(animated: false)
  DetailViewController#1 viewDidDisappear(animated: false)
  MasterViewController#1 viewWillAppear(animated: false) [uncertain]
  print: Master: viewWillAppear(_:)
  MasterViewController#1 viewDidAppear(animated: false) [uncertain]
  AppDelegate applicationDidBecomeActive(_:) [uncertain]
> screen
  Master
  ────────────────────
    1. First  >
    2. Second  >
> tap 1
  MasterViewController#1 shouldPerformSegue(withIdentifier: "showDetail", sender: UITableViewCell)
  DetailViewController#2 init(coder:)
  DetailViewController#2 awakeFromNib()
  MasterViewController#1 prepare(for: "showDetail", sender: UITableViewCell)
  DetailViewController#1 deinit
  MasterViewController#1 viewWillDisappear(animated: true)
  DetailViewController#2 loadView()
  DetailViewController#2 viewDidLoad()
  print: Detail: viewDidLoad()
  DetailViewController#2 viewWillAppear(animated: true)
  print: Detail: viewWillAppear(_:)
  MasterViewController#1 viewDidDisappear(animated: true)
  DetailViewController#2 viewDidAppear(animated: true)
> tap back
  DetailViewController#2 viewWillDisappear(animated: true)
  MasterViewController#1 viewWillAppear(animated: true)
  print: Master: viewWillAppear(_:)
  DetailViewController#2 viewDidDisappear(animated: true)
  MasterViewController#1 viewDidAppear(animated: true)
  DetailViewController#2 deinit
