import SceneLab

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a process waits for a domain's lock while another process holds it.
///
/// Waiting is polling with a growing pause (1 ms up to 25 ms), so that the
/// process can say it is waiting and can give up, which a blocking `flock`
/// cannot do.
public struct LockWait: Sendable {
    /// Seconds to wait before giving up with an error (`--lock-timeout`, 10 by default).
    public var timeout: Double
    /// Seconds to wait silently before saying so.
    public var quietPeriod: Double
    /// Told once, after `quietPeriod`, that this process is waiting.
    public var notice: @Sendable (String) -> Void

    public static let defaultTimeout: Double = 10

    public init(
        timeout: Double = LockWait.defaultTimeout, quietPeriod: Double = 1,
        notice: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.timeout = timeout
        self.quietPeriod = quietPeriod
        self.notice = notice
    }

    /// Takes the exclusive lock on `descriptor`, or throws once `timeout` has passed.
    func acquire(_ descriptor: Int32, path: String) throws(StoreError) {
        let start = Self.monotonicSeconds()
        var pause = 0.001
        var told = false
        while true {
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return }
            let code = errno
            guard code == EWOULDBLOCK || code == EAGAIN || code == EINTR else {
                throw SystemError.storeError(code, path: path, operation: "lock")
            }
            let waited = Self.monotonicSeconds() - start
            if waited >= timeout {
                throw StoreError.io(
                    path: path, operation: "lock",
                    reason: "another process has held it for \(Self.seconds(timeout)) "
                        + "(a longer wait: --lock-timeout SECONDS)")
            }
            if !told && waited >= quietPeriod {
                told = true
                notice(
                    "waiting for \(path): another process holds it (giving up after \(Self.seconds(timeout)))")
            }
            Self.sleep(min(pause, max(0.001, timeout - waited)))
            pause = min(pause * 2, 0.025)
        }
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }

    private static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    private static func sleep(_ seconds: Double) {
        var request = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - seconds.rounded(.down)) * 1e9))
        var remaining = timespec()
        while nanosleep(&request, &remaining) != 0 && errno == EINTR { request = remaining }
    }
}
