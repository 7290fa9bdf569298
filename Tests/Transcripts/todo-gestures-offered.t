# A gesture the top screen does not offer is an error naming the ones it does.
> trace none
> launch
> task add Milk
  note: added task 1: Milk
> trace default
> tap 5
error: tap 5: there is no row 5; the only row is 1
> swipe 1 undone
error: swipe 1 undone: Tasks does not offer that; it offers tap edit, tap +, tap 1, swipe 1 edit, swipe 1 delete, edit-mode on
> toggle status
error: toggle status: Tasks does not offer that; it offers tap edit, tap +, tap 1, swipe 1 edit, swipe 1 delete, edit-mode on
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
> tap Delete
error: tap Delete: Task does not offer that; it offers tap back, tap save, tap 1, type title TEXT, toggle status
> actions
  tap back
  tap save
  tap 1
  type title TEXT
  toggle status
> tap back
  TaskEditController#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)
  TaskEditController#1 viewDidDisappear(animated: true)
  TaskListController#1 viewDidAppear(animated: true)
  TaskEditController#1 deinit
> tap back
error: tap back: Tasks does not offer that; it offers tap edit, tap +, tap 1, swipe 1 edit, swipe 1 delete, edit-mode on
