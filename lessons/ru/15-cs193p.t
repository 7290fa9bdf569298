# Урок 15. Демонстрация из лекции CS193p в формате её собственного логгера
#: lang ru
#
# Обратите внимание на мысли лекции: каждый контроллер создаёт сториборд (init(coder:)),
# каждый segue создаёт новую игру, а сильное свойство выбора темы
# lastSeguedToConcentrationViewController держит последнюю игру после «Назад»: старая игра
# покидает кучу только при следующем segue. Префикс __ растёт на один уровень с каждой
# порцией вызовов.

# Подготовка: печатать в формате логирующего класса из лекции.
#: not quizzed
> trace style cs193p

# Подготовка: iPhone X — 375 x 812 точек, как в iPhone-логе лекции.
#: not quizzed
> device iphone-x
  iPhone X, portrait (ширина compact, высота regular)

# iPhone-лог D4 из лекции: Game(1) получает viewWillAppear и исчезает, так и не получив
# viewDidAppear: split view сворачивается к выбору темы. Лекция CS193p: will-appear — не
# обещание появиться. Два прохода раскладки с одинаковыми размерами.
#: not quizzed
> launch concentration
ThemeChooser(1) init(coder:) - created via InterfaceBuilder 
Game(1) init(coder:) - created via InterfaceBuilder 
Game(1) awakeFromNib()
ThemeChooser(1) awakeFromNib()
Game(1) viewDidLoad()
ThemeChooser(1) viewDidLoad()
Game(1) viewWillAppear(animated = false)
Game(1) viewWillDisappear(animated = false)
Game(1) viewDidDisappear(animated = false)
ThemeChooser(1) viewWillAppear(animated = false)
ThemeChooser(1) viewWillLayoutSubviews() bounds.size = (375.0, 812.0)
ThemeChooser(1) viewDidLayoutSubviews() bounds.size = (375.0, 812.0)
ThemeChooser(1) viewWillLayoutSubviews() bounds.size = (375.0, 812.0)
ThemeChooser(1) viewDidLayoutSubviews() bounds.size = (375.0, 812.0)
ThemeChooser(1) viewDidAppear(animated = false)

# Segue всегда создаёт новый экземпляр: Game(2). Game(1) покидает кучу сразу после
# awakeFromNib у Game(2), как в логе D5; почему уходит так и не показанный Game(1), лекция
# не объясняет (источники: B2, D5).
> tap sports
__Game(2) init(coder:) - created via InterfaceBuilder 
__Game(2) awakeFromNib()
__Game(1) left the heap
__Game(2) viewDidLoad()
__ThemeChooser(1) viewWillDisappear(animated = true)
__Game(2) viewWillAppear(animated = true)
__Game(2) viewWillLayoutSubviews() bounds.size = (375.0, 812.0)
__Game(2) viewDidLayoutSubviews() bounds.size = (375.0, 812.0)
__ThemeChooser(1) viewDidDisappear(animated = true)
__Game(2) viewDidAppear(animated = true)

# «Назад»: обычный порядок pop, но Game(2) НЕ покидает кучу — его держит
# lastSeguedToConcentrationViewController выбора темы (так видно из кода курса; источники:
# D7). Раскладки нет, как в логе D6.
> tap back
____Game(2) viewWillDisappear(animated = true)
____ThemeChooser(1) viewWillAppear(animated = true)
____Game(2) viewDidDisappear(animated = true)
____ThemeChooser(1) viewDidAppear(animated = true)

# Только теперь Game(2) покидает кучу, уступая место Game(3) (лог D7). В расшифровке лекции
# часть этих строк искажена; scenelab печатает исправленный лог (источники: B2, D7).
> tap animals
______Game(3) init(coder:) - created via InterfaceBuilder 
______Game(3) awakeFromNib()
______Game(2) left the heap
______Game(3) viewDidLoad()
______ThemeChooser(1) viewWillDisappear(animated = true)
______Game(3) viewWillAppear(animated = true)
______Game(3) viewWillLayoutSubviews() bounds.size = (375.0, 812.0)
______Game(3) viewDidLayoutSubviews() bounds.size = (375.0, 812.0)
______ThemeChooser(1) viewDidDisappear(animated = true)
______Game(3) viewDidAppear(animated = true)
