import Testing

@testable import SceneLabApps
@testable import SceneLabCore
@testable import SceneLabSession
@testable import SceneLabStore

/// A list saved whole grows in place in the store, and still notices a
/// value someone else saved.
@Suite struct InPlaceListSaveTests {
    let domain = "com.example.ToDoManager"

    @Test func insertEditsTheStoredArrayAndBumpsTheKeysRevision() throws {
        var store = Store()
        try store.set(.array([.string("a"), .string("c")]), forKey: "list", in: domain)
        let before = store.revision(ofKey: "list", in: domain)
        try store.insert(.string("b"), at: 1, intoArrayForKey: "list", in: domain)
        #expect(try store.persistentDomain(domain)["list"] == .array([.string("a"), .string("b"), .string("c")]))
        #expect(store.revision(ofKey: "list", in: domain) > before)
        // Another key's change leaves this key's revision alone; replacing the domain does not.
        let after = store.revision(ofKey: "list", in: domain)
        try store.set(.integer(1), forKey: "other", in: domain)
        #expect(store.revision(ofKey: "list", in: domain) == after)
        try store.setPersistentDomain([:], for: domain)
        #expect(store.revision(ofKey: "list", in: domain) > after)
    }

    @Test func insertRefusesWhatIsNoArrayAndChangesNothing() throws {
        var store = Store()
        try store.set(.string("x"), forKey: "list", in: domain)
        #expect(throws: StoreError.self) { try store.insert(.string("b"), at: 0, intoArrayForKey: "list", in: domain) }
        try store.set(.array([]), forKey: "list", in: domain)
        #expect(throws: StoreError.self) { try store.insert(.string("b"), at: 2, intoArrayForKey: "list", in: domain) }
        #expect(try store.persistentDomain(domain)["list"] == .array([]))
    }

    @Test func aFailedInsertIntoAMissingDomainLeavesNoDomainBehind() throws {
        var store = Store()
        #expect(throws: StoreError.self) {
            try store.insert(.string("b"), at: 0, intoArrayForKey: "list", in: "com.example.Missing")
        }
        #expect(try store.storage.domainNames() == [])
    }

    @Test func appendSaysWhereTheTaskWentInTheSavedOrder() {
        var list = TaskList([Task(title: "Cat", type: .important, status: .planned)])
        list.append(Task(title: "Milk", type: .normal, status: .planned))
        list.append(Task(title: "Done", type: .important, status: .completed))
        let added = Task(title: "Dog", type: .important, status: .planned)
        let index = list.append(added)
        #expect(list.all[index] == added)
        #expect(list.all.map(\.title) == ["Cat", "Dog", "Done", "Milk"])
    }

    @Test func tasksAddedOneByOneAreStoredAsTheWholeListWouldBe() throws {
        var session = sessionAfter(
            "launch", "task add Milk", "task add Cat --important", "task add Done --completed", "task done 1",
            "task add Dog --important")
        let stored = try session.simulator.store.persistentDomain(domain)["tasks"]
        let program = try #require(session.simulator.application?.model as? ToDoManager)
        #expect(program.tasks.all.count == 4)
        #expect(stored == TasksStorage.value(of: program.tasks.all))
        #expect(session.execute("task list").events.allSatisfy { !$0.isWarning })
    }

    @Test func aDefaultsWriteWhileTheAppRunsIsKeptUnderTheBackupKey() throws {
        var session = sessionAfter("launch", "task add Milk")
        _ = session.execute("defaults write com.example.ToDoManager tasks -array theirs")
        let events = session.execute("task add Cat").events
        #expect(events.contains { $0.isWarning && ($0.text ?? "").contains("another process saved 'tasks'") })
        let stored = try session.simulator.store.persistentDomain(domain)
        #expect(stored["tasks-backup"] == .array([.string("theirs")]))
        // The app's list, saved whole: Milk and Cat, not the other writer's value.
        guard case .array(let tasks)? = stored["tasks"] else {
            Issue.record("no tasks array")
            return
        }
        #expect(tasks.count == 2)
        // Its own saves after that are its own again: no further warning.
        #expect(!session.execute("task add Dog").events.contains { $0.isWarning })
    }
}
