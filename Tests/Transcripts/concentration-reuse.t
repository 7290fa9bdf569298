# The lecture's own chooseTheme(_:) before the demo commented it out (T8 of the notes): a
# theme tap sets the theme of the game it kept from the last segue and pushes that same
# instance, so Game(2) is made and loaded once and only appears and disappears after that.
# Only the first tap, with no game kept, performs the segue. The log of this variant is not
# shown in the lecture: the order here is the push's, and inferred.
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
> concentration reuse on
  reuse on: a theme tap reuses the game in the detail column or the last one segued to, and segues only when there is none (the lecture's own code)
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
> tap faces
______ThemeChooser(1) viewWillDisappear(animated = true)
______Game(2) viewWillAppear(animated = true)
______Game(2) viewWillLayoutSubviews() bounds.size = (375.0, 812.0)
______Game(2) viewDidLayoutSubviews() bounds.size = (375.0, 812.0)
______ThemeChooser(1) viewDidDisappear(animated = true)
______Game(2) viewDidAppear(animated = true)
> screen
  < Themes   Concentration
  ────────────────────────
  Theme: Faces   Flips: 0   Score: 0
  [▒] ‹1›
  [▒] ‹2›
  [▒] ‹3›
  [▒] ‹4›
  [▒] ‹5›
  [▒] ‹6›
  [▒] ‹7›
  [▒] ‹8›
  [▒] ‹9›
  [▒] ‹10›
  [▒] ‹11›
  [▒] ‹12›
  [New Game] ‹new-game›
> tap back
________Game(2) viewWillDisappear(animated = true)
________ThemeChooser(1) viewWillAppear(animated = true)
________Game(2) viewDidDisappear(animated = true)
________ThemeChooser(1) viewDidAppear(animated = true)
> concentration reuse
  reuse on: a theme tap reuses the game in the detail column or the last one segued to, and segues only when there is none (the lecture's own code)
