# An Info.plist whose CFBundleDisplayName is empty and CFBundleName blank: the app takes its
# product's name, PRODUCT_NAME = ${TARGET_NAME}, the app target Notebook (the project is BlankName).
# Lines marked [uncertain] are orders the notes do not settle (a window's first appearance at
# launch); they are scenelab's own, not the project's.
#: open ../Projects/BlankName
> launch
  NotesViewController#1 init(coder:)
  NotesViewController#1 awakeFromNib()
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  NotesViewController#1 loadView() [uncertain]
  NotesViewController#1 viewDidLoad() [uncertain]
  print: NotesViewController: viewDidLoad()
  NotesViewController#1 viewWillAppear(animated: false) [uncertain]
  NotesViewController#1 viewDidAppear(animated: false) [uncertain]
  AppDelegate applicationDidBecomeActive(_:) [uncertain]
> files
  the container of Notebook (com.example.notebook)
  Documents/
    (empty)
  Library/Preferences/
    (empty)
