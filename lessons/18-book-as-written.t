# Lesson 18: The book's code as written: the To-Do Manager's edit bug, then its fix
#
# Notice: `book as-written` runs the books' listings as printed. The To-Do Manager's
# «Изменить» (Edit) closure writes the edited task back into the section it was swiped in
# (tasks[taskType]![indexPath.row]), so a task whose type changed stays under its old
# header. The store already holds the new type: a relaunch regroups it. Then `book fixed`
# (the default) plays the same steps with the fix: the task moves to its new section.

# Set-up: the book's code, on a fresh device; trace off while the list is filled.
#: not quizzed
> book as-written
  apps run the books' code as printed, bugs included (book as-written)

#: not quizzed
> trace none

#: not quizzed
> launch
  note: book as-written: setTasks changed tasks 2 times (an empty section per type, then one append per task), and each time its didSet saved the whole list (`explain book-load`)

#: not quizzed
> task add Milk
  note: added task 1: Milk

#: not quizzed
> task add Cat --important
  note: added task 1: Cat

#: not quizzed
> trace default

# Swipe Cat (row 1, under Important) and tap Edit: the editor is pushed with Cat's values.
> swipe 1 edit
  TaskEditController#1 init(coder:)
  TaskEditController#1 awakeFromNib()
  TaskEditController#1 loadView()
  TaskEditController#1 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  TaskEditController#1 viewWillAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)
  TaskEditController#1 viewDidAppear(animated: true)

# Open the type list and pick Current (row 2): the list pops back to the editor.
#: not quizzed
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

#: not quizzed
> tap 2
  TaskTypeController#1 viewWillDisappear(animated: true)
  TaskEditController#1 viewWillAppear(animated: true)
  TaskTypeController#1 viewDidDisappear(animated: true)
  TaskEditController#1 viewDidAppear(animated: true)
  TaskTypeController#1 deinit

# Save: the editor pops, and the book's closure writes Cat back into row 1 of the OLD
# section.
> tap save
  note: task 1 changed: Cat
  note: book as-written: the book's closure wrote Cat back into Important (tasks[taskType]![row]): it stays there though its type is now normal, and is saved so; a relaunch regroups it (`explain todo-edit-bug`)
  TaskEditController#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)
  TaskEditController#1 viewDidDisappear(animated: true)
  TaskListController#1 viewDidAppear(animated: true)
  TaskEditController#1 deinit

# The screen after the save: Cat under the old header, saved with its new type.
#: not quizzed
> screen
  [Edit]   Tasks   [+]
  ────────────────────
  Important
    1. ○ Cat
  Current
    2. ○ Milk
  (also: swipe ROW edit|delete, edit-mode on)

# Relaunch: the tasks are read back and grouped by type; now Cat is under Current.
#: not quizzed
> trace none

#: not quizzed
> kill
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: book as-written: sceneDidDisconnect as the book says (always called on a swipe-away; its line may be missing from the console); the logs of an iPhone swipe-kill (S17, S18) show none: uncertain (`explain kill`)

#: not quizzed
> launch
  note: book as-written: setTasks changed tasks 4 times (an empty section per type, then one append per task), and each time its didSet saved the whole list (`explain book-load`)

#: not quizzed
> screen
  [Edit]   Tasks   [+]
  ────────────────────
  Important
    —
  Current
    1. ○ Cat
    2. ○ Milk
  (also: swipe ROW edit|delete, edit-mode on)

# The fix: scenelab's code (the default) on a fresh list. The same steps move Cat to its new
# section at once.
#: not quizzed
> kill
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: book as-written: sceneDidDisconnect as the book says (always called on a swipe-away; its line may be missing from the console); the logs of an iPhone swipe-kill (S17, S18) show none: uncertain (`explain kill`)

#: not quizzed
> book fixed
  apps run scenelab's fixed code (book fixed); `book as-written` plays the books' code as printed

#: not quizzed
> defaults delete com.example.ToDoManager

#: not quizzed
> launch

#: not quizzed
> task add Milk
  note: added task 1: Milk

#: not quizzed
> task add Cat --important
  note: added task 1: Cat

#: not quizzed
> swipe 1 edit

#: not quizzed
> tap type

#: not quizzed
> tap 2

#: not quizzed
> tap save
  note: task 2 changed: Cat

#: not quizzed
> screen
  [Edit]   Tasks   [+]
  ────────────────────
  Important
    —
  Current
    1. ○ Milk
    2. ○ Cat
  (also: swipe ROW edit|delete, edit-mode on)
