# A coordinator that owns the window (Tests/Projects/WindowCoordinator): the scene delegate makes
# the window and hands it to `AppCoordinator(window:)`, whose `start()` gives it its root (a
# navigation controller the coordinator keeps), makes it key and visible, and pushes the notes
# screen. The notes screen's Open asks the coordinator to edit a note, handing itself on: the
# coordinator makes the editor, sets its title and makes the notes screen its delegate before
# pushing it, so the editor's viewDidLoad() prints the title, and its Save calls the delegate,
# which counts the notes saved in its own property.
# Lines marked [uncertain] are orders the notes do not settle (anchor §1a for the launch).
#: open ../Projects/WindowCoordinator
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  SceneDelegate#1 scene(_:willConnectTo:options:)
  print: Coordinator: init
  NotesViewController#1 init(nibName:bundle:)
  NotesViewController#1 loadView() [uncertain]
  NotesViewController#1 viewDidLoad() [uncertain]
  print: Notes: viewDidLoad
  NotesViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneWillEnterForeground(_:)
  SceneDelegate#1 sceneDidBecomeActive(_:)
  NotesViewController#1 viewDidAppear(animated: false)
> tap Open
  print: Coordinator: edit Groceries
  EditorViewController#1 init(nibName:bundle:)
  EditorViewController#1 loadView()
  EditorViewController#1 viewDidLoad()
  print: Editor: viewDidLoad Groceries
  NotesViewController#1 viewWillDisappear(animated: true)
  EditorViewController#1 viewWillAppear(animated: true)
  NotesViewController#1 viewDidDisappear(animated: true)
  EditorViewController#1 viewDidAppear(animated: true)
> tap Save
  print: Notes: saved Groceries, 1 saved
  EditorViewController#1 viewWillDisappear(animated: true)
  NotesViewController#1 viewWillAppear(animated: true)
  EditorViewController#1 viewDidDisappear(animated: true)
  NotesViewController#1 viewDidAppear(animated: true)
  EditorViewController#1 deinit
> tap Open
  print: Coordinator: edit Groceries
  EditorViewController#2 init(nibName:bundle:)
  EditorViewController#2 loadView()
  EditorViewController#2 viewDidLoad()
  print: Editor: viewDidLoad Groceries
  NotesViewController#1 viewWillDisappear(animated: true)
  EditorViewController#2 viewWillAppear(animated: true)
  NotesViewController#1 viewDidDisappear(animated: true)
  EditorViewController#2 viewDidAppear(animated: true)
> tap Save
  print: Notes: saved Groceries, 2 saved
  EditorViewController#2 viewWillDisappear(animated: true)
  NotesViewController#1 viewWillAppear(animated: true)
  EditorViewController#2 viewDidDisappear(animated: true)
  NotesViewController#1 viewDidAppear(animated: true)
  EditorViewController#2 deinit
