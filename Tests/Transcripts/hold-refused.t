# References that cannot be kept or dropped: one line each, and nothing changes.
> hold game
error: no app is running; type `launch` first
> trace none
> launch
> trace default
> release game
error: release game ignored: nothing is held under that name (nothing is held; `hold NAME` holds the top controller)
> hold game
  note: game holds TaskListController#1 strongly: popped or dismissed, it stays alive (no deinit) until `release game`
> hold game
error: hold game ignored: game already holds TaskListController#1; `release game` first
> hold 9lives
error: column 6: '9lives' is not a reference name (letters, digits and _, not starting with a digit)
> hold
error: column 5: hold needs a NAME; usage: hold NAME
> release other
error: release other ignored: nothing is held under that name (held: game)
> present SheetController
  note: SheetController is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  SheetController#1 init(nibName:bundle:)
  note: modalPresentationStyle .automatic behaves as .pageSheet on iPhone
  SheetController#1 loadView()
  SheetController#1 viewDidLoad()
  SheetController#1 viewWillAppear(animated: true)
  SheetController#1 viewDidAppear(animated: true)
> hold sheet
  note: sheet holds SheetController#1 strongly: popped or dismissed, it stays alive (no deinit) until `release sheet`
> tree
  To-Do Manager (com.example.ToDoManager), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UINavigationController#1 [appeared, view loaded]
           ├─ [0]: TaskListController#1 [appeared, view loaded] held by hold game
           └─ presented .automatic: SheetController#1 [appeared, view loaded] held by hold sheet
> dismiss
  SheetController#1 viewWillDisappear(animated: true)
  SheetController#1 viewDidDisappear(animated: true)
> release sheet
  SheetController#1 deinit
> release game
  note: game lets go of TaskListController#1; something else still holds it
