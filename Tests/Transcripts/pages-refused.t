# Page commands that cannot run: one line each. A swipe past the first or last page asks the
# data source, which returns nil: the page bounces back and nothing appears or disappears.
# Lines marked [uncertain]: the sources leave their order open; `explain page` names them.
> page next
error: no app is running; type `launch` first
> trace none
> launch
> trace default
> page next
error: page next ignored: To-Do Manager has no page view controller (no UIPageViewController on screen); `launch pages` starts an app that has one
> kill
  SceneDelegate#1 sceneWillResignActive(_:) [uncertain]
  SceneDelegate#1 sceneDidEnterBackground(_:) [uncertain]
  AppDelegate applicationWillTerminate(_:) [uncertain]
  note: the process ends: no deinit runs, and whatever was not saved is gone (`explain kill`)
> trace none
> launch pages
  note: UIPageViewController#1's viewDidLoad (the app's code) calls setViewControllers([WelcomePageViewController()], direction: .forward, animated: false)
> trace default
> trace delegate on
> page previous
error: page previous: the data source returned nil before page 1 (WelcomePageViewController#1 is the first page): the page bounces back, and nothing appears or disappears
> page set 4
error: page set 4: no such page; the data source returns pages 1...3 (1 WelcomePageViewController, 2 FeaturesPageViewController, 3 GetStartedPageViewController)
> page set 0
error: column 10: '0' is not a page number N (they count from 1)
> page turn
error: column 6: page takes next, previous or set, not 'turn'; usage: page next|previous [--cancel] | page set N [--animated]
> page
error: column 5: page needs next, previous or set; usage: page next|previous [--cancel] | page set N [--animated]
> page next now
error: column 11: unexpected argument 'now'; usage: page next|previous [--cancel] | page set N [--animated]
> page set 3
  note: the app's code calls setViewControllers([GetStartedPageViewController()], direction: .forward, animated: false)
  GetStartedPageViewController#1 init(nibName:bundle:)
  GetStartedPageViewController#1 loadView() [uncertain]
  GetStartedPageViewController#1 viewDidLoad() [uncertain]
  GetStartedPageViewController#1 viewWillAppear(animated: false) [uncertain]
  WelcomePageViewController#1 viewWillDisappear(animated: false) [uncertain]
  GetStartedPageViewController#1 viewDidAppear(animated: false) [uncertain]
  WelcomePageViewController#1 viewDidDisappear(animated: false) [uncertain]
  note: no delegate call: the delegate hears only of transitions a gesture makes
  WelcomePageViewController#1 deinit [uncertain]
  FeaturesPageViewController#1 deinit [uncertain]
> page next
error: page next: the data source returned nil after page 3 (GetStartedPageViewController#1 is the last page): the page bounces back, and nothing appears or disappears
> tree
  Pages (com.example.Pages), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UIPageViewController#1 [appeared, view loaded]
           ├─ page 2 (cached): FeaturesPageViewController#2 [disappeared, view loaded]
           └─ page 3 (shown): GetStartedPageViewController#1 [appeared, view loaded]
> present SheetController
  note: SheetController is not a screen of Pages: simulating it as a plain UIViewController subclass
  SheetController#1 init(nibName:bundle:)
  note: modalPresentationStyle .automatic behaves as .pageSheet on iPhone
  SheetController#1 loadView()
  SheetController#1 viewDidLoad()
  SheetController#1 viewWillAppear(animated: true)
  SheetController#1 viewDidAppear(animated: true)
> page next
error: page next ignored: SheetController#1 is presented over the page view controller; `dismiss` it first
> dismiss
  SheetController#1 viewWillDisappear(animated: true)
  SheetController#1 viewDidDisappear(animated: true)
  SheetController#1 deinit
> home
  SceneDelegate#1 sceneWillResignActive(_:)
  SceneDelegate#1 sceneDidEnterBackground(_:)
> page next
error: ignored: scene 1 is in the background; `open` or `launch` the app first (UIKit delivers touches only to a foreground-active scene)
