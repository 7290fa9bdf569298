# Lesson 15: The CS193p lecture's demo, in the lecture's own logger
#
# Notice the lecture's points: every controller is made by the storyboard (init(coder:)),
# a segue makes a new Game each time, and the chooser's strong property
# lastSeguedToConcentrationViewController keeps the last one alive after Back: the old Game
# leaves the heap only at the next segue. The __ prefix grows by one level per burst.

# Set-up: print in the format of the lecture's logging class.
#: not quizzed
> trace style cs193p

# Set-up: an iPhone X, the 375 x 812 points of the lecture's iPhone log.
#: not quizzed
> device iphone-x
  iPhone X, portrait (width compact, height regular)

# The lecture's iPhone log D4: Game(1) gets viewWillAppear, then disappears without ever
# getting viewDidAppear, as the split view collapses onto the chooser. CS193p lecture: a
# will-appear is no promise to appear. Two layout passes, the same bounds.
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

# A segue always makes a new instance: Game(2). Game(1) leaves the heap just after Game(2)'s
# awakeFromNib, as in log D5; why the never-shown Game(1) goes there, the lecture does not
# explain (sources: B2, D5).
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

# Back: the usual pop order, but Game(2) does NOT leave the heap; the chooser's
# lastSeguedToConcentrationViewController still holds it (as the course's code shows;
# sources: D7). No layout calls, as in log D6.
> tap back
____Game(2) viewWillDisappear(animated = true)
____ThemeChooser(1) viewWillAppear(animated = true)
____Game(2) viewDidDisappear(animated = true)
____ThemeChooser(1) viewDidAppear(animated = true)

# Only now does Game(2) leave the heap, replaced by Game(3) (log D7). The lecture's
# transcript garbles some of these lines; scenelab prints the corrected log (sources: B2,
# D7).
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
