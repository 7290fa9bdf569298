import CommandGrammar
import SceneLabCore

extension Suggestion {
    /// Words people type that are not session commands but mean something
    /// to scenelab: where to find what they want, rather than the nearest
    /// command by spelling (`quiz` is not a typo for `quit`).
    public static let notCommands: [String: Phrase] = [
        "quiz": .notCommandQuiz,
        "check": .notCommandCheck,
        "back": .notCommandBack,
        "clear": .notCommandClear,
        "cls": .notCommandClear,
        "start": .notCommandStart,
        "run": .notCommandStart,
        "reset": .notCommandReset,
        "restart": .notCommandReset,
        "close": .notCommandClose,
        "show": .notCommandShow,
    ]
}
