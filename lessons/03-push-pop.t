# Lesson 3: Push, pop and pop to root in a navigation controller
#
# Notice the interleaving of a push: the new controller loads, then the old one's
# viewWillDisappear comes before the new one's viewWillAppear, and the did-calls follow in
# the same order once the animation ends. A popped controller deinits when nothing holds it.
# The book (Usov, chapter 3) describes this order step by step for its «О программе» push.

# To-Do Manager starts inside a UINavigationController whose root is TaskListController.
# Set-up for the pushes: the root appears with animated: false. Lines marked [uncertain]:
# the sources do not settle their order.
#: not quizzed
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  TaskListController#1 init(coder:)
  TaskListController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  TaskListController#1 loadView() [uncertain]
  TaskListController#1 viewDidLoad() [uncertain]
  TaskListController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  TaskListController#1 viewDidAppear(animated: false)

# A is made in code (init(nibName:bundle:)) and loads first; then the list's
# viewWillDisappear, A's viewWillAppear, and the two did-calls in that same order. Usov,
# ch. 3 lists these six steps for a push (sources: B1); programmerteach.com logs the same
# (sources: S27).
> push A
  note: A is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  A#1 init(nibName:bundle:)
  A#1 loadView()
  A#1 viewDidLoad()
  TaskListController#1 viewWillDisappear(animated: true)
  A#1 viewWillAppear(animated: true)
  TaskListController#1 viewDidDisappear(animated: true)
  A#1 viewDidAppear(animated: true)

# One level deeper, the same pattern: A disappears, B appears. A is not released: the stack
# still holds it (sources: S4).
> push B
  note: B is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  B#1 init(nibName:bundle:)
  B#1 loadView()
  B#1 viewDidLoad()
  A#1 viewWillDisappear(animated: true)
  B#1 viewWillAppear(animated: true)
  A#1 viewDidDisappear(animated: true)
  B#1 viewDidAppear(animated: true)

# The stack is now TaskListController, A, B, C. Usov, ch. 3: going forward always loads a
# new scene; going back shows one already loaded.
> push C
  note: C is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  C#1 init(nibName:bundle:)
  C#1 loadView()
  C#1 viewDidLoad()
  B#1 viewWillDisappear(animated: true)
  C#1 viewWillAppear(animated: true)
  B#1 viewDidDisappear(animated: true)
  C#1 viewDidAppear(animated: true)

# Pop mirrors push: C will-disappear, B will-appear, then the did-calls. B does not reload
# (no viewDidLoad). C's deinit comes last, once the transition is over (sources: S4, S8).
> pop
  C#1 viewWillDisappear(animated: true)
  B#1 viewWillAppear(animated: true)
  C#1 viewDidDisappear(animated: true)
  B#1 viewDidAppear(animated: true)
  C#1 deinit

# A new controller on the stack after the pop: D is made and loads as A, B and C did; C is
# gone for good.
> push D
  note: D is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  D#1 init(nibName:bundle:)
  D#1 loadView()
  D#1 viewDidLoad()
  B#1 viewWillDisappear(animated: true)
  D#1 viewWillAppear(animated: true)
  B#1 viewDidDisappear(animated: true)
  D#1 viewDidAppear(animated: true)

# Only D and the root get appearance calls; A and B, under D, hear nothing (sources: S28).
# A and B deinit inside the call, before the did-calls, D after them, as a published
# console shows for a pop over one controller; over two, no source orders the three
# deinits: they are [uncertain] and score nothing.
> pop-to-root
  D#1 viewWillDisappear(animated: true)
  TaskListController#1 viewWillAppear(animated: true)
  A#1 deinit [uncertain]
  B#1 deinit [uncertain]
  D#1 viewDidDisappear(animated: true)
  TaskListController#1 viewDidAppear(animated: true)
  D#1 deinit [uncertain]

# The stack holds just TaskListController#1 again, appeared, its view still loaded: popping
# back to it never reloaded it.
> tree
  To-Do Manager (com.example.ToDoManager), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UINavigationController#1 [appeared, view loaded]
           └─ [0]: TaskListController#1 [appeared, view loaded]
