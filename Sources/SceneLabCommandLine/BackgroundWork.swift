#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Synchronization

/// Work started at once on a thread of its own, whose result the first `wait()` waits for and
/// every later one returns: the Swift files `open` reads while the app launches.
///
/// Should the thread not start, the first `wait()` does the work itself.
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

/// A thread running one closure, to be joined: apart from `BackgroundWork` because a C function
/// cannot be made in a generic type's context.
private enum BackgroundThread {
    private final class Body {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }

    /// Starts `run` on a new thread; nil when none could start.
    static func start(_ run: @escaping @Sendable () -> Void) -> pthread_t? {
        let retained = Unmanaged.passRetained(Body(run))
        var thread = pthread_t()
        let started = pthread_create(
            &thread, nil,
            { context in
                guard let context else { return nil }
                Unmanaged<Body>.fromOpaque(context).takeRetainedValue().run()
                return nil
            }, retained.toOpaque())
        guard started == 0 else {
            retained.release()
            return nil
        }
        return thread
    }
}
