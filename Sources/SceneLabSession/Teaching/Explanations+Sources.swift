import CommandGrammar
import SceneLabCore

/// The sources scenelab's explanations, notes and lessons cite by id (`S17`,
/// `A4`, `D2`), so that `explain S17` can say what the source is and what it
/// settles. The ids are the research notes': `A` for Apple's documentation,
/// `S` for a published log or article, `D` for the CS193p lecture's logs; and `B` for
/// the course books and lectures themselves.
extension Explanations {
    /// One cited source: where it is, what it is, and what scenelab takes from it.
    struct CitedSource {
        /// Where to find it, as the notes give it.
        let address: String
        /// What it is, in a few words.
        let kind: String
        /// What it settles for scenelab.
        let settles: String

        init(_ address: String, _ kind: String, settles: String) {
            self.address = address
            self.kind = kind
            self.settles = settles
        }
    }

    /// Every cited source, by its id.
    static let sources: [String: CitedSource] = [
        "A1": CitedSource(
            "developer.apple.com, UIViewController's viewIsAppearing(_:)",
            "Apple's documentation of viewIsAppearing(_:)",
            settles:
                "it runs once per appearance, after viewWillAppear and before viewDidAppear, with traits and geometry known"
        ),
        "A2": CitedSource(
            "developer.apple.com, UISceneDelegate's sceneWillEnterForeground(_:)",
            "Apple's documentation of sceneWillEnterForeground(_:)",
            settles: "a newly connected scene gets it too, and it is always followed by sceneDidBecomeActive"),
        "A3": CitedSource(
            "developer.apple.com, UISceneDelegate's sceneDidDisconnect(_:)",
            "Apple's documentation of sceneDidDisconnect(_:)",
            settles: "a scene disconnects when closed in the switcher or reclaimed in the background, "
                + "never on an ordinary switch; reconnecting builds a fresh controller tree (`scene reclaim`)"),
        "A4": CitedSource(
            "developer.apple.com, UIApplicationDelegate's applicationWillTerminate(_:)",
            "Apple's documentation of applicationWillTerminate(_:)",
            settles: "it may come for a running app that is killed, never for a suspended one: "
                + "a suspended app dies without a callback"),
        "A5": CitedSource(
            "developer.apple.com, UIApplicationDelegate's application(_:didDiscardSceneSessions:)",
            "Apple's documentation of application(_:didDiscardSceneSessions:)",
            settles: "a running app hears of discarded sessions at once; otherwise the next launch hears of them "
                + "right after didFinishLaunching"),
        "A6": CitedSource(
            "developer.apple.com, UIPresentationController's shouldRemovePresentersView",
            "Apple's documentation of shouldRemovePresentersView",
            settles: "a sheet leaves the presenter's view in the window, so the presenter gets no appearance calls"),
        "A7": CitedSource(
            "developer.apple.com, UIContentContainer's viewWillTransition(to:with:) and willTransition(to:with:)",
            "Apple's documentation of viewWillTransition(to:with:) and willTransition(to:with:)",
            settles: "on rotation the trait change is announced before traitCollectionDidChange, "
                + "and the size change before the size changes"),
        "A8": CitedSource(
            "developer.apple.com, UITabBarControllerDelegate's tabBarController(_:didSelect:)",
            "Apple's documentation of tabBarController(_:didSelect:)",
            settles: "the delegate hears of taps only, also a tap on the selected tab, "
                + "never of selectedIndex set in code"),
        "A9": CitedSource(
            "developer.apple.com, UIApplicationDelegate's applicationWillEnterForeground(_:)",
            "Apple's documentation of applicationWillEnterForeground(_:)",
            settles: "with scenes the app delegate's foreground and background methods are not called: "
                + "the scene delegate's are (only the notifications are still posted)"),
        "A10": CitedSource(
            "developer.apple.com, technote TN3187", "Apple's technote on the scene lifecycle",
            settles: "apps built with the SDKs after iOS 26 must use scenes, so scenes are scenelab's default"),
        "A12": CitedSource(
            "Xcode's iOS App template: the comments in AppDelegate.swift and SceneDelegate.swift",
            "the comments Apple's project template puts on the scene methods",
            settles: "configurationForConnecting is asked only when a new scene session is made; willConnectTo "
                + "alone does not mean the session is new, so a restored session skips the configuration"),
        "A11": CitedSource(
            "developer.apple.com, UIViewController's didReceiveMemoryWarning() and viewDidUnload()",
            "Apple's documentation of memory warnings",
            settles:
                "every live controller hears a memory warning, and views are no longer unloaded (no second viewDidLoad)"
        ),
        "S1": CitedSource(
            "github.com/HemingTai/HTProject, HTProject_OC/AppDelegate.m",
            "a comment in a project's app delegate recording an iOS 13 log",
            settles: "the storyboard launch order (viewDidLoad after sceneWillEnterForeground, viewDidAppear after "
                + "sceneDidBecomeActive), the switcher as inactive only, and one of the kill sequences "
                + "(sceneDidDisconnect, didDiscardSceneSessions, then the disappear calls)"),
        "S2": CitedSource(
            "github.com/Lemonbrush/My-iOS-Dev-Learning-Tracker, UIKit/States.md",
            "a learner's notes with a logged launch",
            settles: "with the window made in code the root loads and gets viewWillAppear inside willConnectTo "
                + "(`launch --window code`); viewDidAppear still waits for sceneDidBecomeActive"),
        "S3": CitedSource(
            "matt's Stack Overflow answer on lifecycle events of an app launched in the background",
            "an answer with logs by a well-known UIKit author",
            settles: "appearing means joining the window's hierarchy, not being seen: an app launched in the "
                + "background still gets viewWillAppear; and the order across controllers is not guaranteed"),
        "S4": CitedSource(
            "readke.com/c/0Z41505102021.html", "a blog post with push and pop logs",
            settles: "the push and pop interleaving, deinit after the pop, and that layout passes vary "
                + "(two at launch, none for the revealed controller on pop)"),
        "S5": CitedSource(
            "arm1.ru/en/blog/zhiznennyj-tsikl-uiviewcontroller", "a blog post on the UIViewController lifecycle",
            settles: "willMove(toParent:) and didMove(toParent:) around a push and a pop, and several layout passes"),
        "S6": CitedSource(
            "vastdevblog.vast.com/blog/2012/04/08/uiviewcontroller-life-cycle", "a 2012 blog post with logs",
            settles: "the push and pop order, and where the navigation delegate's willShow and didShow fall "
                + "(one old log, so uncertain)"),
        "S7": CitedSource(
            "wangling.me/2014/02/the-inconsistent-order-of-view-transition-events.html",
            "a 2014 article on the inconsistent order of transition events",
            settles: "the order across controllers differs by transition, and a cancelled swipe-back reverses "
                + "the will-calls (iOS 7)"),
        "S8": CitedSource(
            "stackoverflow.com/questions/18927878", "a Stack Overflow question on the interactive pop",
            settles: "a cancelled swipe-back leaves one controller without viewDidAppear and the other without "
                + "viewDidDisappear; deinit follows a completed pop"),
        "S9": CitedSource(
            "hackmd.io/@8J6ycQ90Qne5m_5VeNQWBA/H1Gol-Mpc", "notes with modal presentation logs",
            settles: "full screen: the modal's viewDidAppear before the presenter's viewDidDisappear; a sheet "
                + "leaves the presenter silent; a drag-down's will-calls come when the drag starts"),
        "S10": CitedSource(
            "betterhee.tistory.com/75", "a blog post comparing presentation styles",
            settles: "the full-screen order, silence for the presenter of a sheet or over-full-screen, "
                + "and deinit after a dismiss"),
        "S11": CitedSource(
            "regularberry.github.io/2019/02/22/why-isnt-viewwillappear-getting-called.html",
            "a 2019 article: why isn't viewWillAppear getting called",
            settles: "before iOS 13 a page sheet was full screen on iPhone, so the presenter got its calls; "
                + "since iOS 13 it does not, and code refreshing in viewWillAppear breaks"),
        "S12": CitedSource(
            "hacknicity.medium.com, \"View Controller Presentation Changes in iOS 13\"",
            "an article on iOS 13's presentation changes",
            settles: "the sheet became the default, and dismissing it does not call the presenter's viewWillAppear"),
        "S13": CitedSource(
            "pgzxc.github.io/posts/efa3afd7.html", "a blog post with a tab switch log",
            settles: "on a tab switch the new tab's viewWillAppear comes before the old tab's viewWillDisappear"),
        "S14": CitedSource(
            "christian-fries.de/blog/files/2010-07-ios.html, bunnyhero.org (2010), kouhan.cn",
            "posts from iOS 4 on, about going to the background",
            settles: "Home and return make no appearance calls: controllers never hear of the background"),
        "S15": CitedSource(
            "openradar FB8734191, bloggure.info/iOS-DarkModeBackground-App-Switcher",
            "a bug report and a post on dark mode in the switcher",
            settles: "a background app may get traitCollectionDidChange twice while the switcher snapshots it"),
        "S16": CitedSource(
            "forums.developer.apple.com, a thread by mmatiush", "a developer forum log of a swipe-kill",
            settles: "one of the kill sequences: sceneWillResignActive, sceneDidDisconnect, "
                + "sometimes a stray second scene (shown by `explain kill`, not played)"),
        "S17": CitedSource(
            "isolution.pro's translation of Stack Overflow question 71570813",
            "a Stack Overflow question with matt's logs of swiping apps away",
            settles: "the kill sequences scenelab plays, marked uncertain: on iPhone sceneWillResignActive, "
                + "sceneDidEnterBackground, applicationWillTerminate (frontmost only); on iPad sceneDidDisconnect "
                + "per scene, didDiscardSceneSessions, applicationWillTerminate"),
        "S18": CitedSource(
            "douglashill.co/app-termination", "an article on how iOS apps are terminated",
            settles: "that on iPhone a swipe-kill may simply end the process with no callback at all"),
        "S19": CitedSource(
            "pastebin.com/ryFL6VU5", "a pasted memory warning log",
            settles: "every live controller gets didReceiveMemoryWarning, off-screen ones too"),
        "S20": CitedSource(
            "useyourloaf.com/blog/uikit-view-lifecycle-viewisappearing, and WWDC23 notes on hackmd",
            "an article and notes on viewIsAppearing",
            settles: "viewIsAppearing comes before the controller's own layout pass, and geometry is not final "
                + "in viewDidLoad or viewWillAppear"),
        "S21": CitedSource(
            "onmyway133.com/posts/how-to-work-with-scenedelegate-in-ios-12", "a post on SceneDelegate and iOS 12",
            settles: "with scenes the app delegate's foreground and background methods go quiet; "
                + "without them (`--ios 12`) the app delegate hears them"),
        "S22": CitedSource(
            "lionheart/openradar-mirror#3350 (rdar 18002763)", "a bug report on setViewControllers",
            settles: "the top controller may miss willMove and didMove in setViewControllers (uncertain)"),
        "S23": CitedSource(
            "github.com/johnpatrickmorgan/LifecycleHooks, README", "a library's notes on containment",
            settles: "a container's own viewWillAppear and viewDidAppear run before its children's"),
        "S24": CitedSource(
            "Big Nerd Ranch, iOS Programming, 7th ed., \"Scene State Transitions\"", "a textbook chapter",
            settles: "nothing, in the end: it leaves out sceneWillEnterForeground at launch, "
                + "which Apple's documentation contradicts"),
        "S25": CitedSource(
            "level49.com/date/2016/05", "a 2016 blog post on trait changes",
            settles: "a controller hidden in a stack may hear of new traits only when it reappears (uncertain)"),
        "S26": CitedSource(
            "lascic/UIOnboarding pull request #19", "a pull request moving to iOS 17's trait API",
            settles: "iOS 17 deprecates traitCollectionDidChange for registerForTraitChanges and calls trait "
                + "callbacks earlier"),
        // Sources the notes name without giving them an id.
        "S27": CitedSource(
            "programmerteach.com, \"at the time of transition appear and disappear the order of calls is explored\"",
            "a blog post with push and pop logs",
            settles: "on a push the old controller's viewWillDisappear, the new one's viewWillAppear and layout, "
                + "then the old one's viewDidDisappear and the new one's viewDidAppear; a pop mirrors it, "
                + "and the popped controller is freed last"),
        "S28": CitedSource(
            "github.com/microsoft/WinObjC, Frameworks/UIKit/UINavigationController.mm",
            "a re-implementation of UIKit's navigation controller",
            settles: "popping to a controller tells only the controllers on screen: those in between, "
                + "never shown, hear no appearance calls"),
        "D1": CitedSource(
            "CS193p (Stanford, 2017), lecture 9's demo", "the lecture's log of an iPad launch in landscape",
            settles: "a split view makes every controller (init(coder:)) before waking any (awakeFromNib in reverse), "
                + "and the primary lays out twice"),
        "D2": CitedSource(
            "CS193p (Stanford, 2017), lecture 9's demo", "the lecture's log of an iPad turned to portrait",
            settles: "the hiding primary's viewWillDisappear comes before every viewWillTransition, "
                + "then the coordinator's animation and completion blocks"),
        "D3": CitedSource(
            "CS193p (Stanford, 2017), lecture 9's demo", "the lecture's log of sliding the primary in (iPad portrait)",
            settles: "the primary lays out before its viewWillAppear and again after its viewDidAppear (`show-primary`)"
        ),
        "D4": CitedSource(
            "CS193p (Stanford, 2017), lecture 9's demo", "the lecture's log of an iPhone launch",
            settles: "the collapsed split view's secondary gets viewWillAppear, then disappears without viewDidAppear; "
                + "the shown controller lays out twice"),
        "D5": CitedSource(
            "CS193p (Stanford, 2017), lecture 9's demo", "the lecture's log of a segue on iPhone",
            settles: "each segue makes a new Game, and the one kept aside leaves the heap before the new one loads; "
                + "the pushed view lays out once"),
        "D6": CitedSource(
            "CS193p (Stanford, 2017), lecture 9's demo", "the lecture's log of Back on iPhone",
            settles: "the popped Game stays on the heap while the chooser holds it, and the revealed view "
                + "does not lay out"),
        "D7": CitedSource(
            "CS193p (Stanford, 2017), lecture 9's demo", "the lecture's log of a second segue on iPhone",
            settles: "replacing the chooser's reference frees the previous Game"),
        // The course books themselves, which the lessons follow.
        "B1": CitedSource(
            "Usov, «Swift. Разработка приложений в среде Xcode»: ch. 3, 5 and 6, and the To-Do Manager of ch. 14",
            "the book's chapters on the view controller lifecycle, on how an app starts and on delegates",
            settles:
                "the steps it lists for a push, that with scenes it names only the scene delegate's calls for the background, "
                + "and that an instance is freed only when nothing references it, a weak delegate avoiding a retain cycle"
        ),
        "B2": CitedSource(
            "CS193p (Stanford, 2017), lecture 9, \"View Controller Lifecycle and Scroll View\"",
            "the lecture's own rules for each lifecycle method",
            settles:
                "what each method is for: set up in viewDidLoad, geometry only from the layout calls, free what can be rebuilt on a memory warning"
        ),
        "B3": CitedSource(
            "the course «Архитектуры и шаблоны проектирования на Swift», lesson 1 (delegate, singleton, memento)",
            "the lesson that builds a game's table of records",
            settles: "the records are kept in UserDefaults through a memento, one per finished game"),
        "B4": CitedSource(
            "iOS Apprentice, the chapter «Сохранение и загрузка» (Saving & Loading)",
            "the chapter that saves the app's lists to a property list",
            settles: "saving at each change rather than at exit, since no callback is promised before an app ends"),
    ]

