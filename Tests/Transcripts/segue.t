# segue ID: performSegue(withIdentifier:sender:) from the top controller. The destination is
# instantiated from the storyboard (init(coder:), awakeFromNib), the source's prepare(for:sender:)
# runs before the destination loads, then a Show segue pushes inside a navigation controller.
> trace none
> launch
> trace default
> segue toCreateScreen
  TaskEditController#1 init(coder:)
  TaskEditController#1 awakeFromNib()
  TaskListController#1 prepare(for: "toCreateScreen")
  TaskEditController#1 loadView()
  TaskEditController#1 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  TaskEditController#1 viewWillAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)
  TaskEditController#1 viewDidAppear(animated: true)
> segue nope
error: segue nope: TaskEditController#1 has no segue with that identifier; its segues are toTaskTypeScreen
> segue toTaskTypeScreen
  TaskTypeController#1 init(coder:)
  TaskTypeController#1 awakeFromNib()
  TaskEditController#1 prepare(for: "toTaskTypeScreen")
  TaskTypeController#1 loadView()
  TaskTypeController#1 viewDidLoad()
  TaskEditController#1 viewWillDisappear(animated: true)
  TaskTypeController#1 viewWillAppear(animated: true)
  TaskEditController#1 viewDidDisappear(animated: true)
  TaskTypeController#1 viewDidAppear(animated: true)
> tap 1
  TaskTypeController#1 viewWillDisappear(animated: true)
  TaskEditController#1 viewWillAppear(animated: true)
  TaskTypeController#1 viewDidDisappear(animated: true)
  TaskEditController#1 viewDidAppear(animated: true)
  TaskTypeController#1 deinit
> tap back
  TaskEditController#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)
  TaskEditController#1 viewDidDisappear(animated: true)
  TaskListController#1 viewDidAppear(animated: true)
  TaskEditController#1 deinit
