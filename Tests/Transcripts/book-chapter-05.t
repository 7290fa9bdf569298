# Usov, chapter 5 (`book chapter 5`): the app delegate prints applicationDidFinishLaunching
# (Listing 5.1) and the scene delegate its methods (5.2–5.7); the chapter ends with the window
# built in willConnectTo (Listing 5.8), which prints sceneWillConnectTo first (000:L3839), from a
# storyboard whose entry point the exercise before removed, so UIKit logs its error, which
# changes nothing (000:L3915–3916). Then the four-step experiment (000:L3705–3725): launch,
# Home, back, the switcher and a swipe away. Lines marked [uncertain]: the sources leave their
# moment open (`explain kill` for the swipe away); notes go to standard error.
> book chapter 5
  the books' apps play chapter 5's code, as its reader has it at the chapter's end (book chapter 5); `book chapter all` plays the finished apps
> trace style usov
> launch target
applicationDidFinishLaunching
note: UIKit logs roughly: Failed to instantiate the default view controller for UIMainStoryboardFile 'Main' - perhaps the designated entry point is not set? [uncertain] The storyboard has no entry point, and scene(_:willConnectTo:options:) builds the window itself: the error changes nothing (Usov, ch. 5).
sceneWillConnectTo
loadView [uncertain]
viewDidLoad [uncertain]
viewWillAppear [uncertain]
sceneWillEnterForeground
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
# Fig 5.4 (000:L3441–3443): with the scene delegate's lines filtered out.
> trace scene off
> launch target
applicationDidFinishLaunching
note: UIKit logs roughly: Failed to instantiate the default view controller for UIMainStoryboardFile 'Main' - perhaps the designated entry point is not set? [uncertain] The storyboard has no entry point, and scene(_:willConnectTo:options:) builds the window itself: the error changes nothing (Usov, ch. 5).
loadView [uncertain]
viewDidLoad [uncertain]
viewWillAppear [uncertain]
viewDidAppear
> kill
note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book
