# Launching an app whose root is a custom container (the app's ContainerViewController) with a
# storyboard container view: its embed segue fires inside the parent's loadView. The child is made,
# the parent prepares for the segue, the child's view loads and it joins the parent, all before
# the parent's viewDidLoad. On screen, the parent's appearance calls come before the child's.
# Lines marked [uncertain]: the sources leave their order open; `explain embed-segue` names them
# (the child's init and view loading before willMove are read from decompiled UIKit, not logged).
> trace all
> trace layout off
> launch container
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  ContainerViewController#1 init(coder:)
  ContainerViewController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  ContainerViewController#1 loadView() [uncertain]
  EmbeddedViewController#1 init(coder:) [uncertain]
  EmbeddedViewController#1 awakeFromNib() [uncertain]
  ContainerViewController#1 prepare(for: "embedChild")
  EmbeddedViewController#1 loadView() [uncertain]
  EmbeddedViewController#1 viewDidLoad() [uncertain]
  EmbeddedViewController#1 willMove(toParent: ContainerViewController#1) [uncertain]
  EmbeddedViewController#1 didMove(toParent: ContainerViewController#1) [uncertain]
  ContainerViewController#1 viewDidLoad() [uncertain]
  ContainerViewController#1 viewWillAppear(animated: false) [uncertain]
  EmbeddedViewController#1 viewWillAppear(animated: false) [uncertain]
  ContainerViewController#1 viewIsAppearing(animated: false)
  EmbeddedViewController#1 viewIsAppearing(animated: false)
  SceneDelegate#1 sceneDidBecomeActive(_:)
  ContainerViewController#1 viewDidAppear(animated: false)
  EmbeddedViewController#1 viewDidAppear(animated: false)
> tree
  Container (com.example.Container), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: ContainerViewController#1 [appeared, view loaded]
           └─ child 1: EmbeddedViewController#1 [appeared, view loaded]
> objects
  ContainerViewController#1  held by the window of scene 1
  EmbeddedViewController#1   held by ContainerViewController#1.children
