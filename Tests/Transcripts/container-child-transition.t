# `child transition CLASS`: the container swaps its last child A for a new B with
# transition(from:to:duration:options:animations:completion:). Its code tells A it leaves and adds B
# (willMove on both) before the call, and in the completion block calls A.removeFromParent() and
# B.didMove(toParent:). The appearance calls in between are UIKit's; no log settles their order, so
# they are a push's and marked [uncertain] (`explain child-transition`). A then deinitializes.
> trace none
> launch container
> trace default
> trace containment on
> child transition DetailViewController
  DetailViewController#1 init(nibName:bundle:)
  EmbeddedViewController#1 willMove(toParent: nil)
  DetailViewController#1 willMove(toParent: ContainerViewController#1)
  ContainerViewController#1 transition(from: EmbeddedViewController#1, to: DetailViewController#1)
  DetailViewController#1 loadView() [uncertain]
  DetailViewController#1 viewDidLoad() [uncertain]
  EmbeddedViewController#1 viewWillDisappear(animated: true) [uncertain]
  DetailViewController#1 viewWillAppear(animated: true) [uncertain]
  EmbeddedViewController#1 viewDidDisappear(animated: true) [uncertain]
  DetailViewController#1 viewDidAppear(animated: true) [uncertain]
  EmbeddedViewController#1 didMove(toParent: nil)
  DetailViewController#1 didMove(toParent: ContainerViewController#1)
  EmbeddedViewController#1 deinit
> tree
  Container (com.example.Container), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: ContainerViewController#1 [appeared, view loaded]
           └─ child 1: DetailViewController#1 [appeared, view loaded]
