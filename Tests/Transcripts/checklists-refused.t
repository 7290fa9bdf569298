# What Checklists and the container commands refuse, and why.
# Lines marked [uncertain]: the sources leave their order open; `explain` on the command names them.
> files
error: files: no app has run yet; name one, as in `files --app checklists`
> launch todo
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
> item add Milk
error: item commands need the checklists app; To-Do Manager is running
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
> item rm 1
error: there is no item 1; the list is empty
> item check 0
error: column 12: '0' is not an item number (they count from 1)
> item add
error: column 9: item needs the item's TEXT; usage: item add TEXT | list | check N | rm N
> tap info 1
error: tap info 1: there is no row 1; Checklists has no rows
> rm ../Library/x
error: rm: '../Library/x' names ..; a path cannot leave the app's container
> rm /etc/passwd
error: rm: '/etc/passwd' starts at the device's root; paths are inside the app's container, such as Documents/Checklists.plist
> rm Documents/Checklists.plist
error: rm: the container of Checklists has no file Documents/Checklists.plist; `files` lists what it has
> rm Documents
error: rm: the container of Checklists has no file Documents; `files` lists what it has
> files nosuchapp
error: files: no app named 'nosuchapp'; the apps are todo, contacts, target, target-nav, concentration, segnav, static-cells, navigation, transfer, snake, checklists, tabs, split, pages, container
> files todo
  the container of To-Do Manager (com.example.ToDoManager)
  Documents/
    (empty)
  Library/Preferences/
    (empty)
