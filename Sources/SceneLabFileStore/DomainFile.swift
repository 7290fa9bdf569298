import SceneLabStore
import PropertyLists

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One domain's property-list file, and the crash-safe way to change it:
/// lock a side file, read, write a temporary file in the same folder, fsync
/// it, rename it over the original, fsync the folder.
///
/// A reader never sees half a file (rename is atomic), a crash leaves the
/// old file or the new one, and two processes never lose each other's updates.
struct DomainFile {
    /// The property-list file.
    let path: String

    var folder: String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    var fileName: String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// Temporary files are `.NAME.saving-XXXXXX` beside the file; a crash can
    /// leave one behind. The marker makes a name no person's own file has, so
    /// that sweeping a folder never deletes one of theirs (`.notes.backup`).
    var temporaryPrefix: String { "." + fileName + Self.temporaryMarker }

    static let temporaryMarker = ".saving-"

    /// Whether `name` is a save's temporary file: `.NAME.saving-XXXXXX`.
    static func isTemporaryName(_ name: String) -> Bool {
        // `.` NAME, the marker, then mkstemp's six characters.
        let bytes = Array(name.utf8)
        let marker = Array(temporaryMarker.utf8)
        let markerStart = bytes.count - 6 - marker.count
        return bytes.first == UInt8(ascii: ".") && markerStart > 1 && Array(bytes[markerStart..<(bytes.count - 6)]) == marker
    }

    /// Runs `body` holding an exclusive `flock` on `NAME.lock`. Closing the
    /// descriptor releases the lock, even if the process dies.
    ///
    /// A lock held by another process is waited for: `waiting` is told once
    /// after a second, and after `timeout` seconds the wait gives up with an
    /// error. A reader on a disk it cannot write (read-only, no permission)
    /// reads without the lock: the rename that replaces the file is atomic,
    /// so it still never sees half a file.
    func withLock<T>(
        creatingFolder: Bool, readOnly: Bool = false, waiting: LockWait = LockWait(),
        _ body: () throws(StoreError) -> T
    ) throws(StoreError) -> T {
        if creatingFolder { try makeFolders() }
        let lockPath = path + ".lock"
        let descriptor: Int32
        switch Self.openLockFile(lockPath, mode: 0o600) {
        case .success(let opened): descriptor = opened
        case .failure(let refusal):
            if readOnly && [EROFS, EACCES, EPERM].contains(refusal.code) { return try body() }
            throw refusal.error
        }
        defer { close(descriptor) }
        try waiting.acquire(descriptor, path: lockPath)
        return try body()
    }

    /// Why a lock file could not be opened: the system's code, and the error to tell.
    struct LockRefusal: Error {
        let code: Int32
        let error: StoreError
    }

