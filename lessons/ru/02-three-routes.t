# Урок 2. Три пути ко второму экрану (Усов, глава 3, «Right on target»)
#: lang ru
#
# Обратите внимание, путь за путём:
# 1. Segue типа Show без навигационного контроллера кладёт экран «О программе» поверх
#    игры: игра ничего не слышит (её представление остаётся под ним). «Назад» в книге —
#    второй Show segue, который создаёт новый экран игры сверху, а не возвращается: каждый
#    круг добавляет в иерархию два экрана.
# 2. present(_:animated:) с новым экземпляром и dismiss: экран приходит и уходит, нижний
#    экран ничего не слышит, и каждый раз это новый экземпляр.
# 3. lazy var хранит один экземпляр: второй показ вызывает только viewWillAppear и
#    viewDidAppear, потому что представление уже загружено.
# С iOS 13 показанный экран — это page sheet, поэтому игра так и не исчезает.

# Экран игры ViewController#1 — точка входа сториборда, навигационного контроллера нет. Его
# методы идут так: loadView, viewDidLoad, viewWillAppear, viewDidAppear — этот порядок Усов
# печатает при запуске в главе 3. Строки [uncertain]: источники не определяют их порядок
# однозначно.
#: not quizzed
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

# Путь 1, Show segue: создаётся SecondViewController#1, у игры вызывается prepare(for:),
# затем новый экран загружается и появляется. ViewController#1 молчит: он остаётся в
# иерархии, просто закрыт сверху (Усов, гл. 3).
> tap about
  SecondViewController#1 init(coder:)
  SecondViewController#1 awakeFromNib()
  ViewController#1 prepare(for: "toSecondScreen")
  SecondViewController#1 loadView()
  SecondViewController#1 viewDidLoad()
  SecondViewController#1 viewWillAppear(animated: true)
  SecondViewController#1 viewDidAppear(animated: true)

# «Назад» в книге — ещё один Show segue: поверх появляется НОВЫЙ ViewController#2, а
# SecondViewController#1 не получает методов исчезновения. Усов в главе 3 предупреждает: при
# таких переходах все экраны остаются в иерархии и тратят память.
> tap return
  ViewController#2 init(coder:)
  ViewController#2 awakeFromNib()
  SecondViewController#1 prepare(for: "toFirstScreen")
  ViewController#2 loadView()
  ViewController#2 viewDidLoad()
  ViewController#2 viewWillAppear(animated: true)
  ViewController#2 viewDidAppear(animated: true)

# Путь 2, present(_:animated:) нового экземпляра из сториборда: SecondViewController#2
# загружается и появляется. prepare(for:) теперь нет — segue не выполняется. Нижние экраны
# молчат.
> tap present
  SecondViewController#2 init(coder:)
  SecondViewController#2 awakeFromNib()
  SecondViewController#2 loadView()
  SecondViewController#2 viewDidLoad()
  SecondViewController#2 viewWillAppear(animated: true)
  SecondViewController#2 viewDidAppear(animated: true)

# dismiss: методы исчезновения получает только показанный экран (Усов, гл. 3).
# SecondViewController#2 больше никто не держит, и он уничтожается; книга лишь упоминает ARC
# и deinit не печатает.
> tap return
  SecondViewController#2 viewWillDisappear(animated: true)
  SecondViewController#2 viewDidDisappear(animated: true)
  SecondViewController#2 deinit

# Путь 3, lazy var (Усов, гл. 3, листинг 3.16): первый показ создаёт SecondViewController#3
# и проходит весь набор — от init(coder:) до viewDidAppear.
> tap present-cached
  SecondViewController#3 init(coder:)
  SecondViewController#3 awakeFromNib()
  SecondViewController#3 loadView()
  SecondViewController#3 viewDidLoad()
  SecondViewController#3 viewWillAppear(animated: true)
  SecondViewController#3 viewDidAppear(animated: true)

# Экран закрыт, но deinit на этот раз нет: SecondViewController#3 по-прежнему держит lazy
# var. Сравните с dismiss во втором пути.
> tap return
  SecondViewController#3 viewWillDisappear(animated: true)
  SecondViewController#3 viewDidDisappear(animated: true)

# Тот же экземпляр снова: только viewWillAppear и viewDidAppear, без loadView и viewDidLoad.
# Усов, гл. 3: сохранённая сцена загружается один раз, дальше её только показывают.
> tap present-cached
  SecondViewController#3 viewWillAppear(animated: true)
  SecondViewController#3 viewDidAppear(animated: true)
