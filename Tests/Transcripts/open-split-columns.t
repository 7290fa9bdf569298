# A split view in column style (allowDoubleColumnStyle) from a project without a scene
# manifest: the app delegate's lifecycle. On an iPhone it collapses, and with no delegate
# answering topColumnForCollapsingToProposedTopColumn the secondary stays on top, pushed onto
# the primary's navigation stack; back reveals the list, whose prototype cell, a row per element of the items array, shows the detail.
# Lines marked [uncertain] are orders the notes do not settle (a window's first appearance at
# launch, an embedded child's loading); they are scenelab's own, not the project's.
#: open ../Projects/SplitColumns
> launch
  ListViewController#1 init(coder:)
  ItemViewController#1 init(coder:)
  ItemViewController#1 awakeFromNib()
  ListViewController#1 awakeFromNib()
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  print: AppDelegate: application(_:didFinishLaunchingWithOptions:)
  ItemViewController#1 loadView() [uncertain]
  ItemViewController#1 viewDidLoad() [uncertain]
  print: Item: viewDidLoad()
  ItemViewController#1 viewWillAppear(animated: false) [uncertain]
  print: Item: viewWillAppear(_:)
  ItemViewController#1 viewDidAppear(animated: false) [uncertain]
  print: Item: viewDidAppear(_:)
  AppDelegate applicationDidBecomeActive(_:) [uncertain]
  print: AppDelegate: applicationDidBecomeActive(_:)
> screen
  < Items   Item
  ────────────────────
  Pick an item
> tap back
  ListViewController#1 loadView()
  ListViewController#1 viewDidLoad()
  print: List: viewDidLoad()
  ItemViewController#1 viewWillDisappear(animated: true)
  ListViewController#1 viewWillAppear(animated: true)
  print: List: viewWillAppear(_:)
  ItemViewController#1 viewDidDisappear(animated: true)
  ListViewController#1 viewDidAppear(animated: true)
  ItemViewController#1 deinit
> screen
  Items
  ────────────────────
    1. Apples  >
    2. Pears  >
    3. Plums  >
> tap Apples
  ListViewController#1 shouldPerformSegue(withIdentifier: "showItem", sender: UITableViewCell)
  ItemViewController#2 init(coder:)
  ItemViewController#2 awakeFromNib()
  ListViewController#1 prepare(for: "showItem", sender: UITableViewCell)
  print: List: prepare(for:sender:) showItem
  ListViewController#1 viewWillDisappear(animated: true)
  ItemViewController#2 loadView()
  ItemViewController#2 viewDidLoad()
  print: Item: viewDidLoad()
  ItemViewController#2 viewWillAppear(animated: true)
  print: Item: viewWillAppear(_:)
  ListViewController#1 viewDidDisappear(animated: true)
  ItemViewController#2 viewDidAppear(animated: true)
  print: Item: viewDidAppear(_:)
