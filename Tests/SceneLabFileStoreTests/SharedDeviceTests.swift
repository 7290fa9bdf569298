import Foundation
import Synchronization
import Testing
import SceneLabTesting

@testable import SceneLabApps
@testable import SceneLabCore
@testable import SceneLabFileStore
@testable import SceneLabStore

/// A device whose disk other scenelab processes share: one process per app,
/// and what another process wrote is kept, never overwritten silently.
@Suite struct SharedDeviceTests {
    /// Containers in memory that say other processes share them, and that
    /// answer `startProcess` as a test sets: the real engine, a pretend disk.
    final class SharedContainers: ContainerStorage {
        let files = InMemoryContainers()
        let runningElsewhere = Mutex<String?>(nil)
        let started = Mutex<[String]>([])
        let ended = Mutex<[String]>([])

        var isSharedWithOtherProcesses: Bool { true }

        func startProcess(of container: String) throws(StoreError) -> ProcessStart {
            if let other = runningElsewhere.withLock({ $0 }) { return .runningElsewhere(.marked(other)) }
            started.withLock { $0.append(container) }
            return .started
        }

        func endProcess(of container: String) { ended.withLock { $0.append(container) } }

        func read(_ path: ContainerPath, in container: String) throws(StoreError) -> ContainerFile {
            try files.read(path, in: container)
        }
        func write(_ bytes: [UInt8], to path: ContainerPath, in container: String) throws(StoreError) {
            try files.write(bytes, to: path, in: container)
        }
        func remove(_ path: ContainerPath, in container: String) throws(StoreError) -> Bool {
            try files.remove(path, in: container)
        }
        func moveAside(_ path: ContainerPath, in container: String, stamp: String, label: String) throws(StoreError)
            -> ContainerPath
        { try files.moveAside(path, in: container, stamp: stamp, label: label) }
        func entries(in container: String) throws(StoreError) -> [ContainerEntry] {
            try files.entries(in: container)
        }
        func location(of container: String) -> String? { nil }
    }

    private let bundle = Checklists.bundleIdentifier
    private let path = ChecklistItemsFile.path

    private func texts(_ events: [Event], _ kind: Event.Kind) -> [String] {
        events.filter { $0.kind == kind }.compactMap(\.text)
    }

    @Test func aLaunchOfAnAppAnotherProcessRunsIsRefusedAndChangesNothing() {
        let containers = SharedContainers()
        containers.runningElsewhere.withLock { $0 = "pid 4242 since 2026-11-26T12:00:03Z" }
        var simulator = Simulator(containers: containers)
        let events = simulator.apply(.launch(app: "checklists", window: .storyboard))
        #expect(simulator.application == nil)
        let errors = texts(events, .error)
        #expect(errors.count == 1)
        #expect(errors.first?.contains("pid 4242") == true)
        #expect(errors.first?.contains("--data-dir") == true)
        #expect(events.count == 1)
    }

    @Test func theProcessEndsWithTheAppAndStartsAgainWithTheNextLaunch() {
        let containers = SharedContainers()
        var simulator = Simulator(containers: containers)
        simulator.run(.launch(app: "checklists", window: .storyboard))
        #expect(containers.started.withLock { $0 } == [bundle])
        simulator.run(.home)
        #expect(containers.ended.withLock { $0 }.isEmpty)
        simulator.run(.kill)
        #expect(containers.ended.withLock { $0 } == [bundle])
        simulator.run(.launch(app: "checklists", window: .storyboard))
        #expect(containers.started.withLock { $0 } == [bundle, bundle])
    }

