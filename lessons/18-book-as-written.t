# Lesson 18: The book's code as written: the To-Do Manager's edit bug, then its fix
#
# Notice: `book as-written` runs the books' listings as printed. The To-Do Manager's
# «Изменить» (Edit) closure writes the edited task back into the section it was swiped in
# (tasks[taskType]![indexPath.row]), so a task whose type changed stays under its old
# header. The store already holds the new type, but as printed every launch also runs
# viewDidLoad's leftover loadTasks() (Listing 13.4), which wipes the list. Then `book fixed`
# (the default) plays the same steps with the fix: the task moves to its new section.

# Set-up: the book's code, on a fresh device; trace off while the list is filled.
#: not quizzed
> book as-written
  apps run the books' code as printed, bugs included (book as-written)

# Trace off while the list is filled.
#: not quizzed
> trace none

# The To-Do Manager starts; the book's load assigns the (empty) list, and didSet saves it.
#: not quizzed
> launch
  note: book as-written: setTasks changed tasks 2 times (an empty section per type, then one append per task), and each time its didSet saved the whole list (`explain book-load`)
  note: book as-written: viewDidLoad still calls loadTasks() (Listing 13.4, 000:L10557–10562; no later listing removes it): each tasks[type] = [] saved through didSet, so the store was empty when it was read, and the list has 0 tasks (`explain todo-wipe-bug`)

# Milk, a current task.
#: not quizzed
> task add Milk
  note: added task 1: Milk

# Cat, an important task: row 1, under Important.
#: not quizzed
> task add Cat --important
  note: added task 1: Cat

# Trace on again, to see the screens come and go.
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

# Open the type list: it is pushed over the editor.
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

# Pick Current (row 2): back to the editor.
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
  note: book as-written: the book's closure wrote Cat back into Important (tasks[taskType]![row]): it stays there though its type is now normal, and is saved so; the store holds its new type (`explain todo-edit-bug`)
  TaskEditController#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)
  TaskEditController#1 viewDidDisappear(animated: true)
  TaskListController#1 viewDidAppear(animated: true)
  TaskEditController#1 deinit

# The screen after the save: Cat under the old header, saved with its new type.
#: not quizzed
> screen
  [Edit]   Задачи   [+]
  ─────────────────────
  Важные
    1. ○ Cat
  Текущие
    2. ○ Milk
  (also: swipe ROW edit|delete, edit-mode on)

# Relaunch: the tasks are read back and grouped by type; now Cat is under Current.
#: not quizzed
> trace none

# Swipe the app away.
#: not quizzed
> kill
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: book as-written: sceneDidDisconnect as the book says (always called on a swipe-away; its line may be missing from the console); the logs of an iPhone swipe-kill (S17, S18) show none: uncertain (`explain kill`)

# Launch again: setTasks reads the list back, then viewDidLoad's leftover loadTasks()
# empties and saves each section before it reads the store (`explain todo-wipe-bug`).
#: not quizzed
> launch
  note: book as-written: setTasks changed tasks 4 times (an empty section per type, then one append per task), and each time its didSet saved the whole list (`explain book-load`)
  note: book as-written: viewDidLoad still calls loadTasks() (Listing 13.4, 000:L10557–10562; no later listing removes it): each tasks[type] = [] saved through didSet, so the store was empty when it was read, and the list has 0 tasks (`explain todo-wipe-bug`)

# The list now: empty, as the printed code leaves it at every launch.
#: not quizzed
> screen
  [Edit]   Задачи   [+]
  ─────────────────────
  Важные
    —
  Текущие
    —
  (also: edit-mode on)

# The fix: scenelab's code (the default) on a fresh list. The same steps move Cat to its new
# section at once.
#: not quizzed
> kill
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: book as-written: sceneDidDisconnect as the book says (always called on a swipe-away; its line may be missing from the console); the logs of an iPhone swipe-kill (S17, S18) show none: uncertain (`explain kill`)

# Now scenelab's fixed code.
#: not quizzed
> book fixed
  apps run scenelab's fixed code (book fixed); `book as-written` plays the books' code as printed

# A fresh list.
#: not quizzed
> defaults delete com.example.ToDoManager

# Launch again: the list is read back from the store.
#: not quizzed
> launch

# Milk again.
#: not quizzed
> task add Milk
  note: added task 1: Milk

# Cat again, important.
#: not quizzed
> task add Cat --important
  note: added task 1: Cat

# Swipe Cat and tap Edit.
#: not quizzed
> swipe 1 edit

# Open the type list.
#: not quizzed
> tap type

# Pick Current (row 2): back to the editor.
#: not quizzed
> tap 2

# Save: with the fix, Cat moves to Current.
#: not quizzed
> tap save
  note: task 2 changed: Cat

# The list now.
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
