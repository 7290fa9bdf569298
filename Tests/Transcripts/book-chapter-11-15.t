# Usov, chapters 11–15 (`book chapter N`): the To-Do Manager. Chapter 11's list is the
# template's, with no data source and no loadTasks() yet: an empty list. Until chapter 15
# TasksStorage is a stub: from chapter 12 the list's viewDidLoad gets its test tasks (Listings
# 11.3 and 12.3, 000:L8930–8949, L9602; the seventh from Listing 12.12, 000:L10022–10028) and
# saveTasks does nothing. Chapter 15 reads
# "tasks" from User Defaults and builds the window in willConnectTo (Listing 15.4,
# 000:L12155–12187): the store is read, the list is made from the storyboard, then setTasks,
# then the navigation controller. Lines marked [uncertain]: the first appearance's order is
# open in the sources.
> book chapter 11
  the books' apps play chapter 11's code, as its reader has it at the chapter's end (book chapter 11); `book chapter all` plays the finished apps
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
> task list
  (no tasks)
> kill
  SceneDelegate#1 sceneWillResignActive(_:) [uncertain]
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book
> book chapter 12
  the books' apps play chapter 12's code, as its reader has it at the chapter's end (book chapter 12); `book chapter all` plays the finished apps
> trace none
> launch todo
  note: chapter 12: viewDidLoad's loadTasks() gets the stub TasksStorage's 7 test tasks (Listing 11.3, 12.12); saveTasks does nothing until chapter 15
> task done 1
  note: task 1 completed: Помыть кота
> kill
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book
> launch todo
  note: chapter 12: viewDidLoad's loadTasks() gets the stub TasksStorage's 7 test tasks (Listing 11.3, 12.12); saveTasks does nothing until chapter 15
> task list
  1. ○ Помыть кота  [important, planned]
  2. ○ Подарить цветы супруге  [important, planned]
  3. ○ Позвонить родителям  [important, planned]
  4. ○ Пригласить на вечеринку Дольфа, Джеки, Леонардо, Уилла и Брюса  [important, planned]
  5. ◉ Отдать долг Арнольду  [important, completed]
  6. ○ Купить хлеб  [normal, planned]
  7. ◉ Купить новый пылесос  [normal, completed]
> kill
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book
> book chapter 15
  the books' apps play chapter 15's code, as its reader has it at the chapter's end (book chapter 15); `book chapter all` plays the finished apps
> trace default
> launch todo
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:didDiscardSceneSessions:)
  AppDelegate application(_:configurationForConnecting:options:)
  SceneDelegate#1 scene(_:willConnectTo:options:)
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneWillEnterForeground(_:)
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false)
