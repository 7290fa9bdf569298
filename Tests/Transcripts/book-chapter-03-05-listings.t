# Usov, chapters 3 and 5 listing by listing (`book chapter N.M`): Listing 3.2's viewDidLoad
# alone (Fig 3.3, 000:L1693–1703), loadView from 3.6, the appear calls from 3.8–3.9, the
# disappear calls from 3.10 (000:L2020–2141); the delegates' prints one listing each (5.1–5.7,
# 000:L3426–3697), and the window built in code with `sceneWillConnectTo` only from Listing
# 5.8 (000:L3834–3839). Chapter 3's «О программе» as Listings 3.12–3.16 rewire it
# (000:L2461–2613): an empty action, `SecondViewController()` presented with no storyboard
# scene (an empty sheet), the storyboard's instance whose «Назад» does nothing until 3.15, the
# lazy instance. Lines marked [uncertain] are calls whose moment the sources leave open; notes
# go to standard error.
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
> book chapter 3.12
  the books' apps play chapter 3's code, as its reader has it up to Listing 3.12 (book chapter 3.12); `book chapter all` plays the finished apps
> launch target
loadView [uncertain]
viewDidLoad [uncertain]
viewWillAppear [uncertain]
viewDidAppear
> tap present
note: Listing 3.12: showNextScreen() is empty, so the tap does nothing (the segues are deleted, 000:L2461–2470)
> kill
note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book
> book chapter 3.13
  the books' apps play chapter 3's code, as its reader has it up to Listing 3.13 (book chapter 3.13); `book chapter all` plays the finished apps
> launch target
loadView [uncertain]
viewDidLoad [uncertain]
viewWillAppear [uncertain]
viewDidAppear
> tap present
note: Listing 3.13: SecondViewController() has no storyboard scene, so its view is empty and see-through: the screen only darkens (000:L2490–2491); `swipe-down` and `finish` drag it away
loadView SecondViewController
viewDidLoad SecondViewController
viewWillAppear SecondViewController
viewDidAppear SecondViewController
> screen
  (no title)
  ────────────────────
  (an empty, see-through view: no storyboard scene behind this instance)
> swipe-down
viewWillDisappear SecondViewController
> finish
viewDidDisappear SecondViewController
> kill
note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book
> book chapter 3.14
  the books' apps play chapter 3's code, as its reader has it up to Listing 3.14 (book chapter 3.14); `book chapter all` plays the finished apps
> launch target
loadView [uncertain]
viewDidLoad [uncertain]
viewWillAppear [uncertain]
viewDidAppear
> tap present
loadView SecondViewController
viewDidLoad SecondViewController
viewWillAppear SecondViewController
viewDidAppear SecondViewController
> tap return
note: «Назад» is wired to nothing yet: its segue is deleted and Listing 3.15's dismiss comes next
> kill
note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book
> book chapter 3.16
  the books' apps play chapter 3's code, as its reader has it up to Listing 3.16 (book chapter 3.16); `book chapter all` plays the finished apps
> launch target
loadView [uncertain]
viewDidLoad [uncertain]
viewWillAppear [uncertain]
viewDidAppear
> tap present-cached
loadView SecondViewController
viewDidLoad SecondViewController
viewWillAppear SecondViewController
viewDidAppear SecondViewController
> tap return
viewWillDisappear SecondViewController
viewDidDisappear SecondViewController
> tap present-cached
viewWillAppear SecondViewController
viewDidAppear SecondViewController
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
