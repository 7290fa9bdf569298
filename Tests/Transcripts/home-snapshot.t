# Home: the scene delegate hears the scene resign active and enter the background; no
# controller gets an appearance call. Shortly after sceneDidEnterBackground returns, UIKit
# snapshots the screen for the app switcher (Apple's documentation of the method), one in each
# interface style since iOS 13, so the views on screen are laid out twice more: a published
# console counts two passes. Lines marked [uncertain]: the passes' count and order, which no
# source settles for every iOS; `explain home`.
> trace none
> launch target-nav
> push B
  note: B is not a screen of Right on target (navigation controller): simulating it as a plain UIViewController subclass
> trace all
> home
  SceneDelegate#1 sceneWillResignActive(_:)
  SceneDelegate#1 sceneDidEnterBackground(_:)
  UINavigationController#1 viewWillLayoutSubviews() [uncertain]
  UINavigationController#1 viewDidLayoutSubviews() [uncertain]
  B#1 viewWillLayoutSubviews() [uncertain]
  B#1 viewDidLayoutSubviews() [uncertain]
  UINavigationController#1 viewWillLayoutSubviews() [uncertain]
  UINavigationController#1 viewDidLayoutSubviews() [uncertain]
  B#1 viewWillLayoutSubviews() [uncertain]
  B#1 viewDidLayoutSubviews() [uncertain]
> open
  SceneDelegate#1 sceneWillEnterForeground(_:)
  SceneDelegate#1 sceneDidBecomeActive(_:)