    /// Opens (creating it with `mode`) a lock file that must be a regular
    /// file: never a link planted in its place followed, and no blocking open
    /// should it be a FIFO. Shared by the domains' locks and the app's mark.
    static func openLockFile(_ lockPath: String, mode: mode_t) -> Result<Int32, LockRefusal> {
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY, mode)
        guard descriptor >= 0 else {
            let code = errno
            let error: StoreError
            switch code {
            case ELOOP: error = notALock(lockPath, kind: "a symbolic link")
            case EISDIR: error = notALock(lockPath, kind: "a directory")
            case ENXIO: error = notALock(lockPath, kind: "a socket")
            default: error = SystemError.storeError(code, path: lockPath, operation: .lock)
            }
            return .failure(LockRefusal(code: code, error: error))
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let code = errno
            close(descriptor)
            return .failure(LockRefusal(code: code, error: SystemError.storeError(code, path: lockPath, operation: .lock)))
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            return .failure(
                LockRefusal(code: 0, error: notALock(lockPath, kind: FileKind(mode: status.st_mode).description)))
        }
        return .success(descriptor)
    }

    private static func notALock(_ lockPath: String, kind: String) -> StoreError {
        .io(path: lockPath, operation: .lock, reason: StoreError.Reason(FileStoreDiagnostic.notALockFile(kind: kind)))
    }

    /// What reading the file found.
    enum Contents: Equatable {
        /// There is no file.
        case missing
        case bytes([UInt8])
        /// Something that cannot hold a domain: a FIFO, a device, a
        /// directory, a file over the size limit. It is to be moved aside.
        case damaged(FileDamage)
    }

    /// The file's bytes, read with a bound and without an open that could block.
    func read() throws(StoreError) -> Contents {
        let limit = PropertyListLimits.maximumFileSize
        let file: OpenedFile
        switch OpenedFile.reading(path) {
        case .success(let opened): file = opened
        case .failure(let refusal):
            switch refusal.code {
            case ENOENT: return .missing
            case ENXIO: return .damaged(.socket)
            case ELOOP: return .damaged(.symbolicLinkLoop)
            case let code: throw SystemError.storeError(code, path: path, operation: .read)
            }
        }
        defer { file.close() }
        guard file.kind.isRegular else { return .damaged(.notARegularFile(kind: file.kind.description)) }
        guard file.size <= limit else {
            return .damaged(.tooLarge(bytes: file.size, limitMiB: limit >> 20))
        }
        switch file.read(limit: limit) {
        case .bytes(let bytes): return .bytes(bytes)
        case .tooLong: return .damaged(.grewPastLimit(limitMiB: limit >> 20))
        case .failed(let code): throw SystemError.storeError(code, path: path, operation: .read)
        }
    }

    /// Replaces the file with `bytes`, durably: temp file, fsync, rename,
    /// fsync the folder. The store's files are private (`mkstemp`'s 0600);
    /// files a person names are `RequestedFile`'s.
    func replace(with bytes: [UInt8]) throws(StoreError) {
        try makeFolders()
        var template = Array((folder + "/" + temporaryPrefix + "XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { mkstemp($0) } ?? -1
        }
        guard descriptor >= 0 else { throw SystemError.storeError(errno, path: folder, operation: .writeIn) }
        let temporaryPath = template.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { String(cString: $0) } ?? ""
        }
        var renamed = false
        defer {
            if !renamed { unlink(temporaryPath) }
        }
        do {
            defer { close(descriptor) }
            try AppendedFile.writeAll(bytes, to: descriptor, path: path)
            guard SystemError.retrying({ fsync(descriptor) }) == 0 else {
                throw SystemError.storeError(errno, path: path, operation: .write)
            }
        }
        guard rename(temporaryPath, path) == 0 else {
            throw SystemError.storeError(errno, path: path, operation: .replace)
        }
        renamed = true
        syncFolder()
    }

    /// Removes the file (and its lock), durably.
    func remove() throws(StoreError) {
        guard unlink(path) == 0 || errno == ENOENT else {
            throw SystemError.storeError(errno, path: path, operation: .remove)
        }
        syncFolder()
    }

    /// Moves the file aside as `NAME.LABEL-STAMP` (an unreadable file's label
    /// is `corrupt`), keeping its bytes, and returns the new path.
    func quarantine(stamp: String, label: String = "corrupt") throws(StoreError) -> String {
        var destination = path + "." + label + "-" + stamp
        var attempt = 1
        while access(destination, F_OK) == 0 {
            attempt += 1
            destination = path + "." + label + "-" + stamp + "-\(attempt)"
        }
        guard rename(path, destination) == 0 else {
            throw SystemError.storeError(errno, path: path, operation: .moveAside)
        }
        syncFolder()
        return destination
    }

    /// Deletes temporary files an interrupted write left behind; returns how many.
    func sweepTemporaryFiles() -> Int {
        var removed = 0
        // Earlier versions named them `.NAME.XXXXXX`: safe to sweep too, beside a known NAME.
        let prefixes = [temporaryPrefix, "." + fileName + "."]
        for name in Directory.names(in: folder) ?? [] {
            let isTemporary = prefixes.contains { name.hasPrefix($0) && name.utf8.count == $0.utf8.count + 6 }
            if isTemporary, unlink(folder + "/" + name) == 0 { removed += 1 }
        }
        return removed
    }

    /// fsyncs the folder, so that a rename or an unlink in it survives a crash.
    func syncFolder() {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = SystemError.retrying { fsync(descriptor) }
        close(descriptor)
    }

    func makeFolders() throws(StoreError) {
        var current = folder.hasPrefix("/") ? "" : "."
        for component in folder.split(separator: "/") {
            current += "/" + component
            if mkdir(current, 0o700) != 0 && errno != EEXIST {
                throw SystemError.storeError(errno, path: current, operation: .createFolder)
            }
        }
    }
}
