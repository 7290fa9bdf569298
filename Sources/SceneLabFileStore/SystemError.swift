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
        case ENOSPC: reason = StoreError.Reason(en: "the disk is full", ru: "диск заполнен")
        case EDQUOT: reason = StoreError.Reason(en: "the disk quota is exhausted", ru: "дисковая квота исчерпана")
        case EROFS: reason = StoreError.Reason(en: "the file system is read-only", ru: "файловая система только для чтения")
        case EACCES, EPERM: reason = StoreError.Reason(en: "permission denied", ru: "доступ запрещён")
        case EFBIG:
            reason = StoreError.Reason(
                en: "the file would be larger than this system's file size limit (EFBIG)",
                ru: "файл превысил бы предел размера файла в этой системе (EFBIG)")
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
