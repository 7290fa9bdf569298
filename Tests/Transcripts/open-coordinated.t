# A coordinator builds the flow (Tests/Projects/Coordinated), in the shape many courses teach for
# apps without storyboards: the scene delegate makes an empty UINavigationController, hands it to
# a MainCoordinator it keeps, calls coordinator?.start() and makes the navigation controller the
# window's root. start() pushes the first screen (InboxViewController, made in code), which becomes
# the navigation controller's root before it is in a window: made inside willConnectTo, loaded when
# the window is shown. Each screen keeps a weak `coordinator` and asks it to move on: Read Message
# calls coordinator?.showMessage(), which pushes a MessageViewController; the compose bar item calls
# coordinator?.compose(), which presents a ComposeViewController in a navigation controller made in
# code; Send calls coordinator?.finishComposing(), which dismisses it; Take the Tour calls
# coordinator?.showTour(), which pushes TourViewController, a UIPageViewController subclass made in
# code whose viewDidLoad gives it a title and its first page: the navigation bar shows the page view
# controller's title over its page. The coordinator's prints run where it is called, in its own name.
# Lines marked [uncertain] are orders the notes do not settle (the window's first appearance inside
# willConnectTo, a page's view loading as the page view controller caches it).
#: open ../Projects/Coordinated
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  print: AppDelegate: didFinishLaunching
  AppDelegate application(_:configurationForConnecting:options:)
  SceneDelegate#1 scene(_:willConnectTo:options:)
  print: SceneDelegate: willConnectTo
  print: MainCoordinator: start
  InboxViewController#1 init(nibName:bundle:)
  InboxViewController#1 loadView() [uncertain]
  InboxViewController#1 viewDidLoad() [uncertain]
  print: Inbox: viewDidLoad
  InboxViewController#1 viewWillAppear(animated: false) [uncertain]
  print: Inbox: viewWillAppear
  print: SceneDelegate: window shown
  SceneDelegate#1 sceneWillEnterForeground(_:)
  SceneDelegate#1 sceneDidBecomeActive(_:)
  print: SceneDelegate: didBecomeActive
  InboxViewController#1 viewDidAppear(animated: false)
> actions
  tap Compose
  tap Read Message
  tap Take the Tour
> tap Read Message
  print: MainCoordinator: showMessage
  MessageViewController#1 init(nibName:bundle:)
  MessageViewController#1 loadView()
  MessageViewController#1 viewDidLoad()
  print: Message: viewDidLoad
  InboxViewController#1 viewWillDisappear(animated: true)
  MessageViewController#1 viewWillAppear(animated: true)
  InboxViewController#1 viewDidDisappear(animated: true)
  MessageViewController#1 viewDidAppear(animated: true)
  print: Message: viewDidAppear
> tap back
  MessageViewController#1 viewWillDisappear(animated: true)
  InboxViewController#1 viewWillAppear(animated: true)
  print: Inbox: viewWillAppear
  MessageViewController#1 viewDidDisappear(animated: true)
  InboxViewController#1 viewDidAppear(animated: true)
  MessageViewController#1 deinit
  print: Message: deinit
> tap compose
  ComposeViewController#1 init(nibName:bundle:)
  ComposeViewController#1 loadView()
  ComposeViewController#1 viewDidLoad()
  print: Compose: viewDidLoad
  ComposeViewController#1 viewWillAppear(animated: true)
  ComposeViewController#1 viewDidAppear(animated: true)
> screen
  New Message   [Send]
  ────────────────────
> tap Send
  print: Compose: send
  print: MainCoordinator: finishComposing
  ComposeViewController#1 viewWillDisappear(animated: true)
  ComposeViewController#1 viewDidDisappear(animated: true)
  ComposeViewController#1 deinit
> tap Take the Tour
  print: Tour: viewDidLoad
  note: TourViewController#1's viewDidLoad (the app's code) calls setViewControllers([TourPageViewController()], direction: .forward, animated: false)
  TourPageViewController#1 init(nibName:bundle:)
  TourPageViewController#1 loadView() [uncertain]
  TourPageViewController#1 viewDidLoad() [uncertain]
  print: TourPage: viewDidLoad
  InboxViewController#1 viewWillDisappear(animated: true)
  TourPageViewController#1 viewWillAppear(animated: true)
  InboxViewController#1 viewDidDisappear(animated: true)
  TourPageViewController#1 viewDidAppear(animated: true)
> screen
  < Inbox   Tour
  ────────────────────
  page 1 of 1   ●
> tap back
  TourPageViewController#1 viewWillDisappear(animated: true)
  InboxViewController#1 viewWillAppear(animated: true)
  print: Inbox: viewWillAppear
  TourPageViewController#1 viewDidDisappear(animated: true)
  InboxViewController#1 viewDidAppear(animated: true)
  print: Tour: deinit
  TourPageViewController#1 deinit
> tree
  Mailbox (org.example.Coordinated), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UINavigationController#1 [appeared, view loaded]
           └─ [0]: InboxViewController#1 [appeared, view loaded]
