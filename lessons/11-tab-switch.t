# Lesson 11: Switching tabs
#
# Notice: both tabs' controllers are made by the storyboard with the tab bar, but a tab's
# view loads only the first time it is chosen. A switch is not ordered like a push: the new
# tab's viewWillAppear comes first, then the old tab's viewWillDisappear and
# viewDidDisappear, then the new tab's viewDidAppear. Coming back to a visited tab does not
# load it again, and no tab deinits: the tab bar keeps them all.

# The storyboard makes both tab controllers (init(coder:), awakeFromNib), but only the
# selected one, FirstViewController, loads its view and appears (sources: S13). Lines marked
# [uncertain]: the sources do not settle their order.
#: not quizzed
> launch tabs
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  FirstViewController#1 init(coder:)
  FirstViewController#1 awakeFromNib()
  SecondViewController#1 init(coder:)
  SecondViewController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  FirstViewController#1 loadView() [uncertain]
  FirstViewController#1 viewDidLoad() [uncertain]
  FirstViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  FirstViewController#1 viewDidAppear(animated: false)

# First visit to tab 2: SecondViewController loads, and ITS viewWillAppear comes before
# FirstViewController's viewWillDisappear, the reverse of a push (sources: S13, S3, S7).
# Everything is animated: false: a tab switch does not slide.
> tab 2
  SecondViewController#1 loadView()
  SecondViewController#1 viewDidLoad()
  SecondViewController#1 viewWillAppear(animated: false)
  FirstViewController#1 viewWillDisappear(animated: false)
  FirstViewController#1 viewDidDisappear(animated: false)
  SecondViewController#1 viewDidAppear(animated: false)

# Back to tab 1: no loadView or viewDidLoad (each view loads once), and again the new tab's
# will-appear comes first. Nothing deinits: the tab bar controller keeps both tabs.
> tab 1
  FirstViewController#1 viewWillAppear(animated: false)
  SecondViewController#1 viewWillDisappear(animated: false)
  SecondViewController#1 viewDidDisappear(animated: false)
  FirstViewController#1 viewDidAppear(animated: false)

# Tab 2 is already loaded too, so only the four appearance calls run. The CS193p lecture
# names a tab switch as one reason a controller gets viewWillDisappear.
> tab 2
  SecondViewController#1 viewWillAppear(animated: false)
  FirstViewController#1 viewWillDisappear(animated: false)
  FirstViewController#1 viewDidDisappear(animated: false)
  SecondViewController#1 viewDidAppear(animated: false)
