# To-Do Manager: tap a planned task to complete it (didSelectRowAt, the save, then
# reloadSections); a completed task offers «Не выполнена» on its leading swipe, which makes it
# planned again. Completed tasks sort after planned ones in their section.
> trace none
> launch
> task add Milk
  note: added task 1: Milk
> task add Bread
  note: added task 2: Bread
> trace default
> trace table on
> trace store on
> tap 1
  TaskListController#1 tableView(_:didSelectRowAt: [1, 0])
  note: task 1 completed: Milk
  com.example.ToDoManager set(_:forKey: "tasks")
  TaskListController#1 reloadSections(sections: 1)
  TaskListController#1 tableView(_:numberOfRowsInSection: 1)
  TaskListController#1 tableView(_:cellForRowAt: [1, 0], dequeue: "taskCellStack")
  TaskListController#1 tableView(_:cellForRowAt: [1, 1], dequeue: "taskCellStack")
> screen
  [Edit]   Tasks   [+]
  ────────────────────
  Important
    —
  Current
    1. ○ Bread
    2. ◉ Milk
  (also: swipe ROW edit|delete|undone, edit-mode on)
> tap 2
  TaskListController#1 tableView(_:didSelectRowAt: [1, 1])
  TaskListController#1 deselectRow(at:animated:)
  note: Milk is already completed: tapping it only clears the highlight
> swipe 2 undone
  note: task 2 planned again: Milk
  com.example.ToDoManager set(_:forKey: "tasks")
  TaskListController#1 reloadSections(sections: 1)
  TaskListController#1 tableView(_:numberOfRowsInSection: 1)
  TaskListController#1 tableView(_:cellForRowAt: [1, 0], dequeue: "taskCellStack")
  TaskListController#1 tableView(_:cellForRowAt: [1, 1], dequeue: "taskCellStack")
> screen
  [Edit]   Tasks   [+]
  ────────────────────
  Important
    —
  Current
    1. ○ Bread
    2. ○ Milk
  (also: swipe ROW edit|delete, edit-mode on)
> actions
  tap edit
  tap +
  tap ROW (1 to 2)
  swipe 1 edit
  swipe 1 delete
  swipe 2 edit
  swipe 2 delete
  edit-mode on
