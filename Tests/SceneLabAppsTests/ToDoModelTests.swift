import Testing

@testable import SceneLabApps
@testable import SceneLabCore
@testable import PropertyLists

@Suite struct TaskListTests {
    let milk = Task(title: "Milk", type: .normal, status: .planned)
    let cat = Task(title: "Cat", type: .important, status: .planned)
    let debt = Task(title: "Debt", type: .important, status: .completed)

    @Test func sectionsAreImportantThenNormalAndPlannedComeFirst() {
        let list = TaskList([debt, milk, cat])
        #expect(list.all.map(\.title) == ["Cat", "Debt", "Milk"])
        #expect(list.tasks(in: 0).map(\.title) == ["Cat", "Debt"])
        #expect(list.position(ofNumber: 3)?.section == 1)
        #expect(list.position(ofNumber: 4) == nil)
    }

    @Test func completingATaskMovesItAfterThePlannedOnesStably() {
        var list = TaskList([cat, Task(title: "Dog", type: .important, status: .planned)])
        list.setStatus(.completed, at: (0, 0))
        #expect(list.all.map(\.title) == ["Dog", "Cat"])
        #expect(list.all.map(\.status) == [.planned, .completed])
    }

    /// The book's edit closure wrote the task back into its old section.
    @Test func anEditThatChangesTheTypeMovesTheTaskToItsNewSection() {
        var list = TaskList([cat, milk])
        list.replace(at: (1, 0), with: Task(title: "Milk", type: .important, status: .planned))
        #expect(list.tasks(in: 0).map(\.title) == ["Cat", "Milk"])
        #expect(list.tasks(in: 1).isEmpty)
        #expect(list.tasks(in: 0).allSatisfy { $0.type == .important })
    }

    /// The book set the type after the re-sort, on whatever task landed at the drop position.
    @Test func movingACompletedTaskAbovePlannedOnesChangesItsOwnType() {
        var list = TaskList([cat, Task(title: "Keys", type: .normal, status: .completed)])
        list.move(from: (1, 0), to: (0, 0))
        #expect(list.all.map(\.title) == ["Cat", "Keys"])
        #expect(list.all.map(\.type) == [.important, .important])
    }

    @Test func removeAndOutOfRangeAreSafe() {
        var list = TaskList([cat])
        list.remove(at: (0, 5))
        list.setStatus(.completed, at: (1, 0))
        #expect(list.all == [cat])
        list.remove(at: (0, 0))
        #expect(list.all.isEmpty)
    }
}

@Suite struct TasksStorageTests {
    @Test func followsTheBooksFallbacksAndSaysWhatItSkipped() {
        let stored: PropertyList = .array([
            .dictionary(["title": .string("A"), "type": .string("important"), "status": .string("planned")]),
            .dictionary(["title": .string("B"), "type": .string("weird"), "status": .string("odd")]),
            .dictionary(["title": .string("C"), "type": .string("normal")]),
            .integer(3),
        ])
        let loaded = TasksStorage.load(from: stored)
        #expect(
            loaded.tasks == [
                Task(title: "A", type: .important, status: .planned),
                Task(title: "B", type: .normal, status: .completed),
            ])
        #expect(loaded.warnings.count == 4)
        #expect(loaded.original == stored)
    }

    @Test func aCleanValueHasNoWarningsAndNoBackup() {
        let tasks = [Task(title: "A", type: .normal, status: .completed)]
        let loaded = TasksStorage.load(from: TasksStorage.value(of: tasks))
        #expect(loaded.tasks == tasks)
        #expect(loaded.warnings.isEmpty)
        #expect(loaded.original == nil)
        #expect(TasksStorage.load(from: nil).tasks.isEmpty)
    }

    @Test func theStoredLayoutIsTheBooks() {
        let value = TasksStorage.value(of: [Task(title: "A", type: .important, status: .planned)])
        #expect(
            value
                == .array([
                    .dictionary(["title": .string("A"), "type": .string("important"), "status": .string("planned")])
                ]))
    }
}

