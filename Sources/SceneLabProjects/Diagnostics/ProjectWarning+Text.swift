import CommandGrammar
import XcodeProject

/// A warning of an opened project as a person reads it: its place, then what
/// was met, said by the renderer of the language scenelab speaks. The readers
/// return values; only the two renderers beside this file hold sentences, each
/// an exhaustive switch, so that a problem without its Russian does not compile.
extension ProjectWarning {
    /// `App/Main.storyboard:12:5: unknown element <foo> in <document>`; the
    /// sentence alone for a warning of no one file.
    public func text(in language: Language) -> String {
        let sentence: String
        switch language {
        case .en: sentence = EnglishDiagnostics.sentence(problem)
        case .ru: sentence = RussianDiagnostics.sentence(problem)
        }
        return place.isEmpty ? sentence : place + ": " + sentence
    }
}

/// Why a folder could not be opened, as a person reads it.
extension ProjectError {
    /// The English is the error's own description; the Russian its renderer's.
    public func text(in language: Language) -> String {
        switch language {
        case .en: return description
        case .ru: return RussianDiagnostics.sentence(self)
        }
    }
}
