# A project folder with other people's code and tests beside the app's: Pods/, Carthage/ and
# SourcePackages/ (whose ListKit has a ListViewController of its own), TidyTests/ and TidyUITests/,
# and Tidy/Preview/PreviewListViewController.swift, which the project file gives to the test
# target only. None of it is read as the app's: launch plays Tidy's own ListViewController.
# Lines marked [uncertain] are orders the notes do not settle (a window's first appearance at
# launch); they are scenelab's own, not the project's.
#: open ../Projects/Tidy
> launch
  ListViewController#1 init(coder:)
  ListViewController#1 awakeFromNib()
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  print: Tidy: launched
  ListViewController#1 loadView() [uncertain]
  ListViewController#1 viewDidLoad() [uncertain]
  print: [List] viewDidLoad()
  ListViewController#1 viewWillAppear(animated: false) [uncertain]
  print: [List] viewWillAppear(_:)
  ListViewController#1 viewDidAppear(animated: false) [uncertain]
  AppDelegate applicationDidBecomeActive(_:) [uncertain]
