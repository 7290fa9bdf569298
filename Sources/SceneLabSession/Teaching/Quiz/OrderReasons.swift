/// Why UIKit makes one call before another: the one-line reason a quiz
/// gives for each pair an answer got the wrong way round. The rules say
/// what `explain` says of these orders, pair by pair; a pair no rule covers
/// gets the first line of `explain` on the step's command.
public enum OrderReasons {
    /// One call line taken apart: `A#1 viewWillAppear(animated: true)` is
    /// object `A#1`, method `viewWillAppear`.
    struct Call {
        let object: Substring
        let method: Substring

        init(_ line: String) {
            let parts = line.split(separator: " ", maxSplits: 1)
            object = parts.first ?? ""
            method = (parts.count > 1 ? parts[1] : "").prefix { $0 != "(" && $0 != " " }
        }

        var isCreation: Bool { ["init", "awakeFromNib", "loadView", "viewDidLoad"].contains(method) }
        var isAppDelegate: Bool { object == "AppDelegate" }
        var isSceneDelegate: Bool { object.hasPrefix("SceneDelegate") }
        var isWill: Bool { method.hasPrefix("viewWill") }
        var isDid: Bool { method.hasPrefix("viewDid") && method != "viewDidLoad" }
        var isAppearing: Bool { method.hasSuffix("Appear") }
        var isDisappearing: Bool { method.hasSuffix("Disappear") }
    }

    /// The reason `earlier` comes before `later`; `topic` is `explain`'s topic
    /// for the step's command, for the fallback.
    public static func reason(earlier: String, later: String, topic: String) -> String {
        let first = Call(earlier)
        let second = Call(later)
        if second.method == "deinit" {
            return "deinit comes last: only once the controller has left the screen and its last owner let go of it"
        }
        if first.object == second.object && first.isCreation && second.isCreation {
            return "a controller is made (init, awakeFromNib) before it loads its view (loadView), "
                + "and viewDidLoad comes once the view exists"
        }
        if first.object == second.object && first.isCreation && !second.isCreation {
            return "a controller is created and loads its view (init, loadView, viewDidLoad) before it can appear"
        }
        if first.object == second.object && first.isWill && second.isDid {
            return "an object's will-call comes before its did-call: the transition's animation runs between them"
        }
        if first.isCreation && !second.isCreation && first.object != second.object && !second.isSceneDelegate {
            return "the controller being shown is made and loads its view before the transition's first "
                + "appearance call"
        }
        if first.isAppDelegate && second.isSceneDelegate {
            return "the app finishes launching (the app delegate) before its scene connects (the scene delegate)"
        }
        if first.isSceneDelegate && second.isSceneDelegate {
            return "a scene connects, enters the foreground, then becomes active: always in that order"
        }
        if first.method == "sceneDidBecomeActive" && second.method == "viewDidAppear" {
            return "at launch the root's viewDidAppear waits until the scene has become active"
        }
        if first.object != second.object && first.isWill && second.isDid {
            return "both views are on screen during the animation: every will-call comes at its start, "
                + "every did-call at its end"
        }
        if first.object != second.object && first.isWill && second.isWill && first.isDisappearing && second.isAppearing {
            return "in a push, pop or presentation the leaving controller hears first; "
                + "only a tab switch tells the new tab first"
        }
        if first.object != second.object && first.isWill && second.isWill && first.isAppearing && second.isDisappearing {
            return "a tab switch tells the new tab first: its viewWillAppear comes before the old tab's viewWillDisappear"
        }
        if first.object != second.object && first.isDid && second.isDid && first.isDisappearing {
            return "the did-calls follow in the will-calls' order once the animation ends"
        }
        if first.object != second.object && first.isDid && second.isDid && first.isAppearing {
            return "the did-calls follow in the will-calls' order once the animation ends"
        }
        if first.method == "prepare" {
            return "prepare(for:sender:) hands data to the new controller before it loads its view"
        }
        return Explanations.lines(for: topic)?.first ?? "that is the order UIKit makes them in (see `explain`)"
    }
}
