#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs work on a thread of its own with a stack of known, generous size:
/// how the reading library runs `SwiftSourceReader`.
///
/// swift-syntax parses and visits by recursion, so a tree deep in a way
/// `NestingGuard` does not count could exhaust the 8 MiB a main thread
/// usually has, which ends the process. `NestingGuard` keeps the known
/// shapes well inside 8 MiB; the stack here is the margin for the unknown
/// ones, the same on every machine whatever `ulimit -s` says. Pages of a
/// stack are only used when touched, so the size costs address space, not memory.
enum LargeStack {
    /// 512 MiB: sixty-four times a main thread's usual stack.
    static let size = 512 << 20

    /// `body`'s result, computed on a thread of `size` bytes of stack; on the
    /// calling thread if no such thread can be made (address space refused).
    static func run<Result>(_ body: () -> Result) -> Result {
        var result: [Result] = []
        withoutActuallyEscaping({ result.append(body()) }) { work in
            if !runOnLargeStack(Work(work)) { work() }
        }
        return result.first ?? body()
    }

    /// `transform` of each item, in order, computed on up to `threads` threads of `size`
    /// bytes of stack side by side, each taking every `threads`-th item; what a thread that
    /// cannot be made would take is computed as `run` computes it.
    static func map<Item: Sendable, Result: Sendable>(
        _ items: [Item], threads: Int, _ transform: @escaping @Sendable (Item) -> Result
    ) -> [Result] {
        let count = max(1, min(threads, items.count))
        guard count > 1 else { return run { items.map(transform) } }
        let shares = (0..<count).map { first in
            Share<Item, Result>(items: stride(from: first, to: items.count, by: count).map { items[$0] })
        }
        var started: [pthread_t] = []
        for share in shares {
            let work = Work { share.results = share.items.map(transform) }
            if let thread = start(work) { started.append(thread) } else { work.body() }
        }
        // The joins order everything the threads wrote before what is read next.
        for thread in started { pthread_join(thread, nil) }
        // Item i is the (i / count)-th of share i % count.
        return items.indices.map { shares[$0 % count].results[$0 / count] }
    }

    /// One thread's items and, once it is joined, its results.
    private final class Share<Item: Sendable, Result: Sendable>: @unchecked Sendable {
        let items: [Item]
        var results: [Result] = []

        init(items: [Item]) { self.items = items }
    }

    /// Starts `work` on a new thread of `size` bytes of stack; nil when it cannot be made.
    private static func start(_ work: Work) -> pthread_t? {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, size)
        let context = Unmanaged.passRetained(work).toOpaque()
        #if canImport(Glibc)
        var thread = pthread_t()
        #else
        var thread: pthread_t?
        #endif
        let started = pthread_create(&thread, &attributes, { context in
            guard let context else { return nil }
            Unmanaged<Work>.fromOpaque(context).takeRetainedValue().body()
            return nil
        }, context)
        guard started == 0 else {
            Unmanaged<Work>.fromOpaque(context).release()
            return nil
        }
        return thread
    }

    /// Runs `work` on a new thread of `size` bytes of stack and waits for it;
    /// false when the thread could not be made.
    private static func runOnLargeStack(_ work: Work) -> Bool {
        guard let thread = start(work) else { return false }
        // The join orders everything the thread wrote before what the caller reads next.
        pthread_join(thread, nil)
        return true
    }

    /// The work, handed to the thread. Only one thread runs it, while the
    /// caller waits in the join, which the compiler cannot see.
    private final class Work: @unchecked Sendable {
        let body: () -> Void

        init(_ body: @escaping () -> Void) { self.body = body }
    }
}