@Suite struct ToDoManagerTests {
    func launched() -> Simulator {
        var simulator = Simulator()
        _ = simulator.apply(.launch(app: "todo", window: .storyboard))
        return simulator
    }

    @Test func createThroughTheUIRunsTheClosureBeforeThePop() throws {
        var simulator = launched()
        _ = simulator.apply(.gesture(.tap("+")))
        _ = simulator.apply(.gesture(.type(field: "title", text: "Milk")))
        let events = simulator.apply(.gesture(.tap("save")))
        let names = events.compactMap(\.method)
        let closure = try #require(names.firstIndex(of: "doAfterEdit"))
        let write = try #require(names.firstIndex(of: "set(_:forKey:)"))
        let reload = try #require(names.firstIndex(of: "reloadData()"))
        let pop = try #require(names.firstIndex(of: "viewWillDisappear(_:)"))
        #expect(closure < write && write < reload && reload < pop)
        #expect(
            try simulator.store.persistentDomain("com.example.ToDoManager")["tasks"]
                == TasksStorage.value(of: [
                    Task(title: "Milk", type: .normal, status: .planned)
                ]))
    }

    @Test func anEmptyTitleShowsAnAlertAndSavesNothing() throws {
        var simulator = launched()
        _ = simulator.apply(.gesture(.tap("+")))
        let events = simulator.apply(.gesture(.tap("save")))
        #expect(events.contains { $0.object == "UIAlertController#1" && $0.method == "viewDidAppear(_:)" })
        #expect(!events.contains { $0.method == "doAfterEdit" })
        #expect(try simulator.store.persistentDomain("com.example.ToDoManager").isEmpty)
        let screen = try #require(simulator.application?.topScreen())
        #expect(screen.buttons.map(\.name) == ["ok"])
    }

    @Test func aGestureTheScreenDoesNotOfferNamesTheOnesItDoes() throws {
        var simulator = launched()
        let events = simulator.apply(.gesture(.toggle("status")))
        let error = try #require(events.first { $0.kind == .error }?.text)
        #expect(error.contains("tap +"))
        #expect(error.contains("edit-mode on"))
    }

    @Test func taskCommandsNeedTheToDoApp() throws {
        var simulator = Simulator()
        _ = simulator.apply(.launch(app: "contacts", window: .storyboard))
        let events = simulator.apply(.model(.taskList))
        #expect(events.count == 1)
        #expect(events.first?.kind == .error)
    }
}

@Suite struct IncrementalSaveTests {
    /// Reusing the last save must give exactly what a save from scratch gives,
    /// whatever happened to the list in between.
    @Test func reusingTheLastSaveGivesTheSameValue() {
        var list = TaskList()
        var last = TasksStorage.LastSave()
        var generator = SystemRandomNumberGenerator()
        for step in 0..<400 {
            switch Int.random(in: 0..<5, using: &generator) {
            case 0, 1:
                list.append(
                    Task(
                        title: "T\(step % 37)", type: Bool.random() ? .important : .normal,
                        status: Bool.random() ? .planned : .completed))
            case 2:
                if let position = list.position(ofNumber: Int.random(in: 1...max(1, list.all.count))) {
                    list.remove(at: position)
                }
            case 3:
                if let position = list.position(ofNumber: Int.random(in: 1...max(1, list.all.count))) {
                    list.setStatus(Bool.random() ? .planned : .completed, at: position)
                }
            default:
                if let source = list.position(ofNumber: Int.random(in: 1...max(1, list.all.count))) {
                    list.move(from: source, to: (Int.random(in: 0...1), Int.random(in: 0...5)))
                }
            }
            #expect(TasksStorage.value(of: list.all, after: &last) == TasksStorage.value(of: list.all))
        }
    }
}
