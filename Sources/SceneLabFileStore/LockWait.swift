import SceneLabStore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a process waits for a domain's lock while another process holds it.
///
/// The wait is a blocking `flock`, so that the kernel wakes this process the
/// moment the lock is free, interrupted every 50 ms by a timer signal so that
/// the process can say it is waiting and can give up, which a plain blocking
/// `flock` cannot do.
public struct LockWait: Sendable {
    /// Seconds to wait before giving up with an error (`--lock-timeout`, 10 by default).
    public var timeout: Double
    /// Seconds to wait silently before saying so.
    public var quietPeriod: Double
    /// Told once, after `quietPeriod`, that this process is waiting.
    public var notice: @Sendable (FileStoreDiagnostic) -> Void

    public static let defaultTimeout: Double = 10

    public init(
        timeout: Double = LockWait.defaultTimeout, quietPeriod: Double = 1,
        notice: @escaping @Sendable (FileStoreDiagnostic) -> Void = { _ in }
    ) {
        self.timeout = timeout
        self.quietPeriod = quietPeriod
        self.notice = notice
    }

    /// Takes the exclusive lock on `descriptor`, or throws once `timeout` has passed.
    func acquire(_ descriptor: Int32, path: String) throws(StoreError) {
        if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return }
        guard errno == EWOULDBLOCK || errno == EINTR else {
            throw SystemError.storeError(errno, path: path, operation: .lock)
        }
        let start = Self.monotonicSeconds()
        var told = false
        Interruptions.start()
        defer { Interruptions.stop() }
        while true {
            if flock(descriptor, timeout > 0 ? LOCK_EX : LOCK_EX | LOCK_NB) == 0 { return }
            let code = errno
            guard code == EINTR || code == EWOULDBLOCK else {
                throw SystemError.storeError(code, path: path, operation: .lock)
            }
            let waited = Self.monotonicSeconds() - start
            if waited >= timeout {
                throw StoreError.io(
                    path: path, operation: .lock,
                    reason: StoreError.Reason(FileStoreDiagnostic.lockHeld(seconds: timeout)))
            }
            if !told && waited >= quietPeriod {
                told = true
                notice(.waitingForLock(path: path, givingUpAfterSeconds: timeout))
            }
        }
    }

    /// A timer signal every 50 ms that interrupts a blocking `flock` (with
    /// EINTR: the handler is installed without `SA_RESTART`) while a lock is
    /// waited for, and is stopped once it is taken.
    private enum Interruptions {
        static func start() {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { _ in }
            action.sa_flags = 0
            sigemptyset(&action.sa_mask)
            sigaction(SIGALRM, &action, nil)
            arm(microseconds: 50_000)
        }

        static func stop() { arm(microseconds: 0) }

        private static func arm(microseconds: Int) {
            let step = timeval(tv_sec: 0, tv_usec: microseconds)
            var timer = itimerval(it_interval: step, it_value: step)
            setitimer(__itimer_which_t(ITIMER_REAL.rawValue), &timer, nil)
        }
    }

    private static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
