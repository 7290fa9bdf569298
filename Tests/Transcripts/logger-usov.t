# Usov's console, as the book's print calls write it (part I, §1.1 of the notes): the root
# screen prints the bare method name, SecondViewController adds its class, the app delegate
# prints "applicationDidFinishLaunching" (not its method's name), the scene delegate
# "willConnectTo" (Listing 5.2, the storyboard's entry point). Chapter 5's four steps:
# launch, Home, back, the switcher and a swipe away. The order is UIKit's; scenelab's notes go
# to standard error (`note:`), and a line whose call's moment the sources leave open is marked
# [uncertain] after the book's text. `trace` filters the book's lines by their calls' channels.
> trace style usov
> launch target
applicationDidFinishLaunching
willConnectTo
sceneWillEnterForeground
loadView [uncertain]
viewDidLoad [uncertain]
viewWillAppear [uncertain]
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
sceneDidEnterBackground [uncertain]
note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book
# Chapter 3, variant 3: in a navigation controller the Show segue pushes, and the game
# screen finally prints its viewWillDisappear and viewDidDisappear.
> launch target-nav
applicationDidFinishLaunching
willConnectTo
sceneWillEnterForeground
loadView [uncertain]
viewDidLoad [uncertain]
viewWillAppear [uncertain]
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
sceneWillResignActive [uncertain]
sceneDidEnterBackground [uncertain]
note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book
# An app whose book prints nothing prints nothing in this style.
> launch todo
# trace filters: the scene delegate's lines go with the scene channel, the screens' with lifecycle.
> launch target
error: launch ignored: To-Do Manager is running and scenelab runs one app at a time; type `kill` first
> trace scene off
> home
> open
> trace scene on
> trace lifecycle off
> kill
note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book
> trace lifecycle on
