# Урок 19. Ваш собственный проект Xcode: его storyboard и его print, в порядке UIKit
#: lang ru
#: open ../../examples/LifecycleLab
#
# Обратите внимание: scenelab открывает папку проекта Xcode (здесь examples/LifecycleLab,
# свой — командой `scenelab open ПУТЬ`) и играет его storyboard: панель вкладок,
# навигационный контроллер, container view, модальный редактор и unwind segue. Под каждым
# вызовом `print:` показывает, что пишут print самого проекта, как консоль Xcode
# (`--console xcode` оставляет только эти строки). viewWillAppear(_:) у
# EditorViewController забывает вызвать super.

# Приложение запускается: панель вкладок, навигационный контроллер и Home взяты из
# Main.storyboard; делегат сцены и Home печатают из своих переопределений.
#: not quizzed
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  print: AppDelegate: application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  print: AppDelegate: application(_:configurationForConnecting:options:)
  HomeViewController#1 init(coder:)
  HomeViewController#1 awakeFromNib()
  SettingsViewController#1 init(coder:)
  SettingsViewController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  print: SceneDelegate: scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  print: SceneDelegate: sceneWillEnterForeground(_:)
  HomeViewController#1 loadView() [uncertain]
  HomeViewController#1 viewDidLoad() [uncertain]
  print: [Home] viewDidLoad()
  HomeViewController#1 viewWillAppear(animated: false) [uncertain]
  print: [Home] viewWillAppear(_:)
  print: [Home] viewIsAppearing(_:)
  SceneDelegate#1 sceneDidBecomeActive(_:)
  print: SceneDelegate: sceneDidBecomeActive(_:)
  HomeViewController#1 viewDidAppear(animated: false)
  print: [Home] viewDidAppear(_:)

# Details — segue вида Show: Home готовит его, затем container view экрана Detail встраивает
# Summary, пока грузится view экрана Detail, — до его собственного viewDidLoad.
> tap Details
  HomeViewController#1 shouldPerformSegue(withIdentifier: "showDetails", sender: Details)
  DetailViewController#1 init(coder:)
  DetailViewController#1 awakeFromNib()
  HomeViewController#1 prepare(for: "showDetails", sender: Details)
  print: Home: prepare showDetails
  DetailViewController#1 loadView()
  SummaryViewController#1 init(coder:) [uncertain]
  SummaryViewController#1 awakeFromNib() [uncertain]
  DetailViewController#1 prepare(for: "embedSummary")
  SummaryViewController#1 loadView() [uncertain]
  SummaryViewController#1 viewDidLoad() [uncertain]
  print: SummaryViewController viewDidLoad()
  print: SummaryViewController didMove(toParent:)
  DetailViewController#1 viewDidLoad()
  print: [Detail] viewDidLoad()
  HomeViewController#1 viewWillDisappear(animated: true)
  print: [Home] viewWillDisappear(_:)
  DetailViewController#1 viewWillAppear(animated: true)
  print: [Detail] viewWillAppear(_:)
  SummaryViewController#1 viewWillAppear(animated: true)
  print: [Detail] viewIsAppearing(_:)
  HomeViewController#1 viewDidDisappear(animated: true)
  print: [Home] viewDidDisappear(_:)
  DetailViewController#1 viewDidAppear(animated: true)
  print: [Detail] viewDidAppear(_:)
  SummaryViewController#1 viewDidAppear(animated: true)

# Close — unwind segue к unwindToHome(_:) в Home: UIKit идёт назад до первого контроллера,
# который его реализует, вызывает его, затем снимает Detail со стека, и тот уходит в deinit.
# У segue нет идентификатора; что тогда получает shouldPerformSegue, источники молчат.
> tap Close
  DetailViewController#1 shouldPerformSegue(withIdentifier: "", sender: Close) [uncertain]
  DetailViewController#1 prepare(for: UIStoryboardUnwindSegue, sender: Close)
  HomeViewController#1 unwindToHome(segue: UIStoryboardUnwindSegue)
  print: Home: back from ?
  DetailViewController#1 viewWillDisappear(animated: true)
  print: [Detail] viewWillDisappear(_:)
  SummaryViewController#1 viewWillDisappear(animated: true)
  HomeViewController#1 viewWillAppear(animated: true)
  print: [Home] viewWillAppear(_:)
  print: [Home] viewIsAppearing(_:)
  DetailViewController#1 viewDidDisappear(animated: true)
  print: [Detail] viewDidDisappear(_:)
  SummaryViewController#1 viewDidDisappear(animated: true)
  HomeViewController#1 viewDidAppear(animated: true)
  print: [Home] viewDidAppear(_:)
  DetailViewController#1 deinit
  print: Detail: deinit
  SummaryViewController#1 deinit

# + показывает редактор модально (на iPhone — лист): Home остаётся на экране под ним.
> tap +
  HomeViewController#1 shouldPerformSegue(withIdentifier: "addItem", sender: +)
  EditorViewController#1 init(coder:)
  EditorViewController#1 awakeFromNib()
  HomeViewController#1 prepare(for: "addItem", sender: +)
  print: Home: prepare addItem
  EditorViewController#1 loadView()
  EditorViewController#1 viewDidLoad()
  print: Editor: viewDidLoad()
  EditorViewController#1 viewWillAppear(animated: true)
  print: Editor: viewWillAppear(_:)
  EditorViewController#1 viewDidAppear(animated: true)

# Cancel — тоже unwind: viewWillAppear редактора напечатал строку, но super не вызвал.
> tap Cancel
  EditorViewController#1 shouldPerformSegue(withIdentifier: "cancelEdit", sender: Cancel)
  EditorViewController#1 prepare(for: "cancelEdit", sender: Cancel)
  HomeViewController#1 unwindToHome(segue: "cancelEdit")
  print: Home: back from cancelEdit
  EditorViewController#1 viewWillDisappear(animated: true)
  EditorViewController#1 viewDidDisappear(animated: true)
  print: Editor: viewDidDisappear(_:)
  EditorViewController#1 deinit
