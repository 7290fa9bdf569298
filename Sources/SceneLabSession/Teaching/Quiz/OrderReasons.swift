import CommandGrammar
import SceneLabCore

/// Why UIKit makes one call before another: the reason a quiz gives for
/// each pair an answer got the wrong way round. A rule picks the `explain`
/// topic (`order-…`) for the pair, so that the quiz and `explain` say the
/// same; a pair no rule covers gets `explain` on the step's command.
public enum OrderReasons {
    /// The reason `earlier` comes before `later`, in one line; `topic` is
    /// `explain`'s topic for the step's command, for the fallback.
    public static func reason(
        earlier: QuizCall, later: QuizCall, topic: String, language: Language = .en
    ) -> String {
        if let pairTopic = self.topic(earlier: earlier, later: later),
            let lines = Explanations.lines(for: pairTopic, in: language)
        {
            return lines.joined(separator: " ")
        }
        return Explanations.lines(for: topic, in: language)?.first ?? Phrase.orderFallbackReason(language)
    }

    /// The `explain` topic that says why `earlier` comes before `later`, when a rule covers the pair.
    public static func topic(earlier first: QuizCall, later second: QuizCall) -> String? {
        let same = first.object == second.object
        if second.method == "deinit" { return "order-deinit" }
        if same && first.isCreation && second.isCreation { return "order-creation" }
        if same && first.isCreation { return "order-loads-before-appearing" }
        if first.isCreation && !second.isCreation && !second.isSceneDelegate { return "order-shown-loads-first" }
        if same && first.isWill && second.isDid { return "order-will-did" }
        if first.isAppDelegate && second.isSceneDelegate { return "order-app-before-scene" }
        if first.isSceneDelegate && second.isSceneDelegate { return "order-scene-states" }
        if first.method == "sceneDidBecomeActive" && second.method == "viewDidAppear" {
            return "order-active-before-appear"
        }
        if first.isWill && second.isDid { return "order-animation" }
        if first.isWill && second.isWill && first.isDisappearing && second.isAppearing { return "order-leaving-first" }
        if first.isWill && second.isWill && first.isAppearing && second.isDisappearing { return "order-tab-new-first" }
        if first.isDid && second.isDid { return "order-did-calls" }
        if first.method == "prepare" { return "order-prepare" }
        return nil
    }
}
