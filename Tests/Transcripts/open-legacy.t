# An Xcode 5 storyboard in en.lproj with push and modal segues, read as Show and Present
# Modally; its Info.plist is found through INFOPLIST_FILE. As in Xcode's Master-Detail template,
# the master's prepare(for:sender:) reads the tapped row as `tableView.indexPathForSelectedRow` and
# hands the row's object to the detail (`detailItem`), whose viewDidLoad() prints it; the third
# row hands the third.
# Lines marked [uncertain] are orders the notes do not settle (a window's first appearance at
# launch, an embedded child's loading); they are scenelab's own, not the project's.
#: open ../Projects/Legacy
> launch
  MasterViewController#1 init(coder:)
  MasterViewController#1 awakeFromNib()
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  print: AppDelegate: application(_:didFinishLaunchingWithOptions:)
  MasterViewController#1 loadView() [uncertain]
  MasterViewController#1 viewDidLoad() [uncertain]
  print: Master: viewDidLoad()
  MasterViewController#1 viewWillAppear(animated: false) [uncertain]
  print: Master: viewWillAppear(_:)
  MasterViewController#1 viewDidAppear(animated: false) [uncertain]
  AppDelegate applicationDidBecomeActive(_:) [uncertain]
> tap 1
  MasterViewController#1 shouldPerformSegue(withIdentifier: "showDetail", sender: UITableViewCell)
  DetailViewController#1 init(coder:)
  DetailViewController#1 awakeFromNib()
  MasterViewController#1 prepare(for: "showDetail", sender: UITableViewCell)
  print: Master: showing row 0
  DetailViewController#1 loadView()
  DetailViewController#1 viewDidLoad()
  print: Detail: viewDidLoad() First
  MasterViewController#1 viewWillDisappear(animated: true)
  DetailViewController#1 viewWillAppear(animated: true)
  print: Detail: viewWillAppear(_:)
  MasterViewController#1 viewDidDisappear(animated: true)
  DetailViewController#1 viewDidAppear(animated: true)
> tap back
  DetailViewController#1 viewWillDisappear(animated: true)
  MasterViewController#1 viewWillAppear(animated: true)
  print: Master: viewWillAppear(_:)
  DetailViewController#1 viewDidDisappear(animated: true)
  MasterViewController#1 viewDidAppear(animated: true)
  DetailViewController#1 deinit
> tap 3
  MasterViewController#1 shouldPerformSegue(withIdentifier: "showDetail", sender: UITableViewCell)
  DetailViewController#2 init(coder:)
  DetailViewController#2 awakeFromNib()
  MasterViewController#1 prepare(for: "showDetail", sender: UITableViewCell)
  print: Master: showing row 2
  DetailViewController#2 loadView()
  DetailViewController#2 viewDidLoad()
  print: Detail: viewDidLoad() Third
  MasterViewController#1 viewWillDisappear(animated: true)
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
> tap Info
  MasterViewController#1 shouldPerformSegue(withIdentifier: "showInfo", sender: Info)
  InfoViewController#1 init(coder:)
  InfoViewController#1 awakeFromNib()
  MasterViewController#1 prepare(for: "showInfo", sender: Info)
  InfoViewController#1 loadView()
  InfoViewController#1 viewDidLoad()
  print: Info: viewDidLoad()
  InfoViewController#1 viewWillAppear(animated: true)
  print: Info: viewWillAppear(_:)
  InfoViewController#1 viewDidAppear(animated: true)
> tap Done
  InfoViewController#1 viewWillDisappear(animated: true)
  InfoViewController#1 viewDidDisappear(animated: true)
  InfoViewController#1 deinit
