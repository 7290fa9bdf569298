import SceneLabCore

/// Which of chapter 10's listings the reader has typed (`book chapter 10.N`); every one of
/// them without a chapter chosen, or at the chapter's end.
struct TransferCode: Equatable {
    /// The point in the book; nil for the finished app.
    let chapter: BookChapter?

    init(_ chapter: BookChapter?) { self.chapter = chapter }

    /// Whether Listing 10.`number` is in.
    func has(_ number: Int) -> Bool { chapter.has(listing: number, ofChapter: 10) }

    /// Scene A's buttons: property (Listing 10.6), segue (its Show segue and Listing 10.9),
    /// delegate (10.15), closure (10.18).
    var editButtons: [SceneAController.Button] {
        let listed: [(Int, SceneAController.Button)] = [(6, .property), (9, .segue), (15, .delegate), (18, .closure)]
        return listed.filter { has($0.0) }.map(\.1)
    }

    /// Scene B's buttons: property (10.8), unwind (its unwind segue, 10.10), delegate (10.16),
    /// closure (10.19).
    var saveButtons: [SceneBController.Button] {
        let listed: [(Int, SceneBController.Button)] = [(8, .property), (10, .unwind), (16, .delegate), (19, .closure)]
        return listed.filter { has($0.0) }.map(\.1)
    }
}
