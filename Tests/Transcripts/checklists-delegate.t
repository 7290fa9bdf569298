# Checklists' item detail screen adds and edits through ItemDetailViewControllerDelegate. The
# list makes itself the delegate in prepare(for:sender:); Done hands the item back, and the
# list (not the detail) inserts or reconfigures the row, pops the detail and saves. Cancel only
# pops. A tap on a row toggles its checkmark; a swipe deletes; each change saves the whole list.
# Lines marked [uncertain]: the sources leave their order open; `explain` on the command names them.
> trace delegate on
> trace store on
> trace table on
> launch checklists
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  ChecklistViewController#1 init(coder:)
  ChecklistViewController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  ChecklistViewController#1 loadView() [uncertain]
  ChecklistViewController#1 viewDidLoad() [uncertain]
  ChecklistViewController#1 loadChecklistItems()
  Data init(contentsOf: "Documents/Checklists.plist")
  note: no Documents/Checklists.plist yet: `try? Data(contentsOf:)` gives nil and items stays empty
  ChecklistViewController#1 viewWillAppear(animated: false) [uncertain]
  ChecklistViewController#1 numberOfSections(in:)
  ChecklistViewController#1 tableView(_:numberOfRowsInSection: 0)
  SceneDelegate#1 sceneDidBecomeActive(_:)
  ChecklistViewController#1 viewDidAppear(animated: false)
> tap +
  ItemDetailViewController#1 init(coder:)
  ItemDetailViewController#1 awakeFromNib()
  ChecklistViewController#1 prepare(for: "AddItem", sender: UIBarButtonItem(+))
  note: prepare(for:sender:): controller.delegate = self
  ItemDetailViewController#1 loadView()
  ItemDetailViewController#1 viewDidLoad()
  ChecklistViewController#1 viewWillDisappear(animated: true)
  ItemDetailViewController#1 viewWillAppear(animated: true)
  UINavigationController#1.delegate navigationController(_:willShow: ItemDetailViewController#1, animated: true) [uncertain]
  ChecklistViewController#1 viewDidDisappear(animated: true)
  ItemDetailViewController#1 viewDidAppear(animated: true)
  UINavigationController#1.delegate navigationController(_:didShow: ItemDetailViewController#1, animated: true) [uncertain]
> screen
  < Checklists [Cancel]   Add Item   [Done]
  ─────────────────────────────────────────
  Item: (Name of the Item)   ‹text›
# Done is disabled until the field has text.
> tap done
error: tap done: Done is disabled while the text field is empty (textField(_:shouldChangeCharactersIn:replacementString:) enables it when there is text); `type text …` first
> type text Walk the dog
> tap done
  ChecklistViewController#1 itemDetailViewController(_: ItemDetailViewController#1, didFinishAdding: "Walk the dog")
  note: added item 1: Walk the dog
  ChecklistViewController#1 insertRows(at: [0, 0], with: .automatic)
  ChecklistViewController#1 saveChecklistItems()
  Data write(to: "Documents/Checklists.plist", options: .atomic)
  ItemDetailViewController#1 viewWillDisappear(animated: true)
  ChecklistViewController#1 viewWillAppear(animated: true)
  UINavigationController#1.delegate navigationController(_:willShow: ChecklistViewController#1, animated: true) [uncertain]
  ItemDetailViewController#1 viewDidDisappear(animated: true)
  ChecklistViewController#1 viewDidAppear(animated: true)
  UINavigationController#1.delegate navigationController(_:didShow: ChecklistViewController#1, animated: true) [uncertain]
  ItemDetailViewController#1 deinit
> screen
  Checklists   [+]
  ────────────────────
    1. Walk the dog  ⓘ
  (also: swipe ROW delete, tap info ROW)
