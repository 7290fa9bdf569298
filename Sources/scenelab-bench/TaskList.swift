import PropertyLists

/// The To-Do Manager's stored layout: an array under `tasks` of dictionaries
/// `{title, type: "important"|"normal", status: "planned"|"completed"}`.
///
/// Task `i` is the same in every implementation measured (Swift here,
/// Foundation in `FoundationCodec`, Python in `scripts/bench`): title
/// `Task i`, important when `i % 3 == 0`, completed when `i` is odd.
enum TaskList {
    static func title(_ index: Int) -> String { "Task \(index)" }
    static func type(_ index: Int) -> String { index % 3 == 0 ? "important" : "normal" }
    static func status(_ index: Int) -> String { index % 2 == 1 ? "completed" : "planned" }

    /// The domain's values as scenelab's `PropertyList`.
    static func propertyList(count: Int) -> PropertyList {
        .dictionary(["tasks": .array(tasks(count: count))])
    }

    static func tasks(count: Int) -> [PropertyList] {
        (0..<count).map { index in
            .dictionary([
                "title": .string(title(index)),
                "type": .string(type(index)),
                "status": .string(status(index)),
            ])
        }
    }

    /// How many tasks a decoded domain holds, checking that each one is whole.
    static func count(in value: PropertyList) -> Int? {
        guard case .dictionary(let values) = value, case .array(let tasks)? = values["tasks"] else { return nil }
        for task in tasks {
            guard case .dictionary(let fields) = task, case .string? = fields["title"], case .string? = fields["type"],
                case .string? = fields["status"]
            else { return nil }
        }
        return tasks.count
    }
}
