# Rotating an iPhone (anchor §1h): the height size class changes, so willTransition(to:with:),
# then viewWillTransition(to:with:) for the new size, then inside the animation
# traitCollectionDidChange(_:) and a layout pass, each parent before child. No appearance calls.
# Lines marked [uncertain]: the sources leave their order open; `explain` on the command names them.
> trace none
> launch
> trace default
> rotate landscape
  note: the iPhone turns to landscape: (852.0, 393.0), width compact, height compact (a size class changed)
> trace traits on
> trace layout on
> rotate portrait
  note: the iPhone turns to portrait: (393.0, 852.0), width compact, height regular (a size class changed)
  UINavigationController#1 willTransition(to: UITraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular))
  TaskListController#1 willTransition(to: UITraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular))
  UINavigationController#1 viewWillTransition(to: (393.0, 852.0))
  TaskListController#1 viewWillTransition(to: (393.0, 852.0))
  UINavigationController#1 traitCollectionDidChange(_:)
  TaskListController#1 traitCollectionDidChange(_:)
  UINavigationController#1 viewWillLayoutSubviews() [uncertain]
  UINavigationController#1 viewDidLayoutSubviews() [uncertain]
  TaskListController#1 viewWillLayoutSubviews() [uncertain]
  TaskListController#1 viewDidLayoutSubviews() [uncertain]
# Without an orientation, rotate turns the device the other way (the same calls, shown above).
> trace default
> rotate
  note: the iPhone turns to landscape: (852.0, 393.0), width compact, height compact (a size class changed)
> device
  iPhone, landscape (width compact, height compact)
