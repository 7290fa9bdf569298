import Testing
import SceneLabTesting

@testable import SceneLabApps
@testable import SceneLabCore
@testable import SceneLabSession
@testable import PropertyLists
@testable import SceneLabStore

/// What a long stream of commands keeps, asserted as structure, never as
/// time (timing belongs to `scripts/bench`): memory that stays flat over a
/// stream, work linear in the depth of a stack, and decoding bounded.
@Suite struct MemoryBoundsTests {
    /// A session with the default app launched.
    private func launchedSession() -> Session {
        var session = Session()
        _ = session.execute("launch")
        return session
    }

    @Test func pushAndPopReuseTheControllerTablesSlots() throws {
        var session = launchedSession()
        let before = try #require(session.simulator.application?.controllers.slotCount)
        for _ in 0..<2_000 {
            _ = session.execute("push A")
            _ = session.execute("pop")
        }
        let application = try #require(session.simulator.application)
        // One slot for the pushed controller, reused by every push after the first.
        #expect(application.controllers.slotCount <= before + 1)
        // Instance numbers still count every controller made.
        _ = session.execute("push A")
        #expect(session.simulator.stackNames.last == "A#2001")
    }

    @Test func anIDWhoseSlotIsReusedNamesNothing() throws {
        var session = launchedSession()
        _ = session.execute("push A")
        let application = try #require(session.simulator.application)
        let first = try #require(application.controllers.keys.last)
        _ = session.execute("pop")
        _ = session.execute("push B")
        let reused = try #require(session.simulator.application)
        let second = try #require(reused.controllers.keys.last)
        #expect(first != second)
        // The slot was reused: the old id must name nothing all the same.
        #expect(first.slot == second.slot)
        #expect(reused.controllers[first] == nil)
        #expect(reused.controllers[second]?.name == "B#1")
        #expect(first < second)
    }

    @Test(arguments: ["pop-to-root", "set-stack B"])
    func unwindingADeepStackMovesEachEntryABoundedNumberOfTimes(command: String) throws {
        let depth = 3_000
        var session = launchedSession()
        for _ in 0..<depth { _ = session.execute("push A") }
        let before = try #require(session.simulator.application?.controllers.entriesMoved)
        let outcome = session.execute(command)
        #expect(!outcome.failed)
        let moved = try #require(session.simulator.application?.controllers.entriesMoved) - before
        // Removing each popped controller from the middle of the live list
        // one at a time moves ~depth²/2 entries; compacting, a few per controller.
        #expect(moved <= 4 * depth)
        let deinits = outcome.events.filter { $0.method == "deinit" }.compactMap(\.object).filter { $0.hasPrefix("A#") }
        #expect(deinits.count == depth)
        // Deinit runs bottom of the stack first, as the transcripts assert.
        #expect(deinits.first == "A#1" && deinits.last == "A#\(depth)")
        #expect(!session.simulator.liveNames.contains { $0.hasPrefix("A#") })
    }

    @Test func distinctEchoedCommandLinesAreNotInternedForGood() {
        var session = launchedSession()
        _ = session.execute("echo on")
        let before = Name.internedCount
        for index in 0..<20_000 {
            _ = session.execute(index.isMultiple(of: 2) ? "push A # \(index)" : "pop # \(index)")
        }
        // Other tests running meanwhile intern their own names: the bound is
        // loose, but far below the one entry per line interning gave.
        #expect(Name.internedCount - before < 10_000)
    }

    @Test func eventTextReleasedAfterEachCommandStaysInOneChunk() {
        var session = launchedSession()
        _ = session.execute("echo on")
        session.releaseEventText()
        let chunk = session.eventTextCapacity
        for index in 0..<20_000 {
            let outcome = session.execute(index.isMultiple(of: 2) ? "push A # \(index)" : "pop # \(index)")
            #expect(outcome.events.first?.text?.hasSuffix("# \(index)") == true)
            session.releaseEventText()
        }
        #expect(session.eventTextCapacity == chunk)
        // Kept when nobody releases it: events read later still read their text.
        let kept = (0..<2_000).map { session.execute("pop # kept \($0)").events }
        #expect(kept.last?.first?.text == "pop # kept 1999")
        #expect(session.eventTextCapacity > chunk)
    }

    @Test func theCS193pLoggersLinesAreNotInternedAndItsStateIsACount() {
        var session = Session()
        session.traceStyle = .cs193p
        _ = session.execute("device iphone-x")
        _ = session.execute("launch concentration")
        let before = Name.internedCount
        var lines = 0
        for index in 0..<4_000 {
            let outcome = session.execute(index.isMultiple(of: 2) ? "tap sports" : "tap back")
            lines += outcome.events.filter { $0.kind == .output }.count
        }
        #expect(lines > 8_000)
        // Each logged line is distinct (its prefix grows): none stays behind.
        #expect(Name.internedCount - before < lines / 2)
    }

