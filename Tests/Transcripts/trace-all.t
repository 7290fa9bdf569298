# `trace all` shows every channel: containment, the navigation delegate, viewIsAppearing,
# layout passes and memory calls around the same push.
# Lines marked [uncertain]: the sources leave their order open; `explain` on the command names them.
> trace none
> launch
> trace all
> push DetailController
  note: DetailController is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  DetailController#1 init(nibName:bundle:)
  DetailController#1 willMove(toParent: UINavigationController#1)
  DetailController#1 loadView()
  DetailController#1 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  DetailController#1 viewWillAppear(animated: true)
  UINavigationController#1.delegate navigationController(_:willShow: DetailController#1, animated: true) [uncertain]
  DetailController#1 viewIsAppearing(animated: true)
  DetailController#1 viewWillLayoutSubviews()
  DetailController#1 viewDidLayoutSubviews()
  TaskListController#1 viewDidDisappear(animated: true)
  DetailController#1 viewDidAppear(animated: true)
  DetailController#1 didMove(toParent: UINavigationController#1)
  UINavigationController#1.delegate navigationController(_:didShow: DetailController#1, animated: true) [uncertain]
