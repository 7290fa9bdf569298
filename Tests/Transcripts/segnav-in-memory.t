# The tasks live in the list controller, as in the book: going back to the root frees the
# list, and the next visit makes a new one whose viewDidLoad starts from the nine tasks.
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
> tap sub-menu
  BIDTaskListController#1 init(coder:)
  BIDTaskListController#1 awakeFromNib()
  UITableViewController#1 prepare(for: "subMenu", sender: UITableViewCell(Basic) [0, 1])
  BIDTaskListController#1 loadView()
  BIDTaskListController#1 viewDidLoad()
  UITableViewController#1 viewWillDisappear(animated: true)
  BIDTaskListController#1 viewWillAppear(animated: true)
  UITableViewController#1 viewDidDisappear(animated: true)
  BIDTaskListController#1 viewDidAppear(animated: true)
> tap 1
  BIDTaskDetailController#1 init(coder:)
  BIDTaskDetailController#1 awakeFromNib()
  BIDTaskListController#1 prepare(for: "plainCellDetail", sender: UITableViewCell(plainCell) [0, 0])
  BIDTaskDetailController#1 setValue(_: BIDTaskListController#1, forKey: "delegate")
  BIDTaskDetailController#1 setValue(_: "{indexPath: [0, 0], object: Walk the dog}", forKey: "selection")
  BIDTaskDetailController#1 loadView()
  BIDTaskDetailController#1 viewDidLoad()
  note: textView.becomeFirstResponder(): the keyboard is up, the text view holds "Walk the dog"
  BIDTaskListController#1 viewWillDisappear(animated: true)
  BIDTaskDetailController#1 viewWillAppear(animated: true)
  BIDTaskListController#1 viewDidDisappear(animated: true)
  BIDTaskDetailController#1 viewDidAppear(animated: true)
> type text URGENT: Walk the dog
> tap back
  BIDTaskDetailController#1 viewWillDisappear(animated: true)
  note: task 1 changed: URGENT: Walk the dog
  note: reloadRowsAtIndexPaths:withRowAnimation:, where the course prints reloadDataAtIndexPaths: (001:L636), a method UITableView does not have (`explain reloadRows(at:with:)`)
  BIDTaskListController#1 viewWillAppear(animated: true)
  BIDTaskDetailController#1 viewDidDisappear(animated: true)
  BIDTaskListController#1 viewDidAppear(animated: true)
  BIDTaskDetailController#1 deinit
> tap back
  BIDTaskListController#1 viewWillDisappear(animated: true)
  UITableViewController#1 viewWillAppear(animated: true)
  BIDTaskListController#1 viewDidDisappear(animated: true)
  UITableViewController#1 viewDidAppear(animated: true)
  BIDTaskListController#1 deinit
> tap sub-menu
  BIDTaskListController#2 init(coder:)
  BIDTaskListController#2 awakeFromNib()
  UITableViewController#1 prepare(for: "subMenu", sender: UITableViewCell(Basic) [0, 1])
  BIDTaskListController#2 loadView()
  BIDTaskListController#2 viewDidLoad()
  UITableViewController#1 viewWillDisappear(animated: true)
  BIDTaskListController#2 viewWillAppear(animated: true)
  UITableViewController#1 viewDidDisappear(animated: true)
  BIDTaskListController#2 viewDidAppear(animated: true)
> screen
  < Seg Nav
  ────────────────────
    1. Walk the dog — plainCell  >
    2. URGENT:Buy milk — attentionCell  >
    3. Clean hidden lair — plainCell  >
    4. Invent miniature dolphins — plainCell  >
    5. Find new henchmen — plainCell  >
    6. Get revenge on do-gooder heroes — plainCell  >
    7. URGENT: Fold laundry — attentionCell  >
    8. Hold entire world hostage — plainCell  >
    9. Manicure — plainCell  >
> segue plainCellDetail
  BIDTaskDetailController#2 init(coder:)
  BIDTaskDetailController#2 awakeFromNib()
  BIDTaskListController#2 prepare(for: "plainCellDetail")
  note: prepare(for:sender:) has no cell for a sender: indexPathForCell: finds no row, so the detail gets no selection (the book's code expects a tap on a cell)
  BIDTaskDetailController#2 loadView()
  BIDTaskDetailController#2 viewDidLoad()
  note: textView.becomeFirstResponder(): the keyboard is up, the text view holds ""
  BIDTaskListController#2 viewWillDisappear(animated: true)
  BIDTaskDetailController#2 viewWillAppear(animated: true)
  BIDTaskListController#2 viewDidDisappear(animated: true)
  BIDTaskDetailController#2 viewDidAppear(animated: true)
> tap back
  BIDTaskDetailController#2 viewWillDisappear(animated: true)
  BIDTaskListController#2 viewWillAppear(animated: true)
  BIDTaskDetailController#2 viewDidDisappear(animated: true)
  BIDTaskListController#2 viewDidAppear(animated: true)
  BIDTaskDetailController#2 deinit
> tap edit
error: tap edit: this screen does not offer that; it offers tap back, tap ROW (1 to 9)
