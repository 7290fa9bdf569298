import SceneLabCore

extension ToDoManager {
    /// The To-Do Manager book's bugs, as scenelab plays them.
    static let topics: [String: [Wording]] = [
        "todo-edit-bug": [
            "The book's «Изменить» closure writes the edited task back into the OLD section (tasks[taskType]![row]),",
            "so a task whose type was changed stays under the old header until relaunch. scenelab moves it to its new section.",
        ],
        "todo-move-bug": [
            "The book's moveRowAt removes and inserts (each re-sorts through didSet), then sets .type on the task now at the",
            "drop position, which may be another task. scenelab gives the moved task the new section's type.",
        ],
        "todo-wipe-bug": [
            "The book's list was empty after relaunch: loadTasks() in viewDidLoad assigned tasks[type] = [] (saving an empty",
            "list through didSet) before reading the storage. Its fix, which scenelab follows: load in willConnectTo, then setTasks.",
        ],
    ]
}
