# Урок 9. Свайп назад, а потом передумать
#: lang ru
#
# Обратите внимание: интерактивный возврат вызывает оба will-метода, как только палец
# касается экрана. Если палец отпускают слишком рано, UIKit отменяет их: верхний контроллер
# снова получает viewWillAppear и viewDidAppear, а нижний — viewWillDisappear и
# viewDidDisappear. Код, начинающий работу во viewWillAppear, должен быть готов к тому, что
# экран так и не сменится.
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
> push A
  note: A is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  A#1 init(nibName:bundle:)
  A#1 loadView()
  A#1 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  A#1 viewWillAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)
  A#1 viewDidAppear(animated: true)
> swipe-back
  A#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)
> cancel
  TaskListController#1 viewWillDisappear(animated: true) [uncertain]
  TaskListController#1 viewDidDisappear(animated: true) [uncertain]
  A#1 viewWillAppear(animated: true) [uncertain]
  A#1 viewDidAppear(animated: true) [uncertain]
> swipe-back
  A#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)
> finish
  A#1 viewDidDisappear(animated: true)
  TaskListController#1 viewDidAppear(animated: true)
  A#1 deinit
