# To-Do Manager: Edit/Done, delete and move. Moving a row to the other section changes the
# task's type (the book's latent bug, where sorting made the type land on another task, is
# fixed: the moved task takes the new type).
# Lines marked [uncertain]: the sources leave their order open; `explain` on the command names them.
> trace none
> launch
> task add Milk
  note: added task 1: Milk
> task add Cat --important
  note: added task 1: Cat
> task add Keys --completed
  note: added task 3: Keys
> trace default
> trace table on
> delete 1
error: delete: turn edit mode on first (`edit-mode on`), or swipe the row: `swipe 1 delete`
> edit-mode on
  TaskListController#1 setEditing(editing: true, animated: true)
> screen
  [Done]   Tasks   [+]
  ────────────────────
  Important
    ⊖ 1. ○ Cat  ≡
  Current
    ⊖ 2. ○ Milk  ≡
    ⊖ 3. ◉ Keys  ≡
  (also: swipe ROW edit|delete|undone, edit-mode off)
> move 3 1 1
  TaskListController#1 tableView(_:moveRowAt: [1, 1], to: [0, 0])
  note: task 3 moved to 2 (Important): Keys
  TaskListController#1 reloadData()
  TaskListController#1 numberOfSections(in:)
  TaskListController#1 tableView(_:numberOfRowsInSection: 0)
  TaskListController#1 tableView(_:titleForHeaderInSection: 0) [uncertain]
  TaskListController#1 tableView(_:numberOfRowsInSection: 1)
  TaskListController#1 tableView(_:titleForHeaderInSection: 1) [uncertain]
  TaskListController#1 tableView(_:cellForRowAt: [0, 0], dequeue: "taskCellStack")
  TaskListController#1 tableView(_:cellForRowAt: [0, 1], dequeue: "taskCellStack")
  TaskListController#1 tableView(_:cellForRowAt: [1, 0], dequeue: "taskCellStack")
> screen
  [Done]   Tasks   [+]
  ────────────────────
  Important
    ⊖ 1. ○ Cat  ≡
    ⊖ 2. ◉ Keys  ≡
  Current
    ⊖ 3. ○ Milk  ≡
  (also: swipe ROW edit|delete|undone, edit-mode off)
> task list
  1. ○ Cat  [important, planned]
  2. ◉ Keys  [important, completed]
  3. ○ Milk  [normal, planned]
> delete 2
  TaskListController#1 tableView(_:commit: .delete, forRowAt: [0, 1])
  note: removed task 2: Keys
  TaskListController#1 deleteRows(at: [0, 1])
> edit-mode off
  TaskListController#1 setEditing(editing: false, animated: true)
> screen
  [Edit]   Tasks   [+]
  ────────────────────
  Important
    1. ○ Cat
  Current
    2. ○ Milk
  (also: swipe ROW edit|delete, edit-mode on)
