import Foundation
import Testing

@testable import SceneLabCommandLine

/// The reader's answers kept on disk: found again for the same files and library only, never a
/// half-written or foreign file taken for an entry, and no more than `maximumEntries` kept.
struct SwiftReadingCacheTests {
    /// A cache in a new folder of its own, for a library of the given identity.
    private func cache(library: String = "libSceneLabSwiftReading.so 1 2.3 4") throws -> SwiftReadingCache {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reading-cache-\(UUID().uuidString)")
        return SwiftReadingCache(folder: folder.path + "/scenelab/swift", libraryIdentity: library)
    }

    @Test func anAnswerStoredIsFoundForTheSameFilesAndLibrary() throws {
        let cache = try cache()
        let key = cache.key(of: Array("files".utf8))
        #expect(cache.answer(for: key) == nil)
        cache.store([1, 2, 3], for: key)
        #expect(cache.answer(for: key) == [1, 2, 3])
        #expect(cache.answer(for: cache.key(of: Array("filez".utf8))) == nil)
        let rebuilt = SwiftReadingCache(folder: cache.folder, libraryIdentity: "libSceneLabSwiftReading.so 1 2.3 5")
        #expect(rebuilt.key(of: Array("files".utf8)) != key)
        #expect(rebuilt.answer(for: rebuilt.key(of: Array("files".utf8))) == nil)
    }

    @Test func theFolderAndEntriesArePrivate() throws {
        let cache = try cache()
        let key = cache.key(of: [0])
        cache.store([9], for: key)
        let folder = try FileManager.default.attributesOfItem(atPath: cache.folder)
        let entry = try FileManager.default.attributesOfItem(atPath: cache.folder + "/" + key.name)
        #expect((folder[.posixPermissions] as? Int) == 0o700)
        #expect((entry[.posixPermissions] as? Int) == 0o600)
        #expect(key.name.count == 32 && key.name.allSatisfy(\.isHexDigit))
    }

    @Test func anEntryWithAnotherKeyInsideOrCutShortIsAMiss() throws {
        let cache = try cache()
        let key = cache.key(of: Array("mine".utf8))
        let other = cache.key(of: Array("theirs".utf8))
        cache.store([7, 7], for: other)
        // The other entry's file under this key's name: its header names the other batch.
        try FileManager.default.moveItem(atPath: cache.folder + "/" + other.name, toPath: cache.folder + "/" + key.name)
        #expect(cache.answer(for: key) == nil)
        // Cut inside the header.
        try Data(SwiftReadingCache.magic.prefix(5)).write(to: URL(fileURLWithPath: cache.folder + "/" + key.name))
        #expect(cache.answer(for: key) == nil)
    }

    @Test func aLinkInPlaceOfAnEntryIsNotFollowed() throws {
        let cache = try cache()
        let key = cache.key(of: Array("linked".utf8))
        let elsewhere = cache.key(of: Array("elsewhere".utf8))
        cache.store([5], for: key)
        try FileManager.default.moveItem(atPath: cache.folder + "/" + key.name, toPath: cache.folder + "/" + elsewhere.name)
        try FileManager.default.createSymbolicLink(
            atPath: cache.folder + "/" + key.name, withDestinationPath: cache.folder + "/" + elsewhere.name)
        #expect(cache.answer(for: key) == nil)
    }

    @Test func theOldestEntriesGoPastTheMaximum() throws {
        let cache = try cache()
        let keys = (0...SwiftReadingCache.maximumEntries).map { cache.key(of: [UInt8($0)]) }
        for key in keys { cache.store([1], for: key) }
        let names = try FileManager.default.contentsOfDirectory(atPath: cache.folder)
        #expect(names.count == SwiftReadingCache.maximumEntries)
        #expect(!names.contains(keys[0].name))
        #expect(names.contains(keys[SwiftReadingCache.maximumEntries].name))
    }
}
