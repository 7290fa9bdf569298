import CommandGrammar
import XcodeProject

/// What `open` says of a folder beside its warnings: a note, with the data
/// the sentence needs.
public enum OpenDiagnostic: Diagnostic, Equatable {
    /// Dependencies' and tests' Swift files and storyboards, counted and not read.
    case leftOut(LeftOutFiles)
    /// Swift files nothing the app starts from names, left unread until a command names one of
    /// their types (`ReachableSwiftFiles`): `count` of the project's `of`.
    case filesUnread(count: Int, of: Int, types: [String])
    /// Files the app needs only once it runs, read while it launches: `count` of `of`; and
    /// `inPart` more of which the launch needs only what makes their objects, read whole then.
    case filesReadAfterLaunch(count: Int, of: Int, inPart: Int = 0)
    /// The files read while the app launched made no app: the app stays as it was.
    case filesReadAfterLaunchRefused(reason: String)
    /// The unread files, read because a command named `named`.
    case unreadFilesRead(count: Int, named: String)
    /// The unread files, read because a command named `named`, made no app: the app stays as it was.
    case unreadFilesRefused(named: String, reason: String)

    /// The folders named in a sentence: the first few, then how many more.
    static func folders(_ folders: [String], more: (Int) -> String) -> String {
        let shown = folders.prefix(3).joined(separator: ", ")
        return folders.count > 3 ? shown + ", " + more(folders.count - 3) : shown
    }
}
