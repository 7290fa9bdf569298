/// A view controller the code makes, as far as the reader can tell which:
/// `DetailViewController()`, a storyboard's scene by identifier, or one of
/// UIKit's containers assembled around others.
public indirect enum MadeController: Sendable, Equatable {
    /// `ClassName()` or `ClassName(nibName:bundle:)`, and the `title` the code
    /// gives it before showing it, if any: a literal (`vc.title = "Second"`) or an expression
    /// worked out when it is shown (`detail.title = colours[indexPath.row]`).
    case instance(className: String, title: SwiftExpression?)
    /// `storyboard?.instantiateViewController(withIdentifier: "id")`, or
    /// `UIStoryboard(name: "Main", bundle: nil)` and then that;
    /// `instantiateInitialViewController()` has no identifier.
    case storyboard(identifier: String?, storyboardName: String?)
    /// `instantiateViewController(withIdentifier: K.detailScene)`: the identifier kept in a
    /// constant, worked out where the controller is shown (`ConstantText`).
    case storyboardByConstant(identifier: SwiftExpression, storyboardName: String?)
    /// `UINavigationController(rootViewController: root)` (or a subclass's).
    case navigation(className: String, root: MadeController?)
    /// `UITabBarController()` (or a subclass's) given `viewControllers`, in order.
    case tabBar(className: String, tabs: [MadeController])
    /// `UISplitViewController(style: .doubleColumn)` (or a subclass's, or `()`) given its
    /// columns: `setViewController(_:for: .primary)` and `.secondary`, or `viewControllers`.
    case split(className: String, primary: MadeController?, secondary: MadeController?)
    /// What a method of the object's class returns (`makeTabs()`), named in `#function` form,
    /// a stored property of it holds (`tabs`, read as its getter), or a type's own method
    /// returns (`ListAssembly.build()`, the type's name first).
    case returnedBy(method: String)
    /// What a method of the object's class returns when given controllers as arguments
    /// (`createNavController(for: SearchViewController(), title: "Search")`): the method in
    /// `#function` form and each argument's controller by position, nil for one that is none.
    case returnedByCall(method: String, arguments: [MadeController?])
    /// The controller a method was given as its argument at `index` (a parameter typed
    /// `UIViewController`), known only where the method is called (`returnedByCall`).
    case parameter(index: Int)

    /// The same controller with `old`, wherever it stands in it (a container's root or tab),
    /// replaced by `new`: a title given to a controller after a container was made around it.
    public func replacing(_ old: MadeController, with new: MadeController) -> MadeController {
        if self == old { return new }
        switch self {
        case .navigation(let className, let root):
            return .navigation(className: className, root: root?.replacing(old, with: new))
        case .tabBar(let className, let tabs):
            return .tabBar(className: className, tabs: tabs.map { $0.replacing(old, with: new) })
        case .split(let className, let primary, let secondary):
            return .split(
                className: className, primary: primary?.replacing(old, with: new),
                secondary: secondary?.replacing(old, with: new))
        case .instance, .storyboard, .storyboardByConstant, .returnedBy, .returnedByCall, .parameter:
            return self
        }
    }

    /// The same controller with each `parameter` replaced by the argument at its index, where
    /// one was given: what a helper returns, as the call's arguments make it.
    public func substituting(_ arguments: [MadeController?]) -> MadeController? {
        switch self {
        case .parameter(let index):
            return arguments.indices.contains(index) ? arguments[index] : nil
        case .navigation(let className, let root):
            return .navigation(className: className, root: root?.substituting(arguments))
        case .tabBar(let className, let tabs):
            return .tabBar(className: className, tabs: tabs.compactMap { $0.substituting(arguments) })
        case .split(let className, let primary, let secondary):
            return .split(
                className: className, primary: primary?.substituting(arguments), secondary: secondary?.substituting(arguments))
        case .returnedByCall(let method, let given):
            // A helper handing its parameter on to another helper.
            return .returnedByCall(method: method, arguments: given.map { $0?.substituting(arguments) })
        case .instance, .storyboard, .storyboardByConstant, .returnedBy:
            return self
        }
    }

    /// Whether the expression makes the controller (`DetailViewController()`, a container around
    /// one, a storyboard's scene, a helper given controllers), rather than naming one a property,
    /// a helper or a parameter holds.
    public var isMadeHere: Bool {
        switch self {
        case .instance, .storyboard, .storyboardByConstant, .navigation, .tabBar, .split, .returnedByCall: return true
        case .returnedBy, .parameter: return false
        }
    }

    /// The same controller with the title the code gave it.
    public func titled(_ title: SwiftExpression) -> MadeController {
        switch self {
        case .instance(let className, _): return .instance(className: className, title: title)
        default: return self
        }
    }
}

