# Usov, chapter 10 (`book chapter 10`): TransferApp, scene A (ViewController, a label) and
# scene B (SecondViewController, a text field) in a navigation controller. A→B by a property
# (Listing 10.6) and by a segue's prepare (10.9); B→A by the navigation stack with no pop
# (10.8, shown by viewWillAppear, 000:L8016–8019), by an unwind segue whose source prepares
# first (10.10–10.11), by a delegate and by a closure, which reach A only from a scene B their
# own button opened (000:L8458–8462, L8571–8574). `trace delegate on` shows onDataUpdate(data:).
# At Listing 10.10 the unwind returns without the text (000:L8251–8254). Lines marked
# [uncertain] are calls whose moment the sources leave open.
> book as-written
  apps run the books' code as printed, bugs included (book as-written)
> launch transfer
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
> trace delegate on
> tap property
  SecondViewController#1 init(coder:)
  SecondViewController#1 awakeFromNib()
  SecondViewController#1 loadView()
  SecondViewController#1 viewDidLoad()
  ViewController#1 viewWillDisappear(animated: true)
  SecondViewController#1 viewWillAppear(animated: true)
  UINavigationController#1.delegate navigationController(_:willShow: SecondViewController#1, animated: true) [uncertain]
  ViewController#1 viewDidDisappear(animated: true)
  SecondViewController#1 viewDidAppear(animated: true)
  UINavigationController#1.delegate navigationController(_:didShow: SecondViewController#1, animated: true) [uncertain]
> type data Москва
> tap property
  note: saveDataWithProperty set updatedData of each ViewController in the stack and stays here: scene A shows the text when it appears again, `tap back` (000:L8016–8019)
> tap back
  SecondViewController#1 viewWillDisappear(animated: true)
  ViewController#1 viewWillAppear(animated: true)
  UINavigationController#1.delegate navigationController(_:willShow: ViewController#1, animated: true) [uncertain]
  SecondViewController#1 viewDidDisappear(animated: true)
  ViewController#1 viewDidAppear(animated: true)
  UINavigationController#1.delegate navigationController(_:didShow: ViewController#1, animated: true) [uncertain]
  SecondViewController#1 deinit
> screen
  Сцена А
  ────────────────────
  Москва
  [Изменить с помощью свойства] ‹property›
  [Изменить с помощью segue] ‹segue›
  [Изменить с помощью делегата] ‹delegate›
  [Изменить с помощью замыкания] ‹closure›
> tap segue
  SecondViewController#2 init(coder:)
  SecondViewController#2 awakeFromNib()
  ViewController#1 prepare(for: "toEditScreen")
  SecondViewController#2 loadView()
  SecondViewController#2 viewDidLoad()
  ViewController#1 viewWillDisappear(animated: true)
  SecondViewController#2 viewWillAppear(animated: true)
  UINavigationController#1.delegate navigationController(_:willShow: SecondViewController#2, animated: true) [uncertain]
  ViewController#1 viewDidDisappear(animated: true)
  SecondViewController#2 viewDidAppear(animated: true)
  UINavigationController#1.delegate navigationController(_:didShow: SecondViewController#2, animated: true) [uncertain]
> type data Казань
> tap unwind
  SecondViewController#2 prepare(for: "toFirstScreen")
  ViewController#1 unwindToFirstScreen(segue: "toFirstScreen")
  SecondViewController#2 viewWillDisappear(animated: true)
  ViewController#1 viewWillAppear(animated: true)
  UINavigationController#1.delegate navigationController(_:willShow: ViewController#1, animated: true) [uncertain]
  SecondViewController#2 viewDidDisappear(animated: true)
  ViewController#1 viewDidAppear(animated: true)
  UINavigationController#1.delegate navigationController(_:didShow: ViewController#1, animated: true) [uncertain]
  SecondViewController#2 deinit
> screen
  Сцена А
  ────────────────────
  Казань
  [Изменить с помощью свойства] ‹property›
  [Изменить с помощью segue] ‹segue›
  [Изменить с помощью делегата] ‹delegate›
  [Изменить с помощью замыкания] ‹closure›
> tap delegate
  SecondViewController#3 init(coder:)
  SecondViewController#3 awakeFromNib()
  SecondViewController#3 loadView()
  SecondViewController#3 viewDidLoad()
  ViewController#1 viewWillDisappear(animated: true)
  SecondViewController#3 viewWillAppear(animated: true)
  UINavigationController#1.delegate navigationController(_:willShow: SecondViewController#3, animated: true) [uncertain]
  ViewController#1 viewDidDisappear(animated: true)
  SecondViewController#3 viewDidAppear(animated: true)
  UINavigationController#1.delegate navigationController(_:didShow: SecondViewController#3, animated: true) [uncertain]
> type data Тверь
> tap delegate
  ViewController#1 onDataUpdate(data: "Тверь")
  SecondViewController#3 viewWillDisappear(animated: true)
  ViewController#1 viewWillAppear(animated: true)
  UINavigationController#1.delegate navigationController(_:willShow: ViewController#1, animated: true) [uncertain]
  SecondViewController#3 viewDidDisappear(animated: true)
  ViewController#1 viewDidAppear(animated: true)
  UINavigationController#1.delegate navigationController(_:didShow: ViewController#1, animated: true) [uncertain]
  SecondViewController#3 deinit
