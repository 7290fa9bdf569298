# A controller out of the window during a trait change (below the top of the stack) hears of it
# when it comes back, just before viewWillAppear; one source says so, hence uncertain (anchor §1h).
> trace none
> launch
> push DetailController
  note: DetailController is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
> trace default
> trace traits on
> rotate landscape
  note: the iPhone turns to landscape: (852.0, 393.0), width compact, height compact (a size class changed)
  UINavigationController#1 willTransition(to: UITraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact))
  DetailController#1 willTransition(to: UITraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact))
  UINavigationController#1 viewWillTransition(to: (852.0, 393.0))
  DetailController#1 viewWillTransition(to: (852.0, 393.0))
  UINavigationController#1 traitCollectionDidChange(_:)
  DetailController#1 traitCollectionDidChange(_:)
> pop
  DetailController#1 viewWillDisappear(animated: true)
  TaskListController#1 traitCollectionDidChange(_:) [uncertain]
  TaskListController#1 viewWillAppear(animated: true)
  DetailController#1 viewDidDisappear(animated: true)
  TaskListController#1 viewDidAppear(animated: true)
  DetailController#1 deinit
# Rotating back while it is on screen: it hears of the change with the others, once.
> rotate portrait
  note: the iPhone turns to portrait: (393.0, 852.0), width compact, height regular (a size class changed)
  UINavigationController#1 willTransition(to: UITraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular))
  TaskListController#1 willTransition(to: UITraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular))
  UINavigationController#1 viewWillTransition(to: (393.0, 852.0))
  TaskListController#1 viewWillTransition(to: (393.0, 852.0))
  UINavigationController#1 traitCollectionDidChange(_:)
  TaskListController#1 traitCollectionDidChange(_:)
