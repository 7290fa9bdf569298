/// Why one call comes before another: the reasons a quiz gives for a pair
/// an answer got the wrong way round (`OrderReasons` chooses the topic), and
/// what `explain order-…` prints.
extension Explanations {
    static let orderTopics: [String: [String]] = [
        "order-deinit": [
            "deinit comes last: only once the controller has left the screen and its last owner let go of it."
        ],
        "order-creation": [
            "A controller is made (init, awakeFromNib) before it loads its view (loadView), and viewDidLoad comes once",
            "the view exists: each runs once per instance.",
        ],
        "order-loads-before-appearing": [
            "A controller is created and loads its view (init, loadView, viewDidLoad) before it can appear."
        ],
        "order-shown-loads-first": [
            "The controller being shown is made and loads its view before the transition's first appearance call."
        ],
        "order-will-did": [
            "An object's will-call comes before its did-call: the transition's animation runs between them."
        ],
        "order-app-before-scene": [
            "The app finishes launching (the app delegate) before its scene connects (the scene delegate)."
        ],
        "order-scene-states": [
            "A scene connects, enters the foreground, then becomes active: always in that order."
        ],
        "order-active-before-appear": [
            "At launch the root's viewDidAppear waits until the scene has become active."
        ],
        "order-animation": [
            "Both views are on screen during the animation: every will-call comes at its start, every did-call at",
            "its end, so the new screen's viewWillAppear comes before the old one's viewDidDisappear.",
        ],
        "order-leaving-first": [
            "In a push, pop or presentation the leaving controller hears first (its viewWillDisappear); only a tab",
            "switch tells the new tab first.",
        ],
        "order-tab-new-first": [
            "A tab switch tells the new tab first: its viewWillAppear comes before the old tab's viewWillDisappear."
        ],
        "order-did-calls": ["The did-calls follow in the will-calls' order once the animation ends."],
        "order-prepare": [
            "prepare(for:sender:) hands data to the new controller before it loads its view: its outlets are not set yet."
        ],
    ]
}