> tap closure
  SecondViewController#4 init(coder:)
  SecondViewController#4 awakeFromNib()
  SecondViewController#4 loadView()
  SecondViewController#4 viewDidLoad()
  ViewController#1 viewWillDisappear(animated: true)
  SecondViewController#4 viewWillAppear(animated: true)
  UINavigationController#1.delegate navigationController(_:willShow: SecondViewController#4, animated: true) [uncertain]
  ViewController#1 viewDidDisappear(animated: true)
  SecondViewController#4 viewDidAppear(animated: true)
  UINavigationController#1.delegate navigationController(_:didShow: SecondViewController#4, animated: true) [uncertain]
> type data Псков
> tap delegate
  note: handleUpdatedDataDelegate is nil (this scene B was not opened with the delegate button), so onDataUpdate is not called and scene A keeps its text; the pop goes on (000:L8458–8462)
  SecondViewController#4 viewWillDisappear(animated: true)
  ViewController#1 viewWillAppear(animated: true)
  UINavigationController#1.delegate navigationController(_:willShow: ViewController#1, animated: true) [uncertain]
  SecondViewController#4 viewDidDisappear(animated: true)
  ViewController#1 viewDidAppear(animated: true)
  UINavigationController#1.delegate navigationController(_:didShow: ViewController#1, animated: true) [uncertain]
  SecondViewController#4 deinit
> screen
  Сцена А
  ────────────────────
  Тверь
  [Изменить с помощью свойства] ‹property›
  [Изменить с помощью segue] ‹segue›
  [Изменить с помощью делегата] ‹delegate›
  [Изменить с помощью замыкания] ‹closure›
> tap closure
  SecondViewController#5 init(coder:)
  SecondViewController#5 awakeFromNib()
  SecondViewController#5 loadView()
  SecondViewController#5 viewDidLoad()
  ViewController#1 viewWillDisappear(animated: true)
  SecondViewController#5 viewWillAppear(animated: true)
  UINavigationController#1.delegate navigationController(_:willShow: SecondViewController#5, animated: true) [uncertain]
  ViewController#1 viewDidDisappear(animated: true)
  SecondViewController#5 viewDidAppear(animated: true)
  UINavigationController#1.delegate navigationController(_:didShow: SecondViewController#5, animated: true) [uncertain]
> type data Псков
> tap closure
  SecondViewController#5 viewWillDisappear(animated: true)
  ViewController#1 viewWillAppear(animated: true)
  UINavigationController#1.delegate navigationController(_:willShow: ViewController#1, animated: true) [uncertain]
  SecondViewController#5 viewDidDisappear(animated: true)
  ViewController#1 viewDidAppear(animated: true)
  UINavigationController#1.delegate navigationController(_:didShow: ViewController#1, animated: true) [uncertain]
  SecondViewController#5 deinit
> screen
  Сцена А
  ────────────────────
  Псков
  [Изменить с помощью свойства] ‹property›
  [Изменить с помощью segue] ‹segue›
  [Изменить с помощью делегата] ‹delegate›
  [Изменить с помощью замыкания] ‹closure›
> kill
  SceneDelegate#1 sceneWillResignActive(_:) [uncertain]
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  SceneDelegate#1 sceneDidDisconnect(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: book as-written: sceneDidDisconnect as the book says (always called on a swipe-away; its line may be missing from the console); the logs of an iPhone swipe-kill (S17, S18) show none: uncertain (`explain kill`)
> book chapter 10.10
  the books' apps play chapter 10's code, as its reader has it up to Listing 10.10 (book chapter 10.10); `book chapter all` plays the finished apps
> launch transfer
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
> tap segue
  SecondViewController#1 init(coder:)
  SecondViewController#1 awakeFromNib()
  ViewController#1 prepare(for: "toEditScreen")
  SecondViewController#1 loadView()
  SecondViewController#1 viewDidLoad()
  ViewController#1 viewWillDisappear(animated: true)
  SecondViewController#1 viewWillAppear(animated: true)
  UINavigationController#1.delegate navigationController(_:willShow: SecondViewController#1, animated: true) [uncertain]
  ViewController#1 viewDidDisappear(animated: true)
  SecondViewController#1 viewDidAppear(animated: true)
  UINavigationController#1.delegate navigationController(_:didShow: SecondViewController#1, animated: true) [uncertain]
> type data Казань
> tap unwind
  SecondViewController#1 prepare(for: "toFirstScreen")
  ViewController#1 unwindToFirstScreen(segue: "toFirstScreen")
  SecondViewController#1 viewWillDisappear(animated: true)
  ViewController#1 viewWillAppear(animated: true)
  UINavigationController#1.delegate navigationController(_:willShow: ViewController#1, animated: true) [uncertain]
  SecondViewController#1 viewDidDisappear(animated: true)
  ViewController#1 viewDidAppear(animated: true)
  UINavigationController#1.delegate navigationController(_:didShow: ViewController#1, animated: true) [uncertain]
  SecondViewController#1 deinit
> screen
  Сцена А
  ────────────────────
  Test data
  [Изменить с помощью свойства] ‹property›
  [Изменить с помощью segue] ‹segue›