/// A call of UIKit's that shows a controller the code made:
/// `navigationController?.pushViewController(DetailViewController(), animated: true)`.
public struct ShowCall: Sendable, Equatable {
    /// Which of UIKit's methods shows it.
    public enum How: String, Sendable, Equatable {
        /// `pushViewController(_:animated:)`.
        case push
        /// `present(_:animated:completion:)`.
        case present
        /// `show(_:sender:)`.
        case show
        /// `showDetailViewController(_:sender:)`.
        case showDetail
        /// A navigation controller's `setViewControllers(_:animated:)`: its stack replaced, the
        /// first controller its root (a router setting up the navigation controller it holds).
        case setStack
        /// `addChild(_:)`: the controller becomes a child of the one whose code adds it, its view
        /// added to the parent's (`view.addSubview(child.view)`), as custom containers do.
        case addChild
        /// `let detail = DetailViewController()`: a controller made into a local (`local`) that
        /// a later statement of the same list pushes, presents or shows. It is made here, its
        /// initializer running before the statements between, and that statement shows this one.
        case make
    }

    public var how: How
    public var controller: MadeController
    /// 1-based line of the call.
    public var line: Int
    /// The file's path as given.
    public var path: String
    /// For a presentation, the `modalPresentationStyle` the code gave the controller before it
    /// (`vc.modalPresentationStyle = .fullScreen`), as UIKit names the case; nil when it gave none.
    public var presentationStyle: String?
    /// The local the controller is in (`detail` of `pushViewController(detail, animated: true)`,
    /// of `let detail = …` for `make`); nil when the call makes it in place or names no local.
    public var local: String?

    /// A call with these parts.
    public init(how: How, controller: MadeController, line: Int, path: String) {
        self.how = how
        self.controller = controller
        self.line = line
        self.path = path
    }
}

/// Something a method puts on its controller's screen in code.
public enum InterfacePiece: Sendable, Equatable {
    /// `title = "Home"`, `self.title`, `navigationItem.title`.
    case title(String)
    /// What one statement list says of one control.
    case control(CodeControl)
    /// `viewControllers = [...]` or `setViewControllers(_:animated:)` of a tab bar controller
    /// subclass's own: its tabs.
    case tabs([MadeController])
    /// `tabs.viewControllers = […]`, `tabs.setViewControllers([…], animated: true)` or
    /// `split.viewControllers.append(…)` of a container a stored property holds (`holder`, not a
    /// local): the controllers it is given, or, `appending`, given after those it has.
    case controllersOf(holder: String, [MadeController], appending: Bool)
    /// `view.addSubview(badge)` of a view of the app's own class (`let badge = BadgeView(…)`): it
    /// lays out after the controller's `viewDidLayoutSubviews()`, in the same layout pass.
    case subview(String)
    /// A `UIMenu` the method returns (`func makeMenu() -> UIMenu { UIMenu(children: […]) }`): its
    /// actions, submenus' included, in order; a control whose `menu:` calls the method shows them.
    case menu([CodeControl])
}

/// A control made in code, as the statements of one method describe it:
/// `let button = UIButton(type: .system)`, `button.setTitle("Go", for: .normal)`,
/// `button.addTarget(self, action: #selector(go), for: .touchUpInside)`. What
/// several methods say of one stored property is merged by its `name`.
public struct CodeControl: Sendable, Equatable {
    /// Which kind of control.
    public enum Kind: String, Sendable, Equatable {
        case button, barButtonItem, label, textField, toggle
        /// A `UITapGestureRecognizer`, tapped as the view it is added to (its title is that view's name).
        case tapRecognizer
        /// A `UIAction` of a menu (`UIMenu(children: [UIAction(title: "Guide") { … }])`): tapped by
        /// its title while the control whose menu it is shows.
        case menuItem
    }

