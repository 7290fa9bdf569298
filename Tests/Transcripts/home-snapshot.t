# Home: the scene delegate hears the scene resign active and enter the background; no
# controller gets an appearance call. Shortly after sceneDidEnterBackground returns, UIKit
# snapshots the screen for the app switcher (Apple's documentation of the method), so the
# views on screen are laid out once more. Lines marked [uncertain]: how many passes the
# snapshot makes, which no log counts; `explain home`.
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
> open
  SceneDelegate#1 sceneWillEnterForeground(_:)
  SceneDelegate#1 sceneDidBecomeActive(_:)
