# A page, or a custom container's child, that defines the presentation context and presents in
# it (.currentContext or .overCurrentContext): the presented controller hangs from that page or
# child and its view sits where theirs is. A swipe reaches the presented view, not the pages, so
# `page` is refused; the container's code taking that child away is refused too, as no source
# shows what UIKit does with a presentation whose context leaves. Dismissed, both work again.
# Lines marked [uncertain]: the covered controller's calls copy the full-screen order
# (`explain defines-context`).
> trace none
> launch pages
  note: UIPageViewController#1's viewDidLoad (the app's code) calls setViewControllers([WelcomePageViewController()], direction: .forward, animated: false)
> defines-context on
  note: WelcomePageViewController#1.definesPresentationContext = true: a .currentContext or .overCurrentContext presentation from it or its children covers it
> trace default
> present Cover --style current-context
  note: Cover is not a screen of Pages: simulating it as a plain UIViewController subclass
  Cover#1 init(nibName:bundle:)
  note: WelcomePageViewController#1 defines the presentation context: UIKit asks it to present
  Cover#1 loadView()
  Cover#1 viewDidLoad()
  WelcomePageViewController#1 viewWillDisappear(animated: true) [uncertain]
  Cover#1 viewWillAppear(animated: true)
  Cover#1 viewDidAppear(animated: true)
  WelcomePageViewController#1 viewDidDisappear(animated: true) [uncertain]
> page next
error: page next ignored: Cover#1 is presented over the page view controller; `dismiss` it first
> page set 3
error: page set ignored: Cover#1 is presented over the page view controller; `dismiss` it first
> dismiss
  Cover#1 viewWillDisappear(animated: true)
  WelcomePageViewController#1 viewWillAppear(animated: true) [uncertain]
  WelcomePageViewController#1 viewDidAppear(animated: true) [uncertain]
  Cover#1 viewDidDisappear(animated: true)
  Cover#1 deinit
> page next
  FeaturesPageViewController#1 init(nibName:bundle:)
  FeaturesPageViewController#1 loadView() [uncertain]
  FeaturesPageViewController#1 viewDidLoad() [uncertain]
  note: the data source returns nil: page 1 is the first page
  FeaturesPageViewController#1 viewWillAppear(animated: true)
  WelcomePageViewController#1 viewWillDisappear(animated: true)
  FeaturesPageViewController#1 viewDidAppear(animated: true)
  WelcomePageViewController#1 viewDidDisappear(animated: true)
  GetStartedPageViewController#1 init(nibName:bundle:)
  GetStartedPageViewController#1 loadView() [uncertain]
  GetStartedPageViewController#1 viewDidLoad() [uncertain]
> trace none
> kill
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
  note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book
> launch container
> defines-context on
  note: EmbeddedViewController#1.definesPresentationContext = true: a .currentContext or .overCurrentContext presentation from it or its children covers it
> trace default
> present Cover --style over-current-context
  note: Cover is not a screen of Container: simulating it as a plain UIViewController subclass
  Cover#1 init(nibName:bundle:)
  note: EmbeddedViewController#1 defines the presentation context: UIKit asks it to present
  Cover#1 loadView()
  Cover#1 viewDidLoad()
  Cover#1 viewWillAppear(animated: true)
  Cover#1 viewDidAppear(animated: true)
> child remove
error: child remove ignored: Cover#1 is presented in the context EmbeddedViewController#1 defines, and no source shows what UIKit does with it when its context leaves; `dismiss` it first
> child transition Other
error: child transition ignored: Cover#1 is presented in the context EmbeddedViewController#1 defines, and no source shows what UIKit does with it when its context leaves; `dismiss` it first
> tree
  Container (com.example.Container), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: ContainerViewController#1 [appeared, view loaded]
           └─ child 1: EmbeddedViewController#1 [appeared, view loaded]
              └─ presented .overCurrentContext: Cover#1 [appeared, view loaded]
> dismiss
  Cover#1 viewWillDisappear(animated: true)
  Cover#1 viewDidDisappear(animated: true)
  Cover#1 deinit
> child remove
  EmbeddedViewController#1 viewWillDisappear(animated: false)
  EmbeddedViewController#1 viewDidDisappear(animated: false) [uncertain]
  EmbeddedViewController#1 deinit
