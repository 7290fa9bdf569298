import SceneLabStore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns `errno` into a `StoreError` a person can act on. What became of
/// the change (kept in memory, nothing deleted) is the store's to add.
enum SystemError {
    static func storeError(_ code: Int32, path: String, operation: StoreError.Operation) -> StoreError {
        let reason: String
        switch code {
        case ENOSPC: reason = "the disk is full"
        case EDQUOT: reason = "the disk quota is exhausted"
        case EROFS: reason = "the file system is read-only"
        case EACCES, EPERM: reason = "permission denied"
        case EFBIG: reason = "the file would be larger than this system's file size limit (EFBIG)"
        default: reason = String(cString: strerror(code))
        }
        return .io(path: path, operation: operation, reason: reason)
    }

    /// Repeats a call interrupted by a signal.
    static func retrying(_ call: () -> Int32) -> Int32 {
        while true {
            let result = call()
            if result == -1 && errno == EINTR { continue }
            return result
        }
    }
}
