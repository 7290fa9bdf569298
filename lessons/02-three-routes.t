# Lesson 2: Three routes to a second screen (Usov, chapter 3, "Right on target")
#
# Notice, route by route:
# 1. A Show segue with no navigation controller lays About over the game: the game
#    hears nothing (its view stays underneath). The book's Back is a second Show segue,
#    which makes a new game screen on top instead of going back: every round trip piles
#    up two screens.
# 2. present(_:animated:) with a new instance each time, and dismiss: About comes and goes,
#    the screen underneath hears nothing, and each About is a new instance.
# 3. A lazy var keeps one About: the second present shows it again with viewWillAppear and
#    viewDidAppear only, since its view is already loaded.
# Since iOS 13 a presented screen is a page sheet, which is why the game never disappears.

# The game screen ViewController#1, the storyboard's entry point, with no navigation
# controller. Its own calls run loadView, viewDidLoad, viewWillAppear, viewDidAppear: the
# order Usov, ch. 3 prints at launch. Lines marked [uncertain]: the sources do not settle
# their order.
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

# Route 1, a Show segue: SecondViewController#1 is made, the game's prepare(for:) runs, then
# the new screen loads and appears. ViewController#1 prints nothing: it stays in the
# hierarchy, covered (Usov, ch. 3).
> tap about
  SecondViewController#1 init(coder:)
  SecondViewController#1 awakeFromNib()
  ViewController#1 prepare(for: "toSecondScreen")
  SecondViewController#1 loadView()
  SecondViewController#1 viewDidLoad()
  SecondViewController#1 viewWillAppear(animated: true)
  SecondViewController#1 viewDidAppear(animated: true)

# The book's Back is another Show segue: a NEW ViewController#2 appears on top, and
# SecondViewController#1 gets no disappear call. Usov, ch. 3 warns that such round trips
# waste memory: every screen stays in the hierarchy.
> tap return
  ViewController#2 init(coder:)
  ViewController#2 awakeFromNib()
  SecondViewController#1 prepare(for: "toFirstScreen")
  ViewController#2 loadView()
  ViewController#2 viewDidLoad()
  ViewController#2 viewWillAppear(animated: true)
  ViewController#2 viewDidAppear(animated: true)

# Route 2, present(_:animated:) of a new instance from the storyboard:
# SecondViewController#2 loads and appears. No prepare(for:) this time, as no segue runs.
# The screens below are silent.
> tap present
  SecondViewController#2 init(coder:)
  SecondViewController#2 awakeFromNib()
  SecondViewController#2 loadView()
  SecondViewController#2 viewDidLoad()
  SecondViewController#2 viewWillAppear(animated: true)
  SecondViewController#2 viewDidAppear(animated: true)

# dismiss: only the presented screen gets disappear calls (Usov, ch. 3). Nothing else holds
# SecondViewController#2, so it deinits; the book only mentions ARC and prints no deinit.
> tap return
  SecondViewController#2 viewWillDisappear(animated: true)
  SecondViewController#2 viewDidDisappear(animated: true)
  SecondViewController#2 deinit

# Route 3, a lazy var (Usov, ch. 3, listing 3.16): the first present creates
# SecondViewController#3 and runs its whole set, from init(coder:) to viewDidAppear.
> tap present-cached
  SecondViewController#3 init(coder:)
  SecondViewController#3 awakeFromNib()
  SecondViewController#3 loadView()
  SecondViewController#3 viewDidLoad()
  SecondViewController#3 viewWillAppear(animated: true)
  SecondViewController#3 viewDidAppear(animated: true)

# Dismissed, but no deinit this time: the lazy var still holds SecondViewController#3.
# Compare with the dismiss of route 2.
> tap return
  SecondViewController#3 viewWillDisappear(animated: true)
  SecondViewController#3 viewDidDisappear(animated: true)

# The same instance again: just viewWillAppear and viewDidAppear, no loadView or
# viewDidLoad. Usov, ch. 3: the cached scene is loaded once, then only shown.
> tap present-cached
  SecondViewController#3 viewWillAppear(animated: true)
  SecondViewController#3 viewDidAppear(animated: true)
