import Testing

@testable import SceneLabApps
@testable import SceneLabCore
@testable import SceneLabSession

/// NavigationApp, chapter 9's demo (Usov, seed 000), listing by listing: the segues of section
/// 9.3, the buttons section 9.4 leaves unwired, Listings 9.2 and 9.3, and the chapter's
/// "loop" of new instances. Each test cites the book's lines.
@Suite struct NavigationAppTests {
    /// A session at `chapter` with NavigationApp launched.
    static func launched(at chapter: String?, asWritten: Bool = false) -> Session {
        var session = Session()
        if asWritten { _ = session.execute("book as-written") }
        if let chapter { _ = session.execute("book chapter \(chapter)") }
        _ = session.execute("launch navigation")
        return session
    }

    /// The buttons the top screen offers, by name.
    static func buttons(_ session: Session) -> [String] {
        session.simulator.application?.topScreen()?.buttons.map(\.name) ?? []
    }

    /// How many controllers the navigation stack holds.
    static func stackCount(_ session: Session) -> Int? {
        guard let application = session.simulator.application,
            let navigation = application.scenes.first?.window.rootViewController
        else { return nil }
        return application.graph.controllers.children(of: navigation)?.count
    }

    /// Section 9.3 (000:L7184–7200, L7225–7256): the red scene's button is a Show segue to the
    /// green one, the green one's to the yellow one; the stack grows to three.
    @Test func beforeTheFirstListingTheButtonsAreShowSegues() {
        var session = Self.launched(at: "9.0")
        #expect(Self.buttons(session) == ["green"])
        let tap = session.execute("tap green").events
        #expect(tap.contains { $0.method == "prepare(for:sender:)" })
        #expect(Self.buttons(session) == ["yellow"])
        _ = session.execute("tap yellow")
        #expect(Self.buttons(session).isEmpty)
        #expect(Self.stackCount(session) == 3)
    }

    /// Listing 9.1 (000:L7282–7291): the segues are deleted and nothing is wired yet.
    @Test func atListingNineOneTheButtonsDoNothing() {
        var session = Self.launched(at: "9.1")
        let tap = session.execute("tap green").events
        #expect(!tap.contains { $0.method == "init(coder:)" })
        #expect(tap.contains { $0.kind == .note && $0.text?.contains("Listing 9.2") == true })
        #expect(Self.stackCount(session) == 1)
    }

    /// Listing 9.2 (000:L7380–7406): instantiate and push, no segue; the yellow scene pops to
    /// the root; no «К предыдущему экрану» yet.
    @Test func listingNineTwoPushesInCodeAndPopsToTheRoot() {
        var session = Self.launched(at: "9.2")
        #expect(Self.buttons(session) == ["green"])
        let tap = session.execute("tap green").events
        #expect(tap.contains { $0.method == "init(coder:)" })
        #expect(!tap.contains { $0.method == "prepare(for:sender:)" })
        _ = session.execute("tap yellow")
        #expect(Self.buttons(session) == ["root"])
        let root = session.execute("tap root").events
        #expect(root.filter { $0.method == "deinit" }.count == 2)
        #expect(Self.stackCount(session) == 1)
    }

    /// Listing 9.3 (000:L7470–7492): «К предыдущему экрану» pops, and on the root does nothing.
    @Test func previousPopsAndDoesNothingOnTheRoot() {
        var session = Self.launched(at: "9.3")
        #expect(Self.buttons(session) == ["green", "previous"])
        let onRoot = session.execute("tap previous").events
        #expect(!onRoot.contains { $0.method == "viewWillDisappear(_:)" })
        #expect(onRoot.contains { $0.kind == .note && $0.text?.contains("returns nil") == true })
        let push = session.execute("tap green").events
        #expect(push.contains { $0.method == "viewWillDisappear(_:)" })
        let back = session.execute("tap previous").events
        #expect(back.contains { $0.method == "deinit" })
        #expect(Self.stackCount(session) == 1)
    }

    /// The chapter's end (000:L7510–7531, Fig. 9.18): the yellow scene's «К зеленой сцене»
    /// pushes a new green instance, so the stack holds two of each colour it went through.
    @Test func theLoopPushesNewInstances() {
        var session = Self.launched(at: nil)
        #expect(Self.buttons(session) == ["green", "previous"])
        _ = session.execute("tap green")
        _ = session.execute("tap yellow")
        #expect(Self.buttons(session) == ["root", "previous", "green"])
        let again = session.execute("tap green").events
        #expect(again.contains { $0.method == "init(coder:)" && $0.object == "ViewController#4" })
        _ = session.execute("tap yellow")
        #expect(Self.stackCount(session) == 5)
    }

    /// As written, the buttons read as the book prints them (000:L7184, L7196, L7353, L7481).
    @Test func asWrittenTheButtonsAreTheBooks() {
        let session = Self.launched(at: nil, asWritten: true)
        #expect(session.simulator.application?.topScreen()?.buttons.map(\.label) == [
            "К зеленой сцене", "К предыдущему экрану",
        ])
    }
}
