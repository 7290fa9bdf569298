# A project written for Swift 2 and opened in a later Xcode (Tests/Projects/Vintage).
# Lines marked [uncertain] on calls are orders the notes do not settle (a window's first
# appearance at launch); the crash's console text is the runtime's, which Apple does not
# document (it documents the NSInvalidArgumentException), hence its [uncertain].
#: open ../Projects/Vintage

# The navigation bar over Root shows no title: its scene sets none, and UIKit shows none
# (not the class name).
> launch
  RootViewController#1 init(coder:)
  RootViewController#1 awakeFromNib()
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  print: AppDelegate: launched
  RootViewController#1 loadView() [uncertain]
  RootViewController#1 viewDidLoad() [uncertain]
  print: Root: viewDidLoad
  RootViewController#1 viewWillAppear(animated: false) [uncertain]
  RootViewController#1 viewDidAppear(animated: false) [uncertain]
  AppDelegate applicationDidBecomeActive(_:) [uncertain]
> screen
  (no title)
  ────────────────────
  [Next]
  [Greet]
  [Tap]
  [About]

# Greet's storyboard action is greet:, but Swift 3 and later make greet(sender:) greetWithSender:.
# The runtime finds no greet: on the controller: the app crashes, and the process ends.
> tap Greet
error: -[Vintage.RootViewController greet:]: unrecognized selector sent to instance 0x… [uncertain] (a tap on Greet sends greet:, which RootViewController does not have: its greet(sender:) is greetWithSender:); *** Terminating app due to uncaught exception 'NSInvalidArgumentException': the app crashed
  note: the process ends at once: no callback runs, and whatever was not saved is gone

# Tap's action tapped: is in no Swift file, while RootViewController's whole chain is: a crash too.
> launch
  RootViewController#1 init(coder:)
  RootViewController#1 awakeFromNib()
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  print: AppDelegate: launched
  RootViewController#1 loadView() [uncertain]
  RootViewController#1 viewDidLoad() [uncertain]
  print: Root: viewDidLoad
  RootViewController#1 viewWillAppear(animated: false) [uncertain]
  RootViewController#1 viewDidAppear(animated: false) [uncertain]
  AppDelegate applicationDidBecomeActive(_:) [uncertain]
> tap Tap
error: -[Vintage.RootViewController tapped:]: unrecognized selector sent to instance 0x… [uncertain] (a tap on Tap sends tapped:, which RootViewController does not have); *** Terminating app due to uncaught exception 'NSInvalidArgumentException': the app crashed
  note: the process ends at once: no callback runs, and whatever was not saved is gone

# Detail has no title either: its bar holds only the back button, titled Back since Root has none.
> launch
  RootViewController#1 init(coder:)
  RootViewController#1 awakeFromNib()
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  print: AppDelegate: launched
  RootViewController#1 loadView() [uncertain]
  RootViewController#1 viewDidLoad() [uncertain]
  print: Root: viewDidLoad
  RootViewController#1 viewWillAppear(animated: false) [uncertain]
  RootViewController#1 viewDidAppear(animated: false) [uncertain]
  AppDelegate applicationDidBecomeActive(_:) [uncertain]
> tap Next
  RootViewController#1 shouldPerformSegue(withIdentifier: "showDetail", sender: Next)
  DetailViewController#1 init(coder:)
  DetailViewController#1 awakeFromNib()
  RootViewController#1 prepare(for: "showDetail", sender: Next)
  DetailViewController#1 loadView()
  DetailViewController#1 viewDidLoad()
  print: Detail: viewDidLoad
  RootViewController#1 viewWillDisappear(animated: true)
  DetailViewController#1 viewWillAppear(animated: true)
  RootViewController#1 viewDidDisappear(animated: true)
  DetailViewController#1 viewDidAppear(animated: true)
> screen
  < Back
  ────────────────────
  [Done]
  [Close]

# Close's action close: is Detail's close(_:), whose first parameter has no label: it runs.
> tap Close
  print: Detail: close
  note: DetailViewController.close(_:) ran and its prints print; of its code scenelab plays dismiss, popViewController, performSegue with a literal identifier, and a push, present or show of one of the app's controllers made in code or a scene instantiated by a literal identifier, and it does none of them

# Done unwinds to unwindToRoot:, which Root's unwindToRoot(segue:) is not (unwindToRootWithSegue:).
> tap Done
error: no controller implements the unwind action unwindToRoot:, so UIKit does nothing: RootViewController.unwindToRoot(segue:) is unwindToRootWithSegue: in Objective-C
> pop
  DetailViewController#1 viewWillDisappear(animated: true)
  RootViewController#1 viewWillAppear(animated: true)
  DetailViewController#1 viewDidDisappear(animated: true)
  RootViewController#1 viewDidAppear(animated: true)
  DetailViewController#1 deinit

# AboutViewController is Objective-C: its rate: is read from AboutViewController.m, with its
# NSLog line of plain text.
> tap About
  RootViewController#1 shouldPerformSegue(withIdentifier: "showAbout", sender: About)
  AboutViewController#1 init(coder:)
  AboutViewController#1 awakeFromNib()
  RootViewController#1 prepare(for: "showAbout", sender: About)
  AboutViewController#1 loadView()
  AboutViewController#1 viewDidLoad()
  AboutViewController#1 viewWillAppear(animated: true)
  AboutViewController#1 viewDidAppear(animated: true)
> tap Rate
  print: About: rate
