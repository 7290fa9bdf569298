import SceneLabCore

extension ToDoManager {
    /// The To-Do Manager book's bugs, as scenelab plays them.
    static let topics: [String: [Wording]] = [
        "todo-edit-bug": [
            Wording(
                en: "The book's «Изменить» closure writes the edited task back into the OLD section (tasks[taskType]![row]),",
                ru: "Замыкание «Изменить» из книги записывает изменённую задачу назад в СТАРУЮ секцию (tasks[taskType]![row]),"),
            Wording(
                en: "so a task whose type was changed stays under the old header until relaunch. scenelab moves it to its new section.",
                ru: "так что задача с новым типом остаётся под старым заголовком до перезапуска. scenelab переносит её в новую секцию."),
        ],
        "todo-move-bug": [
            Wording(
                en: "The book's moveRowAt removes and inserts (each re-sorts through didSet), then sets .type on the task now at the",
                ru: "moveRowAt из книги удаляет и вставляет (каждый раз пересортировка через didSet), затем задаёт .type задаче, которая"),
            Wording(
                en: "drop position, which may be another task. scenelab gives the moved task the new section's type.",
                ru: "теперь стоит на месте сброса, а это может быть другая задача. scenelab даёт перенесённой задаче тип новой секции."),
        ],
        "todo-wipe-bug": [
            Wording(
                en: "The book's list was empty after relaunch: loadTasks() in viewDidLoad assigned tasks[type] = [] (saving an empty",
                ru: "Список книги был пуст после перезапуска: loadTasks() в viewDidLoad задавал tasks[type] = [] (сохраняя пустой список"),
            Wording(
                en: "list through didSet) before reading the storage. Its fix, which scenelab follows: load in willConnectTo, then setTasks.",
                ru: "через didSet) до чтения хранилища. Книга исправила это (scenelab тоже): загрузка в willConnectTo, затем setTasks."),
        ],
    ]
}
