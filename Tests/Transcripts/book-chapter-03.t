# Usov, chapter 3 (`book chapter 3`): the screens print their lifecycle methods (Listings 3.2,
# 3.6, 3.8–3.11); the delegates print nothing yet. Launch (Fig 3.19, 000:L2298–2304), variant 2's
# present and dismiss (000:L2554–2566), the cached instance (000:L2587–2589), and variant 3's
# push and pop in a navigation controller (000:L2666–2688). Lines marked [uncertain] are calls
# whose moment the sources leave open; the book's text is before the mark. Notes go to
# standard error.
> book chapter 3
  the books' apps play chapter 3's code, as its reader has it at the chapter's end (book chapter 3); `book chapter all` plays the finished apps
> trace style usov
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
> tap back
viewWillDisappear SecondViewController
viewDidDisappear SecondViewController
> tap present-cached
loadView SecondViewController
viewDidLoad SecondViewController
viewWillAppear SecondViewController
viewDidAppear SecondViewController
> tap back
viewWillDisappear SecondViewController
viewDidDisappear SecondViewController
> tap present-cached
viewWillAppear SecondViewController
viewDidAppear SecondViewController
> tap back
viewWillDisappear SecondViewController
viewDidDisappear SecondViewController
> kill
note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book
> launch target-nav
loadView [uncertain]
viewDidLoad [uncertain]
viewWillAppear [uncertain]
viewDidAppear
> tap about
loadView SecondViewController
viewDidLoad SecondViewController
viewWillDisappear
viewWillAppear SecondViewController
viewDidDisappear
viewDidAppear SecondViewController
> pop
viewWillDisappear SecondViewController
viewWillAppear
viewDidDisappear SecondViewController
viewDidAppear
