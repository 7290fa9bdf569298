# `screen` and `actions` offer what a container itself can do: a tab bar's
# other tabs (and draws the bar), an expanded split view's primary column in
# portrait. Nothing here is an order of calls: only what is offered.
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
