# Pushing the same class after a pop makes a new instance (#2), which loads its view again:
# moving forward always loads the scene anew (the book, chapter 3).
# Launch quietly (launch.t shows the launch itself).
> trace none
> launch
> trace default
> push TaskEditController
  TaskEditController#1 init(nibName:bundle:)
  TaskEditController#1 loadView()
  TaskEditController#1 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  TaskEditController#1 viewWillAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)
  TaskEditController#1 viewDidAppear(animated: true)
> pop
  TaskEditController#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)
  TaskEditController#1 viewDidDisappear(animated: true)
  TaskListController#1 viewDidAppear(animated: true)
  TaskEditController#1 deinit
> push TaskEditController
  TaskEditController#2 init(nibName:bundle:)
  TaskEditController#2 loadView()
  TaskEditController#2 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  TaskEditController#2 viewWillAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)
  TaskEditController#2 viewDidAppear(animated: true)
> objects
  UINavigationController#1  held by the window of scene 1
  TaskListController#1      held by UINavigationController#1.viewControllers
  TaskEditController#2      held by UINavigationController#1.viewControllers
