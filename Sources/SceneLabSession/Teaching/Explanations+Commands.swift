/// `explain` on the commands the main table leaves out: what each one
/// simulates and which callbacks to expect.
extension Explanations {
    static let commandTopics: [String: [String]] = [
        "segue": [
            "performSegue(withIdentifier:sender:): the storyboard makes a NEW destination every time (init(coder:),",
            "awakeFromNib), the source's prepare(for:sender:) runs before the destination loads, then a push or a",
            "presentation plays. A controller the source kept from the last segue is released when prepare overwrites it.",
        ],
        "switcher": [
            "The app switcher: active scenes resign active and stay in the foreground (inactive is not background).",
            "`open` makes them active again with only sceneDidBecomeActive; no controller hears anything.",
        ],
        "open": [
            "Back to the app: from the switcher, sceneDidBecomeActive; from the background, sceneWillEnterForeground",
            "then sceneDidBecomeActive. A scene UIKit reclaimed connects again from scratch. No viewWillAppear.",
        ],
        "interrupt": [
            "An incoming call: active scenes resign active and stay in the foreground. `resume` ends the call:",
            "sceneDidBecomeActive. Touches are refused meanwhile, as UIKit delivers none to an inactive scene.",
        ],
        "resume": ["The call ends: the interrupted scenes become active again (sceneDidBecomeActive)."],
        "suspend": [
            "The system suspends a background app: no callback at all. The process stays in memory and runs no code."
        ],
        "system-kill": [
            "The system kills a suspended app to free memory: no callback at all, and what was not saved is gone.",
            "The scene session persists, so the next launch restores it without configurationForConnecting.",
        ],
        "memory-warning": [
            "applicationDidReceiveMemoryWarning, then didReceiveMemoryWarning on every live controller, on screen or",
            "not (their order is uncertain). Views are not unloaded since iOS 6: no second viewDidLoad follows.",
        ],
        "pop-to-root": [
            "popToRootViewController: only the top disappears and only the root appears; the controllers between",
            "get no appearance calls, and every popped controller deinits after the transition.",
        ],
        "pop-to": ["popToViewController: like pop-to-root, down to stack index N (the root is 0)."],
        "scene": [
            "Several windows (iPad): `scene new` connects a scene (configurationForConnecting, its own SceneDelegate,",
            "window and stack); `scene focus N` picks the one commands address; `scene close N` is closing it in the",
            "switcher: it leaves the foreground, sceneDidDisconnect, then didDiscardSceneSessions at once. `scene",
            "reclaim N` is UIKit freeing a background scene: sceneDidDisconnect only; `open` rebuilds its tree.",
        ],
        "show-primary": [
            "A split view's primary column sliding over in iPad portrait. The CS193p log (D3) shows the primary's",
            "layout, viewWillAppear and viewDidAppear (animated: false), then layout again; the secondary hears",
            "nothing. `hide-primary` is the mirror, not logged (uncertain). Rotating hides or shows the primary too (D2).",
        ],
        "hide-primary": [
            "The split view's primary column slides away: its viewWillDisappear and viewDidDisappear (inferred)."
        ],
        "launch-background": [
            "`launch --background`: the system starts the app without showing it. The root still joins the window, so",
            "it gets viewWillAppear and viewDidAppear (\"appear\" means joining the hierarchy, not being seen); the scene",
            "connects and enters the background without ever becoming active. One source (matt): uncertain.",
        ],
        "ios12": [
            "Before iOS 13 there were no scenes: the app delegate heard applicationWillResignActive, DidEnterBackground,",
            "WillEnterForeground, DidBecomeActive and WillTerminate. present's default was full screen, so the",
            "presenter got viewWillDisappear/viewWillAppear, and there was no viewIsAppearing. The CS193p lecture ran so.",
        ],
        "lifecycle-app": [
            "An iOS 13+ app without a scene manifest: the app delegate hears the app's state as before iOS 13, while",
            "presentations (sheets by default) and viewIsAppearing are today's.",
        ],
        "ios": ["Which UIKit apps run on: `ios 12` (before scenes) or 13 and later; see `explain ios12`."],
        "lifecycle": ["Scene delegates or the app delegate; see `explain lifecycle-app` and `explain ios12`."],
        "finish": ["The finger lifts past the point of no return: the swipe completes (see `explain interactive`)."],
        "cancel": ["The finger lifts too early: the swipe springs back (see `explain interactive`)."],
        "release": [
            "Drops a reference `hold` kept; if it was the last, the controller deinits now (see `explain hold`)."
        ],
        "tree": [
            "The object graph: the app, each scene with its state, its window, containers and their children, and what",
            "is presented, each controller with its appearance state and whether its view is loaded.",
        ],
        "objects": ["Every live controller and what holds it strongly: when the list empties, deinit comes."],
        "screen": ["Draws the top screen as text, with the names `tap` and the other gestures take."],
        "actions": ["Lists what the top screen accepts: its buttons, rows, fields and switches."],
        "tap": [
            "A finger on the top screen: the app's own code runs (the book's), then the navigation it asks for.",
            "Refused unless the scene is foreground-active, as UIKit delivers touches only there.",
        ],
        "type": ["Types text into a field of the top screen; the field's editing events run the app's code."],
        "toggle": ["Flips a switch of the top screen."],
        "swipe": ["Swipes a row to show its actions (tableView(_:trailingSwipeActionsConfigurationForRowAt:))."],
        "move": ["Drags a row to another place in edit mode (tableView(_:moveRowAt:to:))."],
        "delete": ["Deletes a row as the red button does (tableView(_:commit:forRowAt:))."],
        "edit-mode": ["Turns the table's edit mode on or off (setEditing(_:animated:))."],
        "snake": [
            "`snake wiring delegate|closure` chooses how the Snake course's game end reaches the menu: its two weak",
            "delegate protocols, or its onGameEnd closures with [weak self]; both call before dismiss. `snake records`",
            "lists Game.shared.records: JSON Data under `records` (RecordsCaretaker, the memento), dates as seconds",
            "since 2001, which `defaults read DOMAIN records --decode json` shows. The course's Results screen button",
            "«Заккрыть» is a typo for «Закрыть»; scenelab shows «Закрыть».",
        ],
        "concentration": [
            "`concentration reuse on` plays the CS193p theme chooser's code as written: a theme tap sets the theme of",
            "the game in the detail column (iPad) or pushes the game kept in lastSeguedToConcentrationViewController,",
            "and segues only when there is neither. Off (the lecture's demo, which commented that code out), every tap",
            "performs the segue Choose Theme, so every tap makes a new game (T8 of the notes; its log is not shown in",
            "the lecture, so the order comes from the push and is inferred).",
        ],
        "lang": [
            "The language the books' apps draw their screens in: English, or the books' own Russian («Важные»,",
            "«Сохранить», «Начать игру»). Callbacks are UIKit's names in either. It changes only while no app runs.",
        ],
        "export": [
            "Draws the session so far as a sequence diagram, for slides: `export mermaid FILE` for Mermaid's",
            "sequenceDiagram, `export html FILE` for one page with the diagram as SVG and the tree (no network",
            "needed), `export svg FILE` for the picture alone. It shows the calls of the channels text shows;",
            "uncertain calls are dashed. The first 2,000 commands are kept.",
        ],
        "lessons": ["Lists the lessons in lessons/ (lessons/ru/ when the apps speak Russian)."],
        "lesson": [
            "Plays a lesson on a fresh device in memory, so that it shows what it describes whatever ran before: each",
            "step's comment, then Enter runs its command (anything else typed runs as a command too; q stops). The",
            "session you had comes back afterwards. `lesson N --quiz` asks for the order first and scores it.",
        ],
        "source": [
            "Runs a script's lines here, as if typed: handy to set a device up before a lesson. A script may source",
            "another (16 deep at most); one that would run itself again is refused. Errors name the script's FILE:LINE.",
        ],
        "play": [
            "Plays a script or transcript here as a lesson plays, for a teacher in front of a class: the comments",
            "above each command are its note, Enter runs it, other lines typed run first, q stops.",
        ],
        "record": [
            "Keeps the lines typed from now on. FILE.scn is a script to run or source later; FILE.t a transcript:",
            "its expected output is what a fresh device prints for the lines (as `scenelab check` replays it), with",
            "the trace channels set as they were. `record stop` writes it; a recording left on is written at the end.",
        ],
        "history": ["Lists the lines typed so far (the line editor's history, which also outlives the session)."],
        "item": [
            "Checklists shortcuts through the list controller's own code: add (as the delegate's didFinishAdding",
            "does), check (toggles the checkmark, as a tap on the row does), rm (as swipe-to-delete does); each",
            "ends in saveChecklistItems(). They need the list's view loaded, since the items load in viewDidLoad.",
        ],
        "files": [
            "The app's container as the Simulator keeps it on the Mac's disk: Documents (the app's own files, such as",
            "Checklists.plist) and Library/Preferences (its UserDefaults domain as a property list), with sizes.",
            "Without --ephemeral the container is DATA/Containers/BUNDLE-ID; `ls` is the same command.",
        ],
        "rm": [
            "Deletes a file of the container, as the Checklists chapter's test does in Finder: kill the app, delete",
            "Documents/Checklists.plist, relaunch, see an empty list, add an item, see the file come back. Paths are",
            "relative to the container; `..`, a leading `/` and symbolic links on the way are refused.",
        ],
        "task": ["To-Do Manager shortcuts: the same model and store code as the UI, so a visible list reloads."],
        "contact": ["Contacts shortcuts: the same model and store code as the UI."],
        "defaults": [
            "The store in the syntax of macOS's defaults tool. Each app's domain is a property list named after its",
            "bundle id; it outlives the app's process, which is how data survives kill and relaunch.",
        ],
        "trace": [
            "Chooses the channels text output shows (app, scene, lifecycle, memory, segue by default; appearing, layout,",
            "containment, delegate, table, store, traits on request). JSONL always carries every event.",
        ],
        "explain": ["Explains a method, a command or a topic; `explain last` explains the last command's order."],
        "help": ["Lists the commands; `help NAME` gives one's usage and an example; `help explain` lists the topics."],
        "echo": ["Prints each command as `> command` before its output, as transcripts show it."],
        "bail": ["Stops a script at its first error."],
        "quit": ["Leaves scenelab; the store is already on disk (each change is written when made)."],
    ]
}
