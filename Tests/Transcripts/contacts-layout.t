# Contacts as the book's part II lays it out: one ViewController, the storyboard's initial
# scene, with a table and a bottom toolbar «Создать контакт»; no navigation bar, no back, no
# editor. A tap on a row only selects it (the book implements no didSelectRowAt), and there
# is no `contact edit`. In Russian the screen reads the book's labels.
# Lines marked [uncertain]: the sources leave their order open; `explain` on the command names them.
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
> contact add Zoe +2
  note: added contact 1: Zoe
> contact add Anna +3
  note: added contact 1: Anna
> tree
  Contacts (com.example.Contacts), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: ViewController#1 [appeared, view loaded]
> screen
  Contacts
  ────────────────────
    1. Anna — +3
    2. Zoe — +2
  [Create contact] ‹create-contact›
  (also: swipe ROW delete)
> actions
  tap create-contact
  tap ROW (1 to 2)
  swipe 1 delete
  swipe 2 delete
> tap 1
  note: the book's ViewController implements no tableView(_:didSelectRowAt:): row 1 is only highlighted; `swipe 1 delete` deletes the contact
> tap back
error: tap back: Contacts does not offer that; it offers tap create-contact, tap ROW (1 to 2), swipe 1 delete, swipe 2 delete
> contact edit 1 --name Bob
error: column 9: unknown contact verb 'edit' (verbs: add, list, rm)
> contact list
  1. Anna — +3
  2. Zoe — +2
> explain contacts-layout
  Contacts is one scene, as the book's part II builds it (chapters 7 and 8): the storyboard's initial
  ViewController with a table and a bottom toolbar, no navigation controller (it first appears in ch. 9).
  The toolbar's «Создать контакт» (`tap create-contact`) runs showNewContactAlert(): an alert «Создайте
  новый контакт» with the fields «Имя» and «Номер телефона», «Отменить» and «Создать». Create's handler
  appends (contacts' didSet sorts by name and saves the whole list under `contacts`), then reloadData().
  The trailing swipe «Удалить» (`swipe N delete`) removes at once, with no confirmation; it sorts, saves and
  reloads too. The book announces editing but never builds it, and implements no tableView(_:didSelectRowAt:):
  a tap on a row only highlights it, and there is no editor screen and no `contact edit`.
> kill
  SceneDelegate#1 sceneWillResignActive(_:) [uncertain]
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book
> lang ru
  приложения говорят по-русски (ru)
> launch contacts
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:didDiscardSceneSessions:)
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
> screen
  Контакты
  ────────────────────
    1. Anna — +3
    2. Zoe — +2
  [Создать контакт] ‹create-contact›
  (ещё: swipe ROW delete)
> tap 2
  note: во ViewController из книги нет tableView(_:didSelectRowAt:): строка 2 только выделяется; `swipe 2 delete` удаляет контакт
> tap create-contact
  UIAlertController#1 init(nibName:bundle:)
  UIAlertController#1 loadView()
  UIAlertController#1 viewDidLoad()
  UIAlertController#1 viewWillAppear(animated: true)
  UIAlertController#1 viewDidAppear(animated: true)
> screen
  Создайте новый контакт
  ──────────────────────
  Введите имя и телефон
  Имя: (Имя)   ‹name›
  Номер телефона: (Номер телефона)   ‹phone›
  [Отменить] ‹cancel›
  [Создать] ‹create›
> type name Борис
> type phone +4
> tap создать
  UIAlertController#1 viewWillDisappear(animated: true)
  UIAlertController#1 viewDidDisappear(animated: true)
  note: добавлен контакт 3: Борис
  UIAlertController#1 deinit
> screen
  Контакты
  ────────────────────
    1. Anna — +3
    2. Zoe — +2
    3. Борис — +4
  [Создать контакт] ‹create-contact›
  (ещё: swipe ROW delete)
