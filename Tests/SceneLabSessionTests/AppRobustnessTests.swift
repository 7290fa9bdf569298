import Testing

@testable import SceneLabApps
@testable import SceneLabCore
@testable import SceneLabSession

/// Inputs that once crashed or misled the apps, kept as tests.
@Suite struct AppRobustnessTests {
    @Test(arguments: ["tap -9223372036854775808", "tap 0", "tap -1", "tap 99999999999999999999"])
    func hugeOrNegativeRowNumbersAreRefused(line: String) {
        for app in ["todo", "contacts"] {
            var session = sessionAfter("launch \(app)")
            let outcome = session.execute(line)
            #expect(outcome.failed)
            #expect(outcome.events.filter { $0.kind == .error }.count == 1)
        }
        var picker = sessionAfter("launch", "tap +", "tap type")
        #expect(picker.execute("tap -9223372036854775808").failed)
    }

    @Test func savingAnEditAfterTheListChangedReplacesTheTaskBeingEdited() throws {
        var session = sessionAfter(
            "launch", "task add A", "task add B", "swipe 1 edit", "task rm 1", "type title Renamed")
        _ = session.execute("tap save")
        let tasks = try session.simulator.store.persistentDomain("com.example.ToDoManager")["tasks"]
        let titles = TasksStorage.load(from: tasks).tasks.map(\.title)
        #expect(titles == ["B", "Renamed"])
    }

    @Test func editorsAreForgottenWhenTheyDeinit() throws {
        var session = sessionAfter("launch", "tap +")
        let opened = try #require(session.simulator.application)
        let first = try #require(
            opened.controllers.keys.first { opened.controllers.code(of: $0) is TaskEditController })
        _ = session.execute("tap back")
        _ = session.execute("tap +")
        let app = try #require(session.simulator.application)
        // The second editor may live in the first one's slot: the first one's id names nothing.
        #expect(!(app.controllers.code(of: first) is TaskEditController), "the first editor's code went with it")
        let editors = app.controllers.keys.filter { app.controllers.code(of: $0) is TaskEditController }
        #expect(editors.map { app.name(of: $0) } == ["TaskEditController#2"])
    }

    @Test func aSuspendedAppRunsNoCodeAndDiesSilently() {
        var session = sessionAfter("launch", "home", "suspend")
        for line in ["push X", "task add A", "memory-warning", "tap +", "present M"] {
            let outcome = session.execute(line)
            #expect(outcome.failed, "\(line)")
            #expect(!outcome.events.contains { $0.kind == .call }, "\(line)")
        }
        let killed = session.execute("kill")
        #expect(!killed.events.contains { $0.kind == .call })
        #expect(session.simulator.application == nil)
    }

    @Test func onlyTheShownEditButtonCanBeTapped() {
        var session = sessionAfter("launch")
        #expect(session.execute("tap done").failed)
        #expect(!session.execute("tap edit").failed)
        #expect(session.execute("tap edit").failed)
        #expect(!session.execute("tap done").failed)
    }

    @Test func explainLastFollowsTheCommandNotItsFirstWord() {
        var session = sessionAfter("launch --window code")
        let lines = session.execute("explain last").events.compactMap { $0.kind == .output ? $0.text : nil }
        #expect(lines.first?.contains("Window built in code") == true)
        _ = session.execute("memory-warning")
        let memory = session.execute("explain last").events.compactMap { $0.kind == .output ? $0.text : nil }
        #expect(memory.first?.contains("every live controller") == true)
    }

    @Test func modelCommandsRefuseEmptyChanges() {
        var session = sessionAfter("launch contacts", "contact add Anna 1")
        #expect(session.execute("contact add Anna").failed)
        var todo = Session()
        _ = todo.execute("launch")
        #expect(todo.execute("task add '  '").failed)
        #expect(todo.execute("task add A").failed == false)
        #expect(todo.execute("task edit 1").failed)
    }
}

@Suite struct TableLoadTests {
    @Test func onlyTheRowsOnScreenGetCells() {
        var session = Session()
        _ = session.execute("launch")
        for index in 1...20 { _ = session.execute("task add T\(index)") }
        let events = session.execute("task add Last").events
        let cells = events.filter { $0.method == "tableView(_:cellForRowAt:)" }
        #expect(cells.count == Device(model: .iPhone).rowsOnScreen)
        #expect(events.contains { $0.method == "numberOfSections(in:)" })
    }

    @Test func reloadingASectionBelowTheScreenAsksForNoCells() {
        var session = Session()
        _ = session.execute("launch")
        let rows = Device(model: .iPhone).rowsOnScreen
        for index in 1...rows { _ = session.execute("task add I\(index) --important") }
        _ = session.execute("task add Below")
        let events = session.execute("tap \(rows + 1)").events
        #expect(events.contains { $0.method == "reloadSections(_:with:)" })
        #expect(!events.contains { $0.method == "tableView(_:cellForRowAt:)" })
        let visible = session.execute("tap 1").events.filter { $0.method == "tableView(_:cellForRowAt:)" }
        #expect(visible.count == rows)
    }
}
