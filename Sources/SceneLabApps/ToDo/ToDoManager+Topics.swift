import CommandGrammar
import SceneLabCore

extension ToDoManager {
    /// The To-Do Manager book's bugs, as scenelab plays them.
    static let topics: [String: [Wording]] = [
        "todo-edit-bug": [
            Wording(
                en: "The book's «Изменить» closure writes the edited task back into the OLD section (tasks[taskType]![row]),",
                ru: "Замыкание «Изменить» из книги записывает изменённую задачу назад в СТАРУЮ секцию (tasks[taskType]![row]),"),
            Wording(
                en: "so a task whose type was changed stays under the old header, saved with its new type (a relaunch of the",
                ru: "так что задача со сменённым типом остаётся под старым заголовком, сохранённая с новым типом (перезапуск"),
            Wording(
                en: "fixed launch regroups it; as printed, the relaunch wipes the list: `explain todo-wipe-bug`). `book",
                ru: "исправленного кода её перегруппирует; как напечатано, перезапуск стирает список: `explain todo-wipe-bug`)."),
            Wording(
                en: "as-written` plays that (swipe a task, change its type, save); `book fixed` (the default)",
                ru: "Это играет `book as-written` (смахните, смените тип, сохраните); `book fixed` (по умолчанию)"),
            Wording(
                en: "moves it to its new section. The `task edit` shortcut is scenelab's own and always moves it.",
                ru: "переносит её в новую секцию. Сокращение `task edit` — собственное scenelab и всегда переносит её."),
        ],
        "todo-move-bug": [
            Wording(
                en: "The book's moveRowAt removes and inserts (each re-sorts and saves through didSet), then sets .type on the",
                ru: "moveRowAt из книги удаляет и вставляет (каждый раз пересортировка и сохранение через didSet), затем задаёт"),
            Wording(
                en: "task now at the drop row. When sorting moved the dropped task (a completed task dropped above planned ones),",
                ru: ".type задаче, что теперь на месте сброса. Если сортировка увела брошенную (выполненную над запланированными),"),
            Wording(
                en: "the type lands on another task: the moved one shows in the new section but keeps its old type, and a relaunch",
                ru: "тип достаётся другой задаче: перенесённая видна в новой секции, но сохраняет старый тип, и перезапуск"),
            Wording(
                en: "puts it back. `book as-written` plays that (three saves); `book fixed` (the default) gives the moved task the type.",
                ru: "возвращает её назад. `book as-written` играет это (три сохранения); `book fixed` даёт тип перенесённой задаче."),
        ],
        "book-load": [
            Wording(
                en: "How the books load their lists (To-Do's tasks, Contacts' contacts): storage.array(forKey:) as? [[String: String]]",
                ru: "Как книги загружают списки (задачи To-Do, контакты Contacts): storage.array(forKey:) as? [[String: String]]"),
            Wording(
                en: "?? []. The cast is of the whole array: one entry that is not a dictionary of strings (a number, a string)",
                ru: "?? []. Приводится весь массив: одна запись, которая не словарь строк (число, строка),"),
            Wording(
                en: "fails it, and the list loads empty; an entry missing a key is skipped. Then the loaded list is assigned,",
                ru: "ломает приведение, и список загружается пустым; запись без ключа пропускается. Затем загруженный список"),
            Wording(
                en: "and its didSet sorts and saves it: Contacts once, To-Do's setTasks once per section and per task.",
                ru: "присваивается, его didSet сортирует и сохраняет: Contacts один раз, setTasks из To-Do — на секцию и на задачу."),
            Wording(
                en: "`book as-written` plays both (an empty list is then saved over the damaged one; scenelab keeps the old value",
                ru: "`book as-written` играет и то, и другое (тогда пустой список сохраняется поверх повреждённого; scenelab откладывает"),
            Wording(
                en: "under KEY-backup first). `book fixed` (the default) keeps every entry it can, warns of the rest by number",
                ru: "старое значение под KEY-backup). `book fixed` (по умолчанию) сохраняет всё, что может, о прочем предупреждает"),
            Wording(
                en: "and title, and writes nothing on load.",
                ru: "по номеру и названию и ничего не пишет при загрузке."),
        ],
        "todo-wipe-bug": [
            Wording(
                en: "The book's list was empty after relaunch: loadTasks() in viewDidLoad assigned tasks[type] = [] (saving an empty",
                ru: "Список книги был пуст после перезапуска: loadTasks() в viewDidLoad задавал tasks[type] = [] (сохраняя пустой список"),
            Wording(
                en: "list through didSet) before reading the storage. Its fix, which scenelab follows: load in willConnectTo, then setTasks.",
                ru: "через didSet) до чтения хранилища. Книга исправила это (scenelab тоже): загрузка в willConnectTo, затем setTasks."),
            Wording(
                en: "But no listing removes Listing 13.4's loadTasks() from viewDidLoad (000:L10557–10562): as printed it still",
                ru: "Но ни один листинг не убирает loadTasks() листинга 13.4 из viewDidLoad (000:L10557–10562): как напечатано,"),
            Wording(
                en: "runs after setTasks and wipes the list at every launch, which `book as-written` plays; the book's claim that",
                ru: "он всё ещё выполняется после setTasks и стирает список при каждом запуске — это играет `book as-written`;"),
            Wording(
                en: "the tasks now survive a relaunch (000:L12208–12209) holds only for the fixed code (the default).",
                ru: "слова книги, что задачи теперь переживают перезапуск (000:L12208–12209), верны только для исправленного кода."),
        ],
        "todo-chapters": [
            Wording(
                en: "To-Do Manager by chapter (`book chapter 11` to `15`). Chapters 11–14: TasksStorage is a stub whose",
                ru: "To-Do Manager по главам (`book chapter 11`–`15`). Главы 11–14: TasksStorage — заглушка, loadTasks()"),
            Wording(
                en: "loadTasks() returns test tasks and saveTasks does nothing (Listing 11.3, 000:L8930–8958); the list's",
                ru: "возвращает тестовые задачи, а saveTasks ничего не делает (листинг 11.3, 000:L8930–8958); viewDidLoad"),
            Wording(
                en: "viewDidLoad loads them, six, seven from chapter 12 (Listing 12.12, 000:L10022–10028). Chapter 15:",
                ru: "списка загружает их: шесть, с главы 12 семь (листинг 12.12, 000:L10022–10028). Глава 15: User Defaults"),
            Wording(
                en: "User Defaults' \"tasks\", and the window built in willConnectTo (Listing 15.4, 000:L12155–12187): the",
                ru: "\"tasks\" и окно, которое строит willConnectTo (листинг 15.4, 000:L12155–12187): задачи читаются,"),
            Wording(
                en: "tasks are read, the list is made from the storyboard, then setTasks, then the navigation controller.",
                ru: "список создаётся из storyboard, затем setTasks, затем навигационный контроллер."),
            Wording(
                en: "`book chapter 15.N`: at 15.1 nothing saves; at 15.2–15.3 the list's own loadTasks() saves each",
                ru: "`book chapter 15.N`: на 15.1 ничего не сохраняется; на 15.2–15.3 собственный loadTasks() списка"),
            Wording(
                en: "tasks[type] = [] before reading, so a relaunch finds it empty (000:L12101–12123; the book blames the",
                ru: "сохраняет каждое tasks[type] = [] до чтения, и перезапуск находит его пустым (000:L12101–12123; книга"),
            Wording(
                en: "initial [:], which runs no didSet in Swift); from 15.4 the scene delegate loads first.",
                ru: "винит начальное [:], но оно в Swift не вызывает didSet); с 15.4 делегат сцены загружает раньше."),
            Wording(
                en: "The list grows: chapter 11 is empty (the template), 12.4 rows, 12.5 section titles, 13.1 tap to complete,",
                ru: "Список растёт: глава 11 пуста (шаблон), 12.4 — строки, 12.5 — заголовки секций, 13.1 — тап выполняет,"),
            Wording(
                en: "13.3–13.5 the swipes and Edit, 13.7 move, \"+\" from chapter 14, the swipe's «Изменить» from 14.21.",
                ru: "13.3–13.5 — свайпы и Edit, 13.7 — перемещение, «+» с главы 14, «Изменить» в свайпе с 14.21."),
        ],
    ]
}
