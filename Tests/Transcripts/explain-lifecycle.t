# `explain` answers on every method scenelab prints and every command it accepts.
> explain awakeFromNib
  The storyboard finished making this scene's objects: outlets and properties set in the storyboard are in place.
  The CS193p log shows a container's children woken before the container. It runs once, before viewDidLoad.
> explain init(coder:)
  A storyboard made this instance: UIKit decodes it from the storyboard file. awakeFromNib follows once every
  object of that storyboard scene exists; outlets are connected only by then. Segues always make a new one.
> explain sceneDidDisconnect
  The scene left memory: the user closed it in the switcher (its session is discarded too), or UIKit
  reclaimed a background scene (the session stays, and willConnectTo comes again). Not on an app switch.
  On an iPhone swipe-away the book says it is always called (its line may be missing from the console); the
  logs S17 and S18 show none, S1 and S16 one: scenelab plays none, `book as-written` plays it (uncertain; `explain kill`).
> explain applicationWillTerminate
  Apple: generally NOT called for apps that support background execution; it may be when a running (not
  suspended) app is terminated. A suspended app is killed with no callback: save in didEnterBackground.
> explain segue
  performSegue(withIdentifier:sender:): the storyboard makes a NEW destination every time (init(coder:),
  awakeFromNib), the source's prepare(for:sender:) runs before the destination loads, then a push or a
  presentation plays. A controller the source kept from the last segue is released when prepare overwrites it.
> explain interrupt
  An incoming call: active scenes resign active and stay in the foreground. `resume` ends the call:
  sceneDidBecomeActive. Touches are refused meanwhile, as UIKit delivers none to an inactive scene.
> explain switcher
  The app switcher: active scenes resign active and stay in the foreground (inactive is not background).
  `open` makes them active again with only sceneDidBecomeActive; no controller hears anything.
> explain scene
  Several windows (iPad): `scene new` connects a scene (configurationForConnecting, its own SceneDelegate,
  window and stack); `scene focus N` picks the one commands address; `scene close N` is closing it in the
  switcher: it leaves the foreground, sceneDidDisconnect, then didDiscardSceneSessions at once. `scene
  reclaim N` is UIKit freeing a background scene: sceneDidDisconnect only; `open` rebuilds its tree.
> explain show-primary
  A split view's primary column sliding over in iPad portrait. The CS193p log (D3) shows the primary's
  layout, viewWillAppear and viewDidAppear (animated: false), then layout again; the secondary hears
  nothing. `hide-primary` is the mirror, not logged (uncertain). Rotating hides or shows the primary too (D2).
  While something is presented over the split view (full screen, a context, a sheet), the edge swipe
  reaches the presented controller: both commands are refused until it is dismissed.
> explain launch-background
  `launch --background`: the system starts the app without showing it. The root still joins the window, so
  it gets viewWillAppear and viewDidAppear ("appear" means joining the hierarchy, not being seen); the scene
  connects and enters the background without ever becoming active. One source (matt): uncertain.
> explain ios12
  Before iOS 13 there were no scenes: the app delegate heard applicationWillResignActive, DidEnterBackground,
  WillEnterForeground, DidBecomeActive and WillTerminate. present's default was full screen, so the
  presenter got viewWillDisappear/viewWillAppear, and there was no viewIsAppearing. The CS193p lecture ran so.
  At launch applicationDidBecomeActive came before the root's viewDidAppear on iOS 7 (a published log) and
  on iOS 9 and 10, after it from iOS 11 (and in an iOS 13+ app without scenes): so Matt Neuburg recalls the
  versions (Stack Overflow 66605799); no log of each version: uncertain. A rotation lays out each controller on
  screen once (CS193p's iOS 11 log); on iOS 10 three times, as an iOS 10 log is reported to show (no published
  log found: uncertain).
