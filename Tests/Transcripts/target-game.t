# The game of version 1.2 (notes §5, exercises E1 and E9): secret 1...50, score
# 50 − |secret − guess| with the slider truncated (Int(slider.value): 41.7 scores as 41), five
# rounds, then the UIAlertController «Игра окончена» / «Вы заработали N очков» with one action,
# «Начать заново» (notes §1.5); the game restarts right after present, so round 1's secret is
# already behind the alert. The alert is over full screen: ViewController gets no disappear or
# appear calls. Secrets come from a seeded generator (seed 1 in a new process; `type seed N`
# injects a new one and restarts), so the run replays exactly. A slider clamps past its ends.
# Launch quietly (target-launch.t shows the launch itself).
> trace none
> launch target
> trace default
> screen
  Right on target
  ────────────────────
  Secret number: 29 · round 1 of 5 · score 0
  Slider: 25   ‹slider›
  Random seed: 1   ‹seed›
  [Check]
  [About]
  [About (present)] ‹present›
  [About (lazy var)] ‹present-cached›
> type slider 30
> tap check
  note: round 1: secret 29, slider 30: +49 points, score 49
> screen
  Right on target
  ────────────────────
  Secret number: 38 · round 2 of 5 · score 49
  Slider: 30   ‹slider›
  Random seed: 1   ‹seed›
  [Check]
  [About]
  [About (present)] ‹present›
  [About (lazy var)] ‹present-cached›
> type slider 41.7
> tap check
  note: round 2: secret 38, slider 41: +47 points, score 96
> type slider 99
  note: the slider stops at its end: its value is 50
> tap check
  note: round 3: secret 49, slider 50: +49 points, score 145
> type slider 1
> tap check
  note: round 4: secret 23, slider 1: +28 points, score 173
> type slider 25
> tap check
  note: round 5: secret 23, slider 25: +48 points, score 221
  UIAlertController#1 init(nibName:bundle:)
  UIAlertController#1 loadView()
  UIAlertController#1 viewDidLoad()
  UIAlertController#1 viewWillAppear(animated: true)
  UIAlertController#1 viewDidAppear(animated: true)
> screen
  Game over
  ────────────────────
  You earned 221 points
  [Start over] ‹restart›
> tree
  Right on target (com.example.RightOnTarget), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: ViewController#1 [appeared, view loaded]
           └─ presented .overFullScreen: UIAlertController#1 [appeared, view loaded]
> tap restart
  UIAlertController#1 viewWillDisappear(animated: true)
  UIAlertController#1 viewDidDisappear(animated: true)
  UIAlertController#1 deinit
> screen
  Right on target
  ────────────────────
  Secret number: 39 · round 1 of 5 · score 0
  Slider: 25   ‹slider›
  Random seed: 1   ‹seed›
  [Check]
  [About]
  [About (present)] ‹present›
  [About (lazy var)] ‹present-cached›
> type slider lots
error: type slider: 'lots' is not a number; the slider goes from 1 to 50
> type seed 2021
  note: the secrets now come from seed 2021; the game starts over
> screen
  Right on target
  ────────────────────
  Secret number: 14 · round 1 of 5 · score 0
  Slider: 25   ‹slider›
  Random seed: 2021   ‹seed›
  [Check]
  [About]
  [About (present)] ‹present›
  [About (lazy var)] ‹present-cached›
