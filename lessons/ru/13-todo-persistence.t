# Урок 13. To-Do Manager хранит задачи между запусками (UserDefaults)
#: lang ru
#
# Обратите внимание: каждое изменение сразу записывается в домен приложения (книга
# сохраняет в didSet списка задач), поэтому закрытие ничего не теряет. Итоговый код книги
# загружает задачи в scene(_:willConnectTo:options:), ещё до создания списка: чтение из
# хранилища идёт первым.

# Подготовка: печатать каждое чтение и запись UserDefaults приложения.
#: not quizzed
> trace store on

# array(forKey: "tasks") выполняется внутри scene(_:willConnectTo:options:), до загрузки
# списка. Усов, гл. 15, листинг 15.4 читает задачи именно там, чтобы пустой новый список не
# затёр сохранённые. Строки [uncertain]: источники не определяют их порядок однозначно.
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

# «+» выполняет segue toCreateScreen: сториборд создаёт TaskEditController, у списка
# вызывается prepare(for:), дальше обычный push (Усов, гл. 14).
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

# Вводим название задачи в текстовое поле редактора (как есть, здесь — Call mom); методы не
# вызываются.
#: not quizzed
> type title Call mom

# Сначала запись: set(_:forKey: "tasks") идёт раньше методов pop, потому что «Сохранить»
# сначала вызывает замыкание doAfterEdit (didSet списка сохраняет), а уже потом pop (Усов,
# гл. 14–15). Редактор уничтожается после pop.
> tap save
  note: добавлена задача 1: Call mom
  com.example.ToDoManager set(_:forKey: "tasks")
  TaskEditController#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)
  TaskEditController#1 viewDidDisappear(animated: true)
  TaskListController#1 viewDidAppear(animated: true)
  TaskEditController#1 deinit

# Закрытие (строки [uncertain], см. урок 6): задача уже записана, ничего не теряется.
> kill
  SceneDelegate#1 sceneWillResignActive(_:) [uncertain]
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: процесс завершается: deinit не вызывается, а всё несохранённое пропало (`explain kill`)
  note: sceneDidDisconnect нет, как в логах смахивания на iPhone (S17, S18); книга говорит, что он вызывается всегда, а строки может не быть в консоли (S1, S16 его показывают): не точно; `book as-written` играет книгу

# Перезапуск: то же чтение в willConnectTo и didDiscardSceneSessions для смахнутой сессии.
# Строки [uncertain]: источники не определяют их порядок однозначно.
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:didDiscardSceneSessions:)
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

# Задача вернулась из UserDefaults.
> task list
  1. ○ Call mom  [normal, planned]

# Сохранённое значение: массив словарей со строковыми ключами title, type и status — формат
# TasksStorage из книги (Усов, гл. 15, листинг 15.1).
> defaults read com.example.ToDoManager tasks
  (
      {
          status = planned;
          title = "Call mom";
          type = normal;
      }
  )
