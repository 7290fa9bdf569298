# `child forwarding off`: the container's shouldAutomaticallyForwardAppearanceMethods returns false.
# UIKit then sends its children no appearance calls; the container's code calls
# beginAppearanceTransition(_:animated:) (the will-call follows) and endAppearanceTransition() (the
# did-call follows) when a child joins or leaves, and passes on its own appearance the same way.
# Lines marked [uncertain]: the sources leave their order open; `explain child-forwarding` names them.
> trace none
> launch container
> trace default
> trace containment on
> child forwarding off
  note: ContainerViewController#1.shouldAutomaticallyForwardAppearanceMethods is false: its code now calls beginAppearanceTransition(_:animated:) and endAppearanceTransition() on its children
> child add DetailViewController
  DetailViewController#1 init(nibName:bundle:)
  DetailViewController#1 willMove(toParent: ContainerViewController#1)
  DetailViewController#1 loadView()
  DetailViewController#1 viewDidLoad()
  DetailViewController#1 beginAppearanceTransition(isAppearing: true, animated: false)
  DetailViewController#1 viewWillAppear(animated: false)
  DetailViewController#1 endAppearanceTransition()
  DetailViewController#1 viewDidAppear(animated: false) [uncertain]
  DetailViewController#1 didMove(toParent: ContainerViewController#1)
> child remove 1
  EmbeddedViewController#1 willMove(toParent: nil)
  EmbeddedViewController#1 beginAppearanceTransition(isAppearing: false, animated: false)
  EmbeddedViewController#1 viewWillDisappear(animated: false)
  EmbeddedViewController#1 endAppearanceTransition()
  EmbeddedViewController#1 viewDidDisappear(animated: false) [uncertain]
  EmbeddedViewController#1 didMove(toParent: nil)
  EmbeddedViewController#1 deinit
> child transition SummaryViewController
  SummaryViewController#1 init(nibName:bundle:)
  DetailViewController#1 willMove(toParent: nil)
  SummaryViewController#1 willMove(toParent: ContainerViewController#1)
  ContainerViewController#1 transition(from: DetailViewController#1, to: SummaryViewController#1)
  SummaryViewController#1 loadView() [uncertain]
  SummaryViewController#1 viewDidLoad() [uncertain]
  DetailViewController#1 beginAppearanceTransition(isAppearing: false, animated: true)
  DetailViewController#1 viewWillDisappear(animated: true) [uncertain]
  SummaryViewController#1 beginAppearanceTransition(isAppearing: true, animated: true)
  SummaryViewController#1 viewWillAppear(animated: true) [uncertain]
  DetailViewController#1 endAppearanceTransition()
  DetailViewController#1 viewDidDisappear(animated: true) [uncertain]
  SummaryViewController#1 endAppearanceTransition()
  SummaryViewController#1 viewDidAppear(animated: true) [uncertain]
  DetailViewController#1 didMove(toParent: nil)
  SummaryViewController#1 didMove(toParent: ContainerViewController#1)
  DetailViewController#1 deinit
> present CoverController --style full-screen
  note: CoverController is not a screen of Container: simulating it as a plain UIViewController subclass
  CoverController#1 init(nibName:bundle:)
  CoverController#1 loadView()
  CoverController#1 viewDidLoad()
  ContainerViewController#1 viewWillDisappear(animated: true)
  SummaryViewController#1 beginAppearanceTransition(isAppearing: false, animated: true)
  SummaryViewController#1 viewWillDisappear(animated: true)
  CoverController#1 viewWillAppear(animated: true)
  CoverController#1 viewDidAppear(animated: true)
  ContainerViewController#1 viewDidDisappear(animated: true)
  SummaryViewController#1 endAppearanceTransition()
  SummaryViewController#1 viewDidDisappear(animated: true)
> dismiss
  CoverController#1 viewWillDisappear(animated: true)
  ContainerViewController#1 viewWillAppear(animated: true)
  SummaryViewController#1 beginAppearanceTransition(isAppearing: true, animated: true)
  SummaryViewController#1 viewWillAppear(animated: true)
  ContainerViewController#1 viewDidAppear(animated: true)
  SummaryViewController#1 endAppearanceTransition()
  SummaryViewController#1 viewDidAppear(animated: true)
  CoverController#1 viewDidDisappear(animated: true)
  CoverController#1 deinit
> child forwarding on
  note: ContainerViewController#1.shouldAutomaticallyForwardAppearanceMethods is true: UIKit forwards appearance to its children again
> child add DetailViewController
  DetailViewController#2 init(nibName:bundle:)
  DetailViewController#2 willMove(toParent: ContainerViewController#1)
  DetailViewController#2 loadView()
  DetailViewController#2 viewDidLoad()
  DetailViewController#2 viewWillAppear(animated: false)
  DetailViewController#2 viewDidAppear(animated: false) [uncertain]
  DetailViewController#2 didMove(toParent: ContainerViewController#1)
