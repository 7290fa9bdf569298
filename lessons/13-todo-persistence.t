# Lesson 13: The To-Do Manager keeps its tasks across launches (UserDefaults)
#
# Notice: every change is written to the app's domain at once (the book saves in the
# tasks' didSet), so a kill loses nothing. The book's final code loads the tasks in
# scene(_:willConnectTo:options:), before the list exists: the store read comes first.

# Set-up: print each UserDefaults read and write of the app.
#: not quizzed
> trace store on

# array(forKey: "tasks") runs inside scene(_:willConnectTo:options:), before the list loads.
# Usov, ch. 15, listing 15.4 reads the tasks there, so that a list created empty cannot
# overwrite the stored ones. Lines marked [uncertain]: the sources do not settle their
# order.
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

# "+" performs the segue toCreateScreen: the storyboard makes TaskEditController, the list's
# prepare(for:) runs, then an ordinary push (Usov, ch. 14).
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

# Type a title into the editor's text field; no callback runs.
#: not quizzed
> type title Call mom

# The write comes first: set(_:forKey: "tasks") before any pop call, because Save runs the
# closure doAfterEdit (the list's didSet saves) and only then pops (Usov, ch. 14–15). The
# editor deinits after the pop.
> tap save
  note: added task 1: Call mom
  com.example.ToDoManager set(_:forKey: "tasks")
  TaskEditController#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)
  TaskEditController#1 viewDidDisappear(animated: true)
  TaskListController#1 viewDidAppear(animated: true)
  TaskEditController#1 deinit

# The kill (lines [uncertain], see lesson 6): the task is already on disk, so nothing is
# lost.
> kill
  SceneDelegate#1 sceneWillResignActive(_:) [uncertain]
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book

# Relaunch: the same read in willConnectTo, and didDiscardSceneSessions for the swiped-away
# session. Lines marked [uncertain]: the sources do not settle their order.
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:didDiscardSceneSessions:)
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

# Call mom came back from UserDefaults.
> task list
  1. ○ Call mom  [normal, planned]

# The stored value: an array of dictionaries with the string keys title, type and status,
# the format of the book's TasksStorage (Usov, ch. 15, listing 15.1).
> defaults read com.example.ToDoManager tasks
  (
      {
          status = planned;
          title = "Call mom";
          type = normal;
      }
  )
