# Storyboard references: the tabs are placeholders for Profile.storyboard's initial controller
# and Shop.storyboard's Catalog scene; Edit leads through a reference within Profile.storyboard;
# Buy presents full screen and Close unwinds to the Catalog, which declares the action.
# Lines marked [uncertain] are orders the notes do not settle (a window's first appearance at
# launch, an embedded child's loading); they are scenelab's own, not the project's.
#: open ../Projects/References
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  print: AppDelegate: application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  ProfileViewController#1 init(coder:)
  ProfileViewController#1 awakeFromNib()
  CatalogViewController#1 init(coder:)
  CatalogViewController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  print: SceneDelegate: scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  ProfileViewController#1 loadView() [uncertain]
  ProfileViewController#1 viewDidLoad() [uncertain]
  print: Profile: viewDidLoad()
  ProfileViewController#1 viewWillAppear(animated: false) [uncertain]
  print: Profile: viewWillAppear(_:)
  SceneDelegate#1 sceneDidBecomeActive(_:)
  print: SceneDelegate: sceneDidBecomeActive(_:)
  ProfileViewController#1 viewDidAppear(animated: false)
> tap Edit
  ProfileViewController#1 shouldPerformSegue(withIdentifier: "editProfile", sender: Edit)
  EditorViewController#1 init(coder:)
  EditorViewController#1 awakeFromNib()
  ProfileViewController#1 prepare(for: "editProfile", sender: Edit)
  print: Profile: prepare editProfile -> \(type(of: segue.destination))
  note: ProfileViewController.swift:22: scenelab does not evaluate `type(of: segue.destination)`; printed as written
  EditorViewController#1 loadView()
  EditorViewController#1 viewDidLoad()
  print: Editor: viewDidLoad()
  ProfileViewController#1 viewWillDisappear(animated: true)
  EditorViewController#1 viewWillAppear(animated: true)
  ProfileViewController#1 viewDidDisappear(animated: true)
  EditorViewController#1 viewDidAppear(animated: true)
> tab 2
  CatalogViewController#1 loadView()
  CatalogViewController#1 viewDidLoad()
  print: Catalog: viewDidLoad()
  CatalogViewController#1 viewWillAppear(animated: false)
  print: Catalog: viewWillAppear(_:)
  EditorViewController#1 viewWillDisappear(animated: false)
  print: Editor: viewWillDisappear(_:)
  EditorViewController#1 viewDidDisappear(animated: false)
  CatalogViewController#1 viewDidAppear(animated: false)
> tap Buy
  CatalogViewController#1 shouldPerformSegue(withIdentifier: "checkout", sender: Buy)
  CheckoutViewController#1 init(coder:)
  CheckoutViewController#1 awakeFromNib()
  CatalogViewController#1 prepare(for: "checkout", sender: Buy)
  CheckoutViewController#1 loadView()
  CheckoutViewController#1 viewDidLoad()
  print: Checkout: viewDidLoad()
  CatalogViewController#1 viewWillDisappear(animated: true)
  CheckoutViewController#1 viewWillAppear(animated: true)
  CheckoutViewController#1 viewDidAppear(animated: true)
  print: Checkout: viewDidAppear(_:)
  CatalogViewController#1 viewDidDisappear(animated: true)
> tap Close
  CheckoutViewController#1 shouldPerformSegue(withIdentifier: "closeCheckout", sender: Close)
  CheckoutViewController#1 prepare(for: "closeCheckout", sender: Close)
  CatalogViewController#1 unwindToCatalog(segue: "closeCheckout")
  print: Catalog: unwindToCatalog(_:) from \(type(of: segue.source))
  note: CatalogViewController.swift:22: scenelab does not evaluate `type(of: segue.source)`; printed as written
  CheckoutViewController#1 viewWillDisappear(animated: true)
  CatalogViewController#1 viewWillAppear(animated: true)
  print: Catalog: viewWillAppear(_:)
  CatalogViewController#1 viewDidAppear(animated: true)
  CheckoutViewController#1 viewDidDisappear(animated: true)
  print: Checkout: viewDidDisappear(_:)
  CheckoutViewController#1 deinit
