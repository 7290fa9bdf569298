# explain: what a callback is for, why a command gives its order, and the books' bugs
# that scenelab fixes.
> explain viewDidLoad
  The view exists but is not in a window yet. Runs once per instance, not each time the screen shows.
  Do one-time setup here (fill outlets from the model). No geometry: bounds are not final (Stanford CS193p).
> explain viewWillDisappear
  The view is about to leave the hierarchy. Undo what viewDidAppear started. It does not mean deallocation:
  check isMovingFromParent / isBeingDismissed; deinit comes later, or never if something still holds the controller.
> trace none
> launch
> trace default
> push X
  note: X is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  X#1 init(nibName:bundle:)
  X#1 loadView()
  X#1 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  X#1 viewWillAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)
  X#1 viewDidAppear(animated: true)
> explain last
  Push A→B: B loads, A viewWillDisappear, B viewWillAppear, A viewDidDisappear, B viewDidAppear; A stays in the stack.
> explain todo-edit-bug
  The book's «Изменить» closure writes the edited task back into the OLD section (tasks[taskType]![row]),
  so a task whose type was changed stays under the old header, saved with its new type (a relaunch of the
  fixed launch regroups it; as printed, the relaunch wipes the list: `explain todo-wipe-bug`). `book
  as-written` plays that (swipe a task, change its type, save); `book fixed` (the default)
  moves it to its new section. The `task edit` shortcut is scenelab's own and always moves it.
> explain todo-move-bug
  The book's moveRowAt removes and inserts (each re-sorts and saves through didSet), then sets .type on the
  task now at the drop row. When sorting moved the dropped task (a completed task dropped above planned ones),
  the type lands on another task: the moved one shows in the new section but keeps its old type, and a relaunch
  puts it back. `book as-written` plays that (three saves); `book fixed` (the default) gives the moved task the type.
> explain kill
  Swiping a running app away: the logs disagree, so scenelab plays one logged sequence and marks it uncertain.
  iPhone: matt's (S17): sceneWillResignActive (if active), sceneDidEnterBackground, applicationWillTerminate; a
  background app still running gets only applicationWillTerminate (Apple: it may then be called).
  iPad: S17's other one: sceneDidDisconnect per scene, didDiscardSceneSessions, applicationWillTerminate; the
  switcher opens first, so every active scene resigns active (S1) before any leaves the foreground.
  Without scenes: applicationWillResignActive, applicationDidEnterBackground, applicationWillTerminate.
  Others logged: S1 (iOS 13) sceneDidDisconnect, didDiscardSceneSessions, viewWillDisappear, viewDidDisappear;
  S16 sceneWillResignActive, sceneDidDisconnect, sometimes a stray second scene; S18 nothing at all on iPhone.
  A suspended app is killed with no callback at all (Apple), and what it did not save is gone.
  The book (Usov, ch. 5) says sceneDidDisconnect is always called on a swipe-away, and its line may be missing
  from the console; S17 and S18 show none on iPhone, so scenelab says so after `kill` (uncertain either way).
  `book as-written` plays the book's claim on iPhone: sceneDidDisconnect after sceneDidEnterBackground, uncertain.
> explain nothing
error: explain: nothing on 'nothing'; try a method (viewDidLoad), a command (push, present, home, kill) or a topic (todo-edit-bug, todo-move-bug, todo-wipe-bug)
