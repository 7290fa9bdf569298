# `book as-written` plays the To-Do Manager's moveRowAt as printed: remove, insert, then
# `tasks[taskTypeTo]![destinationIndexPath.row].type = taskTypeTo`, each a change whose
# didSet sorts and saves (three writes). A completed task dropped above a planned one is
# sorted below it, so the type lands on the planned task: the moved task shows in the new
# section but keeps its old type, and a relaunch puts it back (`explain todo-move-bug`).
# `book fixed` (the default) gives the moved task the new type.
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
> task add Keys --completed
  note: added task 3: Keys
> edit-mode on
> trace store on
> move 3 1 1
  com.example.ToDoManager set(_:forKey: "tasks")
  com.example.ToDoManager set(_:forKey: "tasks")
  com.example.ToDoManager set(_:forKey: "tasks")
  note: task 3 moved to 2 (Important): Keys
  note: book as-written: sorting moved Keys away from the drop row, so `.type = important` landed on Cat, the task sorting left at the drop row: Keys shows in Important but keeps the type normal, and is saved so; a relaunch puts it back (`explain todo-move-bug`)
> trace none
> screen
  [Done]   Задачи   [+]
  ─────────────────────
  Важные
    ⊖ 1. ○ Cat  ≡
    ⊖ 2. ◉ Keys  ≡
  Текущие
    ⊖ 3. ○ Milk  ≡
  (also: swipe ROW edit|delete|undone, edit-mode off)
> task list
  1. ○ Cat  [important, planned]
  2. ◉ Keys  [normal, completed]
  3. ○ Milk  [normal, planned]
> kill
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: book as-written: sceneDidDisconnect as the book says (always called on a swipe-away; its line may be missing from the console); the logs of an iPhone swipe-kill (S17, S18) show none: uncertain (`explain kill`)
> launch
  note: book as-written: setTasks changed tasks 5 times (an empty section per type, then one append per task), and each time its didSet saved the whole list (`explain book-load`)
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
> task add Keys --completed
  note: added task 3: Keys
> edit-mode on
> trace store on
> move 3 1 1
  note: task 3 moved to 2 (Important): Keys
  com.example.ToDoManager set(_:forKey: "tasks")
> trace none
> task list
  1. ○ Cat  [important, planned]
  2. ◉ Keys  [important, completed]
  3. ○ Milk  [normal, planned]
