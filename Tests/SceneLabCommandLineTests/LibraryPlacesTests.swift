import Foundation
import Testing

@testable import SceneLabCommandLine

/// A library built apart (the reader built with swift-syntax's package) answers only while it is
/// the newest build: a program or usual library built after it means its code may be older.
struct LibraryPlacesTests {
    /// A folder of its own with files written at the given seconds after 2026-01-01.
    private func files(_ seconds: [String: Int]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("library-places-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, second) in seconds {
            let file = folder.appendingPathComponent(name)
            try Data("x".utf8).write(to: file)
            let date = Date(timeIntervalSince1970: 1_767_225_600 + TimeInterval(second))
            try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: file.path)
        }
        return folder
    }

    @Test func aLibraryBuiltAfterTheOthersIsTheNewest() throws {
        let folder = try files(["apart.so": 30, "program": 10, "usual.so": 20])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = { folder.appendingPathComponent($0).path }
        #expect(LibraryPlaces.isNewest(path("apart.so"), comparedWith: [path("program"), path("usual.so")]))
    }

    @Test func aProgramOrLibraryBuiltLaterPutsItAside() throws {
        let folder = try files(["apart.so": 30, "program": 40, "usual.so": 20])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = { folder.appendingPathComponent($0).path }
        #expect(!LibraryPlaces.isNewest(path("apart.so"), comparedWith: [path("program"), path("usual.so")]))
        #expect(!LibraryPlaces.isNewest(path("usual.so"), comparedWith: [path("apart.so")]))
    }

    @Test func filesThatAreNotThereAreNotCompared() throws {
        let folder = try files(["apart.so": 30])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = { folder.appendingPathComponent($0).path }
        #expect(LibraryPlaces.isNewest(path("apart.so"), comparedWith: [path("program"), path("usual.so")]))
        #expect(!LibraryPlaces.isNewest(path("missing.so"), comparedWith: []))
    }

    @Test func theSameMomentCounts() throws {
        let folder = try files(["apart.so": 30, "program": 30])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = { folder.appendingPathComponent($0).path }
        #expect(LibraryPlaces.isNewest(path("apart.so"), comparedWith: [path("program")]))
    }
}
