import Testing
import SceneLabTesting

@testable import SceneLabApps
@testable import SceneLabCore
@testable import SceneLabSession

/// Contacts laid out as the book's part II builds it: one `ViewController`
/// with a table and a bottom toolbar «Создать контакт», no navigation
/// controller, no editor, no row selection.
@Suite struct ContactsLayoutTests {
    private func screen(of session: Session) throws -> Screen {
        let app = try #require(session.simulator.application)
        let shown = try #require(app.visibleController)
        return try #require(AppCode.screen(of: shown, in: app))
    }

    @Test func theBooksViewControllerIsTheWindowsRootWithNoNavigationController() throws {
        let session = sessionAfter("launch contacts")
        let app = try #require(session.simulator.application)
        #expect(session.simulator.liveNames.contains("ViewController#1"))
        #expect(!session.simulator.liveNames.contains { $0.hasPrefix("UINavigationController") })
        let root = try #require(app.visibleController)
        #expect(app.name(of: root) == "ViewController#1")
    }

    @Test func theToolbarOffersCreateContactAndNoBarButtons() throws {
        let session = sessionAfter("lang ru", "launch contacts", "contact add Anna 1")
        let screen = try screen(of: session)
        #expect(screen.leftButtons.isEmpty && screen.rightButtons.isEmpty && screen.backTitle == nil)
        #expect(screen.buttons.map(\.label) == ["Создать контакт"])
        #expect(screen.sections.flatMap(\.rows).map(\.accessory) == [nil])
    }

    @Test func createContactPresentsTheBooksAlertAndCreateSavesTheSortedList() throws {
        var session = sessionAfter("lang ru", "launch contacts", "contact add Zoe 2", "tap create-contact")
        let app = try #require(session.simulator.application)
        let alert = try #require(app.visibleController.flatMap { app.controllers[$0]?.alert })
        #expect(alert.title == "Создайте новый контакт")
        #expect(alert.fields.map(\.placeholder) == ["Имя", "Номер телефона"])
        #expect(alert.actions.map(\.title) == ["Отменить", "Создать"])
        for line in ["type name Anna", "type phone 1", "tap create"] { #expect(!session.execute(line).failed) }
        let stored = session.execute("defaults read com.example.Contacts contacts").events.compactMap(\.text)
        let titles = stored.filter { $0.contains("title") }
        #expect(titles.count == 2 && titles.first?.contains("Anna") == true)
    }

    @Test func aRowTapSelectsOnlyAndThereIsNoEditing() {
        var session = sessionAfter("launch contacts", "contact add Anna 1")
        let tapped = session.execute("tap 1")
        #expect(!tapped.failed)
        #expect(!allCalls(tapped.events).contains { $0.contains("init(coder:)") || $0.contains("viewWillDisappear") })
        #expect(session.simulator.liveNames == ["ViewController#1"])
        #expect(session.execute("tap back").failed)
        #expect(session.execute("contact edit 1 --name Bob").failed)
    }
}
