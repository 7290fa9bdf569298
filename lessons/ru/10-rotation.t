# Урок 10. Поворот устройства
#: lang ru
#
# Обратите внимание: поворот меняет размеры и характеристики (traits); ни одно
# представление не исчезает и не появляется, поэтому методы появления не вызываются.
# Вызываются viewWillTransition(to:with:) и методы раскладки.

# Подготовка: печатать и методы характеристик и размеров. Приложение ещё не работает, вывода
# нет.
#: not quizzed
> trace traits on

# Подготовка: печатать и методы раскладки.
#: not quizzed
> trace layout on

# С трассировкой раскладки запуск показывает по два прохода раскладки у навигационного
# контроллера и у списка, сначала у родителя. Лекция CS193p: раскладка может повторяться с
# теми же размерами, поэтому держите её дешёвой (источники: B2, D4). Строки [uncertain]:
# источники не определяют их порядок однозначно.
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
  UINavigationController#1 viewWillLayoutSubviews()
  UINavigationController#1 viewDidLayoutSubviews()
  UINavigationController#1 viewWillLayoutSubviews()
  UINavigationController#1 viewDidLayoutSubviews()
  TaskListController#1 viewWillLayoutSubviews()
  TaskListController#1 viewDidLayoutSubviews()
  TaskListController#1 viewWillLayoutSubviews()
  TaskListController#1 viewDidLayoutSubviews()
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false)

# Сначала willTransition(to:) с новыми характеристиками, затем viewWillTransition(to:) с
# размером, затем traitCollectionDidChange и раскладка — всюду родитель раньше ребёнка;
# появлений и исчезновений нет (источники: A7). Раскладка здесь [uncertain].
> rotate landscape
  note: iPhone поворачивается в landscape: (852.0, 393.0), ширина compact, высота compact (size class изменился)
  UINavigationController#1 willTransition(to: UITraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact))
  TaskListController#1 willTransition(to: UITraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact))
  UINavigationController#1 viewWillTransition(to: (852.0, 393.0))
  TaskListController#1 viewWillTransition(to: (852.0, 393.0))
  UINavigationController#1 traitCollectionDidChange(_:)
  TaskListController#1 traitCollectionDidChange(_:)
  UINavigationController#1 viewWillLayoutSubviews() [uncertain]
  UINavigationController#1 viewDidLayoutSubviews() [uncertain]
  TaskListController#1 viewWillLayoutSubviews() [uncertain]
  TaskListController#1 viewDidLayoutSubviews() [uncertain]

# Обратно в портрет: вертикальный класс размера снова regular, последовательность та же.
# Лекция CS193p: большинству контроллеров переопределять viewWillTransition(to:with:) не
# нужно. Строки [uncertain]: источники не определяют их порядок однозначно.
> rotate portrait
  note: iPhone поворачивается в portrait: (393.0, 852.0), ширина compact, высота regular (size class изменился)
  UINavigationController#1 willTransition(to: UITraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular))
  TaskListController#1 willTransition(to: UITraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular))
  UINavigationController#1 viewWillTransition(to: (393.0, 852.0))
  TaskListController#1 viewWillTransition(to: (393.0, 852.0))
  UINavigationController#1 traitCollectionDidChange(_:)
  TaskListController#1 traitCollectionDidChange(_:)
  UINavigationController#1 viewWillLayoutSubviews() [uncertain]
  UINavigationController#1 viewDidLayoutSubviews() [uncertain]
  TaskListController#1 viewWillLayoutSubviews() [uncertain]
  TaskListController#1 viewDidLayoutSubviews() [uncertain]
