import SceneLabStore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive `flock` on a folder itself, for changes to the files in it
/// that must not interleave across processes (a save that checks what it
/// replaces, and `rm`). Locking the folder leaves no lock file to list.
enum FolderLock {
    /// Runs `body` holding the folder's lock, waiting as `waiting` says for another holder.
    static func holding<T>(
        _ folder: String, waiting: LockWait = LockWait(), _ body: () throws(StoreError) -> T
    ) throws(StoreError) -> T {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { throw SystemError.storeError(errno, path: folder, operation: .lock) }
        defer { close(descriptor) }
        try waiting.acquire(descriptor, path: folder)
        return try body()
    }
}
