# Chapter 3, variant 3: the game screen embedded in a navigation controller
# (Editor > Embed In > Navigation Controller), so the «О программе» Show segue pushes.
# Book scenarios S6 (launch: the root's loadView, viewDidLoad, viewWillAppear,
# viewDidAppear), S7 (push: SecondViewController loads, then ViewController
# viewWillDisappear, SecondViewController viewWillAppear, ViewController
# viewDidDisappear, SecondViewController viewDidAppear) and S8 (pop with "< Назад":
# the same interleaving the other way, no reload of the root), and S9 (every push is a
# new instance; the popped one is freed).
# Lines marked [uncertain]: the sources leave their order open; `explain` on the command names them.
> launch target-nav
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  ViewController#1 init(coder:)
  ViewController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  ViewController#1 loadView() [uncertain]
  ViewController#1 viewDidLoad() [uncertain]
  ViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  ViewController#1 viewDidAppear(animated: false)
> tap about
  SecondViewController#1 init(coder:)
  SecondViewController#1 awakeFromNib()
  ViewController#1 prepare(for: "toSecondScreen")
  SecondViewController#1 loadView()
  SecondViewController#1 viewDidLoad()
  ViewController#1 viewWillDisappear(animated: true)
  SecondViewController#1 viewWillAppear(animated: true)
  ViewController#1 viewDidDisappear(animated: true)
  SecondViewController#1 viewDidAppear(animated: true)
> screen
  < Back   About
  ────────────────────
> tap back
  SecondViewController#1 viewWillDisappear(animated: true)
  ViewController#1 viewWillAppear(animated: true)
  SecondViewController#1 viewDidDisappear(animated: true)
  ViewController#1 viewDidAppear(animated: true)
  SecondViewController#1 deinit
> tap about
  SecondViewController#2 init(coder:)
  SecondViewController#2 awakeFromNib()
  ViewController#1 prepare(for: "toSecondScreen")
  SecondViewController#2 loadView()
  SecondViewController#2 viewDidLoad()
  ViewController#1 viewWillDisappear(animated: true)
  SecondViewController#2 viewWillAppear(animated: true)
  ViewController#1 viewDidDisappear(animated: true)
  SecondViewController#2 viewDidAppear(animated: true)
> tree
  Right on target (navigation controller) (com.example.RightOnTarget), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UINavigationController#1 [appeared, view loaded]
           ├─ [0]: ViewController#1 [disappeared, view loaded]
           └─ [1]: SecondViewController#2 [appeared, view loaded]
> tap back
  SecondViewController#2 viewWillDisappear(animated: true)
  ViewController#1 viewWillAppear(animated: true)
  SecondViewController#2 viewDidDisappear(animated: true)
  ViewController#1 viewDidAppear(animated: true)
  SecondViewController#2 deinit
