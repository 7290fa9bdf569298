# Closures kept in properties (Tests/Projects/Callbacks), the way learners pass data back: the
# list gives the editor it pushes a closure, `editor.onSave = { [weak self] text in … }`, which runs
# when the editor calls `onSave?("Milk")` in its Save action, not where it was written, and pops
# the editor (`self?.navigationController?.popViewController(…)` in the list's closure: the pop
# runs after the action returns, as any pop in it would); the editor's own `completion = { … }`
# runs at `self.completion?()`. The rating screen calls
# `completionHandler?(5)` and prints what the list's closure returned (`stars * 2`). Each closure
# runs as the object that wrote it, its parameters given the call's arguments.
# Lines marked [uncertain] are orders the notes do not settle (anchor §1a for the launch).
#: open ../Projects/Callbacks
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  SceneDelegate#1 scene(_:willConnectTo:options:)
  ListViewController#1 init(nibName:bundle:)
  ListViewController#1 loadView() [uncertain]
  ListViewController#1 viewDidLoad() [uncertain]
  ListViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneWillEnterForeground(_:)
  SceneDelegate#1 sceneDidBecomeActive(_:)
  ListViewController#1 viewDidAppear(animated: false)
> tap +
  EditorViewController#1 init(nibName:bundle:)
  print: List: pushing the editor
  EditorViewController#1 loadView()
  EditorViewController#1 viewDidLoad()
  ListViewController#1 viewWillDisappear(animated: true)
  EditorViewController#1 viewWillAppear(animated: true)
  ListViewController#1 viewDidDisappear(animated: true)
  EditorViewController#1 viewDidAppear(animated: true)
> tap Save
  print: List: saved Milk
  print: Editor: its own completion
  print: Editor: after the callbacks
  EditorViewController#1 viewWillDisappear(animated: true)
  ListViewController#1 viewWillAppear(animated: true)
  EditorViewController#1 viewDidDisappear(animated: true)
  ListViewController#1 viewDidAppear(animated: true)
  EditorViewController#1 deinit
> tap Rate
  RatingViewController#1 init(nibName:bundle:)
  RatingViewController#1 loadView()
  RatingViewController#1 viewDidLoad()
  RatingViewController#1 viewWillAppear(animated: true)
  RatingViewController#1 viewDidAppear(animated: true)
> tap Five stars
  print: List: rated 5 stars
  print: Rating: the list answered 10
  RatingViewController#1 viewWillDisappear(animated: true)
  RatingViewController#1 viewDidDisappear(animated: true)
  RatingViewController#1 deinit
