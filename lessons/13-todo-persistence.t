# Lesson 13: The To-Do Manager keeps its tasks across launches (UserDefaults)
#
# Notice: every change is written to the app's domain at once (the book saves in the
# tasks' didSet), so a kill loses nothing. The book's final code loads the tasks in
# scene(_:willConnectTo:options:), before the list exists: the store read comes first.
> trace store on
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
> type title Call mom
> tap save
  com.example.ToDoManager set(_:forKey: "tasks")
  TaskEditController#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)
  TaskEditController#1 viewDidDisappear(animated: true)
  TaskListController#1 viewDidAppear(animated: true)
  TaskEditController#1 deinit
> kill
  SceneDelegate#1 sceneWillResignActive(_:) [uncertain]
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
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
> task list
  1. ○ Call mom  [normal, planned]
> defaults read com.example.ToDoManager tasks
  (
      {
          status = planned;
          title = "Call mom";
          type = normal;
      }
  )
