# Every other kind of segue: popovers from a bar item and from a cell, a page view controller,
# a collection view controller, a custom segue, a form sheet, and a manual segue performed by
# identifier.
# Lines marked [uncertain] are orders the notes do not settle (a window's first appearance at
# launch, an embedded child's loading); they are scenelab's own, not the project's.
#: open ../Projects/Kitchen
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  print: AppDelegate: application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  MenuViewController#1 init(coder:)
  MenuViewController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  print: SceneDelegate: scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  print: SceneDelegate: sceneWillEnterForeground(_:)
  MenuViewController#1 loadView() [uncertain]
  MenuViewController#1 viewDidLoad() [uncertain]
  print: Menu: viewDidLoad()
  MenuViewController#1 viewWillAppear(animated: false) [uncertain]
  print: Menu: viewWillAppear(_:)
  SceneDelegate#1 sceneDidBecomeActive(_:)
  print: SceneDelegate: sceneDidBecomeActive(_:)
  MenuViewController#1 viewDidAppear(animated: false)
> tap Tips
  MenuViewController#1 shouldPerformSegue(withIdentifier: "showTips", sender: Tips)
  TipsViewController#1 init(coder:)
  TipsViewController#1 awakeFromNib()
  MenuViewController#1 prepare(for: "showTips", sender: Tips)
  print: Menu: prepare showTips
  TipsViewController#1 loadView()
  TipsViewController#1 viewDidLoad()
  print: Tips: viewDidLoad()
  TipsViewController#1 viewWillAppear(animated: true)
  print: Tips: viewWillAppear(_:)
  TipsViewController#1 viewDidAppear(animated: true)
> dismiss
  TipsViewController#1 viewWillDisappear(animated: true)
  TipsViewController#1 viewDidDisappear(animated: true)
  TipsViewController#1 deinit
> tap Pages
  MenuViewController#1 shouldPerformSegue(withIdentifier: "showPages", sender: UITableViewCell)
  MenuViewController#1 prepare(for: "showPages", sender: UITableViewCell)
  print: Menu: prepare showPages
  print: Pages: viewDidLoad()
  note: PagesViewController#1's viewDidLoad (the app's code) calls setViewControllers([the storyboard's PageOneViewController], direction: .forward, animated: false)
  PageOneViewController#1 init(coder:)
  PageOneViewController#1 awakeFromNib()
  PageOneViewController#1 loadView() [uncertain]
  PageOneViewController#1 viewDidLoad() [uncertain]
  print: PageOne: viewDidLoad()
  MenuViewController#1 viewWillDisappear(animated: true)
  print: Pages: viewWillAppear(_:)
  PageOneViewController#1 viewWillAppear(animated: true)
  print: PageOne: viewWillAppear(_:)
  MenuViewController#1 viewDidDisappear(animated: true)
  PageOneViewController#1 viewDidAppear(animated: true)
> tap back
  PageOneViewController#1 viewWillDisappear(animated: true)
  MenuViewController#1 viewWillAppear(animated: true)
  print: Menu: viewWillAppear(_:)
  PageOneViewController#1 viewDidDisappear(animated: true)
  MenuViewController#1 viewDidAppear(animated: true)
  PageOneViewController#1 deinit
> tap Grid
  MenuViewController#1 shouldPerformSegue(withIdentifier: "showGrid", sender: UITableViewCell)
  GridViewController#1 init(coder:)
  GridViewController#1 awakeFromNib()
  MenuViewController#1 prepare(for: "showGrid", sender: UITableViewCell)
  print: Menu: prepare showGrid
  GridViewController#1 loadView()
  GridViewController#1 viewDidLoad()
  print: Grid: viewDidLoad()
  MenuViewController#1 viewWillDisappear(animated: true)
  GridViewController#1 viewWillAppear(animated: true)
  print: Grid: viewWillAppear(_:)
  MenuViewController#1 viewDidDisappear(animated: true)
  GridViewController#1 viewDidAppear(animated: true)
> tap back
  GridViewController#1 viewWillDisappear(animated: true)
  MenuViewController#1 viewWillAppear(animated: true)
  print: Menu: viewWillAppear(_:)
  GridViewController#1 viewDidDisappear(animated: true)
  MenuViewController#1 viewDidAppear(animated: true)
  GridViewController#1 deinit
> tap Custom
  MenuViewController#1 shouldPerformSegue(withIdentifier: "fade", sender: UITableViewCell)
  note: a custom segue (FadeSegue) runs the app's own perform(), which scenelab does not: it is played as Show
  CustomTargetViewController#1 init(coder:)
  CustomTargetViewController#1 awakeFromNib()
  MenuViewController#1 prepare(for: "fade", sender: UITableViewCell)
  print: Menu: prepare fade
  CustomTargetViewController#1 loadView()
  CustomTargetViewController#1 viewDidLoad()
  print: CustomTarget: viewDidLoad()
  MenuViewController#1 viewWillDisappear(animated: true)
  CustomTargetViewController#1 viewWillAppear(animated: true)
  print: CustomTarget: viewWillAppear(_:)
  MenuViewController#1 viewDidDisappear(animated: true)
  CustomTargetViewController#1 viewDidAppear(animated: true)
> tap back
  CustomTargetViewController#1 viewWillDisappear(animated: true)
  MenuViewController#1 viewWillAppear(animated: true)
  print: Menu: viewWillAppear(_:)
  CustomTargetViewController#1 viewDidDisappear(animated: true)
  MenuViewController#1 viewDidAppear(animated: true)
  CustomTargetViewController#1 deinit
> tap Sheet
  MenuViewController#1 shouldPerformSegue(withIdentifier: "showSheet", sender: UITableViewCell)
  SheetViewController#1 init(coder:)
  SheetViewController#1 awakeFromNib()
  MenuViewController#1 prepare(for: "showSheet", sender: UITableViewCell)
  print: Menu: prepare showSheet
  SheetViewController#1 loadView()
  SheetViewController#1 viewDidLoad()
  print: Sheet: viewDidLoad()
  SheetViewController#1 viewWillAppear(animated: true)
  print: Sheet: viewWillAppear(_:)
  SheetViewController#1 viewDidAppear(animated: true)
> dismiss
  SheetViewController#1 viewWillDisappear(animated: true)
  SheetViewController#1 viewDidDisappear(animated: true)
  SheetViewController#1 deinit
> segue showLogin
  LoginViewController#1 init(coder:)
  LoginViewController#1 awakeFromNib()
  MenuViewController#1 prepare(for: "showLogin", sender: self)
  print: Menu: prepare showLogin
  LoginViewController#1 loadView()
  LoginViewController#1 viewDidLoad()
  print: Login: viewDidLoad()
  MenuViewController#1 viewWillDisappear(animated: true)
  LoginViewController#1 viewWillAppear(animated: true)
  print: Login: viewWillAppear(_:)
  MenuViewController#1 viewDidDisappear(animated: true)
  LoginViewController#1 viewDidAppear(animated: true)
> segue nowhere
error: segue nowhere: LoginViewController#1 has no segue with that identifier; its storyboard scene has none
