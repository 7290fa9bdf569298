# Lesson 14: Checklists saves its items to a file (iOS Apprentice, "Saving & Loading")
#
# Notice: saveChecklistItems() runs after each change (add, edit, toggle, delete) and writes
# the whole list to Documents/Checklists.plist as a binary property list; viewDidLoad loads
# it. The chapter's test: kill, delete the file, relaunch, see an empty list, add an item,
# see the file come back.
> trace store on
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
  ChecklistViewController#1 loadChecklistItems()
  Data init(contentsOf: "Documents/Checklists.plist")
  note: no Documents/Checklists.plist yet: `try? Data(contentsOf:)` gives nil and items stays empty
  ChecklistViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  ChecklistViewController#1 viewDidAppear(animated: false)
> item add Walk the dog
  ChecklistViewController#1 saveChecklistItems()
  Data write(to: "Documents/Checklists.plist", options: .atomic)
> tap 1
  ChecklistViewController#1 saveChecklistItems()
  Data write(to: "Documents/Checklists.plist", options: .atomic)
> kill
  SceneDelegate#1 sceneWillResignActive(_:) [uncertain]
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
> launch checklists
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:didDiscardSceneSessions:)
  AppDelegate application(_:configurationForConnecting:options:)
  ChecklistViewController#1 init(coder:)
  ChecklistViewController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  ChecklistViewController#1 loadView() [uncertain]
  ChecklistViewController#1 viewDidLoad() [uncertain]
  ChecklistViewController#1 loadChecklistItems()
  Data init(contentsOf: "Documents/Checklists.plist")
  ChecklistViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  ChecklistViewController#1 viewDidAppear(animated: false)
> item list
  1. [✓] Walk the dog
> kill
  SceneDelegate#1 sceneWillResignActive(_:) [uncertain]
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
> rm Documents/Checklists.plist
  removed Documents/Checklists.plist (80 bytes)
> launch checklists
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:didDiscardSceneSessions:)
  AppDelegate application(_:configurationForConnecting:options:)
  ChecklistViewController#1 init(coder:)
  ChecklistViewController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  ChecklistViewController#1 loadView() [uncertain]
  ChecklistViewController#1 viewDidLoad() [uncertain]
  ChecklistViewController#1 loadChecklistItems()
  Data init(contentsOf: "Documents/Checklists.plist")
  note: no Documents/Checklists.plist yet: `try? Data(contentsOf:)` gives nil and items stays empty
  ChecklistViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  ChecklistViewController#1 viewDidAppear(animated: false)
> item add Brush my teeth
  ChecklistViewController#1 saveChecklistItems()
  Data write(to: "Documents/Checklists.plist", options: .atomic)
> files
  the container of Checklists (com.example.Checklists)
  Documents/
    Checklists.plist  82 bytes
  Library/Preferences/
    (empty)
