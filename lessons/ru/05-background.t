# Урок 5. Фон, возврат, переключатель приложений и входящий звонок
#: lang ru
#
# Обратите внимание: жест «Домой» проводит сцену через неактивное состояние в фон; возврат
# идёт через передний план к активному состоянию. Переключатель приложений и звонок только
# делают сцену неактивной: приложение всё ещё на экране. Контроллеры ничего этого не
# слышат: их представления не исчезают.

# To-Do Manager активен. Дальше будет говорить только делегат сцены. Строки [uncertain]:
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
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false)

# «Домой»: sceneWillResignActive, затем sceneDidEnterBackground. viewWillDisappear у
# TaskListController нет (источники: S14). Первая модель Усова в гл. 3 скрывает свёрнутую
# сцену; настоящий UIKit — нет, и в гл. 5 для этого названы лишь методы сцены (источники:
# B1).
> home
  SceneDelegate#1 sceneWillResignActive(_:)
  SceneDelegate#1 sceneDidEnterBackground(_:)

# Возврат: sceneWillEnterForeground, затем sceneDidBecomeActive (Усов, гл. 5).
# viewWillAppear нет: обновлять экран при возврате нужно в этих методах сцены (источники:
# S14).
> open
  SceneDelegate#1 sceneWillEnterForeground(_:)
  SceneDelegate#1 sceneDidBecomeActive(_:)

# Переключатель приложений: только sceneWillResignActive. Сцена неактивна, но на переднем
# плане: неактивная — не значит в фоне (источники: S1).
> switcher
  SceneDelegate#1 sceneWillResignActive(_:)

# Возврат из переключателя: только sceneDidBecomeActive — в фон сцена так и не ушла.
> open
  SceneDelegate#1 sceneDidBecomeActive(_:)

# Входящий звонок (или Пункт управления) действует так же, как переключатель: только
# неактивное состояние.
> interrupt
  SceneDelegate#1 sceneWillResignActive(_:)

# Звонок окончен: sceneDidBecomeActive. В приложении со сценами делегат приложения ничего
# этого не получает (документация Apple: applicationWillEnterForeground(_:); источники: A9).
> resume
  SceneDelegate#1 sceneDidBecomeActive(_:)
