import SceneLabCore

/// What Contacts' code does at a point of its book (`book chapter 7.N`, `7`,
/// `8`), or finished: which listing adds what, decided in one place.
struct ContactsCode: Equatable {
    /// Listings 7.2–7.11: chapter 7's demo table instead of the contacts.
    let demo: DemoTable?
    /// From chapter 8 the list is kept in User Defaults; in chapter 7
    /// `loadContacts()` makes test data and nothing is stored (000:L5723–5724).
    let stores: Bool
    /// From Listing 8.8 `loadContacts()` reads the storage; before it, even at 8.7 where
    /// `didSet` already saves, it makes chapter 7's test contacts (000:L6760–6790).
    let loadsFromStorage: Bool
    /// Listings 8.2–8.6: `viewDidLoad` writes "Some random text" for "Some key" (Listing 8.2,
    /// 000:L6431) and, from 8.3, prints it back twice (000:L6540–6545); Listing 8.7's
    /// `viewDidLoad` is printed whole without them.
    let writesDemoKey: Bool
    let printsDemoKey: Bool
    /// At Listing 8.6 `didSet` calls `storage.save` while `storage`, declared
    /// `ContactStorageProtocol!` by 8.5, is set only by 8.7: the first change crashes.
    let savesThroughNilStorage: Bool
    /// From Listing 7.14 the delegate answers a left swipe (with nil until 7.16).
    let answersSwipe: Bool
    /// From Listing 7.16 the swipe offers «Удалить».
    let deletes: Bool
    /// The toolbar's «Создать контакт», set up just before Listing 7.17 (000:L5940–5957).
    let hasCreateButton: Bool

    init(_ chapter: BookChapter?) {
        // Chapter 8 and the finished app have every listing of chapter 7.
        func has(_ listing: Int) -> Bool { chapter.has(listing: listing, ofChapter: 7) }
        func hasEight(_ listing: Int) -> Bool { chapter.has(listing: listing, ofChapter: 8) }
        demo = has(12) ? nil : DemoTable(showsStaleText: has(4) && !has(6))
        stores = hasEight(7)
        loadsFromStorage = hasEight(8)
        writesDemoKey = hasEight(2) && !hasEight(7)
        printsDemoKey = hasEight(3) && !hasEight(7)
        savesThroughNilStorage = chapter == BookChapter(8, listing: 6)
        answersSwipe = has(14)
        deletes = has(16)
        hasCreateButton = has(17)
    }
}
