# Rotating an iPad: the window's size changes but both size classes stay regular, so only
# viewWillTransition(to:with:) and layout; no willTransition(to:with:), no traitCollectionDidChange.
# Lines marked [uncertain]: the sources leave their order open; `explain` on the command names them.
> device ipad
  iPad, portrait (width regular, height regular)
> trace none
> launch
> trace default
> trace traits on
> trace layout on
> rotate landscape
  note: the iPad turns to landscape: (1194.0, 834.0), width regular, height regular (the size classes stay)
  UINavigationController#1 viewWillTransition(to: (1194.0, 834.0))
  TaskListController#1 viewWillTransition(to: (1194.0, 834.0))
  UINavigationController#1 viewWillLayoutSubviews() [uncertain]
  UINavigationController#1 viewDidLayoutSubviews() [uncertain]
  TaskListController#1 viewWillLayoutSubviews() [uncertain]
  TaskListController#1 viewDidLayoutSubviews() [uncertain]
> rotate portrait
  note: the iPad turns to portrait: (834.0, 1194.0), width regular, height regular (the size classes stay)
  UINavigationController#1 viewWillTransition(to: (834.0, 1194.0))
  TaskListController#1 viewWillTransition(to: (834.0, 1194.0))
  UINavigationController#1 viewWillLayoutSubviews() [uncertain]
  UINavigationController#1 viewDidLayoutSubviews() [uncertain]
  TaskListController#1 viewWillLayoutSubviews() [uncertain]
  TaskListController#1 viewDidLayoutSubviews() [uncertain]
