import CommandGrammar
import SceneLabCore

extension AppContext {
    /// A line of scenelab's own prose a model command prints (`(no tasks)`),
    /// in the session's language; the app's data it lists goes through
    /// `output(_:)` as it is.
    mutating func output(_ diagnostic: some Diagnostic) { output(diagnostic.text(in: messageLanguage)) }
}
