# Lesson 10: Rotation
#
# Notice: turning the device changes sizes and traits; no view disappears or appears, so
# none of the appearance callbacks run. viewWillTransition(to:with:) and the layout calls
# do.

# Set-up: print trait and size callbacks too. Nothing runs yet, so nothing prints.
#: not quizzed
> trace traits on

# Set-up: print the layout callbacks as well.
#: not quizzed
> trace layout on

# With layout traced, launch shows two layout passes each for the navigation controller and
# the list, the parent's first. CS193p lecture: layout calls can repeat with unchanged
# bounds, so keep them cheap (sources: B2, D4). Lines marked [uncertain]: the sources do not
# settle their order.
#: not quizzed
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  UINavigationController#1 viewWillLayoutSubviews()
  UINavigationController#1 viewDidLayoutSubviews()
  UINavigationController#1 viewWillLayoutSubviews()
  UINavigationController#1 viewDidLayoutSubviews()
  TaskListController#1 viewWillLayoutSubviews()
  TaskListController#1 viewDidLayoutSubviews()
  TaskListController#1 viewWillLayoutSubviews()
  TaskListController#1 viewDidLayoutSubviews()
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false)

# First willTransition(to:) with the new traits, then viewWillTransition(to:) with the size,
# then traitCollectionDidChange and layout, each parent before child; no appear or disappear
# (sources: A7). Layout is [uncertain].
> rotate landscape
  note: the iPhone turns to landscape: (852.0, 393.0), width compact, height compact (a size class changed)
  UINavigationController#1 willTransition(to: UITraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact))
  TaskListController#1 willTransition(to: UITraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact))
  UINavigationController#1 viewWillTransition(to: (852.0, 393.0))
  TaskListController#1 viewWillTransition(to: (852.0, 393.0))
  UINavigationController#1 traitCollectionDidChange(_:)
  TaskListController#1 traitCollectionDidChange(_:)
  UINavigationController#1 viewWillLayoutSubviews() [uncertain]
  UINavigationController#1 viewDidLayoutSubviews() [uncertain]
  TaskListController#1 viewWillLayoutSubviews() [uncertain]
  TaskListController#1 viewDidLayoutSubviews() [uncertain]

# Back to portrait: the vertical size class is regular again and the same sequence runs. The
# CS193p lecture says most controllers never need to override viewWillTransition(to:with:).
# Lines marked [uncertain]: the sources do not settle their order.
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
