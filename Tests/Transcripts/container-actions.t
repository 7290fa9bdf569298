# `screen` and `actions` offer what a container itself can do: a tab bar's
# other tabs (and draws the bar), an expanded split view's primary column in
# portrait, a page view controller's neighbours and its page dots. Nothing here is an
# order of calls: only what is offered.
> trace none
> launch tabs
> screen
  FirstViewController
  ────────────────────
  tab bar: [1 FirstViewController#1]  2 SecondViewController#1
> actions
  tab 2
> tab 2
> screen
  SecondViewController
  ────────────────────
  tab bar: 1 FirstViewController#1  [2 SecondViewController#1]
> actions
  tab 1
> kill
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book
> device ipad
  iPad, portrait (width regular, height regular)
> launch split
> actions
  show-primary
> show-primary
> actions
  hide-primary
> rotate landscape
  note: the iPad turns to landscape: (1194.0, 834.0), width regular, height regular (the size classes stay)
> actions
  (nothing to tap on SecondaryViewController)
> kill
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
> device iphone
  iPhone, landscape (width compact, height compact)
> launch pages
  note: UIPageViewController#1's viewDidLoad (the app's code) calls setViewControllers([WelcomePageViewController()], direction: .forward, animated: false)
> screen
  WelcomePageViewController
  ─────────────────────────
  page 1 of 3   ● ○ ○
> actions
  page next
  page set N (1 to 3)
> page next
  note: the data source returns nil: page 1 is the first page
> page next
  note: the data source returns nil: page 3 is the last page
> screen
  GetStartedPageViewController
  ────────────────────────────
  page 3 of 3   ○ ○ ●
> actions
  page previous
  page set N (1 to 3)
