/// The method, label and class names the engine records on every
/// transition, each made once.
///
/// A `Name` written as a literal checks its bytes each time it is made; a
/// push or a pop records a dozen of these, so they are constants instead,
/// vouched for as plain (`Name(plain:)`), which the compiler can build
/// before the program runs.
extension Name {
    // The appearance callbacks.
    static let viewWillAppear = Name(plain: "viewWillAppear(_:)")
    static let viewDidAppear = Name(plain: "viewDidAppear(_:)")
    static let viewWillDisappear = Name(plain: "viewWillDisappear(_:)")
    static let viewDidDisappear = Name(plain: "viewDidDisappear(_:)")
    static let viewIsAppearing = Name(plain: "viewIsAppearing(_:)")
    static let animated = Name(plain: "animated")

    // Loading and laying out the view.
    static let loadView = Name(plain: "loadView()")
    static let viewDidLoad = Name(plain: "viewDidLoad()")
    static let viewWillLayoutSubviews = Name(plain: "viewWillLayoutSubviews()")
    static let viewDidLayoutSubviews = Name(plain: "viewDidLayoutSubviews()")

    // Birth and death.
    static let initWithCoder = Name(plain: "init(coder:)")
    static let initWithNibName = Name(plain: "init(nibName:bundle:)")
    static let initWithRootViewController = Name(plain: "init(rootViewController:)")
    static let awakeFromNib = Name(plain: "awakeFromNib()")
    static let deinitializer = Name(plain: "deinit")

    // Containment (the containers' delegates' names are `DelegateCall`'s).
    static let willMoveToParent = Name(plain: "willMove(toParent:)")
    static let didMoveToParent = Name(plain: "didMove(toParent:)")
    static let toParent = Name(plain: "toParent")

    // The presentation controller's delegate, told of dismissals a person makes.
    static let presentationShouldDismiss = Name(plain: "presentationControllerShouldDismiss(_:)")
    static let presentationWillDismiss = Name(plain: "presentationControllerWillDismiss(_:)")
    static let presentationDidDismiss = Name(plain: "presentationControllerDidDismiss(_:)")
    static let adaptivePresentationControllerDelegate = Name(plain: "UIAdaptivePresentationControllerDelegate")

    // Size and trait transitions.
    static let willTransitionToTraits = Name(plain: "willTransition(to:with:)")
    static let viewWillTransitionToSize = Name(plain: "viewWillTransition(to:with:)")
    /// The two blocks an app gives `coordinator.animate(alongsideTransition:completion:)`.
    package static let alongsideAnimationBlock = Name(
        plain: "coordinator.animate(alongsideTransition:completion:) animation")
    package static let alongsideCompletionBlock = Name(
        plain: "coordinator.animate(alongsideTransition:completion:) completion")
    static let traitCollectionDidChange = Name(plain: "traitCollectionDidChange(_:)")
    static let to = Name(plain: "to")

    // The scene delegate (its methods' names are `SceneDelegateMethod`'s).
    static let sceneDelegate = Name(plain: "SceneDelegate")

    // A table view (its data source's names are `AppCode`'s).
    static let reloadData = Name(plain: "reloadData()")

    // The store (`forKey` is the default label of `Event.store`).
    static let userDefaults = Name(plain: "UserDefaults")
    static let objectForKey = Name(plain: "object(forKey:)")
    static let setForKey = Name(plain: "set(_:forKey:)")
    public static let forKey = Name(plain: "forKey")
}
