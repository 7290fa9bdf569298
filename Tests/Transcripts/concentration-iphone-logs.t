# CS193p lecture 9 (2017), the iPhone half of its demo (an iPhone X: 375 x 812 points).
# D4: the theme chooser, the split view's delegate, keeps the game without a theme off the
# primary's stack, so Game(1) gets viewWillAppear and then disappears without ever
# appearing. D5: every theme tap performs the segue "Choose Theme", which makes a new Game;
# Game(1), which the split view kept aside, leaves the heap right after prepare(for:sender:)
# (not logged), before Game(2)'s viewDidLoad. D6: Back pops Game(2) but it stays on the
# heap: the chooser's lastSeguedToConcentrationViewController still holds it. D7: the next
# segue replaces that reference, and Game(2) leaves the heap.
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
> tree
  Concentration (edu.stanford.cs193p.Concentration), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UISplitViewController#1 [appeared, view loaded]
           └─ primary: UINavigationController#1 [appeared, view loaded]
              ├─ [0]: ConcentrationThemeChooserViewController#1 [disappeared, view loaded]
              └─ [1]: ConcentrationViewController#3 [appeared, view loaded]
