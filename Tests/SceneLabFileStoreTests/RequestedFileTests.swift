import CommandGrammar
import Foundation
import Testing

@testable import SceneLabFileStore
@testable import SceneLabStore

/// The careful writer of every file written on request: what it refuses,
/// what it keeps of a file it replaces, and how a stream appends.
@Suite struct RequestedFileTests {
    private func temporaryFolder() throws -> String {
        let folder = NSTemporaryDirectory() + "scenelab-requested-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    private func contents(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    private func mode(_ path: String) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
    }

    @Test func aNewFileIsWrittenWithTheUmasksMode() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/new.txt"
        let mask = umask(0o022)
        defer { umask(mask) }
        try RequestedFile(path).write(Array("hello\n".utf8), replacing: false)
        #expect(contents(path) == "hello\n")
        #expect(try mode(path) == 0o644)
        // No temporary file is left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["new.txt"])
    }

    @Test func anExistingFileNeedsReplacingAndKeepsItsMode() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/out.txt"
        _ = FileManager.default.createFile(
            atPath: path, contents: Data("old".utf8), attributes: [.posixPermissions: 0o640])
        #expect(throws: StoreError.usage(
            StoreError.Reason(Sentences(english: "\(path) exists; add --force to replace it", russian: "\(path) уже есть; добавьте --force, чтобы заменить")))) {
            try RequestedFile(path).write(Array("new".utf8), replacing: false)
        }
        #expect(throws: StoreError.self) { try RequestedFile(path).checkWritable(replacing: false) }
        #expect(contents(path) == "old")
        try RequestedFile(path).checkWritable(replacing: true)
        try RequestedFile(path).write(Array("new".utf8), replacing: true)
        #expect(contents(path) == "new")
        #expect(try mode(path) == 0o640)
    }

    @Test func linksAndReadOnlyFilesAreRefusedEvenWhenReplacing() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let victim = folder + "/victim"
        _ = FileManager.default.createFile(atPath: victim, contents: Data("precious".utf8))
        try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: victim)
        try FileManager.default.createSymbolicLink(atPath: folder + "/dangling", withDestinationPath: folder + "/none")
        try FileManager.default.linkItem(atPath: victim, toPath: folder + "/second-name")
        let readOnly = folder + "/read-only"
        _ = FileManager.default.createFile(
            atPath: readOnly, contents: Data("kept".utf8), attributes: [.posixPermissions: 0o444])
        for name in ["link", "dangling", "second-name", "read-only"] {
            #expect(throws: StoreError.self) { try RequestedFile(folder + "/" + name).write([1], replacing: true) }
            #expect(throws: StoreError.self) {
                try RequestedFile(folder + "/" + name).openForAppending(truncating: false)
            }
        }
        #expect(contents(victim) == "precious")
        #expect(contents(readOnly) == "kept")
        #expect(!FileManager.default.fileExists(atPath: folder + "/none"))
    }

    @Test func specialFilesAreRefusedWithoutBlocking() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fifo = folder + "/fifo"
        #expect(mkfifo(fifo, 0o644) == 0)
        for path in [fifo, folder, "/dev/full"] {
            #expect(throws: StoreError.self) { try RequestedFile(path).openForAppending(truncating: false) }
            #expect(throws: StoreError.self) { try RequestedFile(path).write([1], replacing: true) }
        }
        #expect(throws: StoreError.self) { try RequestedFile(folder + "/no-folder/x").write([1], replacing: false) }
    }

    @Test func aStreamAppendsOrEmptiesFirst() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/events.jsonl"
        _ = FileManager.default.createFile(atPath: path, contents: Data("one\n".utf8))
        let file = try RequestedFile(path).openForAppending(truncating: false)
        try file.append(Array("two\n".utf8))
        file.close()
        #expect(contents(path) == "one\ntwo\n")
        let emptied = try RequestedFile(path).openForAppending(truncating: true)
        try emptied.append(Array("three\n".utf8))
        emptied.close()
        #expect(contents(path) == "three\n")
    }

    @Test func aWriteTheDiskRefusesIsAnError() throws {
        // /dev/full is a device, refused by name; its ENOSPC is what a full disk says.
        let descriptor = open("/dev/full", O_WRONLY | O_CLOEXEC)
        try #require(descriptor >= 0)
        let file = AppendedFile(descriptor: descriptor, path: "/dev/full")
        defer { file.close() }
        #expect(
            throws: StoreError.io(
                path: "/dev/full", operation: .write, reason: StoreError.Reason(Sentences(english: "the disk is full", russian: "диск заполнен")))
        ) {
            try file.append(Array("line\n".utf8))
        }
    }
}

/// A reason as the test expects it said, in both languages: a `Reason` is
/// equal to another when both say the same, whichever diagnostic says it.
private struct Sentences: Diagnostic {
    let english: String
    let russian: String
}
