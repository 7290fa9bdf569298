#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file opened for reading the way untrusted paths must be: without
/// blocking (opening a FIFO that has no writer would otherwise wait forever),
/// without becoming the controlling terminal, and with what `fstat` says of
/// it, so that the caller can refuse a directory, a device or a huge file
/// before reading a byte. The caller closes it.
public struct OpenedFile {
    public let descriptor: Int32
    /// What kind of file it is: a regular file, a FIFO, a device, ...
    public let kind: FileKind
    /// Its size in bytes, as `fstat` reports it (meaningful for regular files).
    public let size: Int

    /// The `errno` that refused the open.
    public struct Refusal: Error, Equatable {
        public let code: Int32
    }

    /// Opens `path` for reading, or says what refused it.
    public static func reading(_ path: String) -> Result<OpenedFile, Refusal> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(Refusal(code: errno)) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let code = errno
            closeDescriptor(descriptor)
            return .failure(Refusal(code: code))
        }
        return .success(
            OpenedFile(descriptor: descriptor, kind: FileKind(mode: status.st_mode), size: Int(status.st_size)))
    }

    /// From here on, reading a pipe waits for its writer, as any reader's would.
    public func blockingReads() {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    }

    /// The file to read `path` from with reads that wait, as `cat` reads.
    /// A FIFO opened without blocking has not waited for a writer, and would
    /// read as empty at once; it is opened again, waiting for one. Anything
    /// else is this file, its reads made blocking.
    public func waitingForWriter(path: String) -> Result<OpenedFile, Refusal> {
        guard kind.mode & S_IFMT == S_IFIFO else {
            blockingReads()
            return .success(self)
        }
        var reopened: Int32
        repeat {
            reopened = open(path, O_RDONLY | O_NOCTTY | O_CLOEXEC)
        } while reopened < 0 && errno == EINTR
        let code = errno
        close()
        guard reopened >= 0 else { return .failure(Refusal(code: code)) }
        var status = stat()
        guard fstat(reopened, &status) == 0 else {
            let code = errno
            closeDescriptor(reopened)
            return .failure(Refusal(code: code))
        }
        return .success(
            OpenedFile(descriptor: reopened, kind: FileKind(mode: status.st_mode), size: Int(status.st_size)))
    }

    /// Its bytes, never more than `limit` (see `BoundedReader`).
    public func read(limit: Int) -> BoundedReader.Outcome {
        BoundedReader.read(descriptor, limit: limit)
    }

    public func close() { closeDescriptor(descriptor) }
}

/// `close(2)`, by a name `OpenedFile.close()` does not shadow.
func closeDescriptor(_ descriptor: Int32) {
    _ = close(descriptor)
}
