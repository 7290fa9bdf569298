import Testing
import SceneLabTesting

@testable import SceneLabApps
@testable import SceneLabCore
@testable import PropertyLists
@testable import SceneLabStore

/// Checklists: the four changes each save the whole list as a binary
/// property list in the container, a relaunch loads it, and a file the
/// decoder refuses is kept aside instead of being overwritten.
@Suite struct ChecklistsTests {
    private let path = ChecklistItemsFile.path
    private let bundle = Checklists.bundleIdentifier

    /// A launched Checklists on a device whose containers the test can look into.
    private func launched(_ containers: InMemoryContainers = InMemoryContainers()) -> (Simulator, InMemoryContainers) {
        var simulator = Simulator(containers: containers)
        simulator.run(.launch(app: "checklists", window: .storyboard))
        return (simulator, containers)
    }

    private func storedItems(_ containers: InMemoryContainers) -> [ChecklistItem]? {
        guard case .bytes(let bytes) = try? containers.read(path, in: bundle),
            case .success(let items) = ChecklistItemsFile.decode(bytes, firstID: 1)
        else { return nil }
        return items
    }

    @Test func theBookTwoItemsMakeTheSameBinaryPlistFoundationDoes() {
        let items = [
            ChecklistItem(id: 1, text: "Walk the dog", checked: true),
            ChecklistItem(id: 2, text: "Brush my teeth", checked: false),
        ]
        let bytes = ChecklistItemsFile.encode(items)
        #expect(Array(bytes.prefix(8)) == Array("bplist00".utf8))
        // What PropertyListEncoder wrote for the same two items on Linux (the notes, §5).
        #expect(bytes.count == 105)
        guard case .success(let decoded) = ChecklistItemsFile.decode(bytes, firstID: 1) else {
            Issue.record("the encoded items do not decode")
            return
        }
        #expect(decoded == items)
    }

    @Test(arguments: [
        ("<plist><dict/></plist>", "expected an array"),
        ("[{\"text\":1}]", "not a property list"),
    ])
    func whatIsNotAnArrayOfItemsIsRefused(text: String, reason: String) {
        let bytes = Array(("<?xml version=\"1.0\"?>" + text).utf8)
        guard case .failure(let failure) = ChecklistItemsFile.decode(bytes, firstID: 1) else {
            Issue.record("accepted \(text)")
            return
        }
        #expect(failure.description.contains(reason))
    }

    @Test func anItemMissingAKeyIsRefusedAndExtraKeysAreIgnored() {
        let missing = PropertyListEncoder.encode(.array([.dictionary(["text": .string("a")])]), format: .binary)
        guard case .failure(let failure) = ChecklistItemsFile.decode(missing, firstID: 1) else {
            Issue.record("an item without 'checked' was accepted")
            return
        }
        #expect(failure.description == "item 1 has no boolean under 'checked'")
        let extra = PropertyListEncoder.encode(
            .array([.dictionary(["text": .string("a"), "checked": .boolean(false), "dueDate": .integer(3)])]),
            format: .xml)
        #expect((try? ChecklistItemsFile.decode(extra, firstID: 5).get()) == [ChecklistItem(id: 5, text: "a")])
    }

    @Test func eachOfTheFourChangesEndsInASave() {
        var (simulator, containers) = launched()
        func savesAfter(_ command: AnySimulatorCommand) -> [String] {
            simulator.apply(command).filter { $0.kind == .call || $0.kind == .store }
                .map { "\($0.object ?? "?") \($0.method ?? "?")" }
                .filter { $0.contains("saveChecklistItems") || $0.hasPrefix("Data ") }
        }
        let save = ["ChecklistViewController#1 saveChecklistItems()", "Data write(to:options:)"]
        simulator.run(.gesture(.tap("+")), .gesture(.type(field: "text", text: "Walk the dog")))
        #expect(savesAfter(.gesture(.tap("done"))) == save)
        #expect(storedItems(containers) == [ChecklistItem(id: 1, text: "Walk the dog")])
        #expect(savesAfter(.gesture(.tap("1"))) == save)
        #expect(storedItems(containers)?.first?.checked == true)
        simulator.run(.gesture(.tapAccessory(row: 1)), .gesture(.type(field: "text", text: "Walk the cat")))
        #expect(savesAfter(.gesture(.tap("done"))) == save)
        #expect(storedItems(containers)?.map(\.text) == ["Walk the cat"])
        #expect(savesAfter(.gesture(.swipe(row: 1, action: "delete"))) == save)
        #expect(storedItems(containers) == [])
    }

    @Test func theDelegateHearsDoneBeforeThePopAndCancelSavesNothing() {
        var (simulator, _) = launched()
        simulator.run(.gesture(.tap("+")), .gesture(.type(field: "text", text: "Milk")))
        let done = allCalls(simulator.apply(.gesture(.tap("done"))))
        let delegate = done.firstIndex(of: "ChecklistViewController#1 itemDetailViewController(_:didFinishAdding:)")
        let popStarts = done.firstIndex(of: "ItemDetailViewController#1 viewWillDisappear(_:)")
        #expect(delegate != nil && popStarts != nil)
        #expect(delegate! < popStarts!)
        simulator.run(.gesture(.tap("+")))
        let cancel = allCalls(simulator.apply(.gesture(.tap("cancel"))))
        #expect(cancel.first == "ChecklistViewController#1 itemDetailViewControllerDidCancel(_:)")
        #expect(!cancel.contains { $0.contains("save") })
        #expect(simulator.stackNames == ["ChecklistViewController#1"])
    }

