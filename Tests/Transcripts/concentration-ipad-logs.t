# CS193p lecture 9 (2017), the iPad half of its VCLLoggingViewController demo, in the
# lecture's own console format (`trace style cs193p`). On a 9.7-inch iPad Pro in landscape
# the launch prints D1: both instances are made before either is woken, Game (the
# secondary) is laid out once at 1024 - 320 - 0.5 points wide, the theme chooser twice.
# Turning to portrait prints D2: the chooser's viewWillDisappear comes before every
# viewWillTransition, the coordinator's blocks run between the two layouts. Sliding the
# primary in prints D3: layout before viewWillAppear and again after viewDidAppear.
# Each command that prints opens a burst: an empty line (not shown in a transcript, where
# blank lines are comments) and one more `__`. The transcription's copy errors (two Did
# layouts in a row, a second Will where a Did belongs) are corrected, as the narration says.
> trace style cs193p
> device ipad-pro-9.7
  iPad Pro (9.7-inch), portrait (width regular, height regular)
> rotate landscape
> launch concentration
ThemeChooser(1) init(coder:) - created via InterfaceBuilder 
Game(1) init(coder:) - created via InterfaceBuilder 
Game(1) awakeFromNib()
ThemeChooser(1) awakeFromNib()
Game(1) viewDidLoad()
ThemeChooser(1) viewDidLoad()
Game(1) viewWillAppear(animated = false)
ThemeChooser(1) viewWillAppear(animated = false)
Game(1) viewWillLayoutSubviews() bounds.size = (703.5, 768.0)
Game(1) viewDidLayoutSubviews() bounds.size = (703.5, 768.0)
ThemeChooser(1) viewWillLayoutSubviews() bounds.size = (320.0, 768.0)
ThemeChooser(1) viewDidLayoutSubviews() bounds.size = (320.0, 768.0)
ThemeChooser(1) viewWillLayoutSubviews() bounds.size = (320.0, 768.0)
ThemeChooser(1) viewDidLayoutSubviews() bounds.size = (320.0, 768.0)
ThemeChooser(1) viewDidAppear(animated = false)
Game(1) viewDidAppear(animated = false)
> rotate portrait
__ThemeChooser(1) viewWillDisappear(animated = false)
__ThemeChooser(1) viewWillTransition(to: (320.0, 1024.0), with: coordinator)
__Game(1) viewWillTransition(to: (768.0, 1024.0), with: coordinator)
__Game(1) viewWillLayoutSubviews() bounds.size = (768.0, 1024.0)
__Game(1) viewDidLayoutSubviews() bounds.size = (768.0, 1024.0)
__ThemeChooser(1) begin animate(alongsideTransition:completion:)
__Game(1) begin animate(alongsideTransition:completion:)
__ThemeChooser(1) end animate(alongsideTransition:completion:)
__Game(1) end animate(alongsideTransition:completion:)
__ThemeChooser(1) viewWillLayoutSubviews() bounds.size = (320.0, 1024.0)
__ThemeChooser(1) viewDidLayoutSubviews() bounds.size = (320.0, 1024.0)
__ThemeChooser(1) viewDidDisappear(animated = false)
> show-primary
____ThemeChooser(1) viewWillLayoutSubviews() bounds.size = (320.0, 1024.0)
____ThemeChooser(1) viewDidLayoutSubviews() bounds.size = (320.0, 1024.0)
____ThemeChooser(1) viewWillAppear(animated = false)
____ThemeChooser(1) viewDidAppear(animated = false)
____ThemeChooser(1) viewWillLayoutSubviews() bounds.size = (320.0, 1024.0)
____ThemeChooser(1) viewDidLayoutSubviews() bounds.size = (320.0, 1024.0)
> tree
  Concentration (edu.stanford.cs193p.Concentration), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UISplitViewController#1 [appeared, view loaded]
           ├─ primary: UINavigationController#1 [appeared, view loaded]
           │  └─ [0]: ConcentrationThemeChooserViewController#1 [appeared, view loaded]
           └─ secondary: ConcentrationViewController#1 [appeared, view loaded]
