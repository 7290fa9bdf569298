# A sheet dragged down and let go springs back: viewWillAppear, viewIsAppearing, viewDidAppear
# (anchor §4, the sheet-drag log, iOS 15+; A1: once per appearance). The presenter hears nothing.
> trace none
> launch target
> present M --style page-sheet
  note: M is not a screen of Right on target: simulating it as a plain UIViewController subclass
> trace default
> trace appearing on
> swipe-down
  M#1 viewWillDisappear(animated: true)
> cancel
  M#1 viewWillAppear(animated: true)
  M#1 viewIsAppearing(animated: true)
  M#1 viewDidAppear(animated: true)
> explain sheet-drag-cancel
  A sheet dragged down and let go springs back: viewWillAppear, viewIsAppearing, viewDidAppear.
  The sheet-drag log (velog.io, iOS 15+, anchor §4) shows the three, as A1 documents for every
  appearance; the presenter hears nothing either way (S9).
