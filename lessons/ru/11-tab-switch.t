# Урок 11. Переключение вкладок
#: lang ru
#
# Обратите внимание: контроллеры обеих вкладок создаёт сториборд вместе с панелью вкладок,
# но представление вкладки загружается только при первом её выборе. Переключение идёт не в
# порядке push: сначала viewWillAppear новой вкладки, затем viewWillDisappear и
# viewDidDisappear старой, и только потом viewDidAppear новой. При возврате на уже открытую
# вкладку она заново не загружается, и ни одна вкладка не уничтожается: панель держит все.

# Сториборд создаёт контроллеры обеих вкладок (init(coder:), awakeFromNib), но загружается и
# появляется только выбранный — FirstViewController (источники: S13). Строки [uncertain]:
# источники не определяют их порядок однозначно.
#: not quizzed
> launch tabs
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  FirstViewController#1 init(coder:)
  FirstViewController#1 awakeFromNib()
  SecondViewController#1 init(coder:)
  SecondViewController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  FirstViewController#1 loadView() [uncertain]
  FirstViewController#1 viewDidLoad() [uncertain]
  FirstViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  FirstViewController#1 viewDidAppear(animated: false)

# Первый переход на вкладку 2: SecondViewController загружается, и ЕГО viewWillAppear идёт
# раньше viewWillDisappear у FirstViewController — наоборот по сравнению с push (источники:
# S13, S3, S7). Всё с animated: false: вкладки не выезжают.
> tab 2
  SecondViewController#1 loadView()
  SecondViewController#1 viewDidLoad()
  SecondViewController#1 viewWillAppear(animated: false)
  FirstViewController#1 viewWillDisappear(animated: false)
  FirstViewController#1 viewDidDisappear(animated: false)
  SecondViewController#1 viewDidAppear(animated: false)

# Назад на вкладку 1: ни loadView, ни viewDidLoad (представление грузится один раз), и снова
# первой идёт will-appear новой вкладки. deinit нет: контроллер панели держит обе вкладки.
> tab 1
  FirstViewController#1 viewWillAppear(animated: false)
  SecondViewController#1 viewWillDisappear(animated: false)
  SecondViewController#1 viewDidDisappear(animated: false)
  FirstViewController#1 viewDidAppear(animated: false)

# Вкладка 2 тоже уже загружена, поэтому только четыре метода появления и исчезновения.
# Лекция CS193p называет смену вкладки одной из причин, по которым приходит
# viewWillDisappear.
> tab 2
  SecondViewController#1 viewWillAppear(animated: false)
  FirstViewController#1 viewWillDisappear(animated: false)
  FirstViewController#1 viewDidDisappear(animated: false)
  SecondViewController#1 viewDidAppear(animated: false)
