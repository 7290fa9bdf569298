import SceneLabCore

/// What Contacts' code does at a point of its book (`book chapter 7.N`, `7`,
/// `8`), or finished: which listing adds what, decided in one place.
struct ContactsCode: Equatable {
    /// Listings 7.2–7.11: chapter 7's demo table instead of the contacts.
    let demo: DemoTable?
    /// From chapter 8 the list is kept in User Defaults; in chapter 7
    /// `loadContacts()` makes test data and nothing is stored (000:L5723–5724).
    let stores: Bool
    /// From Listing 7.14 the delegate answers a left swipe (with nil until 7.16).
    let answersSwipe: Bool
    /// From Listing 7.16 the swipe offers «Удалить».
    let deletes: Bool
    /// The toolbar's «Создать контакт», set up just before Listing 7.17 (000:L5940–5957).
    let hasCreateButton: Bool

    init(_ chapter: BookChapter?) {
        // Chapter 8 and the finished app have every listing of chapter 7.
        let point = chapter.flatMap { $0.number == 7 ? $0 : nil }
        func has(_ listing: Int) -> Bool { point.map { $0.has(listing: listing, ofChapter: 7) } ?? true }
        demo = has(12) ? nil : DemoTable(showsStaleText: has(4) && !has(6))
        stores = chapter.map { $0.number >= 8 } ?? true
        answersSwipe = has(14)
        deletes = has(16)
        hasCreateButton = has(17)
    }
}
