import CommandGrammar
import SceneLabCore

/// The apps write what scenelab says with its two texts side by side, so a
/// line is built once (some are built from a change that must happen once,
/// such as `tasks.append`) and the session's language picks the text.
extension AppContext {
    /// A remark in the session's language.
    mutating func note(_ wording: Wording) { note(wording.en, ru: wording.ru ?? wording.en) }

    /// A warning in the session's language.
    mutating func warn(_ wording: Wording) { warn(wording.en, ru: wording.ru ?? wording.en) }

    /// A line of scenelab's own prose a model command prints (`(no tasks)`);
    /// the app's data it lists goes through `output(_:)` as it is.
    mutating func output(_ wording: Wording) { output(wording.text(in: language)) }
}

extension Rejection {
    /// A refusal whose two texts were built together.
    init(_ wording: Wording) { self.init(wording.en, ru: wording.ru ?? wording.en) }
}
