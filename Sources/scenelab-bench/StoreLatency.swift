import PropertyLists
import SceneLabFileStore
import SceneLabStore

/// The latency of one durable `defaults write` into a domain holding many
/// tasks, in process: `Store.modify` on a `FileStorage` takes the lock, reads
/// and decodes the file, applies the change, encodes, writes a temporary
/// file, fsyncs it, renames it over the domain and fsyncs the folder.
enum StoreLatency {
    static let domain = "com.example.ToDoManager"

    /// Creates (or replaces) the domain under `root` with `tasks` tasks.
    static func seed(root: String, tasks: Int, format: String) {
        var store = Store(storage: FileStorage(root: root, format: SceneLabCodec.format(format)))
        guard case .dictionary(let values) = TaskList.propertyList(count: tasks) else { return }
        do {
            try store.setPersistentDomain(values, for: domain)
        } catch {
            Report.fail("cannot seed \(domain) in \(root): \(error)")
        }
    }

    /// Times `runs` writes of one integer key, each durable when it returns.
    static func measure(root: String, tasks: Int, format: String, runs: Int) -> Summary {
        seed(root: root, tasks: tasks, format: format)
        var store = Store(storage: FileStorage(root: root, format: SceneLabCodec.format(format)))
        var next = 0
        let times = Stopwatch.measure(runs: runs, warmup: 3) {
            next += 1
            let value = next
            do {
                try store.modify("probe", in: domain) { _ in .integer(value) }
            } catch {
                Report.fail("durable write failed: \(error)")
            }
        }
        // The last write is on disk, beside every task.
        let stored = try? store.persistentDomain(domain)
        guard case .integer(next)? = stored?["probe"], let stored,
            TaskList.count(in: .dictionary(stored)) == tasks
        else { Report.fail("the domain does not hold the last write and \(tasks) tasks") }
        return Summary(times)
    }
}
