# What `child` refuses, and why: no custom container on screen, a child that is not there, a
# container class as a child, forwarding already in the state asked for. Nothing changes.
# The one `child remove` that works empties the container for the last two refusals; the line
# marked [uncertain] is its did-disappear, whose place (same run loop turn or later) is open.
> child add DetailViewController
error: no app is running; type `launch` first
> trace none
> launch
> child add DetailViewController
error: child add ignored: To-Do Manager shows no custom container view controller (a UIViewController subclass with children); `launch container` starts an app whose root is one
> kill
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book
> launch container
> trace default
> child remove 2
error: child remove 2: no such child; ContainerViewController#1 has children 1...1 (1 EmbeddedViewController#1)
> child add UINavigationController
error: child add: UINavigationController is a container class; scenelab adds plain screens as children (name a screen class, e.g. DetailViewController)
> child add ContainerViewController
error: child add: ContainerViewController is a container class; scenelab adds plain screens as children (name a screen class, e.g. DetailViewController)
> child forwarding on
error: child forwarding on ignored: ContainerViewController#1 already lets UIKit forward appearance to its children
> child remove
  EmbeddedViewController#1 viewWillDisappear(animated: false)
  EmbeddedViewController#1 viewDidDisappear(animated: false) [uncertain]
  EmbeddedViewController#1 deinit
> child remove
error: child remove ignored: ContainerViewController#1 has no children; `child add CLASS` adds one
> child transition DetailViewController
error: child transition ignored: ContainerViewController#1 has no children; `child add CLASS` adds one
> tree
  Container (com.example.Container), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: ContainerViewController#1 [appeared, view loaded]