    @Test func aSaveOverAFileChangedElsewhereKeepsThatVersionAside() throws {
        let containers = SharedContainers()
        var simulator = Simulator(containers: containers)
        simulator.run(.launch(app: "checklists", window: .storyboard))
        simulator.run(.gesture(.tap("+")), .gesture(.type(field: "text", text: "Mine")), .gesture(.tap("Done")))
        try containers.write([1, 2, 3], to: path, in: bundle)
        let events = simulator.run(
            .gesture(.tap("+")), .gesture(.type(field: "text", text: "Mine too")), .gesture(.tap("Done")))
        let warnings = texts(events, .note).filter { $0.hasPrefix("warning: another process changed") }
        #expect(warnings.count == 1)
        let aside = try #require(
            try containers.entries(in: bundle).first { $0.path.fileName.hasPrefix("Checklists.plist.changed-elsewhere-") })
        #expect(try containers.read(aside.path, in: bundle) == .bytes([1, 2, 3]))
        // This scenelab's own `rm` is no other process: its note says so once, and the save is quiet.
        simulator.run(.removeFile(path: "Documents/Checklists.plist", app: nil))
        let afterRemoval = simulator.run(
            .gesture(.tap("+")), .gesture(.type(field: "text", text: "Third")), .gesture(.tap("Done")))
        #expect(texts(afterRemoval, .note).allSatisfy { !$0.contains("another process") })
    }

    @Test func aBackupNeverReplacesAnOlderOne() throws {
        var store = Store()
        #expect(try store.keepAside(.string("a"), under: "tasks-backup", in: "d") == "tasks-backup")
        #expect(try store.keepAside(.string("b"), under: "tasks-backup", in: "d") == "tasks-backup-2")
        try store.set(.string("mine"), forKey: "tasks", in: "d")
        try store.set(.string("theirs"), forKey: "tasks", in: "d")
        try store.set(.string("mine again"), forKey: "tasks", in: "d", replacing: .string("mine"), orKeepingItUnder: "tasks-backup")
        let values = try store.persistentDomain("d")
        #expect(values["tasks-backup"] == .string("a"))
        #expect(values["tasks-backup-2"] == .string("b"))
        #expect(values["tasks-backup-3"] == .string("theirs"))
        #expect(values["tasks"] == .string("mine again"))
        #expect(store.takeWarnings().contains { $0.english.contains("'tasks-backup-3'") })
    }

    private func temporaryRoot() throws -> String {
        let root = NSTemporaryDirectory() + "scenelab-shared-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        return root
    }

    @Test func onlyASavesTemporaryNameIsSweptNeverAPersonsHiddenFile() {
        #expect(DomainFile.isTemporaryName(".Checklists.plist.saving-a1B2c3"))
        #expect(DomainFile(path: "/d/List.plist").temporaryPrefix == ".List.plist.saving-")
        for name in [".notes.backup", ".x.saving-abc", ".saving-abcdef", "Checklists.plist.saving-a1B2c3", ".a.b.c"] {
            #expect(!DomainFile.isTemporaryName(name), "\(name)")
        }
    }

    @Test func twoDisksOnOneDataDirectoryRunAnAppOnce() throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let mine = DiskContainers(root: root)
        let theirs = DiskContainers(root: root)
        #expect(try mine.startProcess(of: "app") == .started)
        guard case .runningElsewhere(.marked(let who)) = try theirs.startProcess(of: "app") else {
            Issue.record("a second process started the app")
            return
        }
        #expect(who.hasPrefix("pid \(getpid()) since 20"))
        #expect(try theirs.startProcess(of: "other") == .started)
        mine.endProcess(of: "app")
        #expect(try theirs.startProcess(of: "app") == .started)
    }

    @Test func theDiskKeepsAFileChangedElsewhereAsideUnderItsLock() throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let disk = DiskContainers(root: root)
        let file = ContainerPath.documents("List.plist")
        #expect(try disk.write([1], to: file, in: "app", expecting: .missing, stamp: "S") == .written)
        #expect(try disk.write([2], to: file, in: "app", expecting: FileFingerprint(of: [1]), stamp: "S") == .written)
        let outcome = try disk.write([3], to: file, in: "app", expecting: FileFingerprint(of: [1]), stamp: "S")
        #expect(outcome == .keptOther(file.sibling(named: "List.plist.changed-elsewhere-S")))
        #expect(try disk.read(file.sibling(named: "List.plist.changed-elsewhere-S"), in: "app") == .bytes([2]))
        _ = try disk.remove(file, in: "app")
        #expect(try disk.write([4], to: file, in: "app", expecting: FileFingerprint(of: [3]), stamp: "S") == .writtenAgain)
        #expect(try disk.read(file, in: "app") == .bytes([4]))
    }
}
