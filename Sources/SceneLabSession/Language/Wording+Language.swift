import CommandGrammar
import SceneLabCore

extension Wording {
    /// The text in `language`: the Russian written beside the English, else
    /// the session's Russian table's, else (a text not yet translated) the English.
    public func text(_ language: Language) -> String {
        guard language == .ru else { return en }
        return ru ?? RussianWording.texts[en] ?? en
    }

    /// The Russian text, from beside the English or the session's table; nil when none is written.
    public var russian: String? { ru ?? RussianWording.texts[en] }
}
