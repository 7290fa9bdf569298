# Page commands that cannot run: one line each. Past the first or last page the data source
# answers nil: the page only bounces back, nothing appears or disappears, and scenelab refuses
# the swipe with one line.
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
  note: no sceneDidDisconnect, as the logs of an iPhone swipe-kill show (S17, S18); the book says it is always called and its line may be missing from the console (S1, S16 log it): uncertain; `book as-written` plays the book
> trace none
> launch pages
  note: UIPageViewController#1's viewDidLoad (the app's code) calls setViewControllers([WelcomePageViewController()], direction: .forward, animated: false)
> trace default
> trace delegate on
> page previous
error: page previous ignored: WelcomePageViewController#1 is page 1, the first; the data source answers viewControllerBefore with nil, so the page bounces back and nothing appears or disappears
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
> page next
error: page next ignored: GetStartedPageViewController#1 is page 3, the last; the data source answers viewControllerAfter with nil, so the page bounces back and nothing appears or disappears
> tree
  Pages (com.example.Pages), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UIPageViewController#1 [appeared, view loaded]
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
error: page ignored: scene 1 is in the background; `open` or `launch` the app first (UIKit delivers touches only to a foreground-active scene)