    @Test func doneIsRefusedWhileTheFieldIsEmpty() {
        var (simulator, containers) = launched()
        simulator.run(.gesture(.tap("+")))
        let events = simulator.apply(.gesture(.tap("done")))
        #expect(events.count == 1 && events.first?.kind == .error)
        #expect(events.first?.text?.contains("Done is disabled") == true)
        #expect(storedItems(containers) == nil)
    }

    @Test func theItemsSurviveAKillAndAMissingFileMeansAnEmptyList() {
        var (simulator, containers) = launched()
        simulator.run(.model(.itemAdd("Walk the dog")), .model(.itemAdd("Brush my teeth")), .model(.itemCheck(2)))
        simulator.run(.kill, .launch(app: "checklists", window: .storyboard))
        let list = simulator.apply(.model(.itemList)).compactMap(\.text)
        #expect(list == ["1. [ ] Walk the dog", "2. [✓] Brush my teeth"])
        simulator.run(.kill, .removeFile(path: "Documents/Checklists.plist", app: nil))
        simulator.run(.launch(app: "checklists", window: .storyboard))
        #expect(simulator.apply(.model(.itemList)).compactMap(\.text) == ["(no items)"])
        #expect(storedItems(containers) == nil)
        simulator.run(.model(.itemAdd("Back")))
        #expect(storedItems(containers)?.map(\.text) == ["Back"])
    }

    @Test func aFileTheDecoderRefusesIsKeptAsideAndTheListStartsEmpty() throws {
        let containers = InMemoryContainers([bundle: [path: Array("garbage".utf8)]])
        var simulator = Simulator(containers: containers)
        let events = simulator.apply(.launch(app: "checklists", window: .storyboard))
        let warning = events.first { $0.isWarning }?.text ?? ""
        #expect(warning.contains("kept it as Documents/Checklists.plist.corrupt-20260101T090001Z"))
        // The book's catch prints to the app's console (004:L287–291), as the app's own line.
        #expect(events.filter { $0.kind == .print }.compactMap(\.text) == [
            "Error decoding item array: The data couldn’t be read because it isn’t in the correct format."
        ])
        let entries = try containers.entries(in: bundle).map(\.path.description)
        #expect(entries == ["Documents/Checklists.plist.corrupt-20260101T090001Z"])
        #expect(simulator.apply(.model(.itemList)).compactMap(\.text) == ["(no items)"])
        // The next save writes a new file beside the kept one.
        simulator.run(.model(.itemAdd("New")))
        #expect(try containers.entries(in: bundle).count == 2)
        #expect(storedItems(containers)?.map(\.text) == ["New"])
    }

    /// The book's catch only prints (004:L287–291): as written, the file stays
    /// where it is and the next save overwrites it.
    @Test func asWrittenTheRefusedFileStaysForTheNextSaveToOverwrite() throws {
        let containers = InMemoryContainers([bundle: [path: Array("garbage".utf8)]])
        var simulator = Simulator(containers: containers, code: .asWritten)
        let events = simulator.apply(.launch(app: "checklists", window: .storyboard))
        #expect(!events.contains { $0.isWarning })
        #expect(events.contains { $0.kind == .note && $0.text?.contains("the next save overwrites it") == true })
        #expect(try containers.entries(in: bundle).map(\.path.description) == ["Documents/Checklists.plist"])
        simulator.run(.model(.itemAdd("New")))
        #expect(try containers.entries(in: bundle).count == 1)
        #expect(storedItems(containers)?.map(\.text) == ["New"])
    }

    @Test func itemCommandsNameTheRowsThereAre() {
        var (simulator, _) = launched()
        simulator.run(.model(.itemAdd("One")))
        let events = simulator.apply(.model(.itemRemove(3)))
        #expect(events.map(\.text) == ["there is no item 3; the items are 1...1"])
        let checklistsNeeded = Simulator().applyingLaunchOfTodo(then: .model(.itemList))
        #expect(checklistsNeeded.first?.text?.contains("item commands need the checklists app") == true)
    }

    @Test func anEditFindsItsItemEvenAfterTheRowsAboveItWentAway() {
        var (simulator, containers) = launched()
        simulator.run(.model(.itemAdd("A")), .model(.itemAdd("B")))
        simulator.run(.gesture(.tapAccessory(row: 2)), .gesture(.type(field: "text", text: "B2")))
        simulator.run(.model(.itemRemove(1)))
        simulator.run(.gesture(.tap("done")))
        #expect(storedItems(containers)?.map(\.text) == ["B2"])
    }
}

extension Simulator {
    /// The events of `command` after launching To-Do Manager.
    fileprivate func applyingLaunchOfTodo(then command: AnySimulatorCommand) -> [Event] {
        var simulator = self
        simulator.run(.launch(app: "todo", window: .storyboard))
        return simulator.apply(command)
    }
}
