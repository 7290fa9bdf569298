# `child add CLASS`: the container's code calls addChild (the child hears willMove(toParent:) at
# once), adds the child's view (it loads, then appears at once, not animated), and calls
# didMove(toParent:) itself. With the container covered by a full-screen presentation, the new
# child only loads: nothing appears until the container does, its own call first.
# Lines marked [uncertain]: whether the did-appear waits for the end of the run loop's turn is open.
> trace none
> launch container
> trace default
> trace containment on
> child add DetailViewController
  DetailViewController#1 init(nibName:bundle:)
  DetailViewController#1 willMove(toParent: ContainerViewController#1)
  DetailViewController#1 loadView()
  DetailViewController#1 viewDidLoad()
  DetailViewController#1 viewWillAppear(animated: false)
  DetailViewController#1 viewDidAppear(animated: false) [uncertain]
  DetailViewController#1 didMove(toParent: ContainerViewController#1)
> tree
  Container (com.example.Container), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: ContainerViewController#1 [appeared, view loaded]
           ├─ child 1: EmbeddedViewController#1 [appeared, view loaded]
           └─ child 2: DetailViewController#1 [appeared, view loaded]
> present CoverController --style full-screen
  note: CoverController is not a screen of Container: simulating it as a plain UIViewController subclass
  CoverController#1 init(nibName:bundle:)
  CoverController#1 loadView()
  CoverController#1 viewDidLoad()
  ContainerViewController#1 viewWillDisappear(animated: true)
  EmbeddedViewController#1 viewWillDisappear(animated: true)
  DetailViewController#1 viewWillDisappear(animated: true)
  CoverController#1 viewWillAppear(animated: true)
  CoverController#1 viewDidAppear(animated: true)
  ContainerViewController#1 viewDidDisappear(animated: true)
  EmbeddedViewController#1 viewDidDisappear(animated: true)
  DetailViewController#1 viewDidDisappear(animated: true)
> child add SummaryViewController
  SummaryViewController#1 init(nibName:bundle:)
  SummaryViewController#1 willMove(toParent: ContainerViewController#1)
  SummaryViewController#1 loadView()
  SummaryViewController#1 viewDidLoad()
  SummaryViewController#1 didMove(toParent: ContainerViewController#1)
> dismiss
  CoverController#1 viewWillDisappear(animated: true)
  ContainerViewController#1 viewWillAppear(animated: true)
  EmbeddedViewController#1 viewWillAppear(animated: true)
  DetailViewController#1 viewWillAppear(animated: true)
  SummaryViewController#1 viewWillAppear(animated: true)
  ContainerViewController#1 viewDidAppear(animated: true)
  EmbeddedViewController#1 viewDidAppear(animated: true)
  DetailViewController#1 viewDidAppear(animated: true)
  SummaryViewController#1 viewDidAppear(animated: true)
  CoverController#1 viewDidDisappear(animated: true)
  CoverController#1 deinit
> tree
  Container (com.example.Container), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: ContainerViewController#1 [appeared, view loaded]
           ├─ child 1: EmbeddedViewController#1 [appeared, view loaded]
           ├─ child 2: DetailViewController#1 [appeared, view loaded]
           └─ child 3: SummaryViewController#1 [appeared, view loaded]
