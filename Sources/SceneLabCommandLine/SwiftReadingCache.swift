import SceneLabFileStore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the Swift reader answered for a project's files, kept on disk so that opening the same
/// files again skips parsing them: `${XDG_CACHE_HOME:-~/.cache}/scenelab/swift`.
///
/// Parsing is most of an `open` (swift-syntax's parser, tens of milliseconds for a few dozen
/// files), and a learner opens the same project again and again between edits. An entry is
/// named by two hashes of the files' batch and of the reading library's identity, and holds
/// both hashes and the batch's length, so a changed file, another project or a rebuilt library
/// never finds it. An entry that cannot be read, or whose answer does not decode, is a miss:
/// the files are read again and the entry written anew. Nothing the cache does is an error the
/// person sees: without it, `open` reads as it always did. `SCENELAB_CACHE=off` turns it off.
struct SwiftReadingCache {
    /// The folder the entries are in.
    let folder: String
    /// What names the reading library's build: its path, size, change time and inode.
    let libraryIdentity: String

    /// Entries kept; the least recently written go first when a write passes the count.
    static let maximumEntries = 32
    /// The largest entry read back: a bigger file is no entry of ours.
    static let maximumEntryBytes = 256 << 20
    /// The first bytes of an entry, with the format's version in the last.
    static let magic: [UInt8] = Array("scenelab swift cache".utf8) + [1]

    /// The cache for the library at `libraryPath`, or nil when it is turned off, no folder can
    /// be named or the library is not there.
    static func standard(libraryPath: String?) -> SwiftReadingCache? {
        if Terminal.environment("SCENELAB_CACHE") == "off" { return nil }
        guard let libraryPath, let identity = identity(of: libraryPath) else { return nil }
        let base: String
        if let cache = Terminal.environment("XDG_CACHE_HOME"), cache.hasPrefix("/") {
            base = cache
        } else if let home = Terminal.environment("HOME"), home.hasPrefix("/") {
            base = home + "/.cache"
        } else {
            return nil
        }
        return SwiftReadingCache(folder: base + "/scenelab/swift", libraryIdentity: identity)
    }

    /// The library file's identity: a rebuilt library is another file, and its answers another's.
    static func identity(of path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return "\(path) \(status.st_size) \(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec) \(status.st_ino)"
    }

    /// The key of `batch`: where its entry is, and what the entry must say it is for.
    struct Key: Equatable {
        let first: UInt64
        let second: UInt64
        let length: UInt64

        /// The entry's file name.
        var name: String { hex(first) + hex(second) }

        private func hex(_ value: UInt64) -> String {
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }

        /// The key's 24 bytes as an entry stores them.
        var bytes: [UInt8] {
            var bytes: [UInt8] = []
            for value in [first, second, length] {
                withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
            }
            return bytes
        }
    }

    /// The key of `batch` read by this cache's library: FNV-1a and a multiply-rotate hash, two
    /// unrelated 64-bit hashes over the same bytes, and the batch's length.
    func key(of batch: [UInt8]) -> Key {
        var fnv: UInt64 = 0xcbf2_9ce4_8422_2325
        var mixed: UInt64 = 0x9e37_79b9_7f4a_7c15
        func add(_ byte: UInt8) {
            fnv = (fnv ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            mixed = ((mixed ^ UInt64(byte)) &* 0xff51_afd7_ed55_8ccd)
            mixed = (mixed << 23) | (mixed >> 41)
        }
        for byte in libraryIdentity.utf8 { add(byte) }
        add(0)
        for byte in batch { add(byte) }
        return Key(first: fnv, second: mixed, length: UInt64(batch.count))
    }

    /// The answer stored for `key`, or nil.
    func answer(for key: Key) -> [UInt8]? {
        guard case .success(let handle) = FolderHandle.opening(folder),
            case .success(let file) = handle.file(named: key.name)
        else { return nil }
        defer { file.close() }
        guard file.kind.isRegular, case .bytes(let bytes) = file.read(limit: Self.maximumEntryBytes) else {
            return nil
        }
        let header = Self.magic + key.bytes
        guard bytes.count >= header.count, bytes.starts(with: header) else { return nil }
        return Array(bytes[header.count...])
    }

    /// Stores `answer` for `key`: written beside its place and renamed there, so that a reader
    /// never meets half an entry. Failing to write loses nothing but the next open's time.
    func store(_ answer: [UInt8], for key: Key) {
        guard makeFolder() else { return }
        let path = folder + "/" + key.name
        let temporary = path + ".\(getpid()).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_NOCTTY | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return }
        let contents = Self.magic + key.bytes + answer
        let written = contents.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                guard let base = buffer.baseAddress else { return false }
                let count = write(descriptor, base + offset, buffer.count - offset)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
        close(descriptor)
        guard written, rename(temporary, path) == 0 else {
            unlink(temporary)
            return
        }
        prune()
    }

    /// Creates the folder and those above it, private to the person.
    private func makeFolder() -> Bool {
        var path = ""
        for component in folder.split(separator: "/") {
            path += "/" + component
            mkdir(path, 0o700)
        }
        var status = stat()
        return lstat(folder, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// Removes the oldest entries past `maximumEntries`.
    private func prune() {
        guard case .success(let handle) = FolderHandle.opening(folder),
            let names = handle.names(limit: 4 * Self.maximumEntries)
        else { return }
        let entries = names.filter { $0.count == 32 && $0.allSatisfy(\.isHexDigit) }
        guard entries.count > Self.maximumEntries else { return }
        let byAge = entries.map { name -> (name: String, seconds: Int, nanoseconds: Int) in
            var status = stat()
            guard fstatat(handle.descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return (name, 0, 0) }
            return (name, status.st_mtim.tv_sec, status.st_mtim.tv_nsec)
        }.sorted { ($0.seconds, $0.nanoseconds) < ($1.seconds, $1.nanoseconds) }
        for entry in byAge.prefix(entries.count - Self.maximumEntries) {
            unlinkat(handle.descriptor, entry.name, 0)
        }
    }
}
