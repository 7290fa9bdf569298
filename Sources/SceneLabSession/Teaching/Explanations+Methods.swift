/// `explain` on the methods scenelab prints that the main table leaves out:
/// initializers, containment, delegates, the app delegate of an app
/// without scenes, table views and the store.
extension Explanations {
    static let methodTopics: [String: [String]] = [
        "GameScene": [
            "Snake's SpriteKit scene (no graphics here: `tap apple`, `tap wall`). GameViewController makes it in",
            "viewDidLoad and sets itself as its gameDelegate, or its onGameEnd closure with [weak self]. At the wall the",
            "scene records the score in Game.shared and reports snake.body.count - 1, the apples eaten.",
        ],
        "Game.shared": [
            "Snake's singleton: `static let shared = Game()` with a private init, made at its first use, when it loads",
            "the records through RecordsCaretaker; `records` has a didSet that saves them. The course weighs the",
            "pattern's costs (one instance everywhere, no mock in tests) against its ease.",
        ],
        "RecordsCaretaker": [
            "Snake's memento caretaker: retrieveRecords() reads `records` with data(forKey:) and decodes JSON with",
            "JSONDecoder; save(records:) encodes with JSONEncoder (dates as seconds since 2001, its default) and",
            "writes the Data with set(_:forKey:). `defaults read com.example.Snake records --decode json` shows it.",
        ],
        "snake-source-defects": [
            "What the Snake course's text gets wrong, and what scenelab does: `protocol …: class` is the old spelling",
            "of `: AnyObject`; the closure version uses GameViewController.onGameEnd without declaring it; the records",
            "screen's dateFormat = \".short\" prints no date (dateStyle was meant); \"\\\\(record.score)\" would print",
            "the text literally; «Заккрыть» is «Закрыть»; the menu button is «Играть» in one place, «Начать игру» in another.",
        ],
        "ChecklistItem": [
            "Checklists' model: `class ChecklistItem: NSObject, Codable` with `text` and `checked`. Codable is all the",
            "saving chapter adds: PropertyListEncoder then writes each item as a dictionary {checked, text}. The",
            "`text` property is not named in the chapter itself (outside knowledge, from the book's earlier chapters).",
        ],
        "checklists": [
            "The iOS Apprentice's Checklists after \"Saving & Loading\": ChecklistViewController in a navigation",
            "controller, ItemDetailViewController for adding (+, AddItem) and editing (`tap info N`, EditItem), a",
            "delegate protocol back, and Documents/Checklists.plist saved after each change and loaded in viewDidLoad.",
            "The chapter's test: kill, `rm Documents/Checklists.plist`, relaunch (empty), add (the file is back).",
        ],
        "loadChecklistItems()": [
            "Checklists' load (iOS Apprentice, \"Saving & Loading\"), called in the list's viewDidLoad: `try?",
            "Data(contentsOf: dataFilePath())` gives nil when there is no file (the first run: the list stays empty),",
            "else PropertyListDecoder decodes [ChecklistItem]. The book's catch only prints \"Error decoding item",
            "array\", and its next save overwrites the file; scenelab moves such a file aside as",
            "Checklists.plist.corrupt-STAMP and warns, so nothing is lost.",
        ],
        "saveChecklistItems()": [
            "Checklists' save: PropertyListEncoder (binary by default, so the file starts with bplist00) encodes the",
            "whole items array as [{checked, text}], and `data.write(to:options: .atomic)` replaces",
            "Documents/Checklists.plist. The chapter calls it at the end of the four places items change: the two",
            "ItemDetailViewControllerDelegate methods, tableView(_:commit:forRowAt:) and tableView(_:didSelectRowAt:).",
            "No lifecycle callback saves: a kill at any moment loses nothing already saved.",
            "In the delegate methods the book calls it after popViewController(animated:); scenelab prints it before",
            "the pop's callbacks, which UIKit runs when the transition starts [uncertain].",
        ],
        "init(contentsOf:)": [
            "`Data(contentsOf: url)`: the whole file's bytes; it throws when there is no file. Checklists reads",
            "Documents/Checklists.plist with it in loadChecklistItems().",
        ],
        "write(to:options:)": [
            "`Data.write(to:options: .atomic)`: the bytes go to a temporary file that then replaces the original, so a",
            "reader (or a crash) sees the old file or the new one, never half of one.",
        ],
        "itemDetailViewController(_:didFinishAdding:)": [
            "ItemDetailViewControllerDelegate, Checklists: the detail's Done (with no itemToEdit) makes a ChecklistItem",
            "and hands it to its `weak var delegate`, the list, which appends it, inserts its row, pops the detail",
            "(the detail never pops itself) and saves. The list made itself the delegate in prepare(for:sender:).",
        ],
        "itemDetailViewController(_:didFinishEditing:)": [
            "ItemDetailViewControllerDelegate, Checklists: Done on an item to edit. The detail has already set the",
            "item's text (ChecklistItem is a class, so the list's array holds the same object); the list finds its row",
            "with items.firstIndex(of:), configures the cell again (cellForRow(at:)), pops and saves.",
        ],
        "itemDetailViewControllerDidCancel(_:)": [
            "ItemDetailViewControllerDelegate, Checklists: Cancel; the list pops the detail and nothing is saved.",
            "This method is not in the saving chapter itself: it comes from the book's earlier chapters (outside",
            "knowledge, from the book's conventions and learners' copies of its code).",
        ],
        "insertRows(at:with:)": [
            "The table inserts a row for an item the data source already holds (items.append came first), without",
            "reloading the others.",
        ],
        "cellForRow(at:)": [
            "UITableView's own lookup of a visible cell (nil when the row is off screen), which Checklists' code uses",
            "to configure the checkmark or the text of just that cell. Not the data source's tableView(_:cellForRowAt:).",
        ],
        "didEndGame(withResult:)": [
            "The Snake course's delegate chain: GameScene's wall collision calls GameSceneDelegate.didEndGame on its",
            "GameViewController, which calls GameViewControllerDelegate.didEndGame on the menu (its `weak var",
            "delegate`, set in prepare(for:sender:)) before it calls dismiss, as the course orders it. The result is",
            "snake.body.count - 1, the apples eaten. The course declares the protocols `: class`, the old spelling of",
            "`: AnyObject`. `snake wiring closure` plays the course's closure version instead.",
        ],
        "GameScene.onGameEnd": [
            "The Snake course's closure version: the scene's `onGameEnd`, set in GameViewController.viewDidLoad as",
            "{ [weak self] result in self?.onGameEnd?(result); self?.dismiss(animated: true) }. The course never",
            "declares the game controller's own `onGameEnd` property, which that code needs (a gap in the source).",
        ],
        "onGameEnd": [
            "The menu's closure, given to the game in prepare(for:sender:) with [weak self]: it sets the label",
            "«Последний результат: N». `[weak self]` keeps the game from holding the menu (closures capture strongly).",
        ],
        "data(forKey:)": [
            "UserDefaults' read of a Data value: nil when the key is missing or holds another type. The Snake course's",
            "RecordsCaretaker reads its JSON there, in the singleton Game's init, so at Game.shared's first use. A value",
            "it cannot decode gives no records; scenelab keeps the value under records-backup before the next save.",
        ],
        "setValue(_:forKey:)": [
            "Key-value coding, as the storyboard chapter's Seg Nav passes data (Objective-C, iOS 5): in",
            "prepareForSegue:sender: the list sets the detail's `delegate` and `selection` without importing its",
            "header; on Back the detail's viewWillDisappear: sets the list's `editedSelection`, because a pop prepares",
            "no segue. The list's custom setter replaces the task and reloads its row. Passing data back in",
            "viewWillDisappear is safe only while the detail has no segue of its own (it would fire on a push too).",
        ],
        "reloadRows(at:with:)": [
            "The table asks its data source for those rows' cells again, so a changed task can dequeue another",
            "prototype (Seg Nav's URGENT rule: attentionCell or plainCell). The book prints",
            "reloadDataAtIndexPaths:withRowAnimation:, which is not a UIKit method; this is the real one.",
        ],
        "splitViewController(_:collapseSecondary:onto:)": [
            "At compact width the split view asks its delegate before putting the secondary on the primary's stack.",
            "true means the delegate has handled it, so UIKit adds nothing: CS193p's theme chooser, the delegate from its",
            "awakeFromNib, says true while the game has no theme, so the chooser shows first. The game then gets",
            "viewWillAppear and disappears without viewDidAppear (the lecture's log D4; its one log, so observed).",
        ],
        "coordinator.animate(alongsideTransition:completion:) animation": [
            "A block given in viewWillTransition(to:with:) that runs inside the size transition's animation. In the",
            "CS193p log D2 every such block runs after the staying views' layout, then every completion block, then",
            "the hiding column's layout (one log; the lecture's logger prints it as `begin animate(...)`).",
        ],
        "coordinator.animate(alongsideTransition:completion:) completion": [
            "The completion block given with an alongside animation: it runs when the size transition ends. The",
            "CS193p logger prints it as `end animate(alongsideTransition:completion:)` (log D2).",
        ],
        "init(coder:)": [
            "A storyboard made this instance: UIKit decodes it from the storyboard file. awakeFromNib follows once every",
            "object of that storyboard scene exists; outlets are connected only by then. Segues always make a new one.",
        ],
        "init(nibName:bundle:)": [
            "The instance was made in code (CLASS()). No awakeFromNib follows; its view loads later, when first read."
        ],
        "init(rootViewController:)": [
            "A navigation controller made in code around its root (the book's window built in willConnectTo)."
        ],
        "awakeFromNib()": [
            "The storyboard finished making this scene's objects: outlets and properties set in the storyboard are in place.",
            "The CS193p log shows a container's children woken before the container. It runs once, before viewDidLoad.",
        ],
        "willMove(toParent:)": [
            "The controller is about to join a container (a push) or leave it (toParent: nil, a pop). Containment is on",
            "the `containment` channel; where it falls against the appearance calls is observed, not documented.",
        ],
        "didMove(toParent:)": [
            "The controller joined or left its container. After a pop, didMove(toParent: nil) comes after viewDidDisappear",
            "and just before deinit.",
        ],
        "navigationController(_:willShow:animated:)": [
            "The navigation controller's delegate hears that a push or pop will show a controller; scenelab names it",
            "UINavigationController#N.delegate. Its place against the appearance calls is not settled (uncertain).",
        ],
        "navigationController(_:didShow:animated:)": [
            "The navigation controller's delegate hears that the transition finished and the controller is shown."
        ],
        "scene(_:willConnectTo:options:)": [
            "A scene connects: a new window, or one UIKit disconnected to free memory coming back (its tree is rebuilt",
            "from scratch). The books load their model and build the window here. Runs once per connection.",
        ],
        "sceneDidDisconnect(_:)": [
            "The scene left memory: the user closed it in the switcher (its session is discarded too), or UIKit",
            "reclaimed a background scene (the session stays, and willConnectTo comes again). Not on an app switch.",
        ],
        "application(_:willFinishLaunchingWithOptions:)": [
            "The process started and the main storyboard (without scenes) is loaded; state restoration has not run yet."
        ],
        "application(_:didFinishLaunchingWithOptions:)": [
            "Launch finished. With scenes, set up what the whole app needs here, not UI: windows belong to scenes.",
            "Without scenes (iOS 12, or no scene manifest) this is where an app builds its window in code.",
        ],
        "applicationWillTerminate(_:)": [
            "Apple: generally NOT called for apps that support background execution; it may be when a running (not",
            "suspended) app is terminated. A suspended app is killed with no callback: save in didEnterBackground.",
        ],
        "applicationDidReceiveMemoryWarning(_:)": [
            "The app delegate hears the memory warning first; then every live controller gets didReceiveMemoryWarning."
        ],
        "applicationWillResignActive(_:)": [
            "Only in an app without scenes (--ios 12, --lifecycle app): the app becomes inactive (switcher, call, Home).",
            "With scenes the app delegate never hears this; sceneWillResignActive does instead.",
        ],
        "applicationDidEnterBackground(_:)": [
            "Only in an app without scenes: the app went to the background. Save here; you may be suspended next."
        ],
        "applicationWillEnterForeground(_:)": [
            "Only in an app without scenes, and only on the way back from the background: not at launch."
        ],
        "applicationDidBecomeActive(_:)": [
            "Only in an app without scenes: the app receives events, at launch and after every return."
        ],
        "numberOfSections(in:)": [
            "The table view asks its data source how many sections to show, in its first layout."
        ],
        "tableView(_:numberOfRowsInSection:)": ["The table view asks how many rows a section has, once per section."],
        "tableView(_:titleForHeaderInSection:)": ["The table view asks for a section's header title."],
        "tableView(_:cellForRowAt:)": [
            "The table view asks for the cell of each visible row, after the counts; again after reloadData."
        ],
        "tableView(_:didSelectRowAt:)": [
            "A tap on a row. The books push or segue from here, or toggle the row. When the storyboard wires a "
                + "segue to the cell itself, the segue is prepared first and this call follows prepare(for:sender:) "
                + "(observed in logs; Apple does not document the order)."
        ],
        "tableView(_:commit:forRowAt:)": [
            "A row's delete (or insert) was confirmed: update the model, then the table."
        ],
        "tableView(_:moveRowAt:to:)": [
            "A row was dragged in edit mode; the table already shows it moved, so only the model must follow."
        ],
        "tableView(_:trailingSwipeActionsConfigurationForRowAt:)": [
            "A swipe to the left on a row: the app returns the actions to show (the book's Edit and Delete)."
        ],
        "reloadData()": ["The app asks the table view to ask its data source again, for every section and row."],
        "reloadSections(_:with:)": ["The app asks the table view to reload only some sections."],
        "deleteRows(at:with:)": ["The app removes rows from the table view, after removing them from its model."],
        "deselectRow(at:animated:)": ["The app clears the tapped row's highlight."],
        "setEditing(_:animated:)": ["Edit mode on or off: the table shows delete and reorder controls."],
        "doAfterEdit": [
            "The To-Do Manager's closure the list hands the edit screen in prepare(for:sender:); the edit screen calls",
            "it on Save. The book captures the list [unowned self]: run after the list's deinit, it traps (`explain unowned`).",
        ],
        "doAfterTypeSelected": [
            "The closure the edit screen hands the type screen; called when a type is chosen. Also [unowned self]."
        ],
        "UIAlertAction handler": [
            "The closure of an alert's button, run when it is tapped, after the alert is dismissed (the book's «Сохранить»)."
        ],
        "UIContextualAction handler": [
            "The closure of a row's swipe action (the book's Edit and Delete), run when the action is tapped."
        ],
        "object(forKey:)": [
            "A read from UserDefaults (the `store` channel). It runs in the app's process: no UIKit call."
        ],
        "array(forKey:)": ["A read of an array from UserDefaults (the `store` channel)."],
        "set(_:forKey:)": [
            "A write to UserDefaults (the `store` channel); the value reaches the domain's property list on disk."
        ],
        "removeObject(forKey:)": ["Removes a key from the app's UserDefaults domain (the `store` channel)."],
        "register(defaults:)": [
            "Registered defaults answer reads when a key is absent; they are never written to disk."
        ],
        "setPersistentDomain(_:forName:)": ["Replaces a whole domain of the store at once (`defaults import`)."],
        "removePersistentDomain(forName:)": ["Removes a whole domain of the store (`defaults delete DOMAIN`)."],
    ]
}
