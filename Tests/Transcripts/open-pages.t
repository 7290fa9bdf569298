# A page view controller whose pages the app's code makes (Tests/Projects/Pages): the storyboard's
# initial TutorialPageViewController has no children; its lazy `orderedViewControllers` makes three
# ColourViewControllers from the identifiers Green-, Red- and BlueViewController through a helper
# that builds each identifier from its argument, and viewDidLoad hands the first to
# setViewControllers. The array keeps the three objects: all three are made the first time it is
# read, and swiping back shows the same page again, its view already loaded, with no deinit.
# Lines marked [uncertain] are orders the notes do not settle (a page's view loading as it is
# cached, the window's first appearance at launch).
#: open ../Projects/Pages
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  print: App: launched
  print: Tutorial: viewDidLoad
  note: TutorialPageViewController#1's viewDidLoad (the app's code) calls setViewControllers([the storyboard's ColourViewController], direction: .forward, animated: false)
  ColourViewController#1 init(coder:)
  ColourViewController#1 awakeFromNib()
  ColourViewController#2 init(coder:)
  ColourViewController#2 awakeFromNib()
  ColourViewController#3 init(coder:)
  ColourViewController#3 awakeFromNib()
  ColourViewController#1 loadView() [uncertain]
  ColourViewController#1 viewDidLoad() [uncertain]
  print: Colour: viewDidLoad
  ColourViewController#1 viewWillAppear(animated: false) [uncertain]
  print: Colour: viewWillAppear
  print: Tutorial: viewDidAppear
  ColourViewController#1 viewDidAppear(animated: false) [uncertain]
  AppDelegate applicationDidBecomeActive(_:) [uncertain]
> page next
  ColourViewController#2 loadView() [uncertain]
  ColourViewController#2 viewDidLoad() [uncertain]
  print: Colour: viewDidLoad
  note: the data source returns nil: page 1 is the first page
  ColourViewController#2 viewWillAppear(animated: true)
  print: Colour: viewWillAppear
  ColourViewController#1 viewWillDisappear(animated: true)
  ColourViewController#2 viewDidAppear(animated: true)
  ColourViewController#1 viewDidDisappear(animated: true)
  print: Colour: viewDidDisappear
  ColourViewController#3 loadView() [uncertain]
  ColourViewController#3 viewDidLoad() [uncertain]
  print: Colour: viewDidLoad
> page next
  ColourViewController#3 viewWillAppear(animated: true)
  print: Colour: viewWillAppear
  ColourViewController#2 viewWillDisappear(animated: true)
  ColourViewController#3 viewDidAppear(animated: true)
  ColourViewController#2 viewDidDisappear(animated: true)
  print: Colour: viewDidDisappear
  note: the data source returns nil: page 3 is the last page
> page next
error: page next ignored: ColourViewController#3 is page 3, the last; the data source answers viewControllerAfter with nil, so the page bounces back and nothing appears or disappears
> page previous
  note: the data source returns nil: page 3 is the last page
  ColourViewController#2 viewWillAppear(animated: true)
  print: Colour: viewWillAppear
  ColourViewController#3 viewWillDisappear(animated: true)
  ColourViewController#2 viewDidAppear(animated: true)
  ColourViewController#3 viewDidDisappear(animated: true)
  print: Colour: viewDidDisappear
> page previous
  ColourViewController#1 viewWillAppear(animated: true)
  print: Colour: viewWillAppear
  ColourViewController#2 viewWillDisappear(animated: true)
  ColourViewController#1 viewDidAppear(animated: true)
  ColourViewController#2 viewDidDisappear(animated: true)
  print: Colour: viewDidDisappear
  note: the data source returns nil: page 1 is the first page
> tree
  Pages (org.example.Pages), running on iOS 13 and later, app-delegate lifecycle, no scenes
  └─ UIApplication [foregroundActive] delegate AppDelegate
     └─ UIWindow (key)
        └─ rootViewController: TutorialPageViewController#1 [appeared, view loaded]
           ├─ page 1 (shown): ColourViewController#1 [appeared, view loaded]
           └─ page 2 (cached): ColourViewController#2 [disappeared, view loaded]