    @Test func checklistsInMemoryKeepsItsItemsUnencodedUntilTheFileIsRead() throws {
        let containers = CountingContainers()
        var simulator = Simulator(containers: containers)
        simulator.run(.launch(app: "checklists", window: .storyboard))
        for index in 1...200 { simulator.run(.model(.itemAdd("Item \(index)"))) }
        #expect(containers.encodings == 0)
        let file = try containers.read(ChecklistItemsFile.path, in: Checklists.bundleIdentifier)
        #expect(containers.encodings == 1)
        guard case .bytes(let bytes) = file, case .success(let items) = ChecklistItemsFile.decode(bytes, firstID: 1)
        else {
            Issue.record("the file does not hold the items")
            return
        }
        #expect(items.map(\.text) == (1...200).map { "Item \($0)" })
    }

    @Test func aSaveKeepsItsOwnItemsWhateverIsSavedAfterIt() {
        func texts(_ save: SavedItems) -> [String] {
            guard case .success(let items) = ChecklistItemsFile.decode(save.contents.encode(), firstID: 1) else {
                return []
            }
            return items.map(\.text)
        }
        let walk = ChecklistItem(id: 1, text: "Walk the dog")
        let first = SavedItems.saving([walk], after: nil)
        let second = SavedItems.saving([walk, ChecklistItem(id: 2, text: "Brush my teeth")], after: first)
        // A copy of the simulation that added something else after the first save.
        let other = SavedItems.saving([walk, ChecklistItem(id: 3, text: "Learn iOS")], after: first)
        var toggled = walk
        toggled.checked = true
        let third = SavedItems.saving([toggled], after: second)
        #expect(texts(first) == ["Walk the dog"])
        #expect(texts(second) == ["Walk the dog", "Brush my teeth"])
        #expect(texts(other) == ["Walk the dog", "Learn iOS"])
        #expect(texts(third) == ["Walk the dog"])
    }

    @Test func decodingJSONOverTheLimitIsOneClearError() throws {
        // 70,000 numbers: small data, more values than --decode json shows.
        let json = "[" + Array(repeating: "1", count: 70_000).joined(separator: ",") + "]"
        var store = Store()
        try store.setPersistentDomain(["blob": .data(Array(json.utf8))], for: "com.example.Big")
        var session = Session(simulator: Simulator(catalog: .books, store: store))
        let outcome = session.execute("defaults read com.example.Big blob --decode json")
        #expect(outcome.failed)
        let errors = outcome.events.filter { $0.kind == .error }.compactMap(\.text)
        #expect(errors.count == 1)
        #expect(errors.first?.contains("more than 65536 values") == true)
        #expect(outcome.events.filter { $0.kind == .output }.isEmpty)
    }

    @Test func jsonParsingStopsAtItsLimitBeforeBuildingMore() {
        let json = Array(("[" + Array(repeating: "{\"a\":1}", count: 100).joined(separator: ",") + "]").utf8)
        #expect(throws: JSONError.self) { try JSONValue.parse(json, maximumValues: 150) }
        #expect((try? JSONValue.parse(json, maximumValues: 201)) != nil)
    }
}

/// In-memory containers that count the writes that came as bytes, encoded
/// by the app at once, besides keeping the files.
private final class CountingContainers: ContainerStorage, @unchecked Sendable {
    let inner = InMemoryContainers()
    /// How many times a file's contents were encoded. Written only by the tests' one thread.
    private(set) var encodings = 0

    func read(_ path: ContainerPath, in container: String) throws(StoreError) -> ContainerFile {
        try inner.read(path, in: container)
    }

    func write(_ bytes: [UInt8], to path: ContainerPath, in container: String) throws(StoreError) {
        encodings += 1
        try inner.write(bytes, to: path, in: container)
    }

    /// Kept as given, counting each time the storage or anyone else encodes it.
    func write(_ contents: EncodedOnRead, to path: ContainerPath, in container: String) throws(StoreError) {
        try inner.write(
            EncodedOnRead { [self] in
                encodings += 1
                return contents.encode()
            }, to: path, in: container)
    }

    func remove(_ path: ContainerPath, in container: String) throws(StoreError) -> Bool {
        try inner.remove(path, in: container)
    }

    func moveAside(_ path: ContainerPath, in container: String, stamp: String, label: String) throws(StoreError)
        -> ContainerPath
    {
        try inner.moveAside(path, in: container, stamp: stamp, label: label)
    }

    func entries(in container: String) throws(StoreError) -> [ContainerEntry] { try inner.entries(in: container) }

    func location(of container: String) -> String? { nil }
}
