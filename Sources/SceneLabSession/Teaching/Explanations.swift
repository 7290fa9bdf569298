import CommandGrammar
import SceneLabApps
import SceneLabStore
import SceneLabCore

/// What `explain` says: what a callback is for and what to do there (the
/// books' advice and the ground-truth notes), why a command's order is what
/// it is, and the books' bugs that scenelab fixes.
public enum Explanations {
    /// Explanations by topic: a method name as events print it, a command, or a named topic.
    static let topics: [String: [String]] = [
        "loadView()": [
            "Creates the controller's view. Runs once per instance, the first time `view` is read.",
            "Call super unless you build the whole view yourself; touching self.view before that crashes (the book, ch. 3).",
        ],
        "viewDidLoad()": [
            "The view exists but is not in a window yet. Runs once per instance, not each time the screen shows.",
            "Do one-time setup here (fill outlets from the model). No geometry: bounds are not final (Stanford CS193p).",
        ],
        "viewWillAppear(_:)": [
            "The view is about to join a window's hierarchy; runs every time, and may not be followed by viewDidAppear.",
            "Catch the screen up with the model here. Returning from Home does NOT call it: use the scene callbacks.",
        ],
        "viewIsAppearing(_:)": [
            "Between viewWillAppear and viewDidAppear (public since iOS 17): traits and geometry are now known.",
            "Apple documents it to run exactly once per appearance, before viewDidAppear.",
        ],
        "viewWillLayoutSubviews()": [
            "The view is about to lay out its subviews: geometry goes here, not in viewDidLoad (Stanford CS193p).",
            "It may come any number of times, twice in a row with the same bounds: keep it cheap and repeatable.",
            "scenelab shows as many passes as the logs show: two at launch, one for a pushed view, none on pop.",
        ],
        "viewDidLayoutSubviews()": [
            "The subviews have their frames. Like viewWillLayoutSubviews it may come again and again: stay idempotent."
        ],
        "application(_:configurationForConnecting:options:)": [
            "Chooses the configuration of a new scene session. It runs only when a session is created:",
            "a launch that restores a persisted session (after the system killed the suspended app) skips it.",
        ],
        "application(_:didDiscardSceneSessions:)": [
            "The user closed scenes in the app switcher. A running app hears it at once; otherwise the next launch",
            "hears it right after didFinishLaunching. Free what you kept for those sessions.",
        ],
        "viewDidAppear(_:)": [
            "The view is in the window. Start expensive work here (timers, animations, fetches): you know you are on screen."
        ],
        "viewWillDisappear(_:)": [
            "The view is about to leave the hierarchy. Undo what viewDidAppear started. It does not mean deallocation:",
            "check isMovingFromParent / isBeingDismissed; deinit comes later, or never if something still holds the controller.",
        ],
        "viewDidDisappear(_:)": ["The view left the hierarchy. Rarely needed: release big re-creatable resources."],
        "deinit": [
            "The last strong reference went away. After a pop or dismiss it follows viewDidDisappear; a retain cycle",
            "(a closure capturing self) means it never comes.",
        ],
        "didReceiveMemoryWarning()": [
            "Sent to every live controller, on screen or not. Release what you can re-create; views are no longer unloaded."
        ],
        "sceneWillEnterForeground(_:)": [
            "The scene is coming to the foreground (launch or return); sceneDidBecomeActive follows."
        ],
        "sceneDidBecomeActive(_:)": ["The scene receives events. At launch the root's viewDidAppear comes after this."],
        "sceneWillResignActive(_:)": ["Inactive is not background: the switcher, Control Center or a call."],
        "sceneDidEnterBackground(_:)": [
            "Save state here; controllers get no viewWillDisappear when the app goes to the background."
        ],
        "prepare(for:sender:)": [
            "Runs on the source after the destination is instantiated (init(coder:), awakeFromNib) and before it loads:",
            "its outlets are not set yet, so pass data through properties, as the To-Do Manager passes doAfterEdit.",
        ],
        "push": [
            "Push A→B: B loads, A viewWillDisappear, B viewWillAppear, A viewDidDisappear, B viewDidAppear; A stays in the stack."
        ],
        "pop": [
            "Pop B→A: B viewWillDisappear, A viewWillAppear, B viewDidDisappear, A viewDidAppear, then B deinit. A does not reload."
        ],
        "present": [
            "Full screen: the presenter leaves the window, and M's viewDidAppear comes before the presenter's viewDidDisappear.",
            "Sheets (the iOS 13 default) and over-full-screen keep the presenter in the window: it gets no calls either way.",
        ],
        "dismiss": [
            "Dismissing a sheet does not call the presenter's viewWillAppear (iOS 13+); a full-screen dismiss does."
        ],
        "launch-code": [
            "Window built in code: willConnectTo instantiates the root and calls makeKeyAndVisible(), so the root loads",
            "and gets viewWillAppear inside willConnectTo, before sceneWillEnterForeground; viewDidAppear still waits for",
            "sceneDidBecomeActive. The sources disagree on the exact point (marked uncertain).",
        ],
        "set-stack": [
            "setViewControllers(_:animated:) behaves as a push when the new top is new, as a pop when it was in the stack;",
            "controllers that join or leave without showing get only willMove/didMove (their timing is not settled).",
        ],
        "gesture": [
            "A gesture runs the app's own code (the book's): closures, store writes and reloadData come first, then the",
            "navigation it asks for (a segue, a push, a pop), whose callbacks follow UIKit's order for that transition.",
        ],
        "store": ["Store reads and writes run in the app's process; they make no UIKit callbacks."],
        "home": [
            "Home reaches only the scene delegate: sceneWillResignActive, sceneDidEnterBackground. No controller hears it",
            "in an appearance call. Shortly after sceneDidEnterBackground returns, UIKit snapshots the screen for the app",
            "switcher (Apple's docs of the method), so the views on screen are laid out again: since iOS 13 one snapshot",
            "in each interface style, two passes (a published console counts two; the trait flips are not played), one",
            "before; uncertain. Sources: Apple's sceneDidEnterBackground(_:) docs; S14, S15.",
        ],
        "launch": [
            "Storyboard: the root is instantiated before willConnectTo and loads after sceneWillEnterForeground;",
            "the sources disagree on where viewDidLoad/viewWillAppear fall (marked uncertain). viewDidAppear follows sceneDidBecomeActive.",
        ],
        "kill": [
            "Swiping a running app away: the logs disagree, so scenelab plays one logged sequence and marks it uncertain.",
            "iPhone: matt's (S17): sceneWillResignActive (if active), sceneDidEnterBackground, applicationWillTerminate; a",
            "background app still running gets only applicationWillTerminate (Apple: it may then be called).",
            "iPad: S17's other one: sceneDidDisconnect per scene, didDiscardSceneSessions, applicationWillTerminate; the",
            "switcher opens first, so every active scene resigns active (S1) before any leaves the foreground.",
            "Without scenes: applicationWillResignActive, applicationDidEnterBackground, applicationWillTerminate.",
            "Others logged: S1 (iOS 13) sceneDidDisconnect, didDiscardSceneSessions, viewWillDisappear, viewDidDisappear;",
            "S16 sceneWillResignActive, sceneDidDisconnect, sometimes a stray second scene; S18 nothing at all on iPhone.",
            "A suspended app is killed with no callback at all (Apple), and what it did not save is gone.",
        ],
        "swipe-back": [
            "The interactive pop: at touch-down the top's viewWillDisappear, then the revealed controller's",
            "viewWillAppear; the did-calls wait for the finger. `finish` completes it as a pop (deinit included).",
            "`cancel` (the only full log is from iOS 7, so those lines are uncertain): the revealed controller gets",
            "viewWillDisappear and viewDidDisappear, the top viewWillAppear and viewDidAppear. So one never gets",
            "viewDidAppear and the other never gets viewDidDisappear: will is not always followed by did. The top's",
            "touch-down willMove(toParent: nil) (trace containment) is answered on cancel by didMove(toParent:) with the",
            "navigation controller it stays in; no log shows it (a developer report has didMove(toParent: nil) only when",
            "the pop completes): uncertain. Sources: S7, S8 (the iOS 7 log); Stack Overflow 18927878.",
        ],
        "swipe-down": [
            "Dragging a sheet down: presentationControllerShouldDismiss and WillDismiss on the presentation",
            "controller's delegate (only for a dismissal a person makes, never for dismiss(animated:) in code), the",
            "sheet's viewWillDisappear. `finish`: viewDidDisappear, presentationControllerDidDismiss, deinit.",
            "`cancel`: viewWillAppear and viewDidAppear again, and no DidDismiss. The presenter hears nothing either way.",
        ],
        "interactive": [
            "An interactive transition (swipe-back, swipe-down) makes its will-calls when the finger starts and its",
            "did-calls when it lifts: `finish` completes it, `cancel` reverses it. Until then other commands wait.",
        ],
        "presentationControllerShouldDismiss(_:)": [
            "Asked when a person starts to drag a sheet down; return false to keep it (isModalInPresentation does",
            "the same). Not called for dismiss(animated:) in code.",
        ],
        "presentationControllerWillDismiss(_:)": [
            "A person's drag is dismissing the sheet; it may still be cancelled. Not called for dismissals in code."
        ],
        "presentationControllerDidDismiss(_:)": [
            "A person dismissed the presentation: a sheet dragged down, or (on iPad) a tap outside a popover or form",
            "sheet. It comes only for a dismissal the user makes, never for dismiss(animated:) in code: the place to",
            "sync state that a Cancel button would have synced.",
        ],
        "tab": [
            "A tab switch: the delegate's tabBarController(_:shouldSelect:), the new tab loads on its first visit, then its",
            "viewWillAppear comes BEFORE the old tab's viewWillDisappear (the opposite of a push); the old tab's",
            "viewDidDisappear, the new tab's viewDidAppear, then tabBarController(_:didSelect:) (its place is uncertain).",
            "Tabs are retained by the tab bar controller: no deinit. Only the selected tab loads at launch.",
            "Tapping the selected tab again still calls the delegate, and pops a navigation tab to its root.",
        ],
        "tabBarController(_:shouldSelect:)": [
            "The tab bar controller's delegate may refuse a tap on a tab. Called for taps only, not for a change of",
            "selectedIndex in code.",
        ],
        "tabBarController(_:didSelect:)": [
            "A tap selected a tab, also when it was selected already. Not called for a change of selectedIndex in code."
        ],
        "rotate": [
            "Rotation changes the window's size, and on iPhone its height size class: willTransition(to:with:) where",
            "the traits change, viewWillTransition(to:with:) for the size, then inside the animation",
            "traitCollectionDidChange(_:) and a layout pass, parent before child (`trace traits on`, `trace layout on`).",
            "No viewWillAppear or viewWillDisappear. An iPad's size classes stay regular: no trait calls. Controllers",
            "out of the window hear of the traits when they next appear (one source: uncertain).",
        ],
        "viewWillTransition(to:with:)": [
            "The view's size is about to change (rotation, split screen). Animate alongside with the coordinator."
        ],
        "willTransition(to:with:)": [
            "The trait collection is about to change (a size class); called before traitCollectionDidChange."
        ],
        "traitCollectionDidChange(_:)": [
            "Traits changed (size class, dark mode). Deprecated in iOS 17 for registerForTraitChanges(_:handler:)."
        ],
        "device": [
            "The device decides what adapts: the width size class (compact on iPhone, regular on iPad full screen), and",
            "so what an automatic presentation and a split view do. It can change only while no app runs.",
        ],
        "unowned": [
            "The book's doAfterEdit and doAfterTypeSelected capture their owner [unowned self]: no retain cycle, but if the",
            "closure runs after the owner's deinit, reading self traps (\"Attempted to read an unowned reference but object",
            "... was already deallocated\") and the app dies. [weak self] with a guard would survive; scenelab shows the trap.",
        ],
    ]

