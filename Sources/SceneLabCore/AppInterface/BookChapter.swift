import CommandGrammar

/// A chapter of a book, as `book chapter N` (`--chapter N`) picks it: the app
/// of that chapter plays the code its reader has at the chapter's end, and
/// the book's console prints only the lines that code prints.
///
/// The engine only carries the number; each app says which chapters it
/// belongs to (`AppDefinition.chapters`) and reads the choice
/// (`AppContext.chapter`) where its code changes from chapter to chapter.
/// No chapter chosen is the finished app, every listing in.
public struct BookChapter: Sendable, Equatable, Comparable, CustomStringConvertible {
    /// The chapter's number in its book (Usov: 1–5 Right on target, 7–8 Contacts, 11–15 To-Do Manager).
    public let number: Int

    public init(_ number: Int) { self.number = number }

    public static func < (lhs: BookChapter, rhs: BookChapter) -> Bool { lhs.number < rhs.number }

    public var description: String { "chapter \(number)" }

    /// The numbers a chapter may have: those of the longest book scenelab plays.
    public static let numbers = 1...20
}
