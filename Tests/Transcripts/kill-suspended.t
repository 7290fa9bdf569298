# A suspended app is killed with no callback at all (A4): what it did not save is gone.
# The next launch hears of the discarded session right after didFinishLaunching (A5).
> trace none
> launch
> trace default
> home
  SceneDelegate#1 sceneWillResignActive(_:)
  SceneDelegate#1 sceneDidEnterBackground(_:)
> suspend
  note: the system suspended the app: no callback tells it
> kill
  note: the app was suspended: it is killed without any callback, and whatever was not saved is gone
> trace none
> trace app on
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:didDiscardSceneSessions:)
  AppDelegate application(_:configurationForConnecting:options:)
