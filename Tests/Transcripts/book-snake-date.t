# `book as-written` plays the Snake course's records screen as printed: dateFormatter.dateFormat =
# ".short" is a format pattern, not the date style it meant, so each date label is empty
# (uncertain: `explain book-date`). `book fixed` (the default) shows the date and time in UTC.
> book as-written
  apps run the books' code as printed, bugs included (book as-written)
> trace none
> launch snake
> tap start
  note: prepare(for:sender:): destination.delegate = self (weak var delegate: GameViewControllerDelegate?)
  note: viewDidLoad: GameScene(size: view.bounds.size), scene.gameDelegate = self
> tap wall
  note: added record 1: score 0
> tap results
  note: book as-written: the course's dateFormatter.dateFormat = ".short" is a format pattern, not a date style: 'o' and 't' are no pattern letters, so each date label stays empty (uncertain; `explain book-date`)
> screen
  Рекорды
  ────────────────────
    1.  — 0
  [Заккрыть] ‹close›
> tap close
> kill
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: book as-written: sceneDidDisconnect as the book says (always called on a swipe-away; its line may be missing from the console); the logs of an iPhone swipe-kill (S17, S18) show none: uncertain (`explain kill`)
> book fixed
  apps run scenelab's fixed code (book fixed); `book as-written` plays the books' code as printed
> launch snake
> tap results
> screen
  Records
  ────────────────────
    1. 2026-01-01 09:00:04 +0000 — 0
  [Close]
