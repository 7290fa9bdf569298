import CommandGrammar
import XcodeProject

/// What `open` says of a folder beside its warnings: a note, with the data
/// the sentence needs.
public enum OpenDiagnostic: Diagnostic, Equatable {
    /// Dependencies' and tests' Swift files and storyboards, counted and not read.
    case leftOut(LeftOutFiles)

    /// The folders named in a sentence: the first few, then how many more.
    static func folders(_ folders: [String], more: (Int) -> String) -> String {
        let shown = folders.prefix(3).joined(separator: ", ")
        return folders.count > 3 ? shown + ", " + more(folders.count - 3) : shown
    }
}
