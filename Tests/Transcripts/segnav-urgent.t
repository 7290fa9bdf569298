# The data round trip of the storyboard chapter (T14). Tapping a task's cell performs its
# prototype's Push segue; prepare(for:sender:) gets the cell as sender and, by key-value
# coding, makes the list the detail's delegate and hands it the selection, before the
# detail's viewDidLoad fills the text view. Back prepares no segue: the detail's
# viewWillDisappear sends editedSelection to the delegate, whose setter replaces the task
# and reloads its row, which now dequeues an attentionCell.
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
> trace segue on
> trace delegate on
> trace table on
> tap walk the dog
  BIDTaskDetailController#1 init(coder:)
  BIDTaskDetailController#1 awakeFromNib()
  BIDTaskListController#1 prepare(for: "plainCellDetail", sender: UITableViewCell(plainCell) [0, 0])
  BIDTaskDetailController#1 setValue(_: BIDTaskListController#1, forKey: "delegate")
  BIDTaskDetailController#1 setValue(_: "{indexPath: [0, 0], object: Walk the dog}", forKey: "selection")
  BIDTaskListController#1 tableView(_:didSelectRowAt: [0, 0])
  BIDTaskDetailController#1 loadView()
  BIDTaskDetailController#1 viewDidLoad()
  note: textView.becomeFirstResponder(): the keyboard is up, the text view holds "Walk the dog"
  BIDTaskListController#1 viewWillDisappear(animated: true)
  BIDTaskDetailController#1 viewWillAppear(animated: true)
  UINavigationController#1.delegate navigationController(_:willShow: BIDTaskDetailController#1, animated: true) [uncertain]
  BIDTaskListController#1 viewDidDisappear(animated: true)
  BIDTaskDetailController#1 viewDidAppear(animated: true)
  UINavigationController#1.delegate navigationController(_:didShow: BIDTaskDetailController#1, animated: true) [uncertain]
> screen
  < Back
  ────────────────────
  Text: Walk the dog   ‹text›
> type text URGENT: Walk the dog
> tap back
  BIDTaskDetailController#1 viewWillDisappear(animated: true)
  BIDTaskListController#1 setValue(_: "{indexPath: [0, 0], object: URGENT: Walk the dog}", forKey: "editedSelection")
  note: task 1 changed: URGENT: Walk the dog
  note: reloadRowsAtIndexPaths:withRowAnimation:, where the course prints reloadDataAtIndexPaths: (001:L636), a method UITableView does not have (`explain reloadRows(at:with:)`)
  BIDTaskListController#1 reloadRows(at: [0, 0], with: .automatic)
  BIDTaskListController#1 tableView(_:cellForRowAt: [0, 0], dequeue: "attentionCell")
  BIDTaskListController#1 viewWillAppear(animated: true)
  UINavigationController#1.delegate navigationController(_:willShow: BIDTaskListController#1, animated: true) [uncertain]
  BIDTaskDetailController#1 viewDidDisappear(animated: true)
  BIDTaskListController#1 viewDidAppear(animated: true)
  UINavigationController#1.delegate navigationController(_:didShow: BIDTaskListController#1, animated: true) [uncertain]
  BIDTaskDetailController#1 deinit
> screen
  < Seg Nav
  ────────────────────
    1. URGENT: Walk the dog — attentionCell  >
    2. URGENT:Buy milk — attentionCell  >
    3. Clean hidden lair — plainCell  >
    4. Invent miniature dolphins — plainCell  >
    5. Find new henchmen — plainCell  >
    6. Get revenge on do-gooder heroes — plainCell  >
    7. URGENT: Fold laundry — attentionCell  >
    8. Hold entire world hostage — plainCell  >
    9. Manicure — plainCell  >
