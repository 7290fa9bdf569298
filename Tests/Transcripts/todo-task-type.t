# To-Do Manager: change a task's type through TaskTypeController. Tapping the type row
# performs toTaskTypeScreen; choosing a type calls doAfterTypeSelected and pops back to the
# editor, which was never reloaded: it only appears again.
# Lines marked [uncertain]: the sources leave their order open; `explain` on the command names them.
> trace none
> launch
> task add 'Call mom'
  note: added task 1: Call mom
> trace default
> trace delegate on
> swipe 1 edit
  TaskListController#1 UIContextualAction handler(title: "Edit")
  TaskEditController#1 init(coder:)
  TaskEditController#1 awakeFromNib()
  TaskEditController#1 loadView()
  TaskEditController#1 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  TaskEditController#1 viewWillAppear(animated: true)
  UINavigationController#1.delegate navigationController(_:willShow: TaskEditController#1, animated: true) [uncertain]
  TaskListController#1 viewDidDisappear(animated: true)
  TaskEditController#1 viewDidAppear(animated: true)
  UINavigationController#1.delegate navigationController(_:didShow: TaskEditController#1, animated: true) [uncertain]
> tap type
  TaskTypeController#1 init(coder:)
  TaskTypeController#1 awakeFromNib()
  TaskEditController#1 prepare(for: "toTaskTypeScreen")
  TaskTypeController#1 loadView()
  TaskTypeController#1 viewDidLoad()
  TaskEditController#1 viewWillDisappear(animated: true)
  TaskTypeController#1 viewWillAppear(animated: true)
  UINavigationController#1.delegate navigationController(_:willShow: TaskTypeController#1, animated: true) [uncertain]
  TaskEditController#1 viewDidDisappear(animated: true)
  TaskTypeController#1 viewDidAppear(animated: true)
  UINavigationController#1.delegate navigationController(_:didShow: TaskTypeController#1, animated: true) [uncertain]
> screen
  < Task   Task type
  ────────────────────
    1. Important — Tasks of this type come first. All important tasks are shown at the very top of the list
    2. Current — A task with the usual priority  ✓
> tap 1
  TaskTypeController#1 doAfterTypeSelected(type: "important")
  TaskTypeController#1 viewWillDisappear(animated: true)
  TaskEditController#1 viewWillAppear(animated: true)
  UINavigationController#1.delegate navigationController(_:willShow: TaskEditController#1, animated: true) [uncertain]
  TaskTypeController#1 viewDidDisappear(animated: true)
  TaskEditController#1 viewDidAppear(animated: true)
  UINavigationController#1.delegate navigationController(_:didShow: TaskEditController#1, animated: true) [uncertain]
  TaskTypeController#1 deinit
> screen
  < Tasks   Task   [Save]
  ───────────────────────
  Title: Call mom   ‹title›
  Completed: [off]   ‹status›
    1. Task type — Important  >
> tap save
  TaskEditController#1 doAfterEdit(title: "Call mom", type: "important", status: "planned")
  note: task 1 changed: Call mom
  TaskEditController#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)
  UINavigationController#1.delegate navigationController(_:willShow: TaskListController#1, animated: true) [uncertain]
  TaskEditController#1 viewDidDisappear(animated: true)
  TaskListController#1 viewDidAppear(animated: true)
  UINavigationController#1.delegate navigationController(_:didShow: TaskListController#1, animated: true) [uncertain]
  TaskEditController#1 deinit
> screen
  [Edit]   Tasks   [+]
  ────────────────────
  Important
    1. ○ Call mom
  Current
    —
  (also: swipe ROW edit|delete, edit-mode on)
