import Testing

@testable import SceneLabApps
@testable import SceneLabCore
@testable import SceneLabSession

/// Usov ch. 7's cell reuse (Listing 7.7): the table's first screenful makes a
/// cell per visible row, a reload takes them back from the reuse queue, and
/// the `usov` style prints the book's two `print` lines with the row.
@Suite struct CellReuseTests {
    static let created = "Создаем новую ячейку для строки с индексом "
    static let reused = "Используем старую ячейку для строки с индексом "

    /// A session in the `usov` style that has saved `count` contacts and relaunched Contacts.
    static func relaunched(with count: Int) -> (Session, [String]) {
        var session = Session()
        _ = session.execute("launch contacts")
        for index in 0..<count { _ = session.execute("contact add Name\(100 + index) +7999\(index)") }
        _ = session.execute("kill")
        session.traceStyle = .usov
        let lines = session.execute("launch contacts").events.filter { $0.isVerbatim }.compactMap(\.text)
        return (session, lines)
    }

    @Test func theFirstScreenfulMakesACellPerVisibleRowOnly() {
        let rows = Device(model: .iPhone).rowsOnScreen
        let (_, lines) = Self.relaunched(with: rows + 2)
        #expect(lines == (0..<rows).map { Self.created + String($0) })
    }

    @Test func aReloadReusesTheCellsItMade() {
        var (session, _) = Self.relaunched(with: 2)
        let lines = session.execute("contact add Zoya +79990000000").events.filter { $0.isVerbatim }.compactMap(\.text)
        #expect(lines == [Self.reused + "0", Self.reused + "1", Self.created + "2"])
    }

    /// scenelab's own style shows the call without the reuse context, as before.
    @Test func theReuseContextIsNoParameter() {
        var session = Session()
        _ = session.execute("launch contacts")
        let events = session.execute("contact add Anna +79990001122").events
        let cell = events.first { $0.method == "tableView(_:cellForRowAt:)" }
        #expect(cell?.reusesCell == false)
        #expect(cell?.parameterCount == 2)
    }

    /// The book's interpolation takes the call's row; other apps' consoles print no cells.
    @Test func theTemplateTakesTheRow() {
        var event = Event(
            kind: .call, object: "ViewController#1", className: "ViewController",
            method: "tableView(_:cellForRowAt:)",
            arguments: [
                .indexPath(Name(plain: "cellForRowAt"), 0, 7),
                Event.Argument(Event.Argument.reusedCellLabel, .bool(true)),
            ])
        #expect(ContactListController.bookConsole.line(for: event) == Self.reused + "7")
        event.arguments = [.indexPath(Name(plain: "cellForRowAt"), 0, 3)]
        #expect(ContactListController.bookConsole.line(for: event) == Self.created + "3")
        #expect(RightOnTarget.bookConsole.line(for: event) == nil)
    }

    /// The usov lines a command prints.
    static func printed(_ command: String, in session: inout Session) -> [String] {
        session.execute(command).events.filter { $0.isVerbatim }.compactMap(\.text)
    }

    /// Usov ch. 7: scrolling makes new cells until the first row is off
    /// screen, then only reuses; the window stops at the list's last row.
    @Test func scrollingMakesOneCellThenReuses() {
        let visible = Device(model: .iPhone).rowsOnScreen
        let total = visible + 4
        var (session, _) = Self.relaunched(with: total)
        #expect(Self.printed("scroll down 1", in: &session) == [Self.created + String(visible)])
        // A screenful is asked for, but only the rows left below come in.
        #expect(
            Self.printed("scroll down", in: &session)
                == (visible + 1..<total).map { Self.reused + String($0) })
        let refusal = session.execute("scroll down").events.filter { $0.kind == .error }.compactMap(\.text)
        #expect(refusal.count == 1 && refusal[0].contains("rows 5–\(total) of \(total)"))
        #expect(Self.printed("scroll up 2", in: &session) == [Self.reused + "3", Self.reused + "2"])
    }

    /// The row coming in asks for a cell; the row going out is told to a
    /// delegate that implements `didEndDisplaying` only, and the book's does
    /// not (tableView(_:didEndDisplaying:forRowAt:) is an optional method UIKit
    /// calls after asking `responds(to:)`); `screen` names the rows on screen.
    @Test func aScrollAsksForTheRowComingInAndTellsNoDelegateWithoutTheMethod() {
        let rows = Device(model: .iPhone).rowsOnScreen
        var (session, _) = Self.relaunched(with: rows + 2)
        session.traceStyle = .scenelab
        _ = session.execute("trace table on")
        let calls = session.execute("scroll down 1").events.filter { $0.kind == .call }
        #expect(calls.map(\.method) == ["tableView(_:cellForRowAt:)"])
        #expect(calls.last?.channel == .table)
        let screen = session.execute("screen").events.compactMap(\.text).joined(separator: "\n")
        #expect(screen.contains("(rows 2–\(rows + 1) of \(rows + 2) on screen; scroll down|up)"))
    }

    /// A table that fits on screen has nothing to scroll and draws no window line.
    @Test func aShortListRefusesToScroll() {
        var (session, _) = Self.relaunched(with: 3)
        let events = session.execute("scroll up").events
        #expect(events.filter { $0.kind == .error }.count == 1)
        #expect(!events.contains { $0.kind == .call })
        let screen = session.execute("screen").events.compactMap(\.text).joined(separator: "\n")
        #expect(!screen.contains("on screen;"))
    }

    /// A screen shows as many rows as its height holds, the last in part:
    /// more on an iPad than on an iPhone, fewer in landscape.
    @Test func theRowsOnScreenComeFromTheDevicesHeight() {
        let iPhone = Device(model: .iPhone)
        #expect(iPhone.rowsOnScreen == 17)
        #expect(Device(model: .iPhone, orientation: .landscape).rowsOnScreen == 8)
        #expect(Device(model: .iPad).rowsOnScreen == 25)
        #expect(Device(model: .iPad, orientation: .landscape).rowsOnScreen < Device(model: .iPad).rowsOnScreen)
        var session = Session()
        _ = session.execute("device ipad")
        _ = session.execute("launch")
        for index in 1...30 { _ = session.execute("task add T\(index)") }
        let cells = session.execute("task add Last").events.filter { $0.method == "tableView(_:cellForRowAt:)" }
        #expect(cells.count == 25)
    }
}
