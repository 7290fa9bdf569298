# Урок 5. Фон, возврат, переключатель приложений и входящий звонок
#: lang ru
#
# Обратите внимание: жест «Домой» проводит сцену через неактивное состояние в фон; возврат
# идёт через передний план к активному состоянию. Переключатель приложений и звонок только
# делают сцену неактивной: приложение всё ещё на экране. Контроллеры ничего этого не
# слышат: их представления не исчезают.
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
> home
  SceneDelegate#1 sceneWillResignActive(_:)
  SceneDelegate#1 sceneDidEnterBackground(_:)
> open
  SceneDelegate#1 sceneWillEnterForeground(_:)
  SceneDelegate#1 sceneDidBecomeActive(_:)
> switcher
  SceneDelegate#1 sceneWillResignActive(_:)
> open
  SceneDelegate#1 sceneDidBecomeActive(_:)
> interrupt
  SceneDelegate#1 sceneWillResignActive(_:)
> resume
  SceneDelegate#1 sceneDidBecomeActive(_:)
