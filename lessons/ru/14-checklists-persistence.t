# Урок 14. Checklists сохраняет пункты в файл (iOS Apprentice, «Сохранение и загрузка»)
#: lang ru
#
# Обратите внимание: saveChecklistItems() вызывается после каждого изменения (добавление,
# правка, отметка, удаление) и записывает весь список в Documents/Checklists.plist как
# двоичный property list; viewDidLoad загружает его. Проверка из главы: закрыть приложение,
# удалить файл, запустить снова и увидеть пустой список, добавить пункт и увидеть, что файл
# появился снова.

# Подготовка: печатать чтение и запись файлов приложения.
#: not quizzed
> trace store on

# loadChecklistItems() вызывается во viewDidLoad, как в главе. Файла ещё нет, поэтому try?
# Data(contentsOf:) даёт nil, и список остаётся пустым (см. строку note). Строки
# [uncertain]: источники не определяют их порядок однозначно.
#: not quizzed
> launch checklists
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  ChecklistViewController#1 init(coder:)
  ChecklistViewController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  ChecklistViewController#1 loadView() [uncertain]
  ChecklistViewController#1 viewDidLoad() [uncertain]
  ChecklistViewController#1 loadChecklistItems()
  Data init(contentsOf: "Documents/Checklists.plist")
  note: Documents/Checklists.plist ещё нет: `try? Data(contentsOf:)` даёт nil, и items остаётся пустым
  ChecklistViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  ChecklistViewController#1 viewDidAppear(animated: false)

# Добавление пункта сразу сохраняет весь массив: saveChecklistItems(), затем атомарная
# запись Documents/Checklists.plist (iOS Apprentice: сохранять после каждого изменения).
> item add Walk the dog
  note: добавлен пункт 1: Walk the dog
  ChecklistViewController#1 saveChecklistItems()
  Data write(to: "Documents/Checklists.plist", options: .atomic)

# Отметка галочкой — тоже изменение, и весь список записывается снова.
> tap 1
  note: пункт 1 отмечен: Walk the dog
  ChecklistViewController#1 saveChecklistItems()
  Data write(to: "Documents/Checklists.plist", options: .atomic)

# Закрытие (строки [uncertain]): сохранять уже нечего, всё лежит в файле.
> kill
  SceneDelegate#1 sceneWillResignActive(_:) [uncertain]
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: процесс завершается: deinit не вызывается, а всё несохранённое пропало (`explain kill`)
  note: sceneDidDisconnect нет, как в логах смахивания на iPhone (S17, S18); книга говорит, что он вызывается всегда, а строки может не быть в консоли (S1, S16 его показывают): не точно; `book as-written` играет книгу

# Теперь Data(contentsOf:) находит файл: строки note нет, и viewDidLoad декодирует пункты.
# Строки [uncertain]: источники не определяют их порядок однозначно.
> launch checklists
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:didDiscardSceneSessions:)
  AppDelegate application(_:configurationForConnecting:options:)
  ChecklistViewController#1 init(coder:)
  ChecklistViewController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  ChecklistViewController#1 loadView() [uncertain]
  ChecklistViewController#1 viewDidLoad() [uncertain]
  ChecklistViewController#1 loadChecklistItems()
  Data init(contentsOf: "Documents/Checklists.plist")
  ChecklistViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  ChecklistViewController#1 viewDidAppear(animated: false)

# Пункт и его галочка пережили закрытие.
> item list
  1. [✓] Walk the dog

# Подготовка к проверке из главы: снова закрываем приложение. Строки [uncertain]: источники
# не определяют их порядок однозначно.
#: not quizzed
> kill
  SceneDelegate#1 sceneWillResignActive(_:) [uncertain]
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: процесс завершается: deinit не вызывается, а всё несохранённое пропало (`explain kill`)
  note: sceneDidDisconnect нет, как в логах смахивания на iPhone (S17, S18); книга говорит, что он вызывается всегда, а строки может не быть в консоли (S1, S16 его показывают): не точно; `book as-written` играет книгу

# Проверка из главы: удаляем файл, пока приложение не работает (в книге это делают в
# Finder). 80 байт — двоичный property list с одним пунктом.
> rm Documents/Checklists.plist
  удалён Documents/Checklists.plist (80 байт)

# Файла снова нет: загрузка ничего не находит, и список начинается пустым, как и обещает
# глава. Строки [uncertain]: источники не определяют их порядок однозначно.
> launch checklists
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:didDiscardSceneSessions:)
  AppDelegate application(_:configurationForConnecting:options:)
  ChecklistViewController#1 init(coder:)
  ChecklistViewController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  ChecklistViewController#1 loadView() [uncertain]
  ChecklistViewController#1 viewDidLoad() [uncertain]
  ChecklistViewController#1 loadChecklistItems()
  Data init(contentsOf: "Documents/Checklists.plist")
  note: Documents/Checklists.plist ещё нет: `try? Data(contentsOf:)` даёт nil, и items остаётся пустым
  ChecklistViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  ChecklistViewController#1 viewDidAppear(animated: false)

# Первое же изменение снова создаёт файл.
> item add Brush my teeth
  note: добавлен пункт 1: Brush my teeth
  ChecklistViewController#1 saveChecklistItems()
  Data write(to: "Documents/Checklists.plist", options: .atomic)

# Documents/Checklists.plist вернулся. Library/Preferences пуста: в отличие от To-Do
# Manager, Checklists ничего не хранит в UserDefaults.
> files
  контейнер Checklists (com.example.Checklists)
  Documents/
    Checklists.plist  82 байта
  Library/Preferences/
    (пусто)
