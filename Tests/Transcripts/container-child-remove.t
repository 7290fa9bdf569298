# `child remove [N]`: willMove(toParent: nil) from the container's code, the view removed (the
# child disappears at once), removeFromParent (didMove(toParent: nil)), then deinit, since the
# container's `children` held the only reference. A child something else holds stays alive.
# Lines marked [uncertain]: whether the did-disappear waits for the end of the run loop's turn is open.
> trace none
> launch container
> child add DetailViewController
> trace default
> trace containment on
> child remove 1
  EmbeddedViewController#1 willMove(toParent: nil)
  EmbeddedViewController#1 viewWillDisappear(animated: false)
  EmbeddedViewController#1 viewDidDisappear(animated: false) [uncertain]
  EmbeddedViewController#1 didMove(toParent: nil)
  EmbeddedViewController#1 deinit
> objects
  ContainerViewController#1  held by the window of scene 1
  DetailViewController#1     held by ContainerViewController#1.children
> hold keep
  note: keep holds DetailViewController#1 strongly: popped or dismissed, it stays alive (no deinit) until `release keep`
> child remove
  DetailViewController#1 willMove(toParent: nil)
  DetailViewController#1 viewWillDisappear(animated: false)
  DetailViewController#1 viewDidDisappear(animated: false) [uncertain]
  DetailViewController#1 didMove(toParent: nil)
> objects
  ContainerViewController#1  held by the window of scene 1
  DetailViewController#1     held by hold keep
> release keep
  DetailViewController#1 deinit
> tree
  Container (com.example.Container), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: ContainerViewController#1 [appeared, view loaded]
