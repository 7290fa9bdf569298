# Chapter 3, variant 1: a Show segue with no navigation controller (book scenario S2,
# exercise E4, Fig 3.24). Forward, «О программе»: SecondViewController prints loadView,
# viewDidLoad, viewWillAppear, viewDidAppear and ViewController prints nothing: the sheet is
# laid over it, and it stays in the hierarchy. Back, «Назад», is itself a Show segue: a NEW
# ViewController loads and shows (all four calls again), SecondViewController gets no
# viewWillDisappear/viewDidDisappear, and the scenes stack. After four transitions the
# hierarchy holds five scenes and nothing has been freed: the book's memory-waste lesson.
# The book's segues have no identifiers; scenelab names them for prepare(for:sender:).
# Launch quietly (target-launch.t shows the launch itself).
> trace none
> launch target
> trace default
> tap about
  SecondViewController#1 init(coder:)
  SecondViewController#1 awakeFromNib()
  ViewController#1 prepare(for: "toSecondScreen")
  SecondViewController#1 loadView()
  SecondViewController#1 viewDidLoad()
  SecondViewController#1 viewWillAppear(animated: true)
  SecondViewController#1 viewDidAppear(animated: true)
> tree
  Right on target (com.example.RightOnTarget), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: ViewController#1 [appeared, view loaded]
           └─ presented .automatic: SecondViewController#1 [appeared, view loaded]
> tap return
  ViewController#2 init(coder:)
  ViewController#2 awakeFromNib()
  SecondViewController#1 prepare(for: "toFirstScreen")
  ViewController#2 loadView()
  ViewController#2 viewDidLoad()
  ViewController#2 viewWillAppear(animated: true)
  ViewController#2 viewDidAppear(animated: true)
> tap about
  SecondViewController#2 init(coder:)
  SecondViewController#2 awakeFromNib()
  ViewController#2 prepare(for: "toSecondScreen")
  SecondViewController#2 loadView()
  SecondViewController#2 viewDidLoad()
  SecondViewController#2 viewWillAppear(animated: true)
  SecondViewController#2 viewDidAppear(animated: true)
> tap return
  ViewController#3 init(coder:)
  ViewController#3 awakeFromNib()
  SecondViewController#2 prepare(for: "toFirstScreen")
  ViewController#3 loadView()
  ViewController#3 viewDidLoad()
  ViewController#3 viewWillAppear(animated: true)
  ViewController#3 viewDidAppear(animated: true)
> tree
  Right on target (com.example.RightOnTarget), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: ViewController#1 [appeared, view loaded]
           └─ presented .automatic: SecondViewController#1 [appeared, view loaded]
              └─ presented .automatic: ViewController#2 [appeared, view loaded]
                 └─ presented .automatic: SecondViewController#2 [appeared, view loaded]
                    └─ presented .automatic: ViewController#3 [appeared, view loaded]
> objects
  ViewController#1        held by the window of scene 1
  SecondViewController#1  held by ViewController#1.presentedViewController
  ViewController#2        held by SecondViewController#1.presentedViewController
  SecondViewController#2  held by ViewController#2.presentedViewController
  ViewController#3        held by SecondViewController#2.presentedViewController
