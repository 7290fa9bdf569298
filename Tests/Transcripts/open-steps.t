# Controllers only a person's action makes (Tests/Projects/Steps): the start screen's Begin
# button pushes `Step1ViewController()`, and each step's bar button the next, in `@objc` methods
# UIKit calls only when they are tapped. `open` reads the delegates and the start screen, and
# the nine steps while the app launches; the first command after `launch` takes them, with the
# warning of the step that skips super, and every step plays its own code.
# Lines marked [uncertain] are orders the notes do not settle (anchor §1a for the launch).
#: open ../Projects/Steps
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  SceneDelegate#1 scene(_:willConnectTo:options:)
  StartViewController#1 init(nibName:bundle:)
  StartViewController#1 loadView() [uncertain]
  StartViewController#1 viewDidLoad() [uncertain]
  print: Start: viewDidLoad
  StartViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneWillEnterForeground(_:)
  SceneDelegate#1 sceneDidBecomeActive(_:)
  StartViewController#1 viewDidAppear(animated: false)
> tap Begin
warning: Steps/Step4ViewController.swift:12: Step4ViewController.viewWillAppear(_:) overrides UIKit's without calling super
  print: Start: begin
  Step1ViewController#1 init(nibName:bundle:)
  Step1ViewController#1 loadView()
  Step1ViewController#1 viewDidLoad()
  print: Step 1: viewDidLoad
  StartViewController#1 viewWillDisappear(animated: true)
  Step1ViewController#1 viewWillAppear(animated: true)
  print: Step 1: viewWillAppear
  StartViewController#1 viewDidDisappear(animated: true)
  Step1ViewController#1 viewDidAppear(animated: true)
> tap Next
  Step2ViewController#1 init(nibName:bundle:)
  Step2ViewController#1 loadView()
  Step2ViewController#1 viewDidLoad()
  print: Step 2: viewDidLoad
  Step1ViewController#1 viewWillDisappear(animated: true)
  Step2ViewController#1 viewWillAppear(animated: true)
  print: Step 2: viewWillAppear
  Step1ViewController#1 viewDidDisappear(animated: true)
  Step2ViewController#1 viewDidAppear(animated: true)
> tap Next
  Step3ViewController#1 init(nibName:bundle:)
  Step3ViewController#1 loadView()
  Step3ViewController#1 viewDidLoad()
  print: Step 3: viewDidLoad
  Step2ViewController#1 viewWillDisappear(animated: true)
  Step3ViewController#1 viewWillAppear(animated: true)
  print: Step 3: viewWillAppear
  Step2ViewController#1 viewDidDisappear(animated: true)
  Step3ViewController#1 viewDidAppear(animated: true)
> tap Next
  Step4ViewController#1 init(nibName:bundle:)
  Step4ViewController#1 loadView()
  Step4ViewController#1 viewDidLoad()
  print: Step 4: viewDidLoad
  Step3ViewController#1 viewWillDisappear(animated: true)
  Step4ViewController#1 viewWillAppear(animated: true)
  print: Step 4: viewWillAppear
  Step3ViewController#1 viewDidDisappear(animated: true)
  Step4ViewController#1 viewDidAppear(animated: true)
