# Lesson 14: Checklists saves its items to a file (iOS Apprentice, "Saving & Loading")
#
# Notice: saveChecklistItems() runs after each change (add, edit, toggle, delete) and writes
# the whole list to Documents/Checklists.plist as a binary property list; viewDidLoad loads
# it. The chapter's test: kill, delete the file, relaunch, see an empty list, add an item,
# see the file come back.

# Set-up: print the app's file reads and writes.
#: not quizzed
> trace store on

# loadChecklistItems() runs inside viewDidLoad, where the chapter puts it. No file exists
# yet, so try? Data(contentsOf:) gives nil and the list stays empty (see the note line).
# Lines marked [uncertain]: the sources do not settle their order.
#: not quizzed
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

# Adding an item saves the whole array at once: saveChecklistItems(), then an atomic write
# of Documents/Checklists.plist (iOS Apprentice, "Saving & Loading": save after every
# change).
> item add Walk the dog
  note: added item 1: Walk the dog
  ChecklistViewController#1 saveChecklistItems()
  Data write(to: "Documents/Checklists.plist", options: .atomic)

# Toggling the checkmark is a change too, so the whole list is written again.
> tap 1
  note: item 1 checked: Walk the dog
  ChecklistViewController#1 saveChecklistItems()
  Data write(to: "Documents/Checklists.plist", options: .atomic)

# The kill (lines [uncertain]): nothing needs saving now, everything is already in the file.
> kill
  SceneDelegate#1 sceneWillResignActive(_:) [uncertain]
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book

# This time Data(contentsOf:) finds the file: no note line, and viewDidLoad decodes the
# items. Lines marked [uncertain]: the sources do not settle their order.
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

# The item and its checkmark survived the kill.
> item list
  1. [✓] Walk the dog

# Set-up for the chapter's test: kill the app again. Lines marked [uncertain]: the sources
# do not settle their order.
#: not quizzed
> kill
  SceneDelegate#1 sceneWillResignActive(_:) [uncertain]
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book

# The chapter's test: delete the file while the app is not running (the book does it in
# Finder). 80 bytes: a binary property list holding one item.
> rm Documents/Checklists.plist
  removed Documents/Checklists.plist (80 bytes)

# No file again: the load finds nothing and the list starts empty, as the chapter predicts.
# Lines marked [uncertain]: the sources do not settle their order.
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

# The first change writes the file again.
> item add Brush my teeth
  note: added item 1: Brush my teeth
  ChecklistViewController#1 saveChecklistItems()
  Data write(to: "Documents/Checklists.plist", options: .atomic)

# Documents/Checklists.plist is back. Library/Preferences is empty: Checklists keeps nothing
# in UserDefaults, unlike the To-Do Manager.
> files
  the container of Checklists (com.example.Checklists)
  Documents/
    Checklists.plist  82 bytes
  Library/Preferences/
    (empty)
