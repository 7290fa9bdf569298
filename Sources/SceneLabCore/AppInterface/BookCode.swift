import CommandGrammar
/// Which code the books' apps run (`book as-written|fixed`, `--as-written`): the
/// books' listings as printed, bugs included, or scenelab's fixed version.
///
/// The engine only carries the choice; each app reads it
/// (`AppContext.code`) and decides what its book does differently, so that
/// a student can see a symptom the book discusses and then its fix.
public enum BookCode: String, Sendable, Equatable, CaseIterable {
    /// The books' code as printed: the To-Do Manager's edit and move bugs,
    /// the whole-list `as? [[String: String]]` cast and the re-save on load,
    /// Snake's `.short` date, and the book's claim that a swiped-away
    /// scene always hears `sceneDidDisconnect`.
    case asWritten = "as-written"
    /// scenelab's version, the default: the bugs fixed, loading that keeps
    /// what it can and says what it dropped.
    case fixed

    /// What `book` prints for the choice.
    func description(in language: Language) -> String { InterfaceDiagnostic.bookCodeChosen(self).text(in: language) }
}
