import Synchronization

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
    /// bytes of stack side by side, each taking the next item not yet taken, so that a
    /// thread given small files goes on to others while one parses a large one. Items no
    /// thread could be made for are computed as `run` computes them.
    static func map<Item: Sendable, Result: Sendable>(
        _ items: [Item], threads: Int, _ transform: @escaping @Sendable (Item) -> Result
    ) -> [Result] {
        let count = max(1, min(threads, items.count))
        guard count > 1 else { return run { items.map(transform) } }
        let batch = Batch(items: items, transform: transform)
        var started: [pthread_t] = []
        for _ in 0..<count {
            if let thread = start(Work { batch.takeItems() }) { started.append(thread) }
        }
        // The joins order everything the threads wrote before what is read next.
        for thread in started { pthread_join(thread, nil) }
        if started.isEmpty { run { batch.takeItems() } }
        return batch.results
    }

    /// Items shared by the threads of one `map`, each taken once, and each one's result in
    /// its own slot, written by the thread that took it.
    private final class Batch<Item: Sendable, Result: Sendable>: @unchecked Sendable {
        private let items: [Item]
        private let transform: @Sendable (Item) -> Result
        private let next = Atomic<Int>(0)
        private let slots: UnsafeMutableBufferPointer<Result?>

        init(items: [Item], transform: @escaping @Sendable (Item) -> Result) {
            self.items = items
            self.transform = transform
            slots = .allocate(capacity: items.count)
            slots.initialize(repeating: nil)
        }

        deinit {
            _ = slots.deinitialize()
            slots.deallocate()
        }

        /// Computes items until none is left to take.
        func takeItems() {
            while true {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < items.count else { return }
                slots[index] = transform(items[index])
            }
        }

        /// The results in the items' order, once every thread that took items is joined.
        var results: [Result] { slots.compactMap { $0 } }
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
