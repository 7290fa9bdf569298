import SceneLabStore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file a person asked scenelab to write (`--events`, `--results`,
/// `record`, `export`, `defaults export`, `check --update`), and the one
/// careful way every such file is written.
///
/// - Only a regular file is written, never through a symbolic link (a
///   dangling one included), and never a FIFO, device, socket or directory:
///   those are refused by name, and no open can block on a FIFO.
/// - A file that exists is replaced only when the person said so
///   (`replacing`, their `--force`), only if they may write it, only if it
///   has no other hard links, and only if it keeps its owner and mode.
/// - A new file is created with mode 0666 less the umask, as any tool's.
/// - A whole file is written crash-safely: a temporary file in the same
///   folder, fsync, rename, fsync of the folder. A full disk, a file size
///   limit (SIGXFSZ is ignored at start-up, so it is EFBIG) or an I/O error
///   is an error naming the path, never a quietly cut file.
///
/// Streams (`openForAppending`) append to a regular file, or create it.
public struct RequestedFile: Sendable {
    /// The path as the person gave it.
    public let path: String

    public init(_ path: String) {
        self.path = path
    }

    /// Checks, before any work is done, that `write(_:replacing:)` may write
    /// here: what a whole-file write would refuse is refused now.
    public func checkWritable(replacing: Bool) throws(StoreError) {
        _ = try existing(replacing: replacing)
    }

    /// Writes `bytes` as the whole file, crash-safely. An existing file is
    /// replaced only when `replacing`; it keeps its mode and owner. A new
    /// file gets `newFileMode` less the umask (0600 keeps one private).
    /// `durably: false` leaves out the two fsyncs, for a file rewritten at
    /// every line typed (the history), where a lost last line is no loss
    /// but a wait on a busy disk would be; the rename keeps it whole.
    public func write(
        _ bytes: [UInt8], replacing: Bool, newFileMode: mode_t = 0o666, durably: Bool = true
    ) throws(StoreError) {
        let status = try existing(replacing: replacing)
        let temporary = try TemporaryFile(beside: path, mode: newFileMode)
        var renamed = false
        defer { if !renamed { unlink(temporary.path) } }
        do {
            defer { close(temporary.descriptor) }
            if let status { try keepOwnerAndMode(status, on: temporary.descriptor) }
            try AppendedFile.writeAll(bytes, to: temporary.descriptor, path: path)
            guard !durably || SystemError.retrying({ fsync(temporary.descriptor) }) == 0 else {
                throw SystemError.storeError(errno, path: path, operation: .write)
            }
        }
        if status == nil {
            // Linked, not renamed: the deferred unlink drops the temporary name.
            try placeWithoutReplacing(temporary.path)
        } else {
            guard rename(temporary.path, path) == 0 else {
                throw SystemError.storeError(errno, path: path, operation: .replace)
            }
            renamed = true
        }
        if durably { DomainFile(path: path).syncFolder() }
    }

    /// Opens the file for appending (a stream: `--events`, `--results`),
    /// creating it if need be, or emptying it first when `truncating`.
    /// Opened without blocking and without following a link; a hard-linked
    /// or read-only file is refused, as for a whole-file write.
    public func openForAppending(truncating: Bool) throws(StoreError) -> AppendedFile {
        var status = stat()
        if lstat(path, &status) == 0 {
            try refuseUnlessPlainFile(status)
            try refuseUnlessWritable(status)
        } else if errno != ENOENT {
            throw SystemError.storeError(errno, path: path, operation: .write)
        }
        let flags = O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC
        let descriptor = open(path, flags, 0o666)
        guard descriptor >= 0 else {
            let code = errno
            switch code {
            case ELOOP: throw Self.symbolicLink(path)
            case ENXIO:
                throw refusal(.fifoOrSocket)
            case EISDIR: throw Self.directory(path)
            default: throw SystemError.storeError(code, path: path, operation: .write)
            }
        }
        var opened = stat()
        guard fstat(descriptor, &opened) == 0 else {
            let code = errno
            close(descriptor)
            throw SystemError.storeError(code, path: path, operation: .write)
        }
        do {
            // Checked again on what was opened: something may have taken the name since `lstat`.
            try refuseUnlessPlainFile(opened)
        } catch {
            close(descriptor)
            throw error
        }
        // A regular file never blocks; reads and writes may wait as usual from here on.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        if truncating, ftruncate(descriptor, 0) != 0 {
            let code = errno
            close(descriptor)
            throw SystemError.storeError(code, path: path, operation: .empty)
        }
        return AppendedFile(descriptor: descriptor, path: path)
    }

    // MARK: What is in the way

    /// What is at the path now (`nil`: nothing), once it is known that a
    /// whole-file write may go there.
    private func existing(replacing: Bool) throws(StoreError) -> stat? {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            let code = errno
            guard code == ENOENT else { throw SystemError.storeError(code, path: path, operation: .write) }
            try checkFolder()
            return nil
        }
        try refuseUnlessPlainFile(status)
        guard replacing else { throw Self.exists(path) }
        try refuseUnlessWritable(status)
        // Replacing makes a new file: a file owned by another user would become ours.
        if geteuid() != 0 && status.st_uid != geteuid() {
            throw refusal(.otherOwner(uid: status.st_uid))
        }
        try checkFolder()
        return status
    }

    /// Refuses anything but a regular file with one name.
    private func refuseUnlessPlainFile(_ status: stat) throws(StoreError) {
        let kind = FileKind(mode: status.st_mode)
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFLNK:
            throw Self.symbolicLink(path)
        case S_IFDIR: throw Self.directory(path)
        default:
            throw refusal(.notARegularFile(kind: kind.description))
        }
        guard status.st_nlink <= 1 else {
            throw refusal(.hardLinks(count: Int(status.st_nlink)))
        }
    }

    /// Refuses a file the person may not write, and a read-only one even
    /// for root, who may write anything: read-only is what its owner said.
    private func refuseUnlessWritable(_ status: stat) throws(StoreError) {
        if status.st_mode & 0o222 == 0 {
            throw refusal(.readOnlyFile(mode: Self.octal(status.st_mode & 0o7777)))
        }
        guard faccessat(AT_FDCWD, path, W_OK, AT_EACCESS) == 0 else {
            throw refusal(.notWritable(mode: Self.octal(status.st_mode & 0o7777), uid: status.st_uid))
        }
    }

    /// The folder must exist and be writable: a whole file is made beside it.
    private func checkFolder() throws(StoreError) {
        let folder = DomainFile(path: path).folder
        guard faccessat(AT_FDCWD, folder, W_OK | X_OK, AT_EACCESS) == 0 else {
            let code = errno
            if code == ENOENT { throw refusal(.folderMissing(folder: folder)) }
            throw SystemError.storeError(code, path: path, operation: .write)
        }
    }

    // MARK: Writing

    /// Gives the new file the old one's owner and permissions.
    private func keepOwnerAndMode(_ status: stat, on descriptor: Int32) throws(StoreError) {
        // The owner first: changing it clears set-id bits the mode restores.
        // As root any owner is kept; as the owner, the group is kept if ours.
        if fchown(descriptor, status.st_uid, status.st_gid) != 0 && geteuid() == 0 {
            throw SystemError.storeError(errno, path: path, operation: .keepOwner)
        }
        guard fchmod(descriptor, status.st_mode & 0o7777) == 0 else {
            throw SystemError.storeError(errno, path: path, operation: .keepMode)
        }
    }

    /// Moves the finished temporary file to the path unless something took
    /// the name meanwhile: a hard link fails on an existing name where
    /// rename would replace it.
    private func placeWithoutReplacing(_ temporary: String) throws(StoreError) {
        if link(temporary, path) == 0 { return }
        let code = errno
        if code == EEXIST { throw Self.exists(path) }
        // A file system without hard links: the check made a moment ago stands.
        guard code == EPERM || code == EOPNOTSUPP || code == EMLINK,
            access(path, F_OK) != 0, rename(temporary, path) == 0
        else { throw SystemError.storeError(code, path: path, operation: .write) }
    }

    // MARK: Refusals

    /// A write to this path refused for `reason`.
    private func refusal(_ reason: FileStoreDiagnostic) -> StoreError {
        .io(path: path, operation: .write, reason: StoreError.Reason(reason))
    }

    private static func exists(_ path: String) -> StoreError {
        .usage(StoreError.Reason(FileStoreDiagnostic.fileExists(path: path)))
    }

    private static func symbolicLink(_ path: String) -> StoreError {
        .io(path: path, operation: .write, reason: StoreError.Reason(FileStoreDiagnostic.symbolicLink))
    }

    private static func directory(_ path: String) -> StoreError {
        .io(path: path, operation: .write, reason: StoreError.Reason(FileStoreDiagnostic.writingADirectory))
    }


    private static func octal(_ mode: mode_t) -> String {
        let digits = String(mode, radix: 8)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
