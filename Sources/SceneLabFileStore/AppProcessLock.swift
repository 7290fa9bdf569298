import SceneLabStore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The mark that an app runs on a device, shared by every scenelab on one
/// data directory: an exclusive `flock` on `DATA/Library/Running/BUNDLE.lock`,
/// held while the app's process lives in this scenelab.
///
/// The kernel releases a `flock` when its holder exits, however it exits, so
/// a scenelab killed with `kill -9` never leaves its app marked as running.
/// The file itself holds who took it (`pid 4242 since 2026-11-26T12:00:03Z`),
/// for the message that refuses a second launch.
struct AppProcessLock {
    /// The lock file.
    let path: String

    init(root: String, container: String) {
        path = root + "/Library/Running/" + container + ".lock"
    }

    /// Takes the lock: `.success` with the descriptor that holds it, or
    /// `.failure` with what the holder wrote when another process has it.
    func take() throws(StoreError) -> Result<Int32, Held> {
        try DomainFile(path: path).makeFolders()
        let descriptor: Int32
        switch DomainFile.openLockFile(path, mode: 0o644) {
        case .success(let opened): descriptor = opened
        case .failure(let refusal): throw refusal.error
        }
        guard SystemError.retrying({ flock(descriptor, LOCK_EX | LOCK_NB) }) == 0 else {
            let code = errno
            defer { close(descriptor) }
            guard code == EWOULDBLOCK else { throw SystemError.storeError(code, path: path, operation: .lock) }
            return .failure(Held(holder: Self.holder(descriptor)))
        }
        let text = Array("pid \(getpid()) since \(WallClock.iso8601Now())\n".utf8)
        _ = ftruncate(descriptor, 0)
        _ = text.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        return .success(descriptor)
    }

    /// Lets go of a lock `take()` returned.
    static func release(_ descriptor: Int32) {
        _ = ftruncate(descriptor, 0)
        close(descriptor)
    }

    /// Another process holds the lock; what it wrote there.
    struct Held: Error {
        let holder: ProcessHolder
    }

    /// What the holder wrote, read with a bound and made safe to print.
    private static func holder(_ descriptor: Int32) -> ProcessHolder {
        var buffer = [UInt8](repeating: 0, count: 120)
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return .starting }
        let line = buffer[..<count].split(separator: 10).first.map { Array($0) } ?? []
        let text = String(decoding: line, as: UTF8.self)
        let visible = text.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7f }
        return visible && !text.isEmpty ? .marked(text) : .unreadableMark
    }
}
