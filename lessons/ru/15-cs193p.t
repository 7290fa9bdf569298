# Урок 15. Демонстрация из лекции CS193p в формате её собственного логгера
#: lang ru
#
# Обратите внимание на мысли лекции: каждый контроллер создаёт сториборд (init(coder:)),
# каждый segue создаёт новую игру, а сильное свойство выбора темы
# lastSeguedToConcentrationViewController держит последнюю игру после «Назад»: старая игра
# покидает кучу только при следующем segue. Префикс __ растёт на один уровень с каждой
# порцией вызовов.
> trace style cs193p
> device iphone-x
  iPhone X, portrait (width compact, height regular)
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
> tap back
____Game(2) viewWillDisappear(animated = true)
____ThemeChooser(1) viewWillAppear(animated = true)
____Game(2) viewDidDisappear(animated = true)
____ThemeChooser(1) viewDidAppear(animated = true)
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
