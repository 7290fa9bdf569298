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
        let reason: StoreError.Reason
        switch code {
        case ENOSPC: reason = StoreError.Reason(FileStoreDiagnostic.diskFull)
        case EDQUOT: reason = StoreError.Reason(FileStoreDiagnostic.quotaExhausted)
        case EROFS: reason = StoreError.Reason(FileStoreDiagnostic.readOnlyFileSystem)
        case EACCES, EPERM: reason = StoreError.Reason(FileStoreDiagnostic.permissionDenied)
        case EFBIG: reason = StoreError.Reason(FileStoreDiagnostic.fileSizeLimit)
        // The system's own words, as it says them.
        default: reason = .verbatim(String(cString: strerror(code)))
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
