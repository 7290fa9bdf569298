#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder held open by its descriptor, for walking a tree someone else
/// controls: every entry is looked at, listed and opened relative to the
/// folder held, never by a path, and links are never followed. A folder
/// swapped for a link after it was listed cannot lead the walk outside: the
/// link is refused when opened, and a folder already open stays the folder it
/// was, whatever its path names later.
///
/// The descriptor closes when the last reference goes, so a walk that keeps
/// the folders it still has entries of holds only as many as the tree is deep.
public final class FolderHandle {
    /// The open directory's descriptor.
    public let descriptor: Int32

    private init(descriptor: Int32) { self.descriptor = descriptor }

    deinit { closeDescriptor(descriptor) }

    /// The folder at `path`, which must itself not be a link.
    public static func opening(_ path: String) -> Result<FolderHandle, OpenedFile.Refusal> {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            var status = stat()
            return .failure(refusal(code, linkFound: lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK))
        }
        return .success(FolderHandle(descriptor: descriptor))
    }

    /// The entry `name` of this folder as a folder; refused with `ELOOP` when
    /// it is a link and `ENOTDIR` when it is anything else.
    public func folder(named name: String) -> Result<FolderHandle, OpenedFile.Refusal> {
        let descriptor = openat(self.descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            return .failure(Self.refusal(code, linkFound: kind(of: name)?.isSymbolicLink == true))
        }
        return .success(FolderHandle(descriptor: descriptor))
    }

    /// Linux refuses a link opened as a folder without following with `ENOTDIR`, as it
    /// refuses a file; the link is said as `ELOOP`, as a link opened as a file is.
    private static func refusal(_ code: Int32, linkFound: Bool) -> OpenedFile.Refusal {
        OpenedFile.Refusal(code: code == ENOTDIR && linkFound ? ELOOP : code)
    }

    /// The entry `name` of this folder opened for reading as `OpenedFile.reading`
    /// opens a path — without blocking or becoming the terminal — and refused
    /// with `ELOOP` when it is a link. The caller checks the kind `fstat` found.
    public func file(named name: String) -> Result<OpenedFile, OpenedFile.Refusal> {
        let descriptor = openat(self.descriptor, name, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(OpenedFile.Refusal(code: errno)) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let code = errno
            closeDescriptor(descriptor)
            return .failure(OpenedFile.Refusal(code: code))
        }
        return .success(
            OpenedFile(descriptor: descriptor, kind: FileKind(mode: status.st_mode), size: Int(status.st_size)))
    }

    /// What the entry `name` is, without following a link; `nil` when it is gone.
    public func kind(of name: String) -> FileKind? {
        var status = stat()
        guard fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        return FileKind(mode: status.st_mode)
    }

    /// The names of the folder's entries but `.` and `..`, at most `limit` of
    /// them, in the order the system gives; `nil` (with `errno` set) when it
    /// cannot be read.
    public func names(limit: Int = .max) -> [String]? {
        // `fdopendir` takes the descriptor it is given and `closedir` closes it: it gets a copy.
        let copy = dup(descriptor)
        guard copy >= 0 else { return nil }
        guard let directory = fdopendir(copy) else {
            let code = errno
            closeDescriptor(copy)
            errno = code
            return nil
        }
        defer { closedir(directory) }
        // A copy shares its position with the original: start from the first entry.
        rewinddir(directory)
        return Directory.names(reading: directory, limit: limit)
    }
}
