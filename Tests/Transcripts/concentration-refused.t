# Concentration's own command needs the app running, and says what it takes.
# Lines marked [uncertain]: the sources leave their order open; `explain` on the command names them.
> concentration reuse on
error: no app is running; type `launch` first
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
  ConcentrationViewController#1 viewWillDisappear(animated: false)
  ConcentrationViewController#1 viewDidDisappear(animated: false)
  ConcentrationThemeChooserViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  ConcentrationThemeChooserViewController#1 viewDidAppear(animated: false)
> concentration reuse maybe
error: column 21: expected on or off, not 'maybe'
> concentration reset
error: column 15: unknown concentration verb 'reset' (verbs: reuse)
> trace style fancy
error: column 13: trace style takes scenelab, cs193p, usov or xcode, not 'fancy'
> trace style
error: column 12: trace needs a style (scenelab, cs193p, usov or xcode); usage: trace [CHANNEL on|off | book | all | default | none | style scenelab|cs193p|usov|xcode]
> tap back
error: tap back: Themes does not offer that; it offers tap sports, tap animals, tap faces
> tap cards
error: tap cards: Themes does not offer that; it offers tap sports, tap animals, tap faces
