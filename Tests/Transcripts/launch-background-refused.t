# `launch --background` starts a process; a running app is not launched again.
> trace none
> launch
> trace default
> launch --background
error: launch --background ignored: To-Do Manager is already running
> home
  SceneDelegate#1 sceneWillResignActive(_:)
  SceneDelegate#1 sceneDidEnterBackground(_:)
> launch --background
error: launch --background ignored: To-Do Manager is already running
> launch
  SceneDelegate#1 sceneWillEnterForeground(_:)
  SceneDelegate#1 sceneDidBecomeActive(_:)
