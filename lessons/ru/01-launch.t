# Урок 1. Запуск приложения и два способа создать его окно
#: lang ru
#
# Обратите внимание: о запуске первым узнаёт делегат приложения; затем делегат сцены
# подключает сцену; только после этого первый контроллер загружает своё представление и
# появляется на экране. Со сторибордом корневой контроллер создаётся (init(coder:),
# awakeFromNib) ещё до scene(_:willConnectTo:options:); когда окно создаётся в коде — внутри
# этого метода. При запуске контроллер появляется с animated: false. Книга (Усов, глава 5)
# ставит print() в каждый метод делегатов, чтобы увидеть этот порядок; текст книги
# закрепляет только его часть (didFinishLaunching идёт первым, sceneDidBecomeActive — когда
# интерфейс уже показан).

# Запуск со сторибордом: три вызова делегата приложения, затем сториборд создаёт
# TaskListController ещё до willConnectTo. viewDidAppear приходит только после
# sceneDidBecomeActive (источники: S1, S2). [uncertain]: в логах viewDidLoad и
# viewWillAppear стоят по-разному относительно willEnterForeground.
#: not quizzed
> launch todo
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false)

# Приложение смахнули из переключателя. Все три строки [uncertain]: опубликованные логи
# расходятся (источники: S1, S16, S17, S18), а Усов в главе 5 ждёт здесь sceneDidDisconnect.
# deinit нет: процесс просто завершается.
#: not quizzed
> kill
  SceneDelegate#1 sceneWillResignActive(_:) [uncertain]
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: процесс завершается: deinit не вызывается, а всё несохранённое пропало (`explain kill`)
  note: sceneDidDisconnect нет, как в логах смахивания на iPhone (S17, S18); книга говорит, что он вызывается всегда, а строки может не быть в консоли (S1, S16 его показывают): не точно; `book as-written` играет книгу

# Окно в коде (Усов, гл. 5, листинг 5.8): теперь init(coder:) идёт после willConnectTo, а
# viewWillAppear — до sceneWillEnterForeground (источники: S2). didDiscardSceneSessions:
# закрытие выбросило прежнюю сессию сцены (документация Apple; источники: A5). Строки
# [uncertain]: источники не определяют их порядок однозначно.
> launch todo --window code
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:didDiscardSceneSessions:)
  AppDelegate application(_:configurationForConnecting:options:)
  SceneDelegate#1 scene(_:willConnectTo:options:)
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneWillEnterForeground(_:)
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false)

# Итог: одна сцена, одно ключевое окно (Усов, гл. 5: ключевым может быть только одно окно).
# Корень — UINavigationController с TaskListController#1, как в итоговом коде книги.
> tree
  To-Do Manager (com.example.ToDoManager), работает
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UINavigationController#1 [appeared, view загружено]
           └─ [0]: TaskListController#1 [appeared, view загружено]