    /// The id `text` names, spelled as the notes spell it (`s17` → `S17`), if it is one.
    static func sourceID(_ text: String) -> String? {
        let id = text.uppercased()
        return sources[id] == nil ? nil : id
    }

    /// What `explain ID` prints for a cited source.
    static func sourceLines(for id: String, in language: Language = .en) -> [String]? {
        guard let source = sources[id] else { return nil }
        // A source not yet in the Russian table is shown in English rather than not at all.
        let russian: RussianSource?
        switch language {
        case .en: russian = nil
        case .ru: russian = sourcesRussian[id]
        }
        let kind = russian?.kind ?? source.kind
        let address = russian?.address ?? source.address
        let settles = russian?.settles ?? source.settles
        return wrapped("\(id): \(kind).") + wrapped(Phrase.sourceWhere(language, address))
            + wrapped(Phrase.sourceSettles(language, settles))
    }

    /// A sentence in lines of at most 100 columns, as the other explanations are written.
    private static func wrapped(_ text: String) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > 100 {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// The cited ids in the notes' order: A1…A11, S1…S26, D1…D7.
    public static var sourceIDs: [String] {
        sources.keys.sorted { a, b in
            let order = ["A", "S", "D"]
            let (kindA, kindB) = (
                order.firstIndex(of: String(a.prefix(1))) ?? 3, order.firstIndex(of: String(b.prefix(1))) ?? 3
            )
            if kindA != kindB { return kindA < kindB }
            return (Int(a.dropFirst()) ?? 0) < (Int(b.dropFirst()) ?? 0)
        }
    }
}