# The detail disclosure button (ⓘ) performs EditItem with the cell as its sender.
> tap info 1
  ItemDetailViewController#2 init(coder:)
  ItemDetailViewController#2 awakeFromNib()
  ChecklistViewController#1 prepare(for: "EditItem", sender: UITableViewCell(ChecklistItem) [0, 0])
  note: prepare(for:sender:): controller.delegate = self; controller.itemToEdit = items[0] ("Walk the dog")
  ItemDetailViewController#2 loadView()
  ItemDetailViewController#2 viewDidLoad()
  ChecklistViewController#1 viewWillDisappear(animated: true)
  ItemDetailViewController#2 viewWillAppear(animated: true)
  UINavigationController#1.delegate navigationController(_:willShow: ItemDetailViewController#2, animated: true) [uncertain]
  ChecklistViewController#1 viewDidDisappear(animated: true)
  ItemDetailViewController#2 viewDidAppear(animated: true)
  UINavigationController#1.delegate navigationController(_:didShow: ItemDetailViewController#2, animated: true) [uncertain]
> screen
  < Checklists [Cancel]   Edit Item   [Done]
  ──────────────────────────────────────────
  Item: Walk the dog   ‹text›
> type text Walk the cat
> tap done
  ChecklistViewController#1 itemDetailViewController(_: ItemDetailViewController#2, didFinishEditing: "Walk the cat")
  note: item 1 changed: Walk the cat
  ChecklistViewController#1 cellForRow(at: [0, 0])
  ChecklistViewController#1 saveChecklistItems()
  Data write(to: "Documents/Checklists.plist", options: .atomic)
  ItemDetailViewController#2 viewWillDisappear(animated: true)
  ChecklistViewController#1 viewWillAppear(animated: true)
  UINavigationController#1.delegate navigationController(_:willShow: ChecklistViewController#1, animated: true) [uncertain]
  ItemDetailViewController#2 viewDidDisappear(animated: true)
  ChecklistViewController#1 viewDidAppear(animated: true)
  UINavigationController#1.delegate navigationController(_:didShow: ChecklistViewController#1, animated: true) [uncertain]
  ItemDetailViewController#2 deinit
> tap +
  ItemDetailViewController#3 init(coder:)
  ItemDetailViewController#3 awakeFromNib()
  ChecklistViewController#1 prepare(for: "AddItem", sender: UIBarButtonItem(+))
  note: prepare(for:sender:): controller.delegate = self
  ItemDetailViewController#3 loadView()
  ItemDetailViewController#3 viewDidLoad()
  ChecklistViewController#1 viewWillDisappear(animated: true)
  ItemDetailViewController#3 viewWillAppear(animated: true)
  UINavigationController#1.delegate navigationController(_:willShow: ItemDetailViewController#3, animated: true) [uncertain]
  ChecklistViewController#1 viewDidDisappear(animated: true)
  ItemDetailViewController#3 viewDidAppear(animated: true)
  UINavigationController#1.delegate navigationController(_:didShow: ItemDetailViewController#3, animated: true) [uncertain]
> tap cancel
  ChecklistViewController#1 itemDetailViewControllerDidCancel(_: ItemDetailViewController#3)
  ItemDetailViewController#3 viewWillDisappear(animated: true)
  ChecklistViewController#1 viewWillAppear(animated: true)
  UINavigationController#1.delegate navigationController(_:willShow: ChecklistViewController#1, animated: true) [uncertain]
  ItemDetailViewController#3 viewDidDisappear(animated: true)
  ChecklistViewController#1 viewDidAppear(animated: true)
  UINavigationController#1.delegate navigationController(_:didShow: ChecklistViewController#1, animated: true) [uncertain]
  ItemDetailViewController#3 deinit
> tap 1
  ChecklistViewController#1 tableView(_:didSelectRowAt: [0, 0])
  note: item 1 checked: Walk the cat
  ChecklistViewController#1 cellForRow(at: [0, 0])
  ChecklistViewController#1 deselectRow(at: [0, 0], animated: true)
  ChecklistViewController#1 saveChecklistItems()
  Data write(to: "Documents/Checklists.plist", options: .atomic)
> screen
  Checklists   [+]
  ────────────────────
    1. ✓ Walk the cat  ⓘ
  (also: swipe ROW delete, tap info ROW)
> swipe 1 delete
  ChecklistViewController#1 tableView(_:commit: .delete, forRowAt: [0, 0])
  note: removed item 1: Walk the cat
  ChecklistViewController#1 deleteRows(at: [0, 0], with: .automatic)
  ChecklistViewController#1 saveChecklistItems()
  Data write(to: "Documents/Checklists.plist", options: .atomic)
> item list
  (no items)
