import Testing

@testable import SceneLabApps
@testable import SceneLabCore
@testable import SceneLabSession

/// TransferApp, chapter 10's demo (Usov, seed 000): scene A's text to scene B and back, each
/// way as the book's listings write it, and the listings' order. Each test cites the book.
@Suite struct TransferAppTests {
    static func launched(at chapter: String? = nil) -> Session {
        var session = Session()
        if let chapter { _ = session.execute("book chapter \(chapter)") }
        _ = session.execute("launch transfer")
        return session
    }

    static func screen(_ session: Session) -> Screen? { session.simulator.application?.topScreen() }
    static func label(_ session: Session) -> String? { screen(session)?.message }
    static func field(_ session: Session) -> String? { screen(session)?.fields.first?.text }

    /// Listings 10.6 and 10.5: the property hands the label's text to the field; Listing 10.7's
    /// "Test data" is what the label shows (000:L7845–7887, L7952–7964).
    @Test func thePropertyHandsTheLabelToTheField() {
        var session = Self.launched()
        #expect(Self.label(session) == "Test data")
        _ = session.execute("tap property")
        #expect(Self.field(session) == "Test data")
    }

    /// Before Listing 10.7 nothing sets the label: the storyboard's "Label" goes to scene B.
    @Test func beforeListingTenSevenTheStoryboardLabelGoes() {
        var session = Self.launched(at: "10.6")
        #expect(Self.label(session) == "Label")
        _ = session.execute("tap property")
        #expect(Self.field(session) == "Label")
        #expect(Self.screen(session)?.buttons.isEmpty == true)
    }

    /// Listing 10.8 (000:L8002–8019): the stack's scene A gets the text, scene B stays, and the
    /// label shows it once scene A appears again.
    @Test func savingWithThePropertyStaysAndShowsOnReturn() {
        var session = Self.launched()
        _ = session.execute("tap property")
        _ = session.execute("type data Moscow")
        let save = session.execute("tap property").events
        #expect(!save.contains { $0.method == "viewWillDisappear(_:)" })
        #expect(Self.field(session) == "Moscow")
        let back = session.execute("tap back").events
        #expect(back.contains { $0.method == "viewWillAppear(_:)" })
        #expect(Self.label(session) == "Moscow")
    }

    /// Listings 10.9–10.11 (000:L8151–8290): the segue's prepare fills the field; the unwind
    /// calls the source's prepare, then `unwindToFirstScreen(_:)`, and pops with the text; at
    /// Listing 10.10 it pops without it.
    @Test func theSegueAndTheUnwind() {
        var session = Self.launched()
        let segue = session.execute("tap segue").events
        #expect(segue.contains { $0.method == "prepare(for:sender:)" && $0.object == "ViewController#1" })
        #expect(Self.field(session) == "Test data")
        _ = session.execute("type data Kazan")
        let unwind = session.execute("tap unwind").events
        let prepare = unwind.firstIndex { $0.method == "prepare(for:sender:)" && $0.object == "SecondViewController#1" }
        let action = unwind.firstIndex { $0.method == "unwindToFirstScreen(_:)" }
        #expect(prepare != nil && action != nil)
        if let prepare, let action { #expect(prepare < action) }
        #expect(Self.label(session) == "Kazan")

        var early = Self.launched(at: "10.10")
        _ = early.execute("tap segue")
        _ = early.execute("type data Kazan")
        _ = early.execute("tap unwind")
        #expect(Self.label(early) == "Test data")
    }

    /// Listings 10.15–10.16 and 10.18–10.19: the delegate and the closure reach scene A only
    /// from a scene B their own button opened (000:L8458–8462, L8571–8574).
    @Test(arguments: ["delegate", "closure"])
    func theDelegateAndTheClosureWorkOnlyFromTheirButton(_ way: String) {
        var session = Self.launched()
        _ = session.execute("tap \(way)")
        _ = session.execute("type data Tver")
        let save = session.execute("tap \(way)").events
        #expect(save.contains { $0.method == "deinit" })
        #expect(Self.label(session) == "Tver")

        _ = session.execute("tap property")
        _ = session.execute("type data Pskov")
        let other = session.execute("tap \(way)").events
        #expect(other.contains { $0.kind == .note && $0.text?.contains("is nil") == true })
        #expect(Self.label(session) == "Tver")
    }

    /// The listings' buttons: scene A's four from 10.6, 10.9, 10.15, 10.18; scene B's from
    /// 10.8, 10.10, 10.16, 10.19.
    @Test func theButtonsComeWithTheirListings() {
        #expect(TransferCode(BookChapter(10, listing: 9)).editButtons == [.property, .segue])
        #expect(TransferCode(BookChapter(10, listing: 15)).saveButtons == [.property, .unwind])
        #expect(TransferCode(BookChapter(10, listing: 16)).saveButtons == [.property, .unwind, .delegate])
        #expect(TransferCode(nil).editButtons == [.property, .segue, .delegate, .closure])
        #expect(TransferCode(BookChapter(10)).saveButtons == [.property, .unwind, .delegate, .closure])
    }
}
