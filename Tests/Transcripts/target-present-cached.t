# Chapter 3, variant 2 with a cached instance (book scenario S4, exercise E6, Listing 3.16):
# lazy var secondViewController, held by the game screen. The first present prints all four
# calls; the second and later ones only viewWillAppear and viewDidAppear (no loadView, no
# viewDidLoad). Dismiss prints viewWillDisappear and viewDidDisappear and frees nothing, since
# ViewController#1's property still holds the instance (SPEC §4: a cached instance reloads nothing).
# Launch quietly (target-launch.t shows the launch itself).
> trace none
> launch target
> trace default
> tap present-cached
  SecondViewController#1 init(coder:)
  SecondViewController#1 awakeFromNib()
  SecondViewController#1 loadView()
  SecondViewController#1 viewDidLoad()
  SecondViewController#1 viewWillAppear(animated: true)
  SecondViewController#1 viewDidAppear(animated: true)
> objects
  ViewController#1        held by the window of scene 1
  SecondViewController#1  held by ViewController#1.presentedViewController, ViewController#1.secondViewController
> tap return
  SecondViewController#1 viewWillDisappear(animated: true)
  SecondViewController#1 viewDidDisappear(animated: true)
> objects
  ViewController#1        held by the window of scene 1
  SecondViewController#1  held by ViewController#1.secondViewController
> tap present-cached
  SecondViewController#1 viewWillAppear(animated: true)
  SecondViewController#1 viewDidAppear(animated: true)
> tap return
  SecondViewController#1 viewWillDisappear(animated: true)
  SecondViewController#1 viewDidDisappear(animated: true)
> tap present-cached
  SecondViewController#1 viewWillAppear(animated: true)
  SecondViewController#1 viewDidAppear(animated: true)
> tree
  Right on target (com.example.RightOnTarget), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: ViewController#1 [appeared, view loaded]
           └─ presented .automatic: SecondViewController#1 [appeared, view loaded]
> objects
  ViewController#1        held by the window of scene 1
  SecondViewController#1  held by ViewController#1.presentedViewController, ViewController#1.secondViewController
