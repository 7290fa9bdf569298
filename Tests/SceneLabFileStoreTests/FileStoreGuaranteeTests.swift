import Foundation
import Testing

@testable import PropertyLists
@testable import SceneLabFileStore
@testable import SceneLabStore

/// The store's guarantees that the terminal tests check with many processes and kills
/// (`test_store_reliability.py`, `test_shared_device.py`), checked here in one process on a
/// temporary folder, so that breaking one fails in seconds.
@Suite struct FileStoreGuaranteeTests {
    @Test func aSaveThatWasKilledLeavesATemporaryFileTheNextReadSweepsAndNames() throws {
        let root = try temporaryFolder("scenelab-guarantees-")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let storage = FileStorage(root: root)
        _ = try storage.update("com.test.Sweep") { values in values.merging(["k": .integer(1)]) { $1 } }
        let folder = (storage.path(of: "com.test.Sweep") as NSString).deletingLastPathComponent
        let leftover = folder + "/.com.test.Sweep.plist.saving-Zq9x1A"
        #expect(FileManager.default.createFile(atPath: leftover, contents: Data("<?xml half".utf8)))

        let fresh = FileStorage(root: root)
        #expect(try fresh.values(of: "com.test.Sweep")["k"] == .integer(1))
        #expect(!FileManager.default.fileExists(atPath: leftover))
        #expect(fresh.takeWarnings().map(\.english) == ["removed 1 temporary file an interrupted write left in \(folder)"])
    }

    @Test func aWriteReplacesTheFileWholeAndLeavesNoTemporaryFile() throws {
        let root = try temporaryFolder("scenelab-guarantees-")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let storage = FileStorage(root: root)
        for value in 1...20 {
            _ = try storage.update("com.test.Whole") { values in values.merging(["k\(value)": .integer(value)]) { $1 } }
        }
        let path = storage.path(of: "com.test.Whole")
        let folder = (path as NSString).deletingLastPathComponent
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(!names.contains { DomainFile.isTemporaryName($0) }, "\(names)")
        let bytes = try #require(FileManager.default.contents(atPath: path))
        guard case .dictionary(let stored) = try PropertyListDecoder.decode(Array(bytes)).value else {
            Issue.record("the domain's file is no dictionary")
            return
        }
        #expect(stored.count == 20)
    }

    @Test func anAppsMarkIsTakenByOneHolderAtATime() throws {
        let root = try temporaryFolder("scenelab-guarantees-")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let mark = AppProcessLock(root: root, container: "com.example.ToDoManager")
        guard case .success(let held) = try mark.take() else {
            Issue.record("the first take was refused")
            return
        }
        // flock belongs to an open file description: a second open is a second holder,
        // refused as another process would be, with what the first one wrote.
        guard case .failure(let refusal) = try mark.take() else {
            Issue.record("a second holder took the mark the first still holds")
            return
        }
        guard case .marked(let written) = refusal.holder else {
            Issue.record("the holder's mark was not read: \(refusal.holder)")
            return
        }
        #expect(written.hasPrefix("pid \(getpid()) since "))
        AppProcessLock.release(held)
        guard case .success(let again) = try mark.take() else {
            Issue.record("the mark stayed taken after its release")
            return
        }
        AppProcessLock.release(again)
    }
}
