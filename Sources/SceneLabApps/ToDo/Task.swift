/// A task's type: the book's `TaskPriority`.
enum TaskPriority: String, Sendable, Equatable, CaseIterable {
    case normal
    case important
}

/// A task's status: the book's `TaskStatus`.
enum TaskStatus: String, Sendable, Equatable, CaseIterable {
    case planned
    case completed
}

/// The book's `Task`: a title, a type and a status.
struct Task: Sendable, Equatable {
    var title: String
    var type: TaskPriority
    var status: TaskStatus
}
