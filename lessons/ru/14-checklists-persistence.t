# Урок 14. Checklists сохраняет пункты в файл (iOS Apprentice, «Сохранение и загрузка»)
#: lang ru
#
# Обратите внимание: saveChecklistItems() вызывается после каждого изменения (добавление,
# правка, отметка, удаление) и записывает весь список в Documents/Checklists.plist как
# двоичный property list; viewDidLoad загружает его. Проверка из главы: закрыть приложение,
# удалить файл, запустить снова и увидеть пустой список, добавить пункт и увидеть, что файл
# появился снова.
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
> item add Выгулять собаку
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
  1. [✓] Выгулять собаку
> kill
  SceneDelegate#1 sceneWillResignActive(_:) [uncertain]
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
> rm Documents/Checklists.plist
  removed Documents/Checklists.plist (100 bytes)
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
> item add Почистить зубы
  ChecklistViewController#1 saveChecklistItems()
  Data write(to: "Documents/Checklists.plist", options: .atomic)
> files
  the container of Checklists (com.example.Checklists)
  Documents/
    Checklists.plist  96 bytes
  Library/Preferences/
    (empty)