    /// The topic that explains what a command line does, as its command
    /// gives it; `gesture` for a line that is not a simulator command.
    public static func topic(forLine line: String) -> String {
        guard case .simulator(let command)? = try? Parser.parse(line) else { return "gesture" }
        return command.topic
    }

    /// What `explain TOPIC` prints, or nil when there is nothing on that topic.
    /// In Russian, the topic's Russian text; a line of an app's or a
    /// container's topic not translated yet stays English.
    public static func lines(for topic: String, in language: Language = .en) -> [String]? {
        // Any printed form of a method (`viewWillAppear`, `viewWillAppear(animated:)`) finds
        // `viewWillAppear(_:)`; a source id (`S17`) finds what that source is and settles.
        if let key = key(for: topic) {
            guard let lines = tables.lazy.compactMap({ $0.lines(for: key, in: language) }).first else { return nil }
            // Where the book and the logs part, the topic ends with both.
            return lines + (bookTopicLines[key] ?? []).map { $0.text(in: language) }
        }
        return sourceID(topic).flatMap { sourceLines(for: $0, in: language) }
    }

    /// Every table of topics with its Russian, in the order a name is looked
    /// up (the first table naming a topic explains it). A new table of topics
    /// is registered here with one line: `TopicTable(english, russian: russian)`.
    static let tables: [TopicTable] = [
        TopicTable(topics, russian: topicsRussian),
        TopicTable(methodTopics, russian: methodTopicsRussian),
        TopicTable(commandWordings),
        TopicTable(variantTopics, russian: variantTopicsRussian),
        TopicTable(AppCatalog.books.topics),
        TopicTable(ViewController.Kind.containerTopics),
        TopicTable(orderTopics, russian: orderTopicsRussian),
        TopicTable(lifecycleFixTopics, russian: lifecycleFixTopicsRussian),
    ]

    /// Every table of topics, as one, in English.
    static let allTopics = tables.reduce(into: [String: [String]]()) { all, table in
        all.merge(table.english) { first, _ in first }
    }
    .merging(bookTopicLines.mapValues { $0.map(\.en) }) { first, added in first + added }

    /// What each command's spec says for `explain NAME`, by its name.
    static let commandTopics: [String: [String]] = commandWordings.mapValues { $0.map(\.en) }

    /// What each command's spec says for `explain NAME`, with the Russian each line has.
    static let commandWordings: [String: [Wording]] = Dictionary(
        CommandCatalog.all.filter { !$0.explanation.isEmpty }.map { ($0.name, $0.explanation) },
        uniquingKeysWith: { first, _ in first })

    /// What the installed apps explain of their own code and books.
    static let appTopics = AppCatalog.books.topics.mapValues { $0.map(\.en) }

    /// What the container kinds explain of themselves beyond their commands.
    static let containerTopics = ViewController.Kind.containerTopics.mapValues { $0.map(\.en) }

    /// The topics `explain` knows, for help and completion.
    public static var topicNames: [String] { allTopics.keys.sorted() }
}
