# The CS193p iPad log D2: turning to portrait hides the primary. Its viewWillDisappear comes
# first, then every column hears its new size (the hiding primary too), the layout, the
# primary's layout last, then its viewDidDisappear; animated is false. Turning back mirrors it
# (not logged, uncertain).
> device ipad
  iPad, portrait (width regular, height regular)
> rotate landscape
  note: the iPad turns to landscape; no app runs to hear it
> trace none
> launch split
> trace lifecycle on
> trace traits on
> trace layout on
> rotate portrait
  note: the iPad turns to portrait: (834.0, 1194.0), width regular, height regular (the size classes stay)
  PrimaryViewController#1 viewWillDisappear(animated: false) [uncertain]
  UISplitViewController#1 viewWillTransition(to: (834.0, 1194.0))
  UINavigationController#1 viewWillTransition(to: (320.0, 1194.0))
  PrimaryViewController#1 viewWillTransition(to: (320.0, 1194.0))
  UINavigationController#2 viewWillTransition(to: (834.0, 1194.0))
  SecondaryViewController#1 viewWillTransition(to: (834.0, 1194.0))
  UISplitViewController#1 viewWillLayoutSubviews() [uncertain]
  UISplitViewController#1 viewDidLayoutSubviews() [uncertain]
  UINavigationController#2 viewWillLayoutSubviews() [uncertain]
  UINavigationController#2 viewDidLayoutSubviews() [uncertain]
  SecondaryViewController#1 viewWillLayoutSubviews() [uncertain]
  SecondaryViewController#1 viewDidLayoutSubviews() [uncertain]
  UINavigationController#1 viewWillLayoutSubviews() [uncertain]
  UINavigationController#1 viewDidLayoutSubviews() [uncertain]
  PrimaryViewController#1 viewWillLayoutSubviews() [uncertain]
  PrimaryViewController#1 viewDidLayoutSubviews() [uncertain]
  PrimaryViewController#1 viewDidDisappear(animated: false) [uncertain]
> rotate landscape
  note: the iPad turns to landscape: (1194.0, 834.0), width regular, height regular (the size classes stay)
  PrimaryViewController#1 viewWillAppear(animated: false) [uncertain]
  UISplitViewController#1 viewWillTransition(to: (1194.0, 834.0))
  UINavigationController#1 viewWillTransition(to: (320.0, 834.0))
  PrimaryViewController#1 viewWillTransition(to: (320.0, 834.0))
  UINavigationController#2 viewWillTransition(to: (873.5, 834.0))
  SecondaryViewController#1 viewWillTransition(to: (873.5, 834.0))
  UISplitViewController#1 viewWillLayoutSubviews() [uncertain]
  UISplitViewController#1 viewDidLayoutSubviews() [uncertain]
  UINavigationController#2 viewWillLayoutSubviews() [uncertain]
  UINavigationController#2 viewDidLayoutSubviews() [uncertain]
  SecondaryViewController#1 viewWillLayoutSubviews() [uncertain]
  SecondaryViewController#1 viewDidLayoutSubviews() [uncertain]
  UINavigationController#1 viewWillLayoutSubviews() [uncertain]
  UINavigationController#1 viewDidLayoutSubviews() [uncertain]
  PrimaryViewController#1 viewWillLayoutSubviews() [uncertain]
  PrimaryViewController#1 viewDidLayoutSubviews() [uncertain]
  PrimaryViewController#1 viewDidAppear(animated: false) [uncertain]
