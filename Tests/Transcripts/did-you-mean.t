# A mistyped word gets the nearest one scenelab knows, by one rule: a word the candidate
# begins, or at most a third of its letters edited (at least one). Nothing close, no guess.
# The launch's [uncertain] lines are the storyboard launch's, as in launch.t.
> help foo
error: column 6: no command named 'foo'
> help pus
error: column 6: no command named 'pus'; did you mean 'push'?
> launch contact
error: launch: no app named 'contact'; did you mean 'contacts'? the apps are todo, contacts, target, target-nav, concentration, segnav, static-cells, navigation, transfer, snake, checklists, tabs, split, pages, container
> present X --stle
error: column 11: unknown option '--stle' for present; did you mean '--style'? usage: present CLASS [--style automatic|page-sheet|full-screen|over-full-screen|form-sheet|popover|current-context|over-current-context]
> explain viewDidLoadd
error: explain: nothing on 'viewDidLoadd'; did you mean 'viewDidLoad'?
> explain xyzzy
error: explain: nothing on 'xyzzy'; try a method (viewDidLoad), a command (push, present, home, kill) or a topic (todo-edit-bug, todo-move-bug, todo-wipe-bug)
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
> tap sav
error: tap sav: Task does not offer that; did you mean 'tap save'? (it offers tap back, tap save, tap 1, type title TEXT, toggle status)
> tap xyzzy
error: tap xyzzy: Task does not offer that; it offers tap back, tap save, tap 1, type title TEXT, toggle status
> type titel Milk
error: type titel: Task does not offer that; did you mean 'type title'? (it offers tap back, tap save, tap 1, type title TEXT, toggle status)
# explain takes a method as events print it, as the topics spell it, or bare;
# and the ids of the sources the explanations and lessons cite.
> explain viewWillAppear(animated: true)
  The view is about to join a window's hierarchy; runs every time, and may not be followed by viewDidAppear.
  Catch the screen up with the model here. Returning from Home does NOT call it: use the scene callbacks.
> explain viewWillAppear(animated:)
  The view is about to join a window's hierarchy; runs every time, and may not be followed by viewDidAppear.
  Catch the screen up with the model here. Returning from Home does NOT call it: use the scene callbacks.
> explain viewWillAppear(_:)
  The view is about to join a window's hierarchy; runs every time, and may not be followed by viewDidAppear.
  Catch the screen up with the model here. Returning from Home does NOT call it: use the scene callbacks.
> explain viewWillAppear
  The view is about to join a window's hierarchy; runs every time, and may not be followed by viewDidAppear.
  Catch the screen up with the model here. Returning from Home does NOT call it: use the scene callbacks.
> explain S17
  S17: a Stack Overflow question with matt's logs of swiping apps away.
  Where: isolution.pro's translation of Stack Overflow question 71570813.
  It settles: the kill sequences scenelab plays, marked uncertain: on iPhone sceneWillResignActive,
  sceneDidEnterBackground, applicationWillTerminate (frontmost only); on iPad sceneDidDisconnect per
  scene, didDiscardSceneSessions, applicationWillTerminate.
