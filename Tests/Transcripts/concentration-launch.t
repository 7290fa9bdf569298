# Concentration in scenelab's own trace. With the delegate channel on, the split view
# asks its delegate, the theme chooser, whether it has collapsed the secondary itself
# (splitViewController(_:collapseSecondary:onto:)); a game without a theme says yes, so
# UIKit puts nothing on the primary's stack and the chooser shows first.
# Lines marked [uncertain]: the sources leave their order open; `explain` on the command names them.
> device iphone-x
  iPhone X, portrait (width compact, height regular)
> trace delegate on
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
  ConcentrationThemeChooserViewController#1 splitViewController(_:collapseSecondary: ConcentrationViewController#1, onto: UINavigationController#1)
  ConcentrationViewController#1 viewWillDisappear(animated: false)
  ConcentrationViewController#1 viewDidDisappear(animated: false)
  ConcentrationThemeChooserViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  ConcentrationThemeChooserViewController#1 viewDidAppear(animated: false)
> screen
  Themes
  ────────────────────
  [Sports]
  [Animals]
  [Faces]
> actions
  tap sports
  tap animals
  tap faces
> tap sports
  ConcentrationViewController#2 init(coder:)
  ConcentrationViewController#2 awakeFromNib()
  ConcentrationThemeChooserViewController#1 prepare(for: "Choose Theme")
  ConcentrationViewController#1 deinit
  ConcentrationViewController#2 loadView()
  ConcentrationViewController#2 viewDidLoad()
  ConcentrationThemeChooserViewController#1 viewWillDisappear(animated: true)
  ConcentrationViewController#2 viewWillAppear(animated: true)
  UINavigationController#1.delegate navigationController(_:willShow: ConcentrationViewController#2, animated: true) [uncertain]
  ConcentrationThemeChooserViewController#1 viewDidDisappear(animated: true)
  ConcentrationViewController#2 viewDidAppear(animated: true)
  UINavigationController#1.delegate navigationController(_:didShow: ConcentrationViewController#2, animated: true) [uncertain]
> screen
  < Themes   Concentration
  ────────────────────────
  Theme: Sports   Flips: 0   Score: 0
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
> tree
  Concentration (edu.stanford.cs193p.Concentration), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UISplitViewController#1 [appeared, view loaded]
           └─ primary: UINavigationController#1 [appeared, view loaded]
              ├─ [0]: ConcentrationThemeChooserViewController#1 [disappeared, view loaded]
              └─ [1]: ConcentrationViewController#2 [appeared, view loaded]
> objects
  UISplitViewController#1                    held by the window of scene 1
  UINavigationController#1                   held by UISplitViewController#1.viewControllers
  ConcentrationThemeChooserViewController#1  held by UINavigationController#1.viewControllers
  ConcentrationViewController#2              held by UINavigationController#1.viewControllers, ConcentrationThemeChooserViewController#1.lastSeguedToConcentrationViewController
