# The master-detail shape with the split view as its own delegate: RecipesSplitViewController
# sets delegate = self in viewDidLoad and its splitViewController(_:collapseSecondary:onto:)
# returns true, so on an iPhone the split view collapses with the list of recipes on top
# (the secondary starts to appear, then leaves without appearing); a row shows the recipe.
# Lines marked [uncertain] are orders the notes do not settle (a window's first appearance at
# launch, a column's loading); they are scenelab's own, not the project's.
#: open ../Projects/Recipes
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  RecipeListViewController#1 init(coder:)
  RecipeViewController#1 init(coder:)
  RecipeViewController#1 awakeFromNib()
  RecipeListViewController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  print: Split: viewDidLoad()
  RecipeViewController#1 loadView() [uncertain]
  RecipeViewController#1 viewDidLoad() [uncertain]
  print: Recipe: viewDidLoad()
  RecipeListViewController#1 loadView() [uncertain]
  RecipeListViewController#1 viewDidLoad() [uncertain]
  print: List: viewDidLoad()
  RecipeViewController#1 viewWillAppear(animated: false) [uncertain]
  RecipeViewController#1 viewWillDisappear(animated: false)
  RecipeViewController#1 viewDidDisappear(animated: false)
  RecipeListViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  RecipeListViewController#1 viewDidAppear(animated: false)
> screen
  Recipes
  ────────────────────
    1. Pancakes  >
    2. Tomato soup  >
    3. Flatbread  >
> tap 1
  RecipeListViewController#1 shouldPerformSegue(withIdentifier: "showRecipe", sender: UITableViewCell)
  RecipeViewController#2 init(coder:)
  RecipeViewController#2 awakeFromNib()
  RecipeListViewController#1 prepare(for: "showRecipe", sender: UITableViewCell)
  RecipeViewController#1 deinit
  RecipeListViewController#1 viewWillDisappear(animated: true)
  RecipeViewController#2 loadView()
  RecipeViewController#2 viewDidLoad()
  print: Recipe: viewDidLoad()
  RecipeViewController#2 viewWillAppear(animated: true)
  RecipeListViewController#1 viewDidDisappear(animated: true)
  RecipeViewController#2 viewDidAppear(animated: true)
> screen
  < Recipes   Recipe
  ────────────────────
  Choose a recipe
> tap back
  RecipeViewController#2 viewWillDisappear(animated: true)
  RecipeListViewController#1 viewWillAppear(animated: true)
  RecipeViewController#2 viewDidDisappear(animated: true)
  RecipeListViewController#1 viewDidAppear(animated: true)
  RecipeViewController#2 deinit
> screen
  Recipes
  ────────────────────
    1. Pancakes  >
    2. Tomato soup  >
    3. Flatbread  >
