# Урок 6. Закрытие приложения пользователем и системой: что остаётся
#: lang ru
#
# Обратите внимание: смахивание приложения в переключателе может вызвать несколько методов
# (источники расходятся, поэтому каждая строка помечена как неуверенная); приостановленное
# приложение, которое закрывает система, не слышит ничего. В обоих случаях deinit не
# вызывается, и остаётся только сохранённое: To-Do Manager сохраняет каждое изменение в
# UserDefaults, поэтому задача возвращается после перезапуска.

# To-Do Manager работает, список пуст. Строки [uncertain]: источники не определяют их
# порядок однозначно.
#: not quizzed
> launch
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

# Добавляем задачу (название вводится как есть, здесь — Milk). Приложение сохраняет весь
# список при каждом изменении (Усов, гл. 15: в didSet задач); трассировка хранилища
# выключена, поэтому ничего не печатается.
#: not quizzed
> task add Milk
  note: добавлена задача 1: Milk

# Смахнули, когда приложение было на экране: каждая строка [uncertain]. Логи расходятся:
# где-то sceneDidDisconnect, где-то applicationWillTerminate (источники: S1, S16, S17, S18).
# deinit нет.
> kill
  SceneDelegate#1 sceneWillResignActive(_:) [uncertain]
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: процесс завершается: deinit не вызывается, а всё несохранённое пропало (`explain kill`)
  note: sceneDidDisconnect нет, как в логах смахивания на iPhone (S17, S18); книга говорит, что он вызывается всегда, а строки может не быть в консоли (S1, S16 его показывают): не точно; `book as-written` играет книгу

# Перезапуск: didDiscardSceneSessions сразу после didFinishLaunching. Смахивание выбросило
# сессию сцены, и приложение узнаёт об этом при следующем запуске (документация Apple;
# источники: A5); сессия создаётся заново, поэтому вызывается configurationForConnecting.
# Строки [uncertain]: источники не определяют их порядок однозначно.
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:didDiscardSceneSessions:)
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

# Milk на месте: задача записалась, когда её добавили, а не при закрытии.
> task list
  1. ○ Milk  [normal, planned]

# «Домой»: сцена уходит в фон (см. урок 5).
> home
  SceneDelegate#1 sceneWillResignActive(_:)
  SceneDelegate#1 sceneDidEnterBackground(_:)

# Приложение приостановлено: оно в памяти, но код не выполняет, и никто ему об этом не
# сообщает (iOS Apprentice, «Сохранение и загрузка»; источники: B4).
> suspend
  note: система приостановила приложение: ни один метод ему об этом не сообщает

# Система закрывает приостановленное приложение, чтобы освободить память: ни одного вызова
# (документация Apple: applicationWillTerminate(_:) для него не вызывается; источники: A4).
> system-kill
  note: система завершила приостановленное приложение: ни один метод не вызван, а всё несохранённое пропало

# Сессия не выброшена, и UIKit её восстанавливает: на этот раз нет ни
# didDiscardSceneSessions, ни configurationForConnecting (см. строку note; источники: A5,
# A12). Строки [uncertain]: источники не определяют их порядок однозначно.
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  note: UIKit восстанавливает сохранённую сессию сцены: configurationForConnecting не вызывается
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false)

# Задача всё ещё здесь. Сохранять при каждом изменении, а не при выходе, советует и глава о
# Checklists: никакой вызов перед концом не обещан (источники: B4).
> task list
  1. ○ Milk  [normal, planned]
