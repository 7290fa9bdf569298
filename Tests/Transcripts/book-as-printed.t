# `book as-written` plays the books' code as printed, its gaps included: the To-Do book's
# saveTask checks nothing, so a task with an empty title is saved (000:L12277–12280; the book
# leaves the check as an exercise, which scenelab's fixed code does: todo-validation.t); and the
# books keep nothing aside, so a save writes over a stored list loading could not use whole,
# where the fixed code keeps it under tasks-backup (book-load.t).
> book as-written
  apps run the books' code as printed, bugs included (book as-written)
> trace none
> launch
  note: book as-written: setTasks changed tasks 2 times (an empty section per type, then one append per task), and each time its didSet saved the whole list (`explain book-load`)
  note: book as-written: viewDidLoad still calls loadTasks() (Listing 13.4, 000:L10557–10562; no later listing removes it): each tasks[type] = [] saved through didSet, so the store was empty when it was read, and the list has 0 tasks (`explain todo-wipe-bug`)
> tap +
> tap save
  note: book as-written: saveTask checks nothing, so a task with an empty title is saved (000:L12277–12280)
  note: added task 1: 
> task list
  1. ○   [normal, planned]
> kill
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: book as-written: sceneDidDisconnect as the book says (always called on a swipe-away; its line may be missing from the console); the logs of an iPhone swipe-kill (S17, S18) show none: uncertain (`explain kill`)
> defaults write com.example.ToDoManager tasks -array-add -int 42
> launch
warning: tasks: entry 2: an integer, not a dictionary, so the book's `as? [[String: String]]` fails for the whole array and no task was loaded (book as-written; `book fixed` keeps the other entries)
  note: book as-written: the save wrote over what was stored under 'tasks', which loading could not use whole; the books keep nothing aside (`explain book-load`)
  note: book as-written: setTasks changed tasks 2 times (an empty section per type, then one append per task), and each time its didSet saved the whole list (`explain book-load`)
  note: book as-written: viewDidLoad still calls loadTasks() (Listing 13.4, 000:L10557–10562; no later listing removes it): each tasks[type] = [] saved through didSet, so the store was empty when it was read, and the list has 0 tasks (`explain todo-wipe-bug`)
> defaults read com.example.ToDoManager
  {
      tasks = ();
  }
