import CommandGrammar
import SceneLabStore

extension StoreError {
    /// The error in `language`: its diagnostic (the reason, in the frame
    /// that names the file and what was being done) rendered once.
    package func message(in language: Language) -> String {
        diagnostic.text(in: language)
    }
}
