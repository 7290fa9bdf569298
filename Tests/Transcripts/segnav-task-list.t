# Seg Nav's sub-menu (T13): BIDTaskListController fills its nine tasks in viewDidLoad and
# its table dequeues the red `attentionCell` prototype for every task containing "URGENT"
# (case-sensitive), `plainCell` for the others.
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
> trace table on
# The cell is wired to the segue: UIKit prepares it before it tells the
# table's delegate of the selection.
> tap sub-menu
  BIDTaskListController#1 init(coder:)
  BIDTaskListController#1 awakeFromNib()
  UITableViewController#1 prepare(for: "subMenu", sender: UITableViewCell(Basic) [0, 1])
  UITableViewController#1 tableView(_:didSelectRowAt: [0, 1])
  BIDTaskListController#1 loadView()
  BIDTaskListController#1 viewDidLoad()
  UITableViewController#1 viewWillDisappear(animated: true)
  BIDTaskListController#1 viewWillAppear(animated: true)
  BIDTaskListController#1 numberOfSections(in:)
  BIDTaskListController#1 tableView(_:numberOfRowsInSection: 0)
  BIDTaskListController#1 tableView(_:cellForRowAt: [0, 0], dequeue: "plainCell")
  BIDTaskListController#1 tableView(_:cellForRowAt: [0, 1], dequeue: "attentionCell")
  BIDTaskListController#1 tableView(_:cellForRowAt: [0, 2], dequeue: "plainCell")
  BIDTaskListController#1 tableView(_:cellForRowAt: [0, 3], dequeue: "plainCell")
  BIDTaskListController#1 tableView(_:cellForRowAt: [0, 4], dequeue: "plainCell")
  BIDTaskListController#1 tableView(_:cellForRowAt: [0, 5], dequeue: "plainCell")
  BIDTaskListController#1 tableView(_:cellForRowAt: [0, 6], dequeue: "attentionCell")
  BIDTaskListController#1 tableView(_:cellForRowAt: [0, 7], dequeue: "plainCell")
  BIDTaskListController#1 tableView(_:cellForRowAt: [0, 8], dequeue: "plainCell")
  UITableViewController#1 viewDidDisappear(animated: true)
  BIDTaskListController#1 viewDidAppear(animated: true)
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
