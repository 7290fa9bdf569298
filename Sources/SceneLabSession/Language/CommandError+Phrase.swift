import CommandGrammar
import SceneLabCore

extension CommandError {
    /// An error at `column` said by `phrase` with `arguments`, in both
    /// languages at once: nothing needs reading back into Russian later.
    /// `russian` replaces an argument that is itself English words of the
    /// grammar (a list's "or"), by its position from 1.
    init(column: Int, _ phrase: Phrase, _ arguments: String..., russian: [Int: String] = [:]) {
        var russianArguments = arguments
        for (position, text) in russian where position >= 1 && position <= arguments.count {
            russianArguments[position - 1] = text
        }
        self.init(column: column, phrase.text(.en, arguments), ru: phrase.text(.ru, russianArguments))
    }
}
