# Урок 17. Ловушки в коде книг: удержанный контроллер, unowned-захват, правка задачи
#: lang ru
#
# Обратите внимание: ARC освобождает контроллер, когда уходит последняя сильная ссылка на
# него, и не раньше. Ссылка, хранимая где-то ещё, держит ушедший экран живым (deinit нет);
# захват [unowned self] не держит ничего, поэтому замыкание, сработавшее после смерти
# владельца, роняет приложение, и изменение, которое оно несло, теряется. Замыкания самого
# To-Do Manager (Усов, глава 14) захватывают своего владельца как [unowned self]. И
# напоследок — ошибка в замыкании правки из книги, которую scenelab по умолчанию
# исправляет: здесь о ней рассказывает `explain`, урок 18 её играет (`book as-written`).

# Подготовка: печатать чтение и запись UserDefaults приложения, чтобы видеть, что сохранено.
#: not quizzed
> trace store on

# To-Do Manager работает; задачи читаются в willConnectTo (см. урок 13). Строки [uncertain]:
# источники не определяют их порядок однозначно.
#: not quizzed
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  com.example.ToDoManager array(forKey: "tasks")
  SceneDelegate#1 sceneWillEnterForeground(_:)
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false)

# «+»: редактор создаёт сториборд, а prepare(for:) списка передаёт ему замыкание
# doAfterEdit, которое захватывает список как [unowned self] (Усов, гл. 14, листинг 14.20).
> tap +
  TaskEditController#1 init(coder:)
  TaskEditController#1 awakeFromNib()
  TaskListController#1 prepare(for: "toCreateScreen")
  TaskEditController#1 loadView()
  TaskEditController#1 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  TaskEditController#1 viewWillAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)
  TaskEditController#1 viewDidAppear(animated: true)

# Вводим название новой задачи.
#: not quizzed
> type title Milk

# Вторая сильная ссылка на редактор — как от хранимого свойства где-то ещё (то же с простым
# контроллером — в уроке 8).
> hold editor
  note: editor держит TaskEditController#1 сильной ссылкой: снятый со стека или закрытый, он остаётся жив (без deinit) до `release editor`

# «Сохранить» вызывает doAfterEdit (список жив, всё работает: запись идёт первой), затем
# pop. Редактор уходит с экрана, но deinit нет: его всё ещё держат.
> tap save
  note: добавлена задача 1: Milk
  com.example.ToDoManager set(_:forKey: "tasks")
  TaskEditController#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)
  TaskEditController#1 viewDidDisappear(animated: true)
  TaskListController#1 viewDidAppear(animated: true)

# Стек больше не держит TaskEditController#1, держит только `hold editor`. Замыкание, сильно
# захватившее редактор, держало бы его точно так же (источники: B1).
> objects
  UINavigationController#1  удерживают: окно сцены 1
  TaskListController#1      удерживают: UINavigationController#1.viewControllers
  TaskEditController#1      удерживают: hold editor

# Последняя сильная ссылка ушла, и deinit приходит сразу.
> release editor
  TaskEditController#1 deinit

# Новый редактор, TaskEditController#2, получает новое doAfterEdit — снова [unowned self] на
# список.
> tap +
  TaskEditController#2 init(coder:)
  TaskEditController#2 awakeFromNib()
  TaskListController#1 prepare(for: "toCreateScreen")
  TaskEditController#2 loadView()
  TaskEditController#2 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  TaskEditController#2 viewWillAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)
  TaskEditController#2 viewDidAppear(animated: true)

# Вводим название задачи, которая так и не сохранится.
#: not quizzed
> type title Lost

# setViewControllers с одним редактором: стек отпускает список, больше его никто не держит,
# и TaskListController#1 уничтожается. [unowned self] ничем не владеет и его не удержал.
> set-stack TaskEditController
  TaskListController#1 deinit

# «Сохранить» вызывает doAfterEdit, а его unowned self уже нет: Swift останавливает процесс
# сразу. Строки set(_:forKey:) нет — ничего не сохранено. С [weak self] был бы nil и ничего.
> tap save
error: Fatal error: Attempted to read an unowned reference but object TaskListController#1 was already deallocated (doAfterEdit захватило его как [unowned self]); приложение упало
  note: процесс завершается сразу: ни один метод не вызывается, а всё несохранённое пропало (`explain unowned`)

# Перезапуск после падения. didDiscardSceneSessions нет: приложение упало, его сцену никто
# не смахивал. Задачи снова читаются в willConnectTo. Строки [uncertain]: источники не
# определяют их порядок однозначно.
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  com.example.ToDoManager array(forKey: "tasks")
  SceneDelegate#1 sceneWillEnterForeground(_:)
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false)

# Только Milk: она сохранилась при своём «Сохранить», а Lost погибла вместе с процессом.
> task list
  1. ○ Milk  [normal, planned]

# Замыкание правки из книги (Усов, гл. 14, листинг 14.21) записывает задачу обратно в старую
# секцию, даже если её тип сменился. Это прочтение листинга scenelab (источники: B1), а не
# ошибка, названная в книге; scenelab её исправляет, поэтому рассказывает `explain`.
#: not quizzed
> explain todo-edit-bug
  Замыкание «Изменить» из книги записывает изменённую задачу назад в СТАРУЮ секцию (tasks[taskType]![row]),
  так что задача со сменённым типом остаётся под старым заголовком, сохранённая с новым типом (перезапуск
  исправленного кода её перегруппирует; как напечатано, перезапуск стирает список: `explain todo-wipe-bug`).
  Это играет `book as-written` (смахните, смените тип, сохраните); `book fixed` (по умолчанию)
  переносит её в новую секцию. Сокращение `task edit` — собственное scenelab и всегда переносит её.
