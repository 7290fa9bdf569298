# How the books load a list: `storage.array(forKey:) as? [[String: String]] ?? []` casts the
# whole array, so one entry that is not a dictionary of strings empties the list under
# `book as-written`, and the assignment's didSet saves at once: the empty list over the damaged
# one, and nothing is kept aside, as the books keep nothing (a note says so). `book fixed` (the default)
# keeps the other entries, says what it skipped, and writes nothing on load
# (`explain book-load`).
> trace none
> launch
> task add Milk
  note: added task 1: Milk
> task add Cat --important
  note: added task 1: Cat
> kill
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book
> defaults write com.example.ToDoManager tasks -array-add -int 42
> trace store on
> launch
  com.example.ToDoManager array(forKey: "tasks")
warning: tasks: entry 3 is an integer, not a dictionary: skipped
> task list
  1. ○ Cat  [important, planned]
  2. ○ Milk  [normal, planned]
> kill
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book
> book as-written
  apps run the books' code as printed, bugs included (book as-written)
> launch
  com.example.ToDoManager array(forKey: "tasks")
warning: tasks: entry 3: an integer, not a dictionary, so the book's `as? [[String: String]]` fails for the whole array and no task was loaded (book as-written; `book fixed` keeps the other entries)
  com.example.ToDoManager set(_:forKey: "tasks")
  note: book as-written: the save wrote over what was stored under 'tasks', which loading could not use whole; the books keep nothing aside (`explain book-load`)
  com.example.ToDoManager set(_:forKey: "tasks")
  note: book as-written: setTasks changed tasks 2 times (an empty section per type, then one append per task), and each time its didSet saved the whole list (`explain book-load`)
  com.example.ToDoManager set(_:forKey: "tasks")
  com.example.ToDoManager set(_:forKey: "tasks")
  com.example.ToDoManager array(forKey: "tasks")
  note: book as-written: viewDidLoad still calls loadTasks() (Listing 13.4, 000:L10557–10562; no later listing removes it): each tasks[type] = [] saved through didSet, so the store was empty when it was read, and the list has 0 tasks (`explain todo-wipe-bug`)
> task list
  (no tasks)
> kill
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: book as-written: sceneDidDisconnect as the book says (always called on a swipe-away; its line may be missing from the console); the logs of an iPhone swipe-kill (S17, S18) show none: uncertain (`explain kill`)
> defaults read com.example.ToDoManager
  {
      tasks = ();
  }
# Contacts: `contacts = storage.load()` in viewDidLoad; its didSet sorts and saves once.
> launch contacts
  com.example.Contacts array(forKey: "contacts")
  com.example.Contacts set(_:forKey: "contacts")
  note: book as-written: `contacts = storage.load()` fired the didSet, which sorted and saved the list just loaded (`explain book-load`)
> contact add Vera +7
  note: added contact 1: Vera
  com.example.Contacts set(_:forKey: "contacts")
> contact add Anna +1
  note: added contact 1: Anna
  com.example.Contacts set(_:forKey: "contacts")
> kill
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: book as-written: sceneDidDisconnect as the book says (always called on a swipe-away; its line may be missing from the console); the logs of an iPhone swipe-kill (S17, S18) show none: uncertain (`explain kill`)
> launch contacts
  com.example.Contacts array(forKey: "contacts")
  com.example.Contacts set(_:forKey: "contacts")
  note: book as-written: `contacts = storage.load()` fired the didSet, which sorted and saved the list just loaded (`explain book-load`)
> kill
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: book as-written: sceneDidDisconnect as the book says (always called on a swipe-away; its line may be missing from the console); the logs of an iPhone swipe-kill (S17, S18) show none: uncertain (`explain kill`)
> book fixed
  apps run scenelab's fixed code (book fixed); `book as-written` plays the books' code as printed
> launch contacts
  com.example.Contacts array(forKey: "contacts")
