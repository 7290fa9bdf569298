import SceneLabStore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A new, empty file `.NAME.saving-XXXXXX` beside the file it will replace, for a
/// crash-safe whole-file write. Unlike `mkstemp`'s 0600, it is created with
/// `mode` (0666 unless private) and the umask applies, so a new file gets
/// the person's usual mode.
struct TemporaryFile {
    let descriptor: Int32
    let path: String

    init(beside target: String, mode: mode_t) throws(StoreError) {
        let file = DomainFile(path: target)
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        var generator = SystemRandomNumberGenerator()
        var code = EEXIST
        // O_EXCL makes a name another process took a retry, never a shared file.
        for _ in 0..<100 {
            let suffix = String((0..<6).map { _ in letters[Int.random(in: 0..<letters.count, using: &generator)] })
            let candidate = file.folder + "/" + file.temporaryPrefix + suffix
            let descriptor = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_NOCTTY | O_CLOEXEC, mode)
            if descriptor >= 0 {
                self.descriptor = descriptor
                self.path = candidate
                return
            }
            code = errno
            if code != EEXIST { break }
        }
        throw SystemError.storeError(code, path: target, operation: .write)
    }
}
