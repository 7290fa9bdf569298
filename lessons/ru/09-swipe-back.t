# Урок 9. Свайп назад, а потом передумать
#: lang ru
#
# Обратите внимание: интерактивный возврат вызывает оба will-метода, как только палец
# касается экрана. Если палец отпускают слишком рано, UIKit отменяет их: верхний контроллер
# снова получает viewWillAppear и viewDidAppear, а нижний — viewWillDisappear и
# viewDidDisappear. Код, начинающий работу во viewWillAppear, должен быть готов к тому, что
# экран так и не сменится.

# To-Do Manager работает. Строки [uncertain]: источники не определяют их порядок однозначно.
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

# Подготовка: push A, чтобы было откуда возвращаться свайпом.
#: not quizzed
> push A
  note: A — не экран To-Do Manager: scenelab играет его как простой подкласс UIViewController
  A#1 init(nibName:bundle:)
  A#1 loadView()
  A#1 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  A#1 viewWillAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)
  A#1 viewDidAppear(animated: true)

# Палец коснулся левого края: оба will-метода сразу — A will-disappear, список will-appear,
# а did-вызовов пока нет (источники: S7, S8).
> swipe-back
  A#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)

# Палец отпустили рано, и UIKit откатывает переход: список получает will/did-disappear, так
# и не получив viewDidAppear, а A появляется снова. Всё [uncertain]: единственный полный лог
# отменённого свайпа — времён iOS 7 (источники: S7, S8).
> cancel
  TaskListController#1 viewWillDisappear(animated: true) [uncertain]
  TaskListController#1 viewDidDisappear(animated: true) [uncertain]
  A#1 viewWillAppear(animated: true) [uncertain]
  A#1 viewDidAppear(animated: true) [uncertain]

# Второй свайп: те же два will-метода, что и в первый раз.
> swipe-back
  A#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)

# Теперь возврат завершается: did-вызовы приходят, когда палец отпущен, затем deinit у A. За
# will-методом не всегда следует его did-пара (источники: S7, S8).
> finish
  A#1 viewDidDisappear(animated: true)
  TaskListController#1 viewDidAppear(animated: true)
  A#1 deinit
