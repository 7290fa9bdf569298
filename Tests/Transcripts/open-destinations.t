# Routers that take an enumeration's case (Tests/Projects/Destinations): the scene delegate's lazy
# `router` (an AppRouter, made in place) is asked `router.show(.main)` and sets the window's root in
# a `switch` over the screen, case by case; Home's bar buttons call `navigator.open(.profile, from:
# self)` and `navigator.open(Destination.settings, from: self)`, whose `switch` pushes a different
# screen in each case. Each call takes the case its argument names, for what is shown and for what
# is printed alike, with no note; `show(_:)` with labels UIKit's `show(_:sender:)` does not take is
# the router's own method. Lines marked [uncertain] are orders the notes do not settle (anchor §1a).
#: open ../Projects/Destinations
> launch
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  AppDelegate application(_:configurationForConnecting:options:)
  SceneDelegate#1 scene(_:willConnectTo:options:)
  HomeViewController#1 init(nibName:bundle:)
  HomeViewController#1 loadView() [uncertain]
  HomeViewController#1 viewDidLoad() [uncertain]
  HomeViewController#1 viewWillAppear(animated: false) [uncertain]
  SceneDelegate#1 sceneWillEnterForeground(_:)
  SceneDelegate#1 sceneDidBecomeActive(_:)
  HomeViewController#1 viewDidAppear(animated: false)
> tap Settings
  print: Navigator: opening
  print: Navigator: settings
  SettingsViewController#1 init(nibName:bundle:)
  SettingsViewController#1 loadView()
  SettingsViewController#1 viewDidLoad()
  print: Settings viewDidLoad
  HomeViewController#1 viewWillDisappear(animated: true)
  SettingsViewController#1 viewWillAppear(animated: true)
  HomeViewController#1 viewDidDisappear(animated: true)
  SettingsViewController#1 viewDidAppear(animated: true)
> pop
  SettingsViewController#1 viewWillDisappear(animated: true)
  HomeViewController#1 viewWillAppear(animated: true)
  SettingsViewController#1 viewDidDisappear(animated: true)
  HomeViewController#1 viewDidAppear(animated: true)
  SettingsViewController#1 deinit
> tap Profile
  print: Navigator: opening
  print: Navigator: profile
  ProfileViewController#1 init(nibName:bundle:)
  ProfileViewController#1 loadView()
  ProfileViewController#1 viewDidLoad()
  print: Profile viewDidLoad
  HomeViewController#1 viewWillDisappear(animated: true)
  ProfileViewController#1 viewWillAppear(animated: true)
  HomeViewController#1 viewDidDisappear(animated: true)
  ProfileViewController#1 viewDidAppear(animated: true)
