# One editor shown two ways, as Apple's FoodTracker lesson builds it: + presents the editor
# modally inside its own navigation controller, a row pushes it. Its Cancel action reads
#   let isPresentingInAddMealMode = presentingViewController is UINavigationController
#   if isPresentingInAddMealMode { dismiss(…) } else if let owningNavigationController =
#   navigationController { owningNavigationController.popViewController(…) } else { fatalError(…) }
# scenelab works the condition out as UIKit would: presented, the editor's presenter is the
# list's navigation controller, so Cancel dismisses; pushed, nothing presented it, so Cancel pops.
# Lines marked [uncertain] are orders the notes do not settle (a window's first appearance at
# launch, a column's loading); they are scenelab's own, not the project's.
#: open ../Projects/Meals
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  MealTableViewController#1 init(coder:)
  MealTableViewController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  MealTableViewController#1 loadView() [uncertain]
  MealTableViewController#1 viewDidLoad() [uncertain]
  print: Meals: viewDidLoad()
  MealTableViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  MealTableViewController#1 viewDidAppear(animated: false)
> tap +
  MealTableViewController#1 shouldPerformSegue(withIdentifier: "AddItem", sender: +)
  MealViewController#1 init(coder:)
  MealViewController#1 awakeFromNib()
  MealTableViewController#1 prepare(for: "AddItem", sender: +)
  print: Meals: prepare(for:sender:)
  MealViewController#1 loadView()
  MealViewController#1 viewDidLoad()
  print: Editor: viewDidLoad()
  MealViewController#1 viewWillAppear(animated: true)
  MealViewController#1 viewDidAppear(animated: true)
> screen
  [Cancel]   New Meal   [Save]
  ────────────────────────────
  Enter meal name: (Enter meal name)   ‹enter-meal-name›
> tap Cancel
  print: Editor: cancel(_:)
  MealViewController#1 viewWillDisappear(animated: true)
  MealViewController#1 viewDidDisappear(animated: true)
  MealViewController#1 deinit
> screen
  Your Meals   [+]
  ────────────────────
    1. Porridge  >
    2. Lentil stew  >
    3. Apple pie  >
> tap 1
  MealTableViewController#1 shouldPerformSegue(withIdentifier: "ShowDetail", sender: UITableViewCell)
  MealViewController#2 init(coder:)
  MealViewController#2 awakeFromNib()
  MealTableViewController#1 prepare(for: "ShowDetail", sender: UITableViewCell)
  print: Meals: prepare(for:sender:)
  MealViewController#2 loadView()
  MealViewController#2 viewDidLoad()
  print: Editor: viewDidLoad()
  MealTableViewController#1 viewWillDisappear(animated: true)
  MealViewController#2 viewWillAppear(animated: true)
  MealTableViewController#1 viewDidDisappear(animated: true)
  MealViewController#2 viewDidAppear(animated: true)
> screen
  [Cancel]   New Meal   [Save]
  ────────────────────────────
  Enter meal name: (Enter meal name)   ‹enter-meal-name›
> tap Cancel
  print: Editor: cancel(_:)
  MealViewController#2 viewWillDisappear(animated: true)
  MealTableViewController#1 viewWillAppear(animated: true)
  MealViewController#2 viewDidDisappear(animated: true)
  MealTableViewController#1 viewDidAppear(animated: true)
  MealViewController#2 deinit
> screen
  Your Meals   [+]
  ────────────────────
    1. Porridge  >
    2. Lentil stew  >
    3. Apple pie  >
