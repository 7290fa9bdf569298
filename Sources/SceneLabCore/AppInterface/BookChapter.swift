import CommandGrammar

/// A chapter of a book, as `book chapter N` (`--chapter N`) picks it: the app
/// of that chapter plays the code its reader has at the chapter's end, and
/// the book's console prints only the lines that code prints. `book chapter
/// N.M` stops at Listing N.M instead, for a chapter whose demos its later
/// listings replace; `N.0` is the chapter before its first listing.
///
/// The engine only carries the point; each app says which chapters it
/// belongs to (`AppDefinition.chapters`) and reads the choice
/// (`AppContext.chapter`) where its code changes from listing to listing.
/// No chapter chosen is the finished app, every listing in.
public struct BookChapter: Sendable, Equatable, Comparable, CustomStringConvertible {
    /// The chapter's number in its book (Usov: 1–5 Right on target, 7–8 Contacts, 11–15 To-Do Manager).
    public let number: Int
    /// The last listing of the chapter the reader has typed (0: none yet); nil for the chapter's end.
    public let listing: Int?

    public init(_ number: Int, listing: Int? = nil) {
        self.number = number
        self.listing = listing
    }

    /// `7` or `7.4`, as `book chapter` takes it; nil for anything else.
    public init?(parsing text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let number = Int(parts[0]), Self.numbers.contains(number) else {
            return nil
        }
        if parts.count == 2 {
            guard let listing = Int(parts[1]), (0...99).contains(listing) else { return nil }
            self.init(number, listing: listing)
        } else {
            self.init(number)
        }
    }

    public static func < (lhs: BookChapter, rhs: BookChapter) -> Bool {
        (lhs.number, lhs.listing ?? Int.max) < (rhs.number, rhs.listing ?? Int.max)
    }

    /// Whether the reader's code here has Listing `chapter`.`listing` in it.
    public func has(listing: Int, ofChapter chapter: Int) -> Bool { self >= BookChapter(chapter, listing: listing) }

    /// `7` or `7.4`.
    public var description: String { listing.map { "\(number).\($0)" } ?? "\(number)" }

    /// The numbers a chapter may have: those of the longest book scenelab plays.
    public static let numbers = 1...20
}

extension Optional where Wrapped == BookChapter {
    /// Whether the code at this point has Listing `chapter`.`listing`: no chapter chosen is the
    /// finished app, which has every listing.
    public func has(listing: Int, ofChapter chapter: Int) -> Bool {
        map { $0.has(listing: listing, ofChapter: chapter) } ?? true
    }
}
