# Lesson 19: Your own Xcode project: its storyboard and its print lines, in UIKit's order
#
# Notice: scenelab opens an Xcode project folder (here examples/LifecycleLab, or yours with
# `scenelab open PATH`) and plays its storyboard: a tab bar, a navigation controller, a
# container view, a modal editor and unwind segues. Under each call, `print:` shows what the
# project's own print statements write, as Xcode's console would (`--console xcode` shows
# only those lines). EditorViewController's viewWillAppear(_:) forgets to call super.
#: open ../examples/LifecycleLab

# The app launches: the tab bar, its navigation controller and Home come from
# Main.storyboard; the scene delegate and Home print from their overrides.
#: not quizzed
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  print: AppDelegate: application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  print: AppDelegate: application(_:configurationForConnecting:options:)
  HomeViewController#1 init(coder:)
  HomeViewController#1 awakeFromNib()
  SettingsViewController#1 init(coder:)
  SettingsViewController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  print: SceneDelegate: scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  print: SceneDelegate: sceneWillEnterForeground(_:)
  HomeViewController#1 loadView() [uncertain]
  HomeViewController#1 viewDidLoad() [uncertain]
  print: [Home] viewDidLoad()
  HomeViewController#1 viewWillAppear(animated: false) [uncertain]
  print: [Home] viewWillAppear(_:)
  print: [Home] viewIsAppearing(_:)
  SceneDelegate#1 sceneDidBecomeActive(_:)
  print: SceneDelegate: sceneDidBecomeActive(_:)
  HomeViewController#1 viewDidAppear(animated: false)
  print: [Home] viewDidAppear(_:)

# Details is a Show segue: Home prepares it, then Detail's container view embeds Summary
# while Detail's view loads, before Detail's own viewDidLoad.
> tap Details
  HomeViewController#1 shouldPerformSegue(withIdentifier: "showDetails", sender: Details)
  DetailViewController#1 init(coder:)
  DetailViewController#1 awakeFromNib()
  HomeViewController#1 prepare(for: "showDetails", sender: Details)
  print: Home: prepare showDetails
  DetailViewController#1 loadView()
  SummaryViewController#1 init(coder:) [uncertain]
  SummaryViewController#1 awakeFromNib() [uncertain]
  DetailViewController#1 prepare(for: "embedSummary")
  SummaryViewController#1 loadView() [uncertain]
  SummaryViewController#1 viewDidLoad() [uncertain]
  print: SummaryViewController viewDidLoad()
  print: SummaryViewController didMove(toParent:)
  DetailViewController#1 viewDidLoad()
  print: [Detail] viewDidLoad()
  HomeViewController#1 viewWillDisappear(animated: true)
  print: [Home] viewWillDisappear(_:)
  DetailViewController#1 viewWillAppear(animated: true)
  print: [Detail] viewWillAppear(_:)
  SummaryViewController#1 viewWillAppear(animated: true)
  print: [Detail] viewIsAppearing(_:)
  HomeViewController#1 viewDidDisappear(animated: true)
  print: [Home] viewDidDisappear(_:)
  DetailViewController#1 viewDidAppear(animated: true)
  print: [Detail] viewDidAppear(_:)
  SummaryViewController#1 viewDidAppear(animated: true)

# Close is an unwind segue to Home's unwindToHome(_:): UIKit walks back to the first
# controller that implements it, calls it, then pops Detail, which deinits. The segue has no
# identifier; what shouldPerformSegue gets then, no source says (uncertain).
> tap Close
  DetailViewController#1 shouldPerformSegue(withIdentifier: "", sender: Close) [uncertain]
  DetailViewController#1 prepare(for: UIStoryboardUnwindSegue, sender: Close)
  HomeViewController#1 unwindToHome(segue: UIStoryboardUnwindSegue)
  print: Home: back from ?
  DetailViewController#1 viewWillDisappear(animated: true)
  print: [Detail] viewWillDisappear(_:)
  SummaryViewController#1 viewWillDisappear(animated: true)
  HomeViewController#1 viewWillAppear(animated: true)
  print: [Home] viewWillAppear(_:)
  print: [Home] viewIsAppearing(_:)
  DetailViewController#1 viewDidDisappear(animated: true)
  print: [Detail] viewDidDisappear(_:)
  SummaryViewController#1 viewDidDisappear(animated: true)
  HomeViewController#1 viewDidAppear(animated: true)
  print: [Home] viewDidAppear(_:)
  DetailViewController#1 deinit
  print: Detail: deinit
  SummaryViewController#1 deinit

# + presents the editor modally (a page sheet on iPhone): Home stays on screen beneath.
> tap +
  HomeViewController#1 shouldPerformSegue(withIdentifier: "addItem", sender: +)
  EditorViewController#1 init(coder:)
  EditorViewController#1 awakeFromNib()
  HomeViewController#1 prepare(for: "addItem", sender: +)
  print: Home: prepare addItem
  EditorViewController#1 loadView()
  EditorViewController#1 viewDidLoad()
  print: Editor: viewDidLoad()
  EditorViewController#1 viewWillAppear(animated: true)
  print: Editor: viewWillAppear(_:)
  EditorViewController#1 viewDidAppear(animated: true)

# Cancel unwinds: the editor's viewWillAppear printed once, but no super call was made.
> tap Cancel
  EditorViewController#1 shouldPerformSegue(withIdentifier: "cancelEdit", sender: Cancel)
  EditorViewController#1 prepare(for: "cancelEdit", sender: Cancel)
  HomeViewController#1 unwindToHome(segue: "cancelEdit")
  print: Home: back from cancelEdit
  EditorViewController#1 viewWillDisappear(animated: true)
  EditorViewController#1 viewDidDisappear(animated: true)
  print: Editor: viewDidDisappear(_:)
  EditorViewController#1 deinit
