# A window whose root another type presents (Tests/Projects/Assembled), in the shape of VIPER and
# MVVM projects built in code: scene(_:willConnectTo:options:) calls a type's static method,
# `RootPresenter.present(in: window!, root: CatalogAssembly.makeModule())`, whose parameter is the
# window and whose second argument is what another type's static method returns (a navigation
# controller around CatalogViewController). The argument is worked out first, so the catalog is
# made and its assembly prints before the presenter runs; the presenter sets the root, prints and
# makes the window key, which loads the root and begins its appearance before the scene delegate's
# own print after the call. The catalog's bar button pushes what `ItemAssembly.makeModule(name:)`
# returns. Lines marked [uncertain] are orders the notes do not settle (anchor §1a for the launch).
#: open ../Projects/Assembled
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  SceneDelegate#1 scene(_:willConnectTo:options:)
  print: assembled the catalog
  print: root presented
  CatalogViewController#1 init(nibName:bundle:)
  CatalogViewController#1 loadView() [uncertain]
  CatalogViewController#1 viewDidLoad() [uncertain]
  print: Catalog viewDidLoad
  CatalogViewController#1 viewWillAppear(animated: false) [uncertain]
  print: scene connected
  SceneDelegate#1 sceneWillEnterForeground(_:)
  SceneDelegate#1 sceneDidBecomeActive(_:)
  CatalogViewController#1 viewDidAppear(animated: false)
> tap Item
  ItemViewController#1 init(nibName:bundle:)
  ItemViewController#1 loadView()
  ItemViewController#1 viewDidLoad()
  print: Item viewDidLoad
  CatalogViewController#1 viewWillDisappear(animated: true)
  ItemViewController#1 viewWillAppear(animated: true)
  CatalogViewController#1 viewDidDisappear(animated: true)
  ItemViewController#1 viewDidAppear(animated: true)
> pop
  ItemViewController#1 viewWillDisappear(animated: true)
  CatalogViewController#1 viewWillAppear(animated: true)
  ItemViewController#1 viewDidDisappear(animated: true)
  CatalogViewController#1 viewDidAppear(animated: true)
  ItemViewController#1 deinit
