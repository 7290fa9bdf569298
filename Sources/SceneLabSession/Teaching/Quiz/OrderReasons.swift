import CommandGrammar
import SceneLabCore

/// Why UIKit makes one call before another: the reason a quiz gives for
/// each pair an answer got the wrong way round. A rule picks the `explain`
/// topic (`order-…`) for the pair, so that the quiz and `explain` say the
/// same; a pair no rule covers (an app's own method, a delegate's) gets
/// `order-as-logged`, which says so.
public enum OrderReasons {
    /// The reason `earlier` comes before `later`: the whole of its `explain` topic, as one line.
    public static func reason(earlier: QuizCall, later: QuizCall, language: Language = .en) -> String {
        let topic = self.topic(earlier: earlier, later: later) ?? "order-as-logged"
        return (Explanations.lines(for: topic, in: language) ?? []).joined(separator: " ")
    }

    /// The `explain` topic that says why `earlier` comes before `later`,
    /// when a rule covers the pair. The rules are tried in turn, the most
    /// particular first; each topic names the kinds of call it orders, the
    /// earlier first, so that what it says holds for the pair it is given.
    public static func topic(earlier first: QuizCall, later second: QuizCall) -> String? {
        let same = first.object == second.object
        if second.method == "deinit" { return first.isWill || first.isDid ? "order-deinit" : nil }
        guard first.isLifecycle && second.isLifecycle else { return nil }
        if first.isAppDelegate { return second.isAppDelegate ? "order-app-launch" : "order-app-before-scene" }
        if second.isAppDelegate { return first.isCreation ? "order-root-before-app-delegate" : nil }
        if first.isSceneDelegate && second.isSceneDelegate { return "order-scene-states" }
        if first.method == "sceneDidBecomeActive" && second.method == "viewDidAppear" {
            return "order-active-before-appear"
        }
        if first.isSceneDelegate { return first.isSceneArriving ? "order-scene-before-appearing" : nil }
        if second.isSceneDelegate { return second.isSceneLaunching ? "order-storyboard-root-first" : nil }
        if first.isCreation && second.method == "prepare" {
            return same ? "order-loads-before-embedding" : "order-made-before-prepare"
        }
        if first.method == "prepare" { return second.method == "prepare" ? "order-segues-in-turn" : "order-prepare" }
        if same && first.isCreation && second.isCreation { return "order-creation" }
        if same && first.isCreation { return "order-loads-before-appearing" }
        if first.isCreation && second.isCreation { return "order-children-made-in-turn" }
        if first.isCreation && !second.isCreation { return "order-shown-loads-first" }
        if same && first.isWill && second.isDid { return "order-will-did" }
        if first.isWill && second.isDid { return "order-animation" }
        if first.isWill && second.isWill && first.isDisappearing && second.isAppearing { return "order-leaving-first" }
        if first.isWill && second.isWill && first.isAppearing && second.isDisappearing { return "order-tab-new-first" }
        if first.isDid && second.isDid && first.isDisappearing && second.isAppearing { return "order-did-calls" }
        if first.isDid && second.isDid && first.isAppearing && second.isDisappearing { return "order-did-new-first" }
        if first.isWill == second.isWill && first.isAppearing == second.isAppearing { return "order-in-turn" }
        return nil
    }
}
