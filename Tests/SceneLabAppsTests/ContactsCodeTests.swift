import SceneLabCore
import Testing

@testable import SceneLabApps

/// Which listing of chapter 7 adds what to Contacts (`book chapter 7.N`).
struct ContactsCodeTests {
    @Test(arguments: [
        ("7.3", true, false, false, false, false, false),
        ("7.4", true, true, false, false, false, false),
        ("7.6", true, false, false, false, false, false),
        ("7.12", false, false, false, false, false, false),
        ("7.15", false, false, false, true, false, false),
        ("7.16", false, false, false, true, true, false),
        ("7.17", false, false, false, true, true, true),
        ("7", false, false, false, true, true, true),
        ("8", false, false, true, true, true, true),
    ])
    func eachListingAddsItsPart(
        point: String, demo: Bool, staleText: Bool, stores: Bool, answersSwipe: Bool, deletes: Bool, button: Bool
    ) throws {
        let code = ContactsCode(try #require(BookChapter(parsing: point)))
        #expect((code.demo != nil) == demo)
        #expect((code.demo?.showsStaleText == true) == staleText)
        #expect(code.stores == stores && code.answersSwipe == answersSwipe)
        #expect(code.deletes == deletes && code.hasCreateButton == button)
    }

    /// Chapter 8's listings, a point at a time: the demo key of 8.2–8.6, its prints from 8.3,
    /// the crash of 8.6 alone, the storage from 8.7, the load from it from 8.8.
    @Test(arguments: [
        ("8.1", false, false, false, false, false),
        ("8.2", true, false, false, false, false),
        ("8.3", true, true, false, false, false),
        ("8.6", true, true, true, false, false),
        ("8.7", false, false, false, true, false),
        ("8.8", false, false, false, true, true),
        ("7.17", false, false, false, false, false),
    ])
    func chapterEightListingByListing(point: String, writes: Bool, prints: Bool, crashes: Bool, stores: Bool, loads: Bool)
        throws
    {
        let code = ContactsCode(try #require(BookChapter(parsing: point)))
        #expect(code.writesDemoKey == writes && code.printsDemoKey == prints)
        #expect(code.savesThroughNilStorage == crashes && code.stores == stores && code.loadsFromStorage == loads)
    }

    /// No chapter chosen is the finished app, which has every listing; a chapter has its own up to
    /// its point and every earlier chapter's.
    @Test func aPointHasTheListingsUpToIt() {
        let none: BookChapter? = nil
        #expect(none.has(listing: 99, ofChapter: 20))
        #expect(Optional(BookChapter(8, listing: 3)).has(listing: 3, ofChapter: 8))
        #expect(!Optional(BookChapter(8, listing: 3)).has(listing: 4, ofChapter: 8))
        #expect(Optional(BookChapter(8)).has(listing: 17, ofChapter: 7))
        #expect(!Optional(BookChapter(7)).has(listing: 0, ofChapter: 8))
    }

    @Test func theFinishedAppHasEveryListingAndItsStorage() {
        #expect(ContactsCode(nil) == ContactsCode(BookChapter(8)))
        #expect(ContactsCode(nil).stores && ContactsCode(nil).demo == nil)
    }

    /// With V rows on screen the queue cycles V + 1 cells: row R shows R mod (V + 1) under 7.4.
    @Test func aStaleCellShowsTheRowItWasMadeFor() {
        let stale = DemoTable(showsStaleText: true)
        #expect((0..<20).map { stale.shownNumber(ofRow: $0, onScreen: 17) } == Array(0...17) + [0, 1])
        #expect(DemoTable(showsStaleText: false).shownNumber(ofRow: 19, onScreen: 17) == 19)
    }
}
