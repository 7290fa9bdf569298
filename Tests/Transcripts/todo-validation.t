# To-Do Manager: saving an empty or blank title shows an alert and saves nothing (the book
# left this as an exercise). The alert is presented over the editor, which gets no calls.
> trace none
> launch
> trace default
> tap +
  TaskEditController#1 init(coder:)
  TaskEditController#1 awakeFromNib()
  TaskListController#1 prepare(for: "toCreateScreen")
  TaskEditController#1 loadView()
  TaskEditController#1 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  TaskEditController#1 viewWillAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)
  TaskEditController#1 viewDidAppear(animated: true)
> type title '   '
> tap save
  note: scenelab's fixed code refuses an empty title with an alert, the check the book leaves as an exercise (000:L12277–12283); `book as-written` saves it
  UIAlertController#1 init(nibName:bundle:)
  UIAlertController#1 loadView()
  UIAlertController#1 viewDidLoad()
  UIAlertController#1 viewWillAppear(animated: true)
  UIAlertController#1 viewDidAppear(animated: true)
> screen
  The task has no title
  ─────────────────────
  Type a title to save the task
  [OK]
> tap ok
  UIAlertController#1 viewWillDisappear(animated: true)
  UIAlertController#1 viewDidDisappear(animated: true)
  UIAlertController#1 deinit
> type title Walk the dog
> tap save
  note: added task 1: Walk the dog
  TaskEditController#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)
  TaskEditController#1 viewDidDisappear(animated: true)
  TaskListController#1 viewDidAppear(animated: true)
  TaskEditController#1 deinit
> task list
  1. ○ Walk the dog  [normal, planned]
