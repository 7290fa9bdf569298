import Foundation
import Testing

@testable import SceneLabFileStore
@testable import SceneLabStore

/// The apps' containers: paths that cannot leave them, and the disk storage's
/// refusal to follow a link out of one.
@Suite struct ContainerStorageTests {
    @Test(arguments: ["", "/etc/passwd", "../x", "Documents/../../x", "Documents//a", "./a", "a\u{1}b", "Documents/"])
    func aPathThatCouldLeaveTheContainerIsRefused(text: String) {
        #expect(throws: StoreError.self) { try ContainerPath(text) }
    }

    @Test func aPlainPathIsItsNames() throws {
        let path = try ContainerPath("Documents/Checklists.plist")
        #expect(path.components == ["Documents", "Checklists.plist"])
        #expect(path == .documents("Checklists.plist"))
        #expect(path.sibling(named: "x").description == "Documents/x")
    }

    @Test func theDiskStorageWritesReadsListsAndRemoves() throws {
        let root = try temporaryFolder("scenelab-containers-")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let disk = DiskContainers(root: root)
        let path = ContainerPath.documents("Checklists.plist")
        #expect(try disk.read(path, in: "app") == .missing)
        try disk.write([1, 2, 3], to: path, in: "app")
        #expect(try disk.read(path, in: "app") == .bytes([1, 2, 3]))
        // The preferences folder is the preferences storage's, and hidden files are temporary ones.
        try FileManager.default.createDirectory(
            atPath: root + "/Containers/app/Library/Preferences", withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: root + "/Containers/app/Library/Preferences/app.plist", contents: Data())
        FileManager.default.createFile(atPath: root + "/Containers/app/Documents/.tmp", contents: Data())
        #expect(try disk.entries(in: "app") == [ContainerEntry(path: path, size: 3)])
        let aside = try disk.moveAside(path, in: "app", stamp: "S")
        #expect(aside.description == "Documents/Checklists.plist.corrupt-S")
        #expect(try disk.remove(path, in: "app") == false)
        #expect(try disk.remove(aside, in: "app") == true)
        #expect(try disk.entries(in: "app") == [])
    }

    @Test func aLinkOnTheWayIsNotFollowed() throws {
        let root = try temporaryFolder("scenelab-containers-")
        let outside = try temporaryFolder("scenelab-containers-")
        defer {
            try? FileManager.default.removeItem(atPath: root)
            try? FileManager.default.removeItem(atPath: outside)
        }
        FileManager.default.createFile(atPath: outside + "/victim", contents: Data([7]))
        try FileManager.default.createDirectory(atPath: root + "/Containers/app", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: root + "/Containers/app/Documents", withDestinationPath: outside)
        let disk = DiskContainers(root: root)
        let victim = ContainerPath.documents("victim")
        #expect(throws: StoreError.self) { _ = try disk.remove(victim, in: "app") }
        #expect(throws: StoreError.self) { try disk.write([0], to: victim, in: "app") }
        #expect(throws: StoreError.self) { _ = try disk.read(victim, in: "app") }
        #expect(FileManager.default.contents(atPath: outside + "/victim") == Data([7]))
        #expect(try disk.entries(in: "app") == [])
    }

    @Test func aFileThatIsNoRegularFileReadsAsDamaged() throws {
        let root = try temporaryFolder("scenelab-containers-")
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(
            atPath: root + "/Containers/app/Documents/Checklists.plist", withIntermediateDirectories: true)
        let disk = DiskContainers(root: root)
        guard case .damaged(let reason) = try disk.read(.documents("Checklists.plist"), in: "app") else {
            Issue.record("a folder read as a file")
            return
        }
        #expect(reason == .notARegularFile(kind: "a directory"))
    }
}
