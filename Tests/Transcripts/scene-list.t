# `scene list`: each scene's state, its delegate and root, and which one commands address.
> device ipad
  iPad, portrait (width regular, height regular)
> trace none
> launch
> scene new
  note: scene 2 is connected and focused: commands address it (`scene focus N` to change)
> switcher
> trace default
> scene list
  scene 1: foregroundInactive, switcher, SceneDelegate#1, root UINavigationController#1
  scene 2: foregroundInactive, switcher, SceneDelegate#2, root UINavigationController#2 (focused)
> open
  SceneDelegate#1 sceneDidBecomeActive(_:)
  SceneDelegate#2 sceneDidBecomeActive(_:)
> scene list
  scene 1: foregroundActive, SceneDelegate#1, root UINavigationController#1
  scene 2: foregroundActive, SceneDelegate#2, root UINavigationController#2 (focused)