    /// Where a bar button item goes.
    public enum Placement: String, Sendable, Equatable {
        /// `navigationItem.rightBarButtonItem(s)`.
        case rightBar
        /// `navigationItem.leftBarButtonItem(s)`.
        case leftBar
        /// `toolbarItems`.
        case toolbar
    }

    /// What a tap runs.
    public enum Handler: Sendable, Equatable {
        /// A method of the target, as `#selector(…)` names it: `goToB` or `goToB(_:)`.
        case method(String)
        /// A `UIAction`'s closure: its statements.
        case closure([SwiftStatement])
    }

    /// The stored property it is kept in (`doneButton`), else a name of the
    /// method's own (`local:button:12`): what pieces of one control share.
    public var name: String
    public var kind: Kind
    /// The title (`setTitle(_:for: .normal)`, `UIBarButtonItem(title:…)`,
    /// `UIAction(title:)`), a label's or a field's text.
    public var title: String?
    /// A bar button item's system item: `add`, `done`, `edit`.
    public var systemItem: String?
    /// What a tap on it runs.
    public var handler: Handler?
    /// Where a `UIAction` closure handler is given (`UIButton(primaryAction:)`, `addAction(_:for:)`
    /// in `viewDidLoad` for a button a stored property made): the name its closure is known by.
    public var handlerSite: (path: String, line: Int)? {
        get { handlerLine.map { (handlerPath ?? path, $0) } }
        set {
            handlerPath = newValue?.path
            handlerLine = newValue?.line
        }
    }
    var handlerPath: String?
    var handlerLine: Int?
    /// Where a bar button item is placed; nil for a control on the view.
    public var placement: Placement?
    /// The actions of its menu (`menu: UIMenu(children: […])`, `button.menu = …`), in order.
    public var menu: [CodeControl] = []
    /// The method of the class whose returned `UIMenu` is its menu (`menu: learnMenu()`), in
    /// `#function` form; its actions are that method's `InterfacePiece.menu`.
    public var menuMethod: String?
    /// For a bar button item made around a control (`UIBarButtonItem(customView: addButton)`), the
    /// name of that control, whose title and action a tap on the item are.
    public var customView: String?
    /// The app's own control class's initializer it was made with, when its call gives no
    /// `title:` (`RRTextButton(with: "Sign up", color: .blue)`): the initializer may set the
    /// title from one of its parameters (`SwiftMethod.titleParameter`).
    public var initializer: ControlInitializer?
    /// 1-based line where the reader first met it.
    public var line: Int
    /// The file's path as given.
    public var path: String

    /// A control with these parts.
    public init(
        name: String, kind: Kind, title: String? = nil, systemItem: String? = nil, handler: Handler? = nil,
        placement: Placement? = nil, line: Int, path: String
    ) {
        self.name = name
        self.kind = kind
        self.title = title
        self.systemItem = systemItem
        self.handler = handler
        self.placement = placement
        self.line = line
        self.path = path
    }

    /// This control with what `other` (said of the same one elsewhere) adds.
    public func merging(_ other: CodeControl) -> CodeControl {
        var merged = self
        merged.title = other.title ?? title
        merged.systemItem = other.systemItem ?? systemItem
        merged.handler = other.handler ?? handler
        if other.handler != nil { merged.handlerSite = other.handlerSite }
        merged.placement = other.placement ?? placement
        merged.initializer = other.initializer ?? initializer
        merged.customView = other.customView ?? customView
        if !other.menu.isEmpty || other.menuMethod != nil {
            merged.menu = other.menu
            merged.menuMethod = other.menuMethod
        }
        return merged
    }
}

/// A call of an initializer of the app's own control class: `RRTextButton(with: "Sign up",
/// color: .blue)` is `RRTextButton`, `init(with:color:)` and `["Sign up", nil]`.
public struct ControlInitializer: Sendable, Equatable {
    /// The class the control is made of.
    public var className: String
    /// The initializer as `#function` names it, from the call's labels.
    public var name: String
    /// Each argument's string literal, nil for an argument that is none.
    public var stringArguments: [String?]

    /// A call with these parts.
    public init(className: String, name: String, stringArguments: [String?]) {
        self.className = className
        self.name = name
        self.stringArguments = stringArguments
    }
}
