# Titles, names and swipe labels of several words need no quotes: the words that follow
# are part of them (the phone is the last word of `contact add`). In Russian, the swipe
# action «Не выполнена» is typed as it reads.
# Lines marked [uncertain]: the sources leave their order open; `explain` on the command names them.
> lang ru
  приложения говорят по-русски (ru)
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
> task add Позвонить маме --completed
  note: добавлена задача 1: Позвонить маме
> screen
  [Изменить] ‹edit›   Задачи   [+]
  ────────────────────────────────
  Важные
    —
  Текущие
    1. ◉ Позвонить маме
  (ещё: swipe ROW undone|edit|delete, edit-mode on)
> swipe 1 Не выполнена
  note: задача 1 снова не выполнена: Позвонить маме
> task list
  1. ○ Позвонить маме  [normal, planned]
> swipe 9 delete
error: swipe 9 delete: строки 9 нет; строка только одна: 1
> tap 7
error: tap 7: строки 7 нет; строка только одна: 1
> kill
  SceneDelegate#1 sceneWillResignActive(_:) [uncertain]
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: процесс завершается: deinit не вызывается, а всё несохранённое пропало (`explain kill`)
  note: sceneDidDisconnect нет, как в логах смахивания на iPhone (S17, S18); книга говорит, что он вызывается всегда, а строки может не быть в консоли (S1, S16 его показывают): не точно; `book as-written` играет книгу
> launch contacts
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  ViewController#1 init(coder:)
  ViewController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  ViewController#1 loadView() [uncertain]
  ViewController#1 viewDidLoad() [uncertain]
  ViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  ViewController#1 viewDidAppear(animated: false)
> contact add Anna Smith +79990001122
  note: добавлен контакт 1: Anna Smith
> contact list
  1. Anna Smith — +79990001122
> contact add Anna
error: столбец 17: contact add ждёт PHONE после NAME
