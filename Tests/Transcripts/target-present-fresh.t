# Chapter 3, variant 2 with a new instance per tap (book scenario S3, Listings 3.14 and 3.15):
# present(storyboard.instantiateViewController(identifier: "SecondViewController")).
# Present: SecondViewController prints loadView, viewDidLoad, viewWillAppear, viewDidAppear;
# ViewController prints nothing. Dismiss («Назад»): only viewWillDisappear and viewDidDisappear
# of SecondViewController; nothing else holds it, so it is freed (deinit: SPEC §4, not in the
# book). Every present loads a new instance again, and one scene is left in the hierarchy.
# Launch quietly (target-launch.t shows the launch itself).
> trace none
> launch target
> trace default
> tap present
  SecondViewController#1 init(coder:)
  SecondViewController#1 awakeFromNib()
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
  SecondViewController#1 viewWillDisappear(animated: true)
  SecondViewController#1 viewDidDisappear(animated: true)
  SecondViewController#1 deinit
> tap present
  SecondViewController#2 init(coder:)
  SecondViewController#2 awakeFromNib()
  SecondViewController#2 loadView()
  SecondViewController#2 viewDidLoad()
  SecondViewController#2 viewWillAppear(animated: true)
  SecondViewController#2 viewDidAppear(animated: true)
> tap return
  SecondViewController#2 viewWillDisappear(animated: true)
  SecondViewController#2 viewDidDisappear(animated: true)
  SecondViewController#2 deinit
> objects
  ViewController#1  held by the window of scene 1
