# Урок 4. Модальный показ и что изменилось в iOS 13
#: lang ru
#
# Обратите внимание: при полноэкранном показе показывающий контроллер исчезает; стиль по
# умолчанию с iOS 13, page sheet, оставляет его на экране, поэтому он не получает ни
# viewWillDisappear, ни viewWillAppear, когда лист уходит. В iOS 12 по умолчанию был
# полноэкранный показ.

# To-Do Manager на iOS 13 и новее, со сценами. Показывать будет TaskListController. Строки
# [uncertain]: источники не определяют их порядок однозначно.
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

# Полный экран: список уходит из окна и получает методы исчезновения. Но viewDidAppear у M
# идёт РАНЬШЕ, чем viewDidDisappear списка, — наоборот по сравнению с push (источники: S9,
# S10, S7).
> present M --style full-screen
  note: M — не экран To-Do Manager: scenelab играет его как простой подкласс UIViewController
  M#1 init(nibName:bundle:)
  M#1 loadView()
  M#1 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  M#1 viewWillAppear(animated: true)
  M#1 viewDidAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)

# Закрытие полноэкранного показа: M will-disappear, затем у списка will- и did-appear, и
# лишь потом viewDidDisappear у M и его deinit (источники: S9, S10).
> dismiss
  M#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)
  TaskListController#1 viewDidAppear(animated: true)
  M#1 viewDidDisappear(animated: true)
  M#1 deinit

# Стиль не указан: .automatic на iPhone с iOS 13 означает page sheet (см. строку note).
# Список остаётся в окне под листом и ничего не слышит (источники: A6, S9, S10, S12).
> present S
  note: S — не экран To-Do Manager: scenelab играет его как простой подкласс UIViewController
  S#1 init(nibName:bundle:)
  note: modalPresentationStyle .automatic на iPhone ведёт себя как .pageSheet
  S#1 loadView()
  S#1 viewDidLoad()
  S#1 viewWillAppear(animated: true)
  S#1 viewDidAppear(animated: true)

# Лист ушёл, а список по-прежнему молчит: viewWillAppear нет. Код, который обновляет нижний
# экран во viewWillAppear, перестаёт работать (источники: S11, S12).
> dismiss
  S#1 viewWillDisappear(animated: true)
  S#1 viewDidDisappear(animated: true)
  S#1 deinit

# Подготовка ко второй части: пока приложение работает, версию iOS не сменить. (Его методы
# здесь [uncertain]; о них урок 6.)
#: not quizzed
> kill
  SceneDelegate#1 sceneWillResignActive(_:) [uncertain]
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: процесс завершается: deinit не вызывается, а всё несохранённое пропало (`explain kill`)
  note: sceneDidDisconnect нет, как в логах смахивания на iPhone (S17, S18); книга говорит, что он вызывается всегда, а строки может не быть в консоли (S1, S16 его показывают): не точно; `book as-written` играет книгу

# Подготовка: устройство теперь на iOS 12 — жизненный цикл через делегат приложения, без
# сцен.
#: not quizzed
> ios 12
  приложения работают на iOS 12, жизненный цикл app delegate, без сцен

# iOS 12: делегата сцены нет. Сториборд создаёт контроллер ещё до willFinishLaunching, а
# applicationDidBecomeActive получает сам делегат приложения (источники: A9, S21). Строки
# [uncertain]: источники не определяют их порядок однозначно.
> launch
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  TaskListController#1 viewDidAppear(animated: false) [uncertain]
  AppDelegate applicationDidBecomeActive(_:) [uncertain]

# Тот же `present S` на iOS 12: стиль по умолчанию — полный экран (см. строку note), поэтому
# список получает методы исчезновения (источники: S11).
> present S
  note: S — не экран To-Do Manager: scenelab играет его как простой подкласс UIViewController
  S#1 init(nibName:bundle:)
  note: до iOS 13 стиль по умолчанию — это .fullScreen: презентующий контроллер уходит из окна
  S#1 loadView()
  S#1 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  S#1 viewWillAppear(animated: true)
  S#1 viewDidAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)

# А при закрытии список снова появляется. Поэтому статьи времён до iOS 13 могли обновлять
# показывающий экран во viewWillAppear (regularberry.github.io, 2019; источники: S11).
> dismiss
  S#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)
  TaskListController#1 viewDidAppear(animated: true)
  S#1 viewDidDisappear(animated: true)
  S#1 deinit
