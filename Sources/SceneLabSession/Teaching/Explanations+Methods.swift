/// `explain` on the methods scenelab prints that the main table leaves out:
/// initializers, containment, delegates, the app delegate of an app
/// without scenes, table views and the store.
extension Explanations {
    static let methodTopics: [String: [String]] = [
        "write(to:options:)": [
            "`Data.write(to:options: .atomic)`: the bytes go to a temporary file that then replaces the original, so a",
            "reader (or a crash) sees the old file or the new one, never half of one.",
        ],
        "insertRows(at:with:)": [
            "The table inserts a row for an item the data source already holds (items.append came first), without",
            "reloading the others.",
        ],
        "onGameEnd": [
            "The menu's closure, given to the game in prepare(for:sender:) with [weak self]: it sets the label",
            "«Последний результат: N». `[weak self]` keeps the game from holding the menu (closures capture strongly).",
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
            "The controller joined or left its container. After a push, didMove(toParent: nav) comes after the new top's",
            "viewDidAppear (sources: S5); after a pop, didMove(toParent: nil) comes after viewDidDisappear and just",
            "before deinit (sources: S4, S8). `explain S5` says what a source is and settles.",
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
        "tableView(_:didEndDisplaying:forRowAt:)": [
            "A row scrolled off screen (`scroll`): the delegate hears its cell leave, and the cell waits in the "
                + "reuse queue for a row coming in. An optional method: UIKit calls it only on a delegate that "
                + "implements it (it asks responds(to:); Apple's UITableViewDelegate docs), so the books' apps, "
                + "which do not, never print it. Where it falls against the incoming row's cellForRowAt is uncertain."
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
        "string(forKey:)": [
            "A read of a string from UserDefaults (the `store` channel): nil for a missing key or one holding another type."
        ],
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
