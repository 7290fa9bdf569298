# Урок 2. Три пути ко второму экрану (Усов, глава 3, «Right on target»)
#: lang ru
#
# Обратите внимание, путь за путём:
# 1. Segue типа Show без навигационного контроллера кладёт экран «О программе» поверх игры:
#    игра ничего не слышит (её представление остаётся под ним). «Назад» в книге — второй
#    Show segue, который создаёт новый экран игры сверху, а не возвращается: каждый круг
#    добавляет в иерархию два экрана.
# 2. present(_:animated:) с новым экземпляром и dismiss: экран приходит и уходит, нижний
#    экран ничего не слышит, и каждый раз это новый экземпляр.
# 3. lazy var хранит один экземпляр: второй показ вызывает только viewWillAppear и
#    viewDidAppear, потому что представление уже загружено.
# С iOS 13 показанный экран — это page sheet, поэтому игра так и не исчезает.
> launch target
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  ViewController#1 init(coder:)
  ViewController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  ViewController#1 loadView() [uncertain]
  ViewController#1 viewDidLoad() [uncertain]
  ViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  ViewController#1 viewDidAppear(animated: false)
> tap about
  SecondViewController#1 init(coder:)
  SecondViewController#1 awakeFromNib()
  ViewController#1 prepare(for: "toSecondScreen")
  SecondViewController#1 loadView()
  SecondViewController#1 viewDidLoad()
  SecondViewController#1 viewWillAppear(animated: true)
  SecondViewController#1 viewDidAppear(animated: true)
> tap return
  ViewController#2 init(coder:)
  ViewController#2 awakeFromNib()
  SecondViewController#1 prepare(for: "toFirstScreen")
  ViewController#2 loadView()
  ViewController#2 viewDidLoad()
  ViewController#2 viewWillAppear(animated: true)
  ViewController#2 viewDidAppear(animated: true)
> tap present
  SecondViewController#2 init(coder:)
  SecondViewController#2 awakeFromNib()
  SecondViewController#2 loadView()
  SecondViewController#2 viewDidLoad()
  SecondViewController#2 viewWillAppear(animated: true)
  SecondViewController#2 viewDidAppear(animated: true)
> tap return
  SecondViewController#2 viewWillDisappear(animated: true)
  SecondViewController#2 viewDidDisappear(animated: true)
  SecondViewController#2 deinit
> tap present-cached
  SecondViewController#3 init(coder:)
  SecondViewController#3 awakeFromNib()
  SecondViewController#3 loadView()
  SecondViewController#3 viewDidLoad()
  SecondViewController#3 viewWillAppear(animated: true)
  SecondViewController#3 viewDidAppear(animated: true)
> tap return
  SecondViewController#3 viewWillDisappear(animated: true)
  SecondViewController#3 viewDidDisappear(animated: true)
> tap present-cached
  SecondViewController#3 viewWillAppear(animated: true)
  SecondViewController#3 viewDidAppear(animated: true)
