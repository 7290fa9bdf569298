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
error: column 10: unexpected argument 'the'; usage: tap ELEMENT
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
> type text URGENT: Walk the dog
error: type text: this screen does not offer that; it offers tap back, tap ROW (1 to 9)
> tap back
  BIDTaskListController#1 viewWillDisappear(animated: true)
  UITableViewController#1 viewWillAppear(animated: true)
  UINavigationController#1.delegate navigationController(_:willShow: UITableViewController#1, animated: true) [uncertain]
  BIDTaskListController#1 viewDidDisappear(animated: true)
  UITableViewController#1 viewDidAppear(animated: true)
  UINavigationController#1.delegate navigationController(_:didShow: UITableViewController#1, animated: true) [uncertain]
  BIDTaskListController#1 deinit
> screen
  Segue Navigator
  ────────────────────
    1. Single view  >
    2. Sub-menu  >
