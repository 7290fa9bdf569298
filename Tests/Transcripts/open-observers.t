# Observers of the notification center (Tests/Projects/Observers), a scene app. Home registers
# in viewDidLoad for UIApplication.didBecomeActiveNotification, for Swift 4.2's
# NSNotification.Name.UIApplicationWillResignActive, for UIScene.didActivateNotification and for
# its own .scoreChanged, which scenelab never posts (the warning at open). The scene delegate
# observes the app's going to the background with a closure. Second registers for
# willEnterForeground in viewWillAppear and removes itself in viewWillDisappear; its closure
# observing memory warnings ends when Second is deallocated.
# Each observer prints right after the delegate call UIKit posts its notification after; a
# scene app's UIApplication notifications follow the scene delegate's calls, an order Apple does
# not document (the notes). Lines marked [uncertain] on calls are orders the notes do not settle.
#: open ../Projects/Observers
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  ViewController#1 init(coder:)
  ViewController#1 awakeFromNib()
  SceneDelegate#1 scene(_:willConnectTo:options:)
  SceneDelegate#1 sceneWillEnterForeground(_:)
  ViewController#1 loadView() [uncertain]
  ViewController#1 viewDidLoad() [uncertain]
  print: Home: viewDidLoad
  ViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  print: Home: a scene activated
  print: Home: the app became active
  note: UIApplication.didBecomeActiveNotification: a scene app's delegate gets no such call, yet UIKit still posts it; scenelab runs its observers right after sceneDidBecomeActive(_:) [uncertain]
  ViewController#1 viewDidAppear(animated: false)
> tap Next
  ViewController#1 shouldPerformSegue(withIdentifier: "", sender: Next) [uncertain]
  SecondViewController#1 init(coder:)
  SecondViewController#1 awakeFromNib()
  ViewController#1 prepare(for: UIStoryboardSegue, sender: Next)
  SecondViewController#1 loadView()
  SecondViewController#1 viewDidLoad()
  ViewController#1 viewWillDisappear(animated: true)
  SecondViewController#1 viewWillAppear(animated: true)
  ViewController#1 viewDidDisappear(animated: true)
  SecondViewController#1 viewDidAppear(animated: true)
> home
  SceneDelegate#1 sceneWillResignActive(_:)
  print: Home: the app will resign active
  note: UIApplication.willResignActiveNotification: a scene app's delegate gets no such call, yet UIKit still posts it; scenelab runs its observers right after sceneWillResignActive(_:) [uncertain]
  SceneDelegate#1 sceneDidEnterBackground(_:)
  print: SceneDelegate: the app went to the background
  note: UIApplication.didEnterBackgroundNotification: a scene app's delegate gets no such call, yet UIKit still posts it; scenelab runs its observers right after sceneDidEnterBackground(_:) [uncertain]
> open
  SceneDelegate#1 sceneWillEnterForeground(_:)
  print: Second: refreshing after the background
  note: UIApplication.willEnterForegroundNotification: a scene app's delegate gets no such call, yet UIKit still posts it; scenelab runs its observers right after sceneWillEnterForeground(_:) [uncertain]
  SceneDelegate#1 sceneDidBecomeActive(_:)
  print: Home: a scene activated
  print: Home: the app became active
> memory-warning
  AppDelegate applicationDidReceiveMemoryWarning(_:)
  print: Second: trimming the cache
  ViewController#1 didReceiveMemoryWarning() [uncertain]
  SecondViewController#1 didReceiveMemoryWarning() [uncertain]

# Second leaves: its viewWillDisappear removes its observer, and its deallocation its closure.
> pop
  SecondViewController#1 viewWillDisappear(animated: true)
  ViewController#1 viewWillAppear(animated: true)
  SecondViewController#1 viewDidDisappear(animated: true)
  ViewController#1 viewDidAppear(animated: true)
  SecondViewController#1 deinit
> memory-warning
  AppDelegate applicationDidReceiveMemoryWarning(_:)
  ViewController#1 didReceiveMemoryWarning()
> home
  SceneDelegate#1 sceneWillResignActive(_:)
  print: Home: the app will resign active
  SceneDelegate#1 sceneDidEnterBackground(_:)
  print: SceneDelegate: the app went to the background
> open
  SceneDelegate#1 sceneWillEnterForeground(_:)
  SceneDelegate#1 sceneDidBecomeActive(_:)
  print: Home: a scene activated
  print: Home: the app became active
