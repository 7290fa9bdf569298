# An app's container as `files` lists it: Documents and Library/Preferences, where the
# app's UserDefaults domain is a property list. `rm` of that file removes the domain, as
# `defaults delete` would; a running app keeps what it read into memory.
# Lines marked [uncertain]: the sources leave their order open; `explain` on the command names them.
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false)
> task add Milk
  note: added task 1: Milk
> files
  the container of To-Do Manager (com.example.ToDoManager)
  Documents/
    (empty)
  Library/Preferences/
    com.example.ToDoManager.plist  106 bytes
> rm Library/Preferences/com.example.ToDoManager.plist
  removed Library/Preferences/com.example.ToDoManager.plist (106 bytes)
  note: To-Do Manager is running: what it read into memory stays there, and its next save writes the file again
> defaults read com.example.ToDoManager
error: defaults: domain com.example.ToDoManager does not exist
> task list
  1. ○ Milk  [normal, planned]
> rm Library/Preferences/com.example.ToDoManager.plist
error: rm: the container of To-Do Manager has no file Library/Preferences/com.example.ToDoManager.plist; `files` lists what it has
> kill
  SceneDelegate#1 sceneWillResignActive(_:) [uncertain]
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book
> launch checklists
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  ChecklistViewController#1 init(coder:)
  ChecklistViewController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  ChecklistViewController#1 loadView() [uncertain]
  ChecklistViewController#1 viewDidLoad() [uncertain]
  note: no Documents/Checklists.plist yet: `try? Data(contentsOf:)` gives nil and items stays empty
  ChecklistViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  ChecklistViewController#1 viewDidAppear(animated: false)
> item add Walk the dog
  note: added item 1: Walk the dog
> files todo
  the container of To-Do Manager (com.example.ToDoManager)
  Documents/
    (empty)
  Library/Preferences/
    (empty)
> files --app checklists
  the container of Checklists (com.example.Checklists)
  Documents/
    Checklists.plist  80 bytes
  Library/Preferences/
    (empty)
> rm --app checklists Documents/Checklists.plist
  removed Documents/Checklists.plist (80 bytes)
  note: Checklists is running: what it read into memory stays there, and its next save writes the file again
> files
  the container of Checklists (com.example.Checklists)
  Documents/
    (empty)
  Library/Preferences/
    (empty)
