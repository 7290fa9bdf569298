/// The method, label and class names the engine records on every
/// transition, each made once.
///
/// A `Name` written as a literal checks its bytes each time it is made; a
/// push or a pop records a dozen of these, so they are constants instead.
extension Name {
    // The appearance callbacks.
    static let viewWillAppear: Name = "viewWillAppear(_:)"
    static let viewDidAppear: Name = "viewDidAppear(_:)"
    static let viewWillDisappear: Name = "viewWillDisappear(_:)"
    static let viewDidDisappear: Name = "viewDidDisappear(_:)"
    static let viewIsAppearing: Name = "viewIsAppearing(_:)"
    static let animated: Name = "animated"

    // Loading and laying out the view.
    static let loadView: Name = "loadView()"
    static let viewDidLoad: Name = "viewDidLoad()"
    static let viewWillLayoutSubviews: Name = "viewWillLayoutSubviews()"
    static let viewDidLayoutSubviews: Name = "viewDidLayoutSubviews()"

    // Birth and death.
    static let initWithCoder: Name = "init(coder:)"
    static let initWithNibName: Name = "init(nibName:bundle:)"
    static let initWithRootViewController: Name = "init(rootViewController:)"
    static let awakeFromNib: Name = "awakeFromNib()"
    static let deinitializer: Name = "deinit"

    // Containment and the navigation controller's delegate.
    static let willMoveToParent: Name = "willMove(toParent:)"
    static let didMoveToParent: Name = "didMove(toParent:)"
    static let toParent: Name = "toParent"
    static let navigationWillShow: Name = "navigationController(_:willShow:animated:)"
    static let navigationDidShow: Name = "navigationController(_:didShow:animated:)"
    static let willShow: Name = "willShow"
    static let didShow: Name = "didShow"
    static let navigationControllerDelegate: Name = "UINavigationControllerDelegate"

    // The scene delegate.
    static let sceneDelegate: Name = "SceneDelegate"
    static let sceneWillConnect: Name = "scene(_:willConnectTo:options:)"
    static let sceneWillEnterForeground: Name = "sceneWillEnterForeground(_:)"
    static let sceneDidBecomeActive: Name = "sceneDidBecomeActive(_:)"
    static let sceneWillResignActive: Name = "sceneWillResignActive(_:)"
    static let sceneDidEnterBackground: Name = "sceneDidEnterBackground(_:)"
    static let sceneDidDisconnect: Name = "sceneDidDisconnect(_:)"

    // A table view's data source.
    static let reloadData: Name = "reloadData()"
    static let numberOfSections: Name = "numberOfSections(in:)"
    static let numberOfRowsInSection: Name = "tableView(_:numberOfRowsInSection:)"
    static let numberOfRowsInSectionLabel: Name = "numberOfRowsInSection"
    static let cellForRowAt: Name = "tableView(_:cellForRowAt:)"
    static let cellForRowAtLabel: Name = "cellForRowAt"
    static let dequeue: Name = "dequeue"
}
