# What an app without scenes refuses, and what cannot change while it runs.
> ios 12
  apps run on iOS 12, app-delegate lifecycle, no scenes
> lifecycle scene
error: lifecycle scene ignored: iOS 12 and earlier have no scenes; `ios 13` first
> ios 30
error: ios: scenelab plays iOS 9 to 12 (before scenes) and 13 to 26 (today's UIKit)
> ios twelve
error: column 5: ios needs a version number such as 12 or 18, not 'twelve'
> device ipad
  iPad, portrait (width regular, height regular)
> trace none
> launch
> trace default
> scene new
error: scene new ignored: the app runs on iOS 12, app-delegate lifecycle, no scenes: its one window belongs to the app delegate
> scene list
error: scene list ignored: the app runs on iOS 12, app-delegate lifecycle, no scenes: its one window belongs to the app delegate
> ios 18
error: the iOS version and lifecycle cannot change while To-Do Manager runs (it runs on iOS 12, app-delegate lifecycle, no scenes); `kill` it first
> lifecycle app
error: the iOS version and lifecycle cannot change while To-Do Manager runs (it runs on iOS 12, app-delegate lifecycle, no scenes); `kill` it first
> present N --style page-sheet
  note: N is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  N#1 init(nibName:bundle:)
  N#1 loadView()
  N#1 viewDidLoad()
  N#1 viewWillAppear(animated: true)
  N#1 viewDidAppear(animated: true)
> swipe-down
error: swipe-down ignored: before iOS 13 a sheet cannot be dragged down; `dismiss` dismisses it in code
