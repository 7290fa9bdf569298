#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Synchronization

/// Work started at once on a thread of its own, whose result the first `wait()` waits for and
/// every later one returns: the Swift files `open` reads while the app launches.
///
/// Should the thread not start, the first `wait()` does the work itself. A thread nobody waited
/// for is detached when the work is let go, and the process ends without running C's exit
/// handlers while one still runs (`exitProcess`), so that no library is torn down
/// under it.
final class BackgroundWork<Result: Sendable>: Sendable {
    /// What the thread reads and writes: written once by the thread, read after it is joined.
    private final class Job: @unchecked Sendable {
        let work: @Sendable () -> Result
        var result: Result?
        init(work: @escaping @Sendable () -> Result) { self.work = work }
        func run() { result = work() }
    }

    private struct State {
        var thread: pthread_t?
        var result: Result?
    }

    private let job: Job
    private let state: Mutex<State>

    init(_ work: @escaping @Sendable () -> Result) {
        let job = Job(work: work)
        self.job = job
        state = Mutex(State(thread: BackgroundThread.start { job.run() }))
    }

    deinit {
        state.withLock { state in
            if let thread = state.thread { pthread_detach(thread) }
        }
    }

    /// The work's result, once it is done.
    func wait() -> Result {
        state.withLock { state in
            if let result = state.result { return result }
            if let thread = state.thread {
                pthread_join(thread, nil)
                state.thread = nil
            }
            let result = job.result ?? job.work()
            state.result = result
            return result
        }
    }
}

/// Ends the process with `status`: as `exit` does, unless work started by `BackgroundWork` still
/// runs, in which case C's exit handlers and the libraries' finalizers are skipped (`_exit`), as
/// they could tear down what that work is using; the standard streams are flushed first.
func exitProcess(_ status: Int32) -> Never {
    if BackgroundThread.running.withLock({ $0 }) > 0 {
        fflush(nil)
        _exit(status)
    }
    exit(status)
}

/// A thread running one closure, to be joined: apart from `BackgroundWork` because a C function
/// cannot be made in a generic type's context.
private enum BackgroundThread {
    private final class Body {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }

    /// How many such threads have not finished their closure.
    static let running = Mutex(0)

    /// The stack a reading thread is given: the reader's recursion over a deep file, and the
    /// definition's over a long chain of classes, need more than a secondary thread's default.
    static let stackSize = 64 << 20

    /// Starts `run` on a new thread; nil when none could start.
    static func start(_ run: @escaping @Sendable () -> Void) -> pthread_t? {
        let retained = Unmanaged.passRetained(Body(run))
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        running.withLock { $0 += 1 }
        #if canImport(Glibc)
            var thread = pthread_t()
        #else
            var thread: pthread_t? = nil
        #endif
        let started = pthread_create(
            &thread, &attributes,
            { context in
                guard let context else { return nil }
                Unmanaged<Body>.fromOpaque(context).takeRetainedValue().run()
                BackgroundThread.running.withLock { $0 -= 1 }
                return nil
            }, retained.toOpaque())
        guard started == 0 else {
            retained.release()
            running.withLock { $0 -= 1 }
            return nil
        }
        return thread
    }
}
