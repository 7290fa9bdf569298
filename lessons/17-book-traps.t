# Lesson 17: Traps in the books' code: a held controller, an unowned capture, an edit
#
# Notice: ARC frees a controller when its last strong reference goes, and not before. A
# reference kept elsewhere keeps a popped screen alive (no deinit); an [unowned self]
# capture keeps nothing alive, so a closure that runs after its owner is gone crashes the
# app, and the change it carried is lost. The To-Do Manager's own closures (Usov, chapter
# 14) capture their owner [unowned self]. Last, a bug in the book's edit closure that
# scenelab fixes by default: `explain` tells it here, lesson 18 plays it (`book as-written`).

# Set-up: print the app's UserDefaults reads and writes, to see what is saved.
#: not quizzed
> trace store on

# To-Do Manager, running; its tasks are read in willConnectTo (see lesson 13). Lines marked
# [uncertain]: the sources do not settle their order.
#: not quizzed
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  com.example.ToDoManager array(forKey: "tasks")
  SceneDelegate#1 sceneWillEnterForeground(_:)
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false)

# "+": the editor comes from the storyboard, and the list's prepare(for:) gives it the
# closure doAfterEdit, which captures the list [unowned self] (Usov, ch. 14, listing 14.20).
> tap +
  TaskEditController#1 init(coder:)
  TaskEditController#1 awakeFromNib()
  TaskListController#1 prepare(for: "toCreateScreen")
  TaskEditController#1 loadView()
  TaskEditController#1 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  TaskEditController#1 viewWillAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)
  TaskEditController#1 viewDidAppear(animated: true)

# Type the new task's title.
#: not quizzed
> type title Milk

# A second strong reference to the editor, as a stored property somewhere else would be (see
# lesson 8 for the same with a plain controller).
> hold editor
  note: editor holds TaskEditController#1 strongly: popped or dismissed, it stays alive (no deinit) until `release editor`

# Save runs doAfterEdit (the list is alive, so it works: the write comes first), then pops.
# The editor leaves the screen but does not deinit: something still holds it.
> tap save
  note: added task 1: Milk
  com.example.ToDoManager set(_:forKey: "tasks")
  TaskEditController#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)
  TaskEditController#1 viewDidDisappear(animated: true)
  TaskListController#1 viewDidAppear(animated: true)

# The stack no longer holds TaskEditController#1; only `hold editor` does. A closure that
# captured the editor strongly would keep it alive the same way (sources: B1).
> objects
  UINavigationController#1  held by the window of scene 1
  TaskListController#1      held by UINavigationController#1.viewControllers
  TaskEditController#1      held by hold editor

# The last strong reference goes, and deinit follows at once.
> release editor
  TaskEditController#1 deinit

# A new editor, TaskEditController#2, gets a new doAfterEdit, again [unowned self] on the
# list.
> tap +
  TaskEditController#2 init(coder:)
  TaskEditController#2 awakeFromNib()
  TaskListController#1 prepare(for: "toCreateScreen")
  TaskEditController#2 loadView()
  TaskEditController#2 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  TaskEditController#2 viewWillAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)
  TaskEditController#2 viewDidAppear(animated: true)

# Type a title for a task that will never be saved.
#: not quizzed
> type title Lost

# setViewControllers with the editor alone: the stack drops the list, and nothing else holds
# it, so TaskListController#1 deinits. [unowned self] owns nothing and kept it from nothing.
> set-stack TaskEditController
  TaskListController#1 deinit

# Save runs doAfterEdit, whose unowned self is gone: Swift traps and the process ends at
# once. No set(_:forKey:) line: nothing was saved. [weak self] would find nil and do
# nothing.
> tap save
error: Fatal error: Attempted to read an unowned reference but object TaskListController#1 was already deallocated (doAfterEdit captured it [unowned self]); the app crashed
  note: the process ends at once: no callback runs, and whatever was not saved is gone (`explain unowned`)

# Relaunch after the crash. No didDiscardSceneSessions: the app crashed, nobody swiped its
# scene away. The tasks are read again in willConnectTo. Lines marked [uncertain]: the
# sources do not settle their order.
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  com.example.ToDoManager array(forKey: "tasks")
  SceneDelegate#1 sceneWillEnterForeground(_:)
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false)

# Only Milk: it was saved at its Save; Lost died with the process.
> task list
  1. ○ Milk  [normal, planned]

# The book's edit closure (Usov, ch. 14, listing 14.21) writes a task back into its old
# section, even when its type changed. This is scenelab's reading of the listing (sources:
# B1), not a bug the book lists; scenelab fixes it, so `explain` tells it.
#: not quizzed
> explain todo-edit-bug
  The book's «Изменить» closure writes the edited task back into the OLD section (tasks[taskType]![row]),
  so a task whose type was changed stays under the old header, saved with its new type (a relaunch of the
  fixed launch regroups it; as printed, the relaunch wipes the list: `explain todo-wipe-bug`). `book
  as-written` plays that (swipe a task, change its type, save); `book fixed` (the default)
  moves it to its new section. The `task edit` shortcut is scenelab's own and always moves it.
