# The reverse (T15): removing "URGENT" from task 2 turns its row back into a plainCell. An
# unchanged text reloads nothing: the setter compares before it replaces.
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
> trace table on
> tap 2
  BIDTaskDetailController#1 init(coder:)
  BIDTaskDetailController#1 awakeFromNib()
  BIDTaskListController#1 prepare(for: "attentionCellDetail", sender: UITableViewCell(attentionCell) [0, 1])
  BIDTaskDetailController#1 setValue(_: BIDTaskListController#1, forKey: "delegate")
  BIDTaskDetailController#1 setValue(_: "{indexPath: [0, 1], object: URGENT:Buy milk}", forKey: "selection")
  BIDTaskListController#1 tableView(_:didSelectRowAt: [0, 1])
  BIDTaskDetailController#1 loadView()
  BIDTaskDetailController#1 viewDidLoad()
  note: textView.becomeFirstResponder(): the keyboard is up, the text view holds "URGENT:Buy milk"
  BIDTaskListController#1 viewWillDisappear(animated: true)
  BIDTaskDetailController#1 viewWillAppear(animated: true)
  BIDTaskListController#1 viewDidDisappear(animated: true)
  BIDTaskDetailController#1 viewDidAppear(animated: true)
> type text Buy milk
> tap back
  BIDTaskDetailController#1 viewWillDisappear(animated: true)
  note: task 2 changed: Buy milk
  note: reloadRowsAtIndexPaths:withRowAnimation:, where the course prints reloadDataAtIndexPaths: (001:L636), a method UITableView does not have (`explain reloadRows(at:with:)`)
  BIDTaskListController#1 reloadRows(at: [0, 1], with: .automatic)
  BIDTaskListController#1 tableView(_:cellForRowAt: [0, 1], dequeue: "plainCell")
  BIDTaskListController#1 viewWillAppear(animated: true)
  BIDTaskDetailController#1 viewDidDisappear(animated: true)
  BIDTaskListController#1 viewDidAppear(animated: true)
  BIDTaskDetailController#1 deinit
> tap 3
  BIDTaskDetailController#2 init(coder:)
  BIDTaskDetailController#2 awakeFromNib()
  BIDTaskListController#1 prepare(for: "plainCellDetail", sender: UITableViewCell(plainCell) [0, 2])
  BIDTaskDetailController#2 setValue(_: BIDTaskListController#1, forKey: "delegate")
  BIDTaskDetailController#2 setValue(_: "{indexPath: [0, 2], object: Clean hidden lair}", forKey: "selection")
  BIDTaskListController#1 tableView(_:didSelectRowAt: [0, 2])
  BIDTaskDetailController#2 loadView()
  BIDTaskDetailController#2 viewDidLoad()
  note: textView.becomeFirstResponder(): the keyboard is up, the text view holds "Clean hidden lair"
  BIDTaskListController#1 viewWillDisappear(animated: true)
  BIDTaskDetailController#2 viewWillAppear(animated: true)
  BIDTaskListController#1 viewDidDisappear(animated: true)
  BIDTaskDetailController#2 viewDidAppear(animated: true)
> tap back
  BIDTaskDetailController#2 viewWillDisappear(animated: true)
  BIDTaskListController#1 viewWillAppear(animated: true)
  BIDTaskDetailController#2 viewDidDisappear(animated: true)
  BIDTaskListController#1 viewDidAppear(animated: true)
  BIDTaskDetailController#2 deinit
> screen
  < Seg Nav
  ────────────────────
    1. Walk the dog — plainCell  >
    2. Buy milk — plainCell  >
    3. Clean hidden lair — plainCell  >
    4. Invent miniature dolphins — plainCell  >
    5. Find new henchmen — plainCell  >
    6. Get revenge on do-gooder heroes — plainCell  >
    7. URGENT: Fold laundry — attentionCell  >
    8. Hold entire world hostage — plainCell  >
    9. Manicure — plainCell  >
