# Controllers kept in stored properties (Tests/Projects/StoredControllers), a window built in code.
# Home keeps a DetailViewController in a stored `let` and an AboutViewController in a `lazy var`;
# both Detail and Home have an `init()` of their own that prints after `super.init(nibName:bundle:)`.
# Swift runs a class's stored properties' initial values as its initializer starts, before the
# initializer's own code: Detail is made, and prints, before Home's init prints. A lazy property
# runs its initial value at its first use: About is made at the first tap on About. Each push
# shows the same instance again (no second init or viewDidLoad) and a pop does not deallocate
# it: Home's property still holds it. Lines marked [uncertain] are orders no log settles: the
# root's own calls during the programmatic launch.
#: open ../Projects/StoredControllers
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  SceneDelegate#1 scene(_:willConnectTo:options:)
  DetailViewController#1 init(nibName:bundle:)
  print: Detail: init
  HomeViewController#1 init(nibName:bundle:)
  print: Home: init
  HomeViewController#1 loadView() [uncertain]
  HomeViewController#1 viewDidLoad() [uncertain]
  print: Home: viewDidLoad
  HomeViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneWillEnterForeground(_:)
  SceneDelegate#1 sceneDidBecomeActive(_:)
  HomeViewController#1 viewDidAppear(animated: false)
> tap Detail
  DetailViewController#1 loadView()
  DetailViewController#1 viewDidLoad()
  print: Detail: viewDidLoad
  HomeViewController#1 viewWillDisappear(animated: true)
  DetailViewController#1 viewWillAppear(animated: true)
  HomeViewController#1 viewDidDisappear(animated: true)
  DetailViewController#1 viewDidAppear(animated: true)
> pop
  DetailViewController#1 viewWillDisappear(animated: true)
  HomeViewController#1 viewWillAppear(animated: true)
  DetailViewController#1 viewDidDisappear(animated: true)
  HomeViewController#1 viewDidAppear(animated: true)
> tap Detail
  HomeViewController#1 viewWillDisappear(animated: true)
  DetailViewController#1 viewWillAppear(animated: true)
  HomeViewController#1 viewDidDisappear(animated: true)
  DetailViewController#1 viewDidAppear(animated: true)
> pop
  DetailViewController#1 viewWillDisappear(animated: true)
  HomeViewController#1 viewWillAppear(animated: true)
  DetailViewController#1 viewDidDisappear(animated: true)
  HomeViewController#1 viewDidAppear(animated: true)
> tap About
  AboutViewController#1 init(nibName:bundle:)
  print: About: init
  AboutViewController#1 loadView()
  AboutViewController#1 viewDidLoad()
  print: About: viewDidLoad
  HomeViewController#1 viewWillDisappear(animated: true)
  AboutViewController#1 viewWillAppear(animated: true)
  HomeViewController#1 viewDidDisappear(animated: true)
  AboutViewController#1 viewDidAppear(animated: true)
> pop
  AboutViewController#1 viewWillDisappear(animated: true)
  HomeViewController#1 viewWillAppear(animated: true)
  AboutViewController#1 viewDidDisappear(animated: true)
  HomeViewController#1 viewDidAppear(animated: true)
> tap About
  HomeViewController#1 viewWillDisappear(animated: true)
  AboutViewController#1 viewWillAppear(animated: true)
  HomeViewController#1 viewDidDisappear(animated: true)
  AboutViewController#1 viewDidAppear(animated: true)
