# automatic, the default style since iOS 13, behaves as a page sheet on iPhone:
# the presenter gets nothing.
# Launch quietly (launch.t shows the launch itself).
> trace none
> launch
> trace default
> present AboutController
  note: AboutController is not a screen of To-Do Manager: simulating it as a plain UIViewController subclass
  AboutController#1 init(nibName:bundle:)
  note: modalPresentationStyle .automatic behaves as .pageSheet on iPhone
  AboutController#1 loadView()
  AboutController#1 viewDidLoad()
  AboutController#1 viewWillAppear(animated: true)
  AboutController#1 viewDidAppear(animated: true)
> tree
  To-Do Manager (com.example.ToDoManager), running
  └─ UIWindowScene 1 [foregroundActive] delegate SceneDelegate#1
     └─ UIWindow (key)
        └─ rootViewController: UINavigationController#1 [appeared, view loaded]
           ├─ [0]: TaskListController#1 [appeared, view loaded]
           └─ presented .automatic: AboutController#1 [appeared, view loaded]
> dismiss
  AboutController#1 viewWillDisappear(animated: true)
  AboutController#1 viewDidDisappear(animated: true)
  AboutController#1 deinit
