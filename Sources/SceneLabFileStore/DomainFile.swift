import SceneLab

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

#if canImport(Glibc)
let systemRead = Glibc.read
#elseif canImport(Darwin)
let systemRead = Darwin.read
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
        return String(path[..<slash])
    }

    var fileName: String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// Temporary files are `.NAME.XXXXXX` beside the file; a crash can leave one behind.
    var temporaryPrefix: String { "." + fileName + "." }

    /// Runs `body` holding an exclusive `flock` on `NAME.lock`. Closing the
    /// descriptor releases the lock, even if the process dies.
    ///
    /// A reader on a disk it cannot write (read-only, no permission) reads
    /// without the lock: the rename that replaces the file is atomic, so it
    /// still never sees half a file.
    func withLock<T>(
        creatingFolder: Bool, readOnly: Bool = false, _ body: () throws(StoreError) -> T
    ) throws(StoreError) -> T {
        if creatingFolder { try makeFolders() }
        let lockPath = path + ".lock"
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            let code = errno
            if readOnly && (code == EROFS || code == EACCES || code == EPERM) { return try body() }
            throw SystemError.storeError(code, path: path, operation: "write")
        }
        defer { close(descriptor) }
        guard SystemError.retrying({ flock(descriptor, LOCK_EX) }) == 0 else {
            throw SystemError.storeError(errno, path: path, operation: "lock")
        }
        return try body()
    }

    /// The file's bytes, or `nil` when there is no file.
    func read() throws(StoreError) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw SystemError.storeError(errno, path: path, operation: "read")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw SystemError.storeError(errno, path: path, operation: "read")
        }
        // Read the size fstat reported, then keep reading in chunks in case the
        // file is longer than it said (it cannot be, under the lock, but a
        // file on a strange file system may report 0).
        var bytes = [UInt8](repeating: 0, count: max(0, Int(status.st_size)))
        var filled = 0
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let reading = filled < bytes.count
            let count =
                reading
                ? bytes.withUnsafeMutableBytes { buffer in
                    systemRead(descriptor, buffer.baseAddress.map { $0 + filled }, buffer.count - filled)
                }
                : chunk.withUnsafeMutableBytes { buffer in systemRead(descriptor, buffer.baseAddress, buffer.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw SystemError.storeError(errno, path: path, operation: "read")
            }
            if count == 0 { break }
            if !reading { bytes.append(contentsOf: chunk[..<count]) }
            filled += count
        }
        if filled < bytes.count { bytes.removeLast(bytes.count - filled) }
        return bytes
    }

    /// Replaces the file with `bytes`, durably: temp file, fsync, rename, fsync the folder.
    func replace(with bytes: [UInt8]) throws(StoreError) {
        try makeFolders()
        var template = Array((folder + "/" + temporaryPrefix + "XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { mkstemp($0) } ?? -1
        }
        guard descriptor >= 0 else { throw SystemError.storeError(errno, path: folder, operation: "write in") }
        let temporaryPath = template.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { String(cString: $0) } ?? ""
        }
        var renamed = false
        defer {
            if !renamed { unlink(temporaryPath) }
        }
        do {
            defer { close(descriptor) }
            try writeAll(bytes, to: descriptor, path: temporaryPath)
            guard SystemError.retrying({ fsync(descriptor) }) == 0 else {
                throw SystemError.storeError(errno, path: path, operation: "write")
            }
        }
        guard rename(temporaryPath, path) == 0 else {
            throw SystemError.storeError(errno, path: path, operation: "replace")
        }
        renamed = true
        syncFolder()
    }

    /// Removes the file (and its lock), durably.
    func remove() throws(StoreError) {
        guard unlink(path) == 0 || errno == ENOENT else {
            throw SystemError.storeError(errno, path: path, operation: "remove")
        }
        syncFolder()
    }

    /// Moves an unreadable file aside as `NAME.corrupt-STAMP`, keeping its bytes, and returns the new path.
    func quarantine(stamp: String) throws(StoreError) -> String {
        var destination = path + ".corrupt-" + stamp
        var attempt = 1
        while access(destination, F_OK) == 0 {
            attempt += 1
            destination = path + ".corrupt-" + stamp + "-\(attempt)"
        }
        guard rename(path, destination) == 0 else {
            throw SystemError.storeError(errno, path: path, operation: "move aside")
        }
        syncFolder()
        return destination
    }

    /// Deletes temporary files an interrupted write left behind; returns how many.
    func sweepTemporaryFiles() -> Int {
        guard let directory = opendir(folder) else { return 0 }
        defer { closedir(directory) }
        var removed = 0
        let prefix = temporaryPrefix
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name.hasPrefix(prefix), name.count == prefix.count + 6, unlink(folder + "/" + name) == 0 {
                removed += 1
            }
        }
        return removed
    }

    private func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(StoreError) {
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw SystemError.storeError(errno, path: self.path, operation: "write")
            }
            offset += count
        }
    }

    private func syncFolder() {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = SystemError.retrying { fsync(descriptor) }
        close(descriptor)
    }

    private func makeFolders() throws(StoreError) {
        var current = folder.hasPrefix("/") ? "" : "."
        for component in folder.split(separator: "/") {
            current += "/" + component
            if mkdir(current, 0o700) != 0 && errno != EEXIST {
                throw SystemError.storeError(errno, path: current, operation: "create the folder")
            }
        }
    }
}
