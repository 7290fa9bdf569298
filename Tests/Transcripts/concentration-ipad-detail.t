# On iPad both columns show, and the Show Detail segue replaces the secondary column: the
# old game leaves the window and the heap, the new one joins it (the order of that swap is
# not logged anywhere, so its lines are uncertain). With reuse on, the lecture's code sets
# the theme of the game in the detail column and performs no segue at all.
> device ipad-pro-9.7
  iPad Pro (9.7-inch), portrait (width regular, height regular)
> rotate landscape
  note: the iPad turns to landscape; no app runs to hear it
> launch concentration
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  ConcentrationThemeChooserViewController#1 init(coder:)
  ConcentrationViewController#1 init(coder:)
  ConcentrationViewController#1 awakeFromNib()
  ConcentrationThemeChooserViewController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  ConcentrationViewController#1 loadView() [uncertain]
  ConcentrationViewController#1 viewDidLoad() [uncertain]
  ConcentrationThemeChooserViewController#1 loadView() [uncertain]
  ConcentrationThemeChooserViewController#1 viewDidLoad() [uncertain]
  ConcentrationViewController#1 viewWillAppear(animated: false) [uncertain]
  ConcentrationThemeChooserViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  ConcentrationThemeChooserViewController#1 viewDidAppear(animated: false)
  ConcentrationViewController#1 viewDidAppear(animated: false)
> tap animals
  ConcentrationViewController#2 init(coder:)
  ConcentrationViewController#2 awakeFromNib()
  ConcentrationThemeChooserViewController#1 prepare(for: "Choose Theme")
  ConcentrationViewController#2 loadView() [uncertain]
  ConcentrationViewController#2 viewDidLoad() [uncertain]
  ConcentrationViewController#1 viewWillDisappear(animated: false) [uncertain]
  ConcentrationViewController#2 viewWillAppear(animated: false) [uncertain]
  ConcentrationViewController#1 viewDidDisappear(animated: false) [uncertain]
  ConcentrationViewController#2 viewDidAppear(animated: false) [uncertain]
  ConcentrationViewController#1 deinit [uncertain]
> tree
  Concentration (edu.stanford.cs193p.Concentration), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UISplitViewController#1 [appeared, view loaded]
           ├─ primary: UINavigationController#1 [appeared, view loaded]
           │  └─ [0]: ConcentrationThemeChooserViewController#1 [appeared, view loaded]
           └─ secondary: ConcentrationViewController#2 [appeared, view loaded]
> concentration reuse on
  reuse on: a theme tap reuses the game in the detail column or the last one segued to, and segues only when there is none (the lecture's own code)
> tap faces
  note: the game in the detail column takes the theme Faces; no segue
> screen
  primary column:
  Themes
  ────────────────────
  [Sports]
  [Animals]
  [Faces]
  secondary column:
  Concentration
  ────────────────────
  Theme: Faces   Flips: 0   Score: 0
  [▒] ‹1›
  [▒] ‹2›
  [▒] ‹3›
  [▒] ‹4›
  [▒] ‹5›
  [▒] ‹6›
  [▒] ‹7›
  [▒] ‹8›
  [▒] ‹9›
  [▒] ‹10›
  [▒] ‹11›
  [▒] ‹12›
  [New Game] ‹new-game›
