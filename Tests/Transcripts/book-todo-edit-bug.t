# `book as-written` plays the To-Do Manager's «Изменить» closure as printed: the edited task is
# written back into the section it was swiped in (tasks[taskType]![indexPath.row]), so a
# task whose type changed stays under the old header, saved with its new type (`explain
# todo-edit-bug`); as printed, the relaunch then wipes the list (viewDidLoad's leftover
# loadTasks(), `explain todo-wipe-bug`). Then `book fixed` (the default) moves it.
> book as-written
  apps run the books' code as printed, bugs included (book as-written)
> trace none
> launch
  note: book as-written: setTasks changed tasks 2 times (an empty section per type, then one append per task), and each time its didSet saved the whole list (`explain book-load`)
  note: book as-written: viewDidLoad still calls loadTasks() (Listing 13.4, 000:L10557–10562; no later listing removes it): each tasks[type] = [] saved through didSet, so the store was empty when it was read, and the list has 0 tasks (`explain todo-wipe-bug`)
> task add Milk
  note: added task 1: Milk
> task add Cat --important
  note: added task 1: Cat
> trace default
> swipe 1 edit
  TaskEditController#1 init(coder:)
  TaskEditController#1 awakeFromNib()
  TaskEditController#1 loadView()
  TaskEditController#1 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  TaskEditController#1 viewWillAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)
  TaskEditController#1 viewDidAppear(animated: true)
> tap type
  TaskTypeController#1 init(coder:)
  TaskTypeController#1 awakeFromNib()
  TaskEditController#1 prepare(for: "toTaskTypeScreen")
  TaskTypeController#1 loadView()
  TaskTypeController#1 viewDidLoad()
  TaskEditController#1 viewWillDisappear(animated: true)
  TaskTypeController#1 viewWillAppear(animated: true)
  TaskEditController#1 viewDidDisappear(animated: true)
  TaskTypeController#1 viewDidAppear(animated: true)
> tap 2
  TaskTypeController#1 viewWillDisappear(animated: true)
  TaskEditController#1 viewWillAppear(animated: true)
  TaskTypeController#1 viewDidDisappear(animated: true)
  TaskEditController#1 viewDidAppear(animated: true)
  TaskTypeController#1 deinit
> tap save
  note: task 1 changed: Cat
  note: book as-written: the book's closure wrote Cat back into Important (tasks[taskType]![row]): it stays there though its type is now normal, and is saved so; the store holds its new type (`explain todo-edit-bug`)
  TaskEditController#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)
  TaskEditController#1 viewDidDisappear(animated: true)
  TaskListController#1 viewDidAppear(animated: true)
  TaskEditController#1 deinit
> screen
  [Edit]   Задачи   [+]
  ─────────────────────
  Важные
    1. ○ Cat
  Текущие
    2. ○ Milk
  (also: swipe ROW edit|delete, edit-mode on)
> task list
  1. ○ Cat  [normal, planned]
  2. ○ Milk  [normal, planned]
> trace none
> kill
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: book as-written: sceneDidDisconnect as the book says (always called on a swipe-away; its line may be missing from the console); the logs of an iPhone swipe-kill (S17, S18) show none: uncertain (`explain kill`)
> launch
  note: book as-written: setTasks changed tasks 4 times (an empty section per type, then one append per task), and each time its didSet saved the whole list (`explain book-load`)
  note: book as-written: viewDidLoad still calls loadTasks() (Listing 13.4, 000:L10557–10562; no later listing removes it): each tasks[type] = [] saved through didSet, so the store was empty when it was read, and the list has 0 tasks (`explain todo-wipe-bug`)
> task list
  (no tasks)
> kill
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: book as-written: sceneDidDisconnect as the book says (always called on a swipe-away; its line may be missing from the console); the logs of an iPhone swipe-kill (S17, S18) show none: uncertain (`explain kill`)
> book fixed
  apps run scenelab's fixed code (book fixed); `book as-written` plays the books' code as printed
> defaults delete com.example.ToDoManager
> launch
> task add Milk
  note: added task 1: Milk
> task add Cat --important
  note: added task 1: Cat
> swipe 1 edit
> tap type
> tap 2
> tap save
  note: task 2 changed: Cat
> screen
  [Edit]   Tasks   [+]
  ────────────────────
  Important
    —
  Current
    1. ○ Milk
    2. ○ Cat
  (also: swipe ROW edit|delete, edit-mode on)
