# Text typed into fields (Tests/Projects/Greeting): `type NAME TEXT` puts the text in the field the
# screen names, where `screen` shows it and the app's code reads it as the field's `text`, in its
# prints and its conditions. Greet's `if nameField.text?.isEmpty ?? true` (a storyboard outlet)
# presents an alert while the field is empty and pushes the greeting once it holds a name; Check and
# Quick test the same with `guard let name = nameField.text, !name.isEmpty else { … return }`: the
# guard's else prints (Check) or presents an alert (Quick) and leaves while the field is empty, and
# once it holds a name the code after the guard runs with `name` bound. The greeting's Send reads a
# field made in code (`replyField`, placeholder Reply): nothing to send while it is empty, and a pop
# once a reply is typed.
# Lines marked [uncertain] are orders the notes do not settle (anchor §1a for the launch).
#: open ../Projects/Greeting
> launch
  HomeViewController#1 init(coder:)
  HomeViewController#1 awakeFromNib()
  AppDelegate application(_:willFinishLaunchingWithOptions:)
  AppDelegate application(_:didFinishLaunchingWithOptions:)
  HomeViewController#1 loadView() [uncertain]
  HomeViewController#1 viewDidLoad() [uncertain]
  HomeViewController#1 viewWillAppear(animated: false) [uncertain]
  HomeViewController#1 viewDidAppear(animated: false) [uncertain]
  AppDelegate applicationDidBecomeActive(_:) [uncertain]
> screen
  Home
  ────────────────────
  Name: (Name)   ‹name›
  [Greet]
  [Check]
  [Quick]
> tap Greet
  print: Home: greet ''
  UIAlertController#1 init(nibName:bundle:)
  UIAlertController#1 loadView()
  UIAlertController#1 viewDidLoad()
  UIAlertController#1 viewWillAppear(animated: true)
  UIAlertController#1 viewDidAppear(animated: true)
> tap OK
  UIAlertController#1 viewWillDisappear(animated: true)
  UIAlertController#1 viewDidDisappear(animated: true)
  UIAlertController#1 deinit
> tap Check
  print: Home: no name to check
> tap Quick
  UIAlertController#2 init(nibName:bundle:)
  UIAlertController#2 loadView()
  UIAlertController#2 viewDidLoad()
  UIAlertController#2 viewWillAppear(animated: true)
  UIAlertController#2 viewDidAppear(animated: true)
> tap OK
  UIAlertController#2 viewWillDisappear(animated: true)
  UIAlertController#2 viewDidDisappear(animated: true)
  UIAlertController#2 deinit
> type name Ada
> screen
  Home
  ────────────────────
  Name: Ada   ‹name›
  [Greet]
  [Check]
  [Quick]
> tap Check
  print: Home: Ada has 3 letters
> tap Greet
  print: Home: greet 'Ada'
  GreetingViewController#1 init(nibName:bundle:)
  print: Home: pushed a greeting of 3 letters
  GreetingViewController#1 loadView()
  GreetingViewController#1 viewDidLoad()
  HomeViewController#1 viewWillDisappear(animated: true)
  GreetingViewController#1 viewWillAppear(animated: true)
  HomeViewController#1 viewDidDisappear(animated: true)
  GreetingViewController#1 viewDidAppear(animated: true)
> screen
  < Home   Hello   [Send]
  ───────────────────────
  Reply: (Reply)   ‹reply›
> tap Send
  note: GreetingViewController.send() ran and its prints print; of its code scenelab plays dismiss, popViewController, performSegue with a literal identifier, and a push, present or show of one of the app's controllers made in code or a scene instantiated by a literal identifier, and it does none of them
  print: Greeting: nothing to send
> type reply Thanks
> tap Send
  print: Greeting: sent 'Thanks'
  GreetingViewController#1 viewWillDisappear(animated: true)
  HomeViewController#1 viewWillAppear(animated: true)
  GreetingViewController#1 viewDidDisappear(animated: true)
  HomeViewController#1 viewDidAppear(animated: true)
  GreetingViewController#1 deinit
> tap Quick
  GreetingViewController#2 init(nibName:bundle:)
  print: Home: quick greeting for Ada
  GreetingViewController#2 loadView()
  GreetingViewController#2 viewDidLoad()
  HomeViewController#1 viewWillDisappear(animated: true)
  GreetingViewController#2 viewWillAppear(animated: true)
  HomeViewController#1 viewDidDisappear(animated: true)
  GreetingViewController#2 viewDidAppear(animated: true)
