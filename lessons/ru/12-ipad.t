# Урок 12. iPad: разделённый экран (split view) и второе окно
#: lang ru
#
# Обратите внимание: на iPad в альбомной ориентации split view показывает обе колонки; в
# портретной основная колонка скрыта и выезжает по запросу. Вторая сцена (ещё одно окно того
# же приложения) имеет свой делегат сцены и свои контроллеры; делегат приложения общий.

# Подготовка: iPad в портретной ориентации.
#: not quizzed
> device ipad
  iPad, portrait (ширина regular, высота regular)

# Подготовка: поворачиваем его в альбомную ориентацию до запуска (слышать это некому).
#: not quizzed
> rotate landscape
  note: iPad поворачивается в landscape; приложение не запущено, и никто этого не слышит

# Обе колонки загружаются до того, как какая-либо появится, вторичная первой; will-appear
# сначала у вторичной, а did-appear сначала у основной — как в iPad-логе D1 лекции CS193p
# (источники: D1). Загрузки и will-appear [uncertain].
#: not quizzed
> launch split
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  PrimaryViewController#1 init(coder:)
  SecondaryViewController#1 init(coder:)
  SecondaryViewController#1 awakeFromNib()
  PrimaryViewController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  SecondaryViewController#1 loadView() [uncertain]
  SecondaryViewController#1 viewDidLoad() [uncertain]
  PrimaryViewController#1 loadView() [uncertain]
  PrimaryViewController#1 viewDidLoad() [uncertain]
  SecondaryViewController#1 viewWillAppear(animated: false) [uncertain]
  PrimaryViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  PrimaryViewController#1 viewDidAppear(animated: false)
  SecondaryViewController#1 viewDidAppear(animated: false)

# Портрет: основная колонка скрывается и получает will/did-disappear, [uncertain]. Классы
# размеров остаются regular (см. строку note), как в логе D2 лекции.
> rotate portrait
  note: iPad поворачивается в portrait: (834.0, 1194.0), ширина regular, высота regular (size classes те же)
  PrimaryViewController#1 viewWillDisappear(animated: false) [uncertain]
  PrimaryViewController#1 viewDidDisappear(animated: false) [uncertain]

# Основная колонка выезжает и снова появляется, без повторной загрузки. В лекции CS193p это
# пример контроллера, который появляется и исчезает много раз (D3). Строки [uncertain]:
# источники не определяют их порядок однозначно.
> show-primary
  PrimaryViewController#1 viewWillAppear(animated: false) [uncertain]
  PrimaryViewController#1 viewDidAppear(animated: false) [uncertain]

# Снова скрыта: will/did-disappear, а колонка по-прежнему загружена и жива. Строки
# [uncertain]: источники не определяют их порядок однозначно.
> hide-primary
  PrimaryViewController#1 viewWillDisappear(animated: false) [uncertain]
  PrimaryViewController#1 viewDidDisappear(animated: false) [uncertain]

# Закрытие, которое scenelab играет на iPad: сначала переключатель приложений делает сцену
# неактивной, затем sceneDidEnterBackground, sceneDidDisconnect, didDiscardSceneSessions,
# applicationWillTerminate, всё, кроме первой строки, [uncertain]; это другой опубликованный
# лог (источники: S17). Сравните с закрытием на iPhone в уроке 6.
> kill
  SceneDelegate#1 sceneWillResignActive(_:)
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  SceneDelegate#1 sceneDidDisconnect(_:) [uncertain]
  AppDelegate application(_:didDiscardSceneSessions:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: процесс завершается: deinit не вызывается, а всё несохранённое пропало (`explain kill`)

# Подготовка: To-Do Manager на iPad, одно окно. Строки [uncertain]: источники не определяют
# их порядок однозначно.
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

# Второе окно: приложение заново не запускается; для новой сессии вызывается
# configurationForConnecting, а у сцены 2 свой SceneDelegate#2 и свой TaskListController#2.
# Усов, гл. 5: UIApplication один, UIWindowScene — на каждое окно. Строки [uncertain]:
# источники не определяют их порядок однозначно.
> scene new
  AppDelegate application(_:configurationForConnecting:options:)
  TaskListController#2 init(coder:)
  TaskListController#2 awakeFromNib()
  SceneDelegate#2 scene(_:willConnectTo:options:)
  SceneDelegate#2 sceneWillEnterForeground(_:)
  TaskListController#2 loadView() [uncertain]
  TaskListController#2 viewDidLoad() [uncertain]
  TaskListController#2 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#2 sceneDidBecomeActive(_:)
  TaskListController#2 viewDidAppear(animated: false)
  note: сцена 2 подключена и в фокусе: команды обращены к ней (сменить: `scene focus N`)

# Обе сцены в foregroundActive, у каждой свой корень. Усов в главе 5 отмечает, что сцены
# одного приложения могут одновременно быть в разных состояниях.
> scene list
  сцена 1: foregroundActive, SceneDelegate#1, корень UINavigationController#1
  сцена 2: foregroundActive, SceneDelegate#2, корень UINavigationController#2 (в фокусе)
