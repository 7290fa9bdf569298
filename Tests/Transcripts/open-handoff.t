# Data handed forward (Tests/Projects/Handoff): the code that makes a controller sets its
# properties before UIKit loads its view, and the controller's viewDidLoad() prints them. Topic's
# show segue makes the Details scene, and Home's prepare(for:sender:) takes it as
# `segue.destination as? DetailsViewController` and sets its topic and counts a visit (`+= 1`
# from the property's own value); a test with `is` of another class is false. Its Rate button
# unwinds to Home's `unwindToHome(_:)`, whose `segue.source` is the details screen, which set
# its rating in its own prepare(for:sender:) just before. The Quick bar item performs the same
# segue in code with a string for its sender, which prepare(for:sender:) takes as the topic
# (`sender as? String`). Details
# instantiates the same scene by its identifier (`as!`), sets its topic, pushes it and prints it.
# The Note bar item calls a helper that makes `NoteViewController()` and sets its text from its
# parameter after the initializer set its own: Swift's order, the maker's value last; it sets
# itself as the note's delegate and keeps a closure in it, and presents it in a navigation
# controller. The note hands data back: Save calls `delegate?.noteDidSave(text:)`, which runs on
# the home screen that set it and appends to its array; Discard calls the kept closure, whose
# `guard let self` adds to the home screen's count. Compose's
# modal segue makes a navigation controller around the composer, which prepare(for:sender:)
# reaches as the navigation controller's `topViewController` and gives a draft.
# Lines marked [uncertain] are orders the notes do not settle.
#: open ../Projects/Handoff
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
> tap Topic
  HomeViewController#1 shouldPerformSegue(withIdentifier: "showTopic", sender: Topic)
  DetailsViewController#1 init(coder:)
  DetailsViewController#1 awakeFromNib()
  HomeViewController#1 prepare(for: "showTopic", sender: Topic)
  print: Home: prepare showTopic
  note: if let topic = sender as? String (HomeViewController.swift:22): scenelab cannot work out this condition, so it ran the body; the app may take the other way, which `tap Topic --else` plays
  DetailsViewController#1 loadView()
  DetailsViewController#1 viewDidLoad()
  print: Details: viewDidLoad about \(topic), visit 1
  note: DetailsViewController.swift:10: scenelab does not evaluate `topic`; printed as written
  HomeViewController#1 viewWillDisappear(animated: true)
  DetailsViewController#1 viewWillAppear(animated: true)
  HomeViewController#1 viewDidDisappear(animated: true)
  DetailsViewController#1 viewDidAppear(animated: true)
> tap Rate
  DetailsViewController#1 shouldPerformSegue(withIdentifier: "rated", sender: Rate)
  DetailsViewController#1 prepare(for: "rated", sender: Rate)
  print: Details: prepare rated
  HomeViewController#1 unwindToHome(segue: "rated")
  print: Home: \(details.topic) rated 5
  note: HomeViewController.swift:40: scenelab does not evaluate `details.topic`; printed as written
  DetailsViewController#1 viewWillDisappear(animated: true)
  HomeViewController#1 viewWillAppear(animated: true)
  DetailsViewController#1 viewDidDisappear(animated: true)
  HomeViewController#1 viewDidAppear(animated: true)
  DetailsViewController#1 deinit
> tap Quick
  DetailsViewController#2 init(coder:)
  DetailsViewController#2 awakeFromNib()
  HomeViewController#1 prepare(for: "showTopic", sender: "Quick topics")
  print: Home: prepare showTopic
  DetailsViewController#2 loadView()
  DetailsViewController#2 viewDidLoad()
  print: Details: viewDidLoad about Quick topics, visit 1
  HomeViewController#1 viewWillDisappear(animated: true)
  DetailsViewController#2 viewWillAppear(animated: true)
  HomeViewController#1 viewDidDisappear(animated: true)
  DetailsViewController#2 viewDidAppear(animated: true)
> pop
  DetailsViewController#2 viewWillDisappear(animated: true)
  HomeViewController#1 viewWillAppear(animated: true)
  DetailsViewController#2 viewDidDisappear(animated: true)
  HomeViewController#1 viewDidAppear(animated: true)
  DetailsViewController#2 deinit
> tap Details
  DetailsViewController#3 init(coder:)
  DetailsViewController#3 awakeFromNib()
  print: Home: pushed Identifiers
  DetailsViewController#3 loadView()
  DetailsViewController#3 viewDidLoad()
  print: Details: viewDidLoad about Identifiers, visit 0
  HomeViewController#1 viewWillDisappear(animated: true)
  DetailsViewController#3 viewWillAppear(animated: true)
  HomeViewController#1 viewDidDisappear(animated: true)
  DetailsViewController#3 viewDidAppear(animated: true)
> pop
  DetailsViewController#3 viewWillDisappear(animated: true)
  HomeViewController#1 viewWillAppear(animated: true)
  DetailsViewController#3 viewDidDisappear(animated: true)
  HomeViewController#1 viewDidAppear(animated: true)
  DetailsViewController#3 deinit
> tap Note
  NoteViewController#1 init(nibName:bundle:)
  print: Note: init set by init
  NoteViewController#1 loadView()
  NoteViewController#1 viewDidLoad()
  print: Note: viewDidLoad Remember the milk on 2 pages
  NoteViewController#1 viewWillAppear(animated: true)
  NoteViewController#1 viewDidAppear(animated: true)
> tap Save
  print: Home: saved 'Remember the milk', 1 notes
  NoteViewController#1 viewWillDisappear(animated: true)
  NoteViewController#1 viewDidDisappear(animated: true)
  NoteViewController#1 deinit
> tap Note
  NoteViewController#2 init(nibName:bundle:)
  print: Note: init set by init
  NoteViewController#2 loadView()
  NoteViewController#2 viewDidLoad()
  print: Note: viewDidLoad Remember the milk on 2 pages
  NoteViewController#2 viewWillAppear(animated: true)
  NoteViewController#2 viewDidAppear(animated: true)
> tap Discard
  print: Home: discarded 2 pages, 2 in all
  NoteViewController#2 viewWillDisappear(animated: true)
  NoteViewController#2 viewDidDisappear(animated: true)
  NoteViewController#2 deinit
> tap Compose
  HomeViewController#1 shouldPerformSegue(withIdentifier: "compose", sender: Compose)
  ComposeViewController#1 init(coder:)
  ComposeViewController#1 awakeFromNib()
  HomeViewController#1 prepare(for: "compose", sender: Compose)
  print: Home: prepare compose
  ComposeViewController#1 loadView()
  ComposeViewController#1 viewDidLoad()
  print: Compose: viewDidLoad with Dear Ada
  ComposeViewController#1 viewWillAppear(animated: true)
  ComposeViewController#1 viewDidAppear(animated: true)
