import SceneLab

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns `errno` into a `StoreError` a person can act on.
enum SystemError {
    static func storeError(_ code: Int32, path: String, operation: String) -> StoreError {
        let reason: String
        switch code {
        case ENOSPC: reason = "the disk is full (nothing was lost: the value is kept in memory)"
        case EDQUOT: reason = "the disk quota is exhausted (the value is kept in memory)"
        case EROFS: reason = "the file system is read-only (the value is kept in memory)"
        case EACCES, EPERM: reason = "permission denied (the value is kept in memory)"
        case EFBIG: reason = "the file is too large for this system's limits (the value is kept in memory)"
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
