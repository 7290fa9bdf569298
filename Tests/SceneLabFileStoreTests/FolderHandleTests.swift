import Foundation
import Testing

@testable import SceneLabFileStore

#if canImport(Glibc)
import Glibc
#endif

/// Walking a folder someone else controls: what is read through a held
/// folder stays in it, whatever happens to the paths meanwhile.
@Suite struct FolderHandleTests {
    /// A folder `Sub` holding `inside.txt`, and beside it a folder `Outside` holding `outside.txt`.
    private func tree() throws -> String {
        let root = try temporaryFolder("scenelab-folder-handle-")
        let files = FileManager.default
        try files.createDirectory(atPath: root + "/Project/Sub", withIntermediateDirectories: true)
        try files.createDirectory(atPath: root + "/Outside", withIntermediateDirectories: true)
        #expect(files.createFile(atPath: root + "/Project/Sub/inside.txt", contents: Data("inside".utf8)))
        #expect(files.createFile(atPath: root + "/Outside/outside.txt", contents: Data("outside".utf8)))
        return root
    }

    @Test func aFolderSwappedForALinkAfterItWasOpenedIsStillTheFolderItWas() throws {
        let root = try tree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let project = try FolderHandle.opening(root + "/Project").get()
        let sub = try project.folder(named: "Sub").get()
        // The path now names the outside folder; the handle does not.
        try FileManager.default.moveItem(atPath: root + "/Project/Sub", toPath: root + "/Moved")
        try FileManager.default.createSymbolicLink(atPath: root + "/Project/Sub", withDestinationPath: root + "/Outside")
        #expect(sub.names() == ["inside.txt"])
        let file = try sub.file(named: "inside.txt").get()
        defer { file.close() }
        #expect(file.read(limit: 100) == .bytes(Array("inside".utf8)))
        #expect(throws: OpenedFile.Refusal(code: ENOENT)) { try sub.file(named: "outside.txt").get() }
    }

    @Test func aLinkIsNeverFollowedAsAFolderOrAFile() throws {
        let root = try tree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createSymbolicLink(
            atPath: root + "/Project/Linked", withDestinationPath: root + "/Outside")
        try FileManager.default.createSymbolicLink(
            atPath: root + "/Project/linked.txt", withDestinationPath: root + "/Outside/outside.txt")
        let project = try FolderHandle.opening(root + "/Project").get()
        #expect(throws: OpenedFile.Refusal(code: ELOOP)) { try project.folder(named: "Linked").get() }
        #expect(throws: OpenedFile.Refusal(code: ELOOP)) { try project.file(named: "linked.txt").get() }
        #expect(project.kind(of: "Linked")?.description == "a symbolic link")
        #expect(project.kind(of: "Sub")?.isDirectory == true)
        #expect(project.kind(of: "nothing") == nil)
        #expect(throws: OpenedFile.Refusal(code: ENOTDIR)) { try project.folder(named: "Sub/inside.txt").get() }
        // The folder opened first must not be a link either.
        #expect(throws: OpenedFile.Refusal(code: ELOOP)) { try FolderHandle.opening(root + "/Project/Linked").get() }
    }

    @Test func aFIFOOpensWithoutWaitingAndSaysWhatItIs() throws {
        let root = try tree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(mkfifo(root + "/Project/pipe", 0o600) == 0)
        let project = try FolderHandle.opening(root + "/Project").get()
        let pipe = try project.file(named: "pipe").get()
        defer { pipe.close() }
        #expect(pipe.kind.description == "a FIFO")
    }

    @Test func namesAreListedWholeEachTimeAndUpToALimit() throws {
        let root = try tree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        for number in 0..<5 {
            #expect(FileManager.default.createFile(atPath: root + "/Project/f\(number)", contents: Data()))
        }
        let project = try FolderHandle.opening(root + "/Project").get()
        #expect(project.names()?.sorted() == ["Sub", "f0", "f1", "f2", "f3", "f4"])
        // A second listing through the same descriptor starts again from the first entry.
        #expect(project.names()?.count == 6)
        #expect(project.names(limit: 2)?.count == 2)
    }
}
