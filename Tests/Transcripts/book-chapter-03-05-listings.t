# Usov, chapters 3 and 5 listing by listing (`book chapter N.M`): Listing 3.2's viewDidLoad
# alone (Fig 3.3, 000:L1693–1703), loadView from 3.6, the appear calls from 3.8–3.9, the
# disappear calls from 3.10 (000:L2020–2141); the delegates' prints one listing each (5.1–5.7,
# 000:L3426–3697), and the window built in code with `sceneWillConnectTo` only from Listing
# 5.8 (000:L3834–3839). Lines marked [uncertain] are calls whose moment the sources leave
# open; notes go to standard error.
> trace style usov
> book chapter 3.2
  the books' apps play chapter 3's code, as its reader has it up to Listing 3.2 (book chapter 3.2); `book chapter all` plays the finished apps
> launch target
viewDidLoad [uncertain]
> kill
note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book
> book chapter 3.9
  the books' apps play chapter 3's code, as its reader has it up to Listing 3.9 (book chapter 3.9); `book chapter all` plays the finished apps
> launch target-nav
loadView [uncertain]
viewDidLoad [uncertain]
viewWillAppear [uncertain]
viewDidAppear
> tap about
> kill
note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book
> book chapter 3.10
  the books' apps play chapter 3's code, as its reader has it up to Listing 3.10 (book chapter 3.10); `book chapter all` plays the finished apps
> launch target-nav
loadView [uncertain]
viewDidLoad [uncertain]
viewWillAppear [uncertain]
viewDidAppear
> tap about
viewWillDisappear
viewDidDisappear
> kill
note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book
> book chapter 5.4
  the books' apps play chapter 5's code, as its reader has it up to Listing 5.4 (book chapter 5.4); `book chapter all` plays the finished apps
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
> kill
note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book
> book chapter 5.8
  the books' apps play chapter 5's code, as its reader has it up to Listing 5.8 (book chapter 5.8); `book chapter all` plays the finished apps
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
