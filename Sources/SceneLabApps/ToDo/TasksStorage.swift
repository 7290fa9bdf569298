import CommandGrammar
import PropertyLists
import SceneLabCore

/// The book's `TasksStorage`: tasks under the key `tasks` as an array of
/// `{title, type, status}` string dictionaries.
///
/// Loading follows the book (a dictionary missing a key is skipped, an unknown
/// type is normal, an unknown status is completed) but says what it skipped,
/// and the stored value is kept under `tasks-backup` before the first save
/// that would drop anything.
struct TasksStorage: Sendable {
    static let storageKey = "tasks"
    static let backupKey = "tasks-backup"

    /// What loading found.
    struct Loaded: Sendable {
        var tasks: [Task]
        /// One line per entry skipped or changed.
        var warnings: [BookAppDiagnostic]
        /// The stored value, when loading lost or changed something.
        var original: PropertyList?
    }

    /// Loads as `code` says: under `book` the book's whole-array cast, which
    /// one badly typed entry makes fail (`StoredRecords`).
    static func load(from value: PropertyList?, code: BookCode = .fixed) -> Loaded {
        let (tasks, warnings) = StoredRecords.read(
            value, key: storageKey, noun: .task, fields: ["title", "type", "status"], wholeListCast: code == .asWritten
        ) { record, warnings in
            let title = record["title"]
            let type = TaskPriority(rawValue: record["type"])
            let status = TaskStatus(rawValue: record["status"])
            if type == nil {
                warnings.append(.unknownTaskType(entry: record.number, title: title, type: record["type"]))
            }
            if status == nil {
                warnings.append(.unknownTaskStatus(entry: record.number, title: title, status: record["status"]))
            }
            return Task(title: title, type: type ?? .normal, status: status ?? .completed)
        }
        return Loaded(tasks: tasks, warnings: warnings, original: warnings.isEmpty ? nil : value)
    }

    static func value(of tasks: [Task]) -> PropertyList {
        .array(tasks.map(value(of:)))
    }

    /// One task's stored dictionary.
    static func value(of task: Task) -> PropertyList {
        .dictionary([
            "title": .string(task.title),
            "type": .string(task.type.rawValue),
            "status": .string(task.status.rawValue),
        ])
    }

    /// What was saved last, to build the next save from.
    struct LastSave: Sendable {
        var tasks: [Task] = []
        var values: [PropertyList] = []

        /// Follows a task inserted into the saved list. The pairs stay
        /// aligned either way; when the index is past the end (nothing was
        /// saved whole yet), the task is simply added at the end.
        mutating func insert(_ task: Task, _ value: PropertyList, at index: Int) {
            let position = min(index, tasks.count)
            tasks.insert(task, at: position)
            values.insert(value, at: position)
        }
    }

    /// The whole list's stored value, reusing the dictionaries of the last save
    /// where the lists agree: the book saves every task on every change, and a
    /// long list would otherwise rebuild thousands of dictionaries for one new
    /// task. A walk along both lists finds an added or a removed task.
    static func value(of tasks: [Task], after last: inout LastSave) -> PropertyList {
        var values: [PropertyList] = []
        values.reserveCapacity(tasks.count)
        var old = 0
        for task in tasks {
            if old < last.tasks.count, last.tasks[old] == task {
                values.append(last.values[old])
                old += 1
            } else if old + 1 < last.tasks.count, last.tasks[old + 1] == task {
                values.append(last.values[old + 1])
                old += 2
            } else {
                values.append(value(of: task))
            }
        }
        last = LastSave(tasks: tasks, values: values)
        return .array(values)
    }
}
