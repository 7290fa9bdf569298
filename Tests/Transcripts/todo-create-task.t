# To-Do Manager: create a task through the UI. "+" performs the segue toCreateScreen
# (init(coder:), awakeFromNib, prepare(for:sender:), then a push); «Сохранить» calls the
# doAfterEdit closure, whose body appends the task, saves the whole list to the store and
# reloads the table (the data source calls), and only then pops.
# Lines marked [uncertain]: the sources leave their order open; `explain` on the command names them.
> trace none
> launch
> trace default
> trace delegate on
> trace store on
> trace table on
> screen
  [Edit]   Tasks   [+]
  ────────────────────
  Important
    —
  Current
    —
  (also: edit-mode on)
> tap +
  TaskEditController#1 init(coder:)
  TaskEditController#1 awakeFromNib()
  TaskListController#1 prepare(for: "toCreateScreen")
  TaskEditController#1 loadView()
  TaskEditController#1 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  TaskEditController#1 viewWillAppear(animated: true)
  UINavigationController#1.delegate navigationController(_:willShow: TaskEditController#1, animated: true) [uncertain]
  TaskListController#1 viewDidDisappear(animated: true)
  TaskEditController#1 viewDidAppear(animated: true)
  UINavigationController#1.delegate navigationController(_:didShow: TaskEditController#1, animated: true) [uncertain]
> screen
  < Tasks   Task   [Save]
  ───────────────────────
  Title: (Enter a task)   ‹title›
  Completed: [off]   ‹status›
    1. Task type — Current  >
> type title Buy milk
> tap save
  TaskEditController#1 doAfterEdit(title: "Buy milk", type: "normal", status: "planned")
  note: added task 1: Buy milk
  com.example.ToDoManager set(_:forKey: "tasks")
  TaskListController#1 reloadData()
  TaskListController#1 numberOfSections(in:)
  TaskListController#1 tableView(_:numberOfRowsInSection: 0)
  TaskListController#1 tableView(_:titleForHeaderInSection: 0) [uncertain]
  TaskListController#1 tableView(_:numberOfRowsInSection: 1)
  TaskListController#1 tableView(_:titleForHeaderInSection: 1) [uncertain]
  TaskListController#1 tableView(_:cellForRowAt: [1, 0], dequeue: "taskCellStack")
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
    —
  Current
    1. ○ Buy milk
  (also: swipe ROW edit|delete, edit-mode on)
> task list
  1. ○ Buy milk  [normal, planned]
> defaults read tasks
  (
      {
          status = planned;
          title = "Buy milk";
          type = normal;
      }
  )
