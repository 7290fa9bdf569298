# Урок 16. Делегаты и [weak self] (проект «Змейка» курса о паттернах)
#: lang ru
#
# Обратите внимание: конец игры проходит GameScene → GameViewController →
# MainMenuViewController через слабые (weak) делегаты, и каждый узнаёт о нём до того, как
# игра закрывается. Вариант с замыканиями делает то же через [weak self]: замыкание
# захватывает сильно, если не сказать иначе, а игра, сильно держащая меню, образовала бы
# цикл сильных ссылок.

# Подготовка: печатать вызовы делегатов и замыканий.
#: not quizzed
> trace delegate on

# «Змейка» начинается с MainMenuViewController — точки входа, которую курс добавляет в
# сториборд. Строки [uncertain]: источники не определяют их порядок однозначно.
#: not quizzed
> launch snake
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  MainMenuViewController#1 init(coder:)
  MainMenuViewController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  MainMenuViewController#1 loadView() [uncertain]
  MainMenuViewController#1 viewDidLoad() [uncertain]
  MainMenuViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  MainMenuViewController#1 viewDidAppear(animated: false)

# Segue startGameSegue: prepare(for:) присваивает destination.delegate = self (weak var), а
# viewDidLoad создаёт GameScene с игрой в роли делегата (см. строки note). Полный экран:
# viewDidDisappear меню идёт после viewDidAppear игры.
> tap start
  GameViewController#1 init(coder:)
  GameViewController#1 awakeFromNib()
  MainMenuViewController#1 prepare(for: "startGameSegue")
  note: prepare(for:sender:) задаёт destination.delegate = self (weak var delegate: GameViewControllerDelegate?)
  GameViewController#1 loadView()
  GameViewController#1 viewDidLoad()
  note: viewDidLoad создаёт GameScene(size: view.bounds.size) и задаёт scene.gameDelegate = self
  MainMenuViewController#1 viewWillDisappear(animated: true)
  GameViewController#1 viewWillAppear(animated: true)
  GameViewController#1 viewDidAppear(animated: true)
  MainMenuViewController#1 viewDidDisappear(animated: true)

# Яблоко: змейка вырастает на одну часть. Методов жизненного цикла нет.
> tap apple
  note: headDidCollideApple: змейка вырастает до 2 частей; появляется новое яблоко

# Стена: GameScene сообщает GameViewController, тот СНАЧАЛА сообщает меню, а потом
# закрывается — так упорядочен код курса. Результат 1 — длина тела без головы. Затем
# закрытие полноэкранного показа и deinit игры: слабый gameDelegate у GameScene не создал
# цикла.
> tap wall
  note: добавлен рекорд 1: счёт 1
  GameViewController#1 didEndGame(withResult: 1)
  MainMenuViewController#1 didEndGame(withResult: 1)
  GameViewController#1 viewWillDisappear(animated: true)
  MainMenuViewController#1 viewWillAppear(animated: true)
  MainMenuViewController#1 viewDidAppear(animated: true)
  GameViewController#1 viewDidDisappear(animated: true)
  GameViewController#1 deinit

# Переходим ко второй версии курса: замыкания вместо двух протоколов делегатов.
#: not quizzed
> snake wiring closure
  wiring closure: замыкания onGameEnd с [weak self], заданные в viewDidLoad и prepare(for:sender:)

# Тот же жизненный цикл, новый GameViewController#2; теперь prepare(for:) и viewDidLoad
# сохраняют замыкания onGameEnd с [weak self] (строки note). Курс предупреждает: иначе
# замыкание захватывает сильно.
> tap start
  GameViewController#2 init(coder:)
  GameViewController#2 awakeFromNib()
  MainMenuViewController#1 prepare(for: "startGameSegue")
  note: prepare(for:sender:) задаёт destination.onGameEnd = { [weak self] result in ... }
  GameViewController#2 loadView()
  GameViewController#2 viewDidLoad()
  note: viewDidLoad создаёт GameScene(size: view.bounds.size) и задаёт scene.onGameEnd = { [weak self] result in ... }
  MainMenuViewController#1 viewWillDisappear(animated: true)
  GameViewController#2 viewWillAppear(animated: true)
  GameViewController#2 viewDidAppear(animated: true)
  MainMenuViewController#1 viewDidDisappear(animated: true)

# Замыкания срабатывают там же и в том же порядке, что и методы делегатов; результат 0 (без
# яблока). GameViewController#2 всё равно уничтожается: [weak self] не создал цикла.
> tap wall
  note: добавлен рекорд 2: счёт 0
  GameViewController#2 GameScene.onGameEnd(result: 0)
  MainMenuViewController#1 onGameEnd(result: 0)
  GameViewController#2 viewWillDisappear(animated: true)
  MainMenuViewController#1 viewWillAppear(animated: true)
  MainMenuViewController#1 viewDidAppear(animated: true)
  GameViewController#2 viewDidDisappear(animated: true)
  GameViewController#2 deinit

# Оба результата сохранены, по одному на игру: в части курса о паттерне «Снимок» (Memento)
# рекорды хранятся в UserDefaults (источники: B3).
> snake records
  1. 2026-01-01 09:00:04 +0000 — 1
  2. 2026-01-01 09:00:07 +0000 — 0
