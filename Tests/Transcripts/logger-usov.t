# Usov's console, as the book's print calls write it (part I, §1.1 of the notes): the root
# screen prints the bare method name, SecondViewController adds its class, the app delegate
# prints "applicationDidFinishLaunching" (not its method's name), the scene delegate
# "willConnectTo" (Listing 5.2, the storyboard's entry point). Chapter 5's four steps:
# launch, Home, back, the switcher and a swipe away. The order is UIKit's; scenelab's notes
# are left out.
> trace style usov
> launch target
applicationDidFinishLaunching
willConnectTo
sceneWillEnterForeground
loadView
viewDidLoad
viewWillAppear
sceneDidBecomeActive
viewDidAppear
> home
sceneWillResignActive
sceneDidEnterBackground
> open
sceneWillEnterForeground
sceneDidBecomeActive
> switcher
sceneWillResignActive
> kill
sceneDidEnterBackground
# Chapter 3, variant 3: in a navigation controller the Show segue pushes, and the game
# screen finally prints its viewWillDisappear and viewDidDisappear.
> launch target-nav
applicationDidFinishLaunching
willConnectTo
sceneWillEnterForeground
loadView
viewDidLoad
viewWillAppear
sceneDidBecomeActive
viewDidAppear
> tap About
loadView SecondViewController
viewDidLoad SecondViewController
viewWillDisappear
viewWillAppear SecondViewController
viewDidDisappear
viewDidAppear SecondViewController
> kill
sceneWillResignActive
sceneDidEnterBackground
# An app whose book prints nothing prints nothing in this style.
> launch todo
