/// Why one call comes before another: the reasons a quiz gives for a pair
/// an answer got the wrong way round (`OrderReasons` chooses the topic), and
/// what `explain order-…` prints. Each topic names the calls it orders,
/// earlier first (by method, or as will-calls, did-calls, the app or scene
/// delegate), in whole sentences: `QuizReasonsTests` reads every reason a
/// lesson's quiz can give against the order it explains.
extension Explanations {
    static let orderTopics: [String: [String]] = [
        "order-deinit": [
            "The transition's will-calls and did-calls all come before a controller's deinit: it is released only",
            "once it has left the screen and its last owner has let go of it.",
        ],
        "order-creation": [
            "A controller is made (init, awakeFromNib) before it loads its view (loadView), and viewDidLoad comes once",
            "the view exists: each runs once per instance.",
        ],
        "order-loads-before-appearing": [
            "A controller is made and loads its view (init, awakeFromNib, loadView, viewDidLoad) before it can appear:",
            "its will-calls and did-calls come after.",
        ],
        "order-shown-loads-first": [
            "The controller being shown is made and loads its view (init, awakeFromNib, loadView, viewDidLoad) before",
            "the transition's first will-call, so before every will-call and did-call of the transition.",
        ],
        "order-made-before-prepare": [
            "A segue makes its destination (init, awakeFromNib) before it calls the source's prepare(for:sender:), so",
            "that prepare can hand the new controller its data.",
        ],
        "order-prepare": [
            "The source's prepare(for:sender:) hands data to the new controller before it loads its view (loadView,",
            "viewDidLoad) and before the transition's will-calls and did-calls: its outlets are not set yet.",
        ],
        "order-will-did": [
            "An object's will-call comes before its did-call: the transition's animation runs between them."
        ],
        "order-app-launch": [
            "The app delegate hears application(_:willFinishLaunchingWithOptions:), then",
            "application(_:didFinishLaunchingWithOptions:), then application(_:configurationForConnecting:options:)",
            "for the scene about to connect.",
        ],
        "order-app-before-scene": [
            "The app finishes launching (the app delegate) before anything of its scene: the scene delegate's calls",
            "and its controllers' (init, awakeFromNib, loadView, viewDidLoad, the will-calls and did-calls) come after;",
            "only an app without scenes makes its first controller before the app delegate hears.",
        ],
        "order-scene-states": [
            "A scene delegate hears the states its scene passes through, in order: scene(_:willConnectTo:options:),",
            "sceneWillEnterForeground(_:), sceneDidBecomeActive(_:) on the way up; sceneWillResignActive(_:),",
            "sceneDidEnterBackground(_:) on the way down.",
        ],
        "order-storyboard-root-first": [
            "At a launch from a storyboard UIKit makes the window's controllers (init, awakeFromNib) while it connects",
            "the scene, and a container among them may show its children (loadView, viewDidLoad, will-calls and",
            "did-calls), before the scene delegate's call that follows them: scene(_:willConnectTo:options:),",
            "sceneWillEnterForeground(_:) or sceneDidBecomeActive(_:).",
        ],
        "order-root-before-app-delegate": [
            "In an app without scenes UIKit loads the main storyboard and makes its initial controller (init,",
            "awakeFromNib) before the app delegate's application(_:willFinishLaunchingWithOptions:) and",
            "application(_:didFinishLaunchingWithOptions:), so that the window's root is there when they run.",
        ],
        "order-loads-before-embedding": [
            "A controller whose storyboard embeds another is made and loads its view (init, awakeFromNib, loadView)",
            "before the embed segue runs and calls its prepare(for:sender:).",
        ],
        "order-segues-in-turn": [
            "Each segue calls its source's prepare(for:sender:) as it runs, and a controller it leads to runs its own",
            "embed segues as it loads: the first prepare(for:sender:), then the next one's prepare(for:sender:).",
        ],
        "order-children-made-in-turn": [
            "A container's controllers are made one after another, in the order the storyboard or the code lists",
            "them: the first one's init and awakeFromNib, then the next one's init and awakeFromNib.",
        ],
        "order-in-turn": [
            "When several controllers hear the same call in one transition, UIKit tells them in turn, a container",
            "before its children and the children in the order they are shown: the first one's viewWillAppear,",
            "viewWillDisappear, viewDidAppear or viewDidDisappear, then the next one's viewWillAppear,",
            "viewWillDisappear, viewDidAppear or viewDidDisappear.",
        ],
        "order-scene-before-appearing": [
            "A scene connects (scene(_:willConnectTo:options:)) and enters the foreground (sceneWillEnterForeground(_:))",
            "before the controllers on its window load their views and appear (loadView, viewDidLoad, the will-calls",
            "and did-calls); a window made in code makes its controllers (init, awakeFromNib) in scene(_:willConnectTo:options:).",
        ],
        "order-active-before-appear": [
            "At launch the scene delegate's sceneDidBecomeActive(_:) comes first: the root's viewDidAppear waits until",
            "the scene has become active.",
        ],
        "order-animation": [
            "Both views are on screen during the animation: every will-call comes at its start and every did-call at",
            "its end, so each will-call of a transition comes before its did-calls.",
        ],
        "order-leaving-first": [
            "In a push, pop or presentation the leaving controller's viewWillDisappear comes before the new one's",
            "viewWillAppear; only a tab switch tells the new tab first.",
        ],
        "order-tab-new-first": [
            "A tab switch tells the new tab first: its viewWillAppear comes before the old tab's viewWillDisappear."
        ],
        "order-did-calls": [
            "The did-calls follow the will-calls' order once the animation ends: the leaving controller's",
            "viewDidDisappear, then the new one's viewDidAppear.",
        ],
        "order-did-new-first": [
            "The did-calls follow the will-calls' order once the animation ends: where the new controller heard",
            "first, as in a tab switch, its viewDidAppear comes before the old one's viewDidDisappear.",
        ],
        "order-as-logged": [
            "No rule of UIKit's orders these two on its own: the app's code, or the logs the step is played from,",
            "put them in this order; `explain` on the step's command tells the whole step.",
        ],
    ]
}
