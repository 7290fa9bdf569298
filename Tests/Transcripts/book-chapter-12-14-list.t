# Usov, chapters 12–14 (`book chapter N.M`): the To-Do list as it grows. At 12.4 the rows have
# no section titles yet (Listing 12.5 adds them, 000:L9791) and keep the storage's order (12.7
# sorts them, 000:L9849); in chapter 12 a tap only selects
# (no didSelectRowAt before Listing 13.1, 000:L10152); chapter 13 brings Edit/Done (13.4), the
# swipe «Не выполнена» (13.3) and Delete (13.5); chapter 14 brings "+" and, from Listing 14.21
# (000:L11925), the swipe's «Изменить». Lines marked [uncertain]: the first appearance's order
# is open in the sources.
> book chapter 12.4
  the books' apps play chapter 12's code, as its reader has it up to Listing 12.4 (book chapter 12.4); `book chapter all` plays the finished apps
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
  note: chapter 12.4: viewDidLoad's loadTasks() gets the stub TasksStorage's 6 test tasks (Listing 11.3); saveTasks does nothing until chapter 15
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false)
> screen
  Tasks
  ────────────────────
    1. ○ Помыть кота
    2. ◉ Отдать долг Арнольду
    3. ○ Подарить цветы супруге
    4. ○ Позвонить родителям
    5. ○ Купить хлеб
    6. ◉ Купить новый пылесос
> kill
  SceneDelegate#1 sceneWillResignActive(_:) [uncertain]
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book
> book chapter 12
  the books' apps play chapter 12's code, as its reader has it at the chapter's end (book chapter 12); `book chapter all` plays the finished apps
> launch todo
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:didDiscardSceneSessions:)
  AppDelegate application(_:configurationForConnecting:options:)
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  note: chapter 12: viewDidLoad's loadTasks() gets the stub TasksStorage's 7 test tasks (Listing 11.3, 12.12); saveTasks does nothing until chapter 15
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false)
> tap 1
  note: the row is selected and nothing else: the list has no tableView(_:didSelectRowAt:) before Listing 13.1
> actions
  tap ROW (1 to 7)
> kill
  SceneDelegate#1 sceneWillResignActive(_:) [uncertain]
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book
> book chapter 13
  the books' apps play chapter 13's code, as its reader has it at the chapter's end (book chapter 13); `book chapter all` plays the finished apps
> launch todo
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:didDiscardSceneSessions:)
  AppDelegate application(_:configurationForConnecting:options:)
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  note: chapter 13: viewDidLoad's loadTasks() gets the stub TasksStorage's 7 test tasks (Listing 11.3, 12.12); saveTasks does nothing until chapter 15
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false)
> tap 1
  note: task 1 completed: Помыть кота
> screen
  [Edit]   Tasks
  ────────────────────
  Important
    1. ○ Подарить цветы супруге
    2. ○ Позвонить родителям
    3. ○ Пригласить на вечеринку Дольфа, Джеки, Леонардо, Уилла и Брюса
    4. ◉ Помыть кота
    5. ◉ Отдать долг Арнольду
  Current
    6. ○ Купить хлеб
    7. ◉ Купить новый пылесос
  (also: swipe ROW delete|undone, edit-mode on)
> kill
  SceneDelegate#1 sceneWillResignActive(_:) [uncertain]
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book
> book chapter 14
  the books' apps play chapter 14's code, as its reader has it at the chapter's end (book chapter 14); `book chapter all` plays the finished apps
> launch todo
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:didDiscardSceneSessions:)
  AppDelegate application(_:configurationForConnecting:options:)
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  note: chapter 14: viewDidLoad's loadTasks() gets the stub TasksStorage's 7 test tasks (Listing 11.3, 12.12); saveTasks does nothing until chapter 15
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false)
> screen
  [Edit]   Tasks   [+]
  ────────────────────
  Important
    1. ○ Помыть кота
    2. ○ Подарить цветы супруге
    3. ○ Позвонить родителям
    4. ○ Пригласить на вечеринку Дольфа, Джеки, Леонардо, Уилла и Брюса
    5. ◉ Отдать долг Арнольду
  Current
    6. ○ Купить хлеб
    7. ◉ Купить новый пылесос
  (also: swipe ROW edit|delete|undone, edit-mode on)
