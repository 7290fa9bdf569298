# Урок 11. Переключение вкладок
#: lang ru
#
# Обратите внимание: контроллер вкладки создаётся сторибордом вместе с панелью вкладок, но
# его представление загружается только при первом выборе вкладки. Переключение скрывает
# старую вкладку (disappear) и показывает новую (appear); при возврате на уже открытую
# вкладку она заново не загружается.
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
> tab 2
  SecondViewController#1 loadView()
  SecondViewController#1 viewDidLoad()
  SecondViewController#1 viewWillAppear(animated: false)
  FirstViewController#1 viewWillDisappear(animated: false)
  FirstViewController#1 viewDidDisappear(animated: false)
  SecondViewController#1 viewDidAppear(animated: false)
> tab 1
  FirstViewController#1 viewWillAppear(animated: false)
  SecondViewController#1 viewWillDisappear(animated: false)
  SecondViewController#1 viewDidDisappear(animated: false)
  FirstViewController#1 viewDidAppear(animated: false)
> tab 2
  SecondViewController#1 viewWillAppear(animated: false)
  FirstViewController#1 viewWillDisappear(animated: false)
  FirstViewController#1 viewDidDisappear(animated: false)
  SecondViewController#1 viewDidAppear(animated: false)
