import SwiftSourceModel
import SwiftSourceReader
import Testing

/// What code makes for the screen: controllers, windows' roots, titles and controls.
struct InterfaceReaderTests {
    /// The `interface` pieces of `method`, controls by name.
    private func controls(_ sources: SwiftSources, _ className: String, _ method: String) -> [String: CodeControl] {
        var result: [String: CodeControl] = [:]
        for statement in sources.statements(className, method) {
            if case .interface(.control(let control)) = statement { result[control.name] = control }
        }
        return result
    }

    /// A button of the app's own class made with no `title:` keeps its initializer's call, and
    /// the initializer that sets the title from a parameter says which: together they give the title.
    @Test func anOwnButtonClassKeepsTheInitializerThatMayTitleIt() throws {
        let sources = readOne(
            """
            class LinkButton: UIButton {
                init(with text: String, colour: UIColor) {
                    super.init(frame: .zero)
                    setTitleColor(colour, for: .normal)
                    self.setTitle(text, for: .normal)
                }
            }
            class IconButton: UIButton {
                init(symbol: String) {
                    super.init(frame: .zero)
                    setImage(UIImage(systemName: symbol), for: .normal)
                }
            }
            class A: UIViewController {
                let link = LinkButton(with: "Sign up", colour: .blue)
                let titled = LinkButton(title: "Titled")
            }
            """)
        #expect(sources.classes["LinkButton"]?.methods["init(with:colour:)"]?.titleParameter == 0)
        #expect(sources.classes["IconButton"]?.methods["init(symbol:)"]?.titleParameter == nil)
        let made = (sources.classes["A"]?.initialValues ?? []).compactMap { statement -> CodeControl? in
            if case .interface(.control(let control)) = statement { return control }
            return nil
        }
        try #require(made.count == 2)
        #expect(
            made[0].initializer
                == ControlInitializer(className: "LinkButton", name: "init(with:colour:)", stringArguments: ["Sign up", nil]))
        // A `title:` argument is the title itself: no initializer to look into.
        #expect(made[1].title == "Titled" && made[1].initializer == nil)
    }

    /// A property a learner capitalised (`LoginButton`) is still the button its target-action and
    /// title are given to: only an instance takes `addTarget` or `setTitle`. A type's call is not one.
    @Test func aCapitalisedPropertyIsStillTheButton() {
        let sources = readOne(
            """
            class A: UIViewController {
                var LoginButton = UIButton()
                func configure() {
                    LoginButton.setTitle("Login", for: .normal)
                    LoginButton.addTarget(self, action: #selector(login), for: .touchUpInside)
                    UIButton.appearance().tintColor = .red
                    UIBarButtonItem.appearance().setTitleTextAttributes([:], for: .normal)
                }
                @objc func login() {}
            }
            """)
        let made = controls(sources, "A", "configure()")
        #expect(made["LoginButton"]?.title == "Login")
        #expect(made["LoginButton"]?.handler == .method("login"))
        #expect(made.count == 1)
    }

    /// A button made with a configuration the method titled (`UIButton(configuration: config)`)
    /// has that title.
    @Test func aButtonMadeWithATitledConfigurationHasItsTitle() {
        let sources = readOne(
            """
            class A: UIViewController {
                func configure() {
                    var config = UIButton.Configuration.filled()
                    config.title = "Show"
                    let show = UIButton(configuration: config)
                    show.addTarget(self, action: #selector(go), for: .touchUpInside)
                }
                @objc func go() {}
            }
            """)
        let made = controls(sources, "A", "configure()")
        #expect(made.values.first?.title == "Show")
        #expect(made.count == 1)
    }

    /// A loop over controls (an array written in place, a local, a computed property returning one)
    /// gives each the target-action its body gives the loop's name.
    @Test func aLoopOverControlsGivesEachTheTargetAction() {
        let sources = readOne(
            """
            class A: UIViewController {
                let five = UIButton(type: .system)
                let ten = UIButton(type: .system)
                let up = UIButton(type: .system)
                let down = UIButton(type: .system)
                var steppers: [UIButton] { return [up, down] }
                override func viewDidLoad() {
                    for button in [five, ten] {
                        view.addSubview(button)
                        button.addTarget(self, action: #selector(tip(_:)), for: .touchUpInside)
                    }
                    steppers.forEach { $0.addTarget(self, action: #selector(step), for: .touchUpInside) }
                }
                @objc func tip(_ sender: UIButton) {}
                @objc func step() {}
            }
            """)
        let found = controls(sources, "A", "viewDidLoad()")
        #expect(found["five"]?.handler == .method("tip(_:)"))
        #expect(found["ten"]?.handler == .method("tip(_:)"))
        #expect(found["up"]?.handler == .method("step"))
        #expect(found["down"]?.handler == .method("step"))
        // The loop's names are no controls of their own.
        #expect(found["button"] == nil && found["$0"] == nil)
    }

    /// A property given the control a closure builds (`addButton = { … }()`), and a button
    /// titled by a `UIButton.Configuration`.
    @Test func aClosureBuiltControlAndAConfigurationTitle() {
        let sources = readOne(
            """
            class A: UIViewController {
                private var addButton = UIBarButtonItem()
                let save = UIButton()
                override func viewDidLoad() {
                    addButton = {
                        let item = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(add))
                        return item
                    }()
                    navigationItem.rightBarButtonItem = addButton
                    var configuration = UIButton.Configuration.filled()
                    configuration.title = "Save"
                    save.configuration = configuration
                }
                @objc func add() {}
            }
            """)
        let found = controls(sources, "A", "viewDidLoad()")
        #expect(found["addButton"]?.systemItem == "add")
        #expect(found["addButton"]?.handler == .method("add"))
        #expect(found["addButton"]?.placement == .rightBar)
        #expect(found["save"]?.title == "Save")
    }

    /// An alert kept in a stored property (`alert = UIAlertController(…)`) is built and presented
    /// as a local one is.
    @Test func anAlertInAStoredPropertyIsPresented() throws {
        let sources = readOne(
            """
            class A: UIViewController {
                var alert: UIAlertController!
                @objc func add() {
                    alert = UIAlertController(title: "New task", message: nil, preferredStyle: .alert)
                    alert.addTextField { field in field.placeholder = "Task" }
                    let create = UIAlertAction(title: "Create", style: .default) { _ in print("created") }
                    alert.addAction(create)
                    present(alert, animated: true, completion: nil)
                }
            }
            """)
        let presented = sources.statements("A", "add()").compactMap { statement -> CodeAlert? in
            if case .presentAlert(let alert) = statement { return alert }
            return nil
        }
        let alert = try #require(presented.first)
        #expect(alert.title == "New task")
        #expect(alert.fields == ["Task"])
        #expect(alert.actions.map(\.title) == ["Create"])
    }

    /// A helper named like a type (`ConfigureView()`) is a call of the class's own when it stands
    /// alone as a statement; in an expression, the same spelling makes a value of a type.
    @Test func aCallNamedLikeATypeStandingAloneIsAHelperCall() {
        let sources = readOne(
            """
            class A: UIViewController {
                override func viewDidLoad() {
                    ConfigureView()
                    self.ConfigureBar()
                    let formatter = DateFormatter()
                    _ = formatter
                }
            }
            """)
        let calls = sources.statements("A", "viewDidLoad()").compactMap { statement -> String? in
            if case .call(let method, _) = statement { return method }
            return nil
        }
        #expect(calls == ["ConfigureView()", "ConfigureBar()"])
    }

    /// A storyboard identifier written as the class's name: `"\(T.self)"` and `String(describing: T.self)`.
    @Test func anIdentifierMadeOfTheClassNameIsThatName() {
        let sources = readOne(
            """
            class A: UIViewController {
                @objc func one() {
                    let next = storyboard?.instantiateViewController(identifier: "\\(DetailViewController.self)") as! DetailViewController
                    navigationController?.pushViewController(next, animated: true)
                }
                @objc func two() {
                    let next = storyboard!.instantiateViewController(withIdentifier: String(describing: EditViewController.self))
                    present(next, animated: true)
                }
            }
            """)
        let shown = ["one()", "two()"].compactMap { method in
            sources.statements("A", method).lazy.compactMap { statement -> MadeController? in
                if case .show(let call) = statement { return call.controller }
                return nil
            }.first
        }
        #expect(
            shown == [
                .storyboard(identifier: "DetailViewController", storyboardName: nil),
                .storyboard(identifier: "EditViewController", storyboardName: nil),
            ])
    }

    /// Names declared before an `if` or a `switch` keep what they hold inside and after it: a
    /// controller of the stack, and an alert.
    @Test func namesDeclaredBeforeAnIfOrASwitchAreKnownInsideAndAfter() {
        let sources = readOne(
            """
            class A: UIViewController {
                var flag = false
                @objc func back() {
                    let second = navigationController?.viewControllers[1]
                    if flag {
                        navigationController?.popToViewController(second!, animated: true)
                    }
                }
                @objc func ask(_ kind: Int) {
                    let alert = UIAlertController(title: "Sure?", message: nil, preferredStyle: .alert)
                    switch kind {
                    case 1: print("one")
                    default: print("other")
                    }
                    present(alert, animated: true)
                }
            }
            """)
        #expect(sources.statements("A", "back()").flatMap(\.asListed).contains(.popTo(.index(1))))
        #expect(sources.statements("A", "ask(_:)").contains { if case .presentAlert = $0 { true } else { false } })
    }

    @Test func aButtonMadeInViewDidLoadHasItsTitleAndTarget() {
        let sources = readOne(
            """
            class A: UIViewController {
                override func viewDidLoad() {
                    let button = UIButton(type: .system)
                    button.setTitle("Go to B", for: .normal)
                    button.setTitle("Pressed", for: .highlighted)
                    button.addTarget(self, action: #selector(goToB), for: .touchUpInside)
                    view.addSubview(button)
                }
                @objc func goToB() {}
            }
            """)
        let found = controls(sources, "A", "viewDidLoad()")
        #expect(found.count == 1)
        let button = found.values.first
        #expect(button?.kind == .button)
        #expect(button?.title == "Go to B")
        #expect(button?.handler == .method("goToB"))
        #expect(button?.placement == nil)
    }

    @Test func barButtonItemsArePlacedWithTheirSystemItemTitleOrClosure() {
        let sources = readOne(
            """
            class A: UIViewController {
                let saveButton = UIBarButtonItem(title: "Save", style: .done, target: nil, action: #selector(save(_:)))
                override func viewDidLoad() {
                    navigationItem.rightBarButtonItems = [UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(add)), saveButton]
                    self.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", primaryAction: UIAction { _ in self.dismiss(animated: true) })
                    navigationItem.title = "List"
                }
            }
            """)
        let found = controls(sources, "A", "viewDidLoad()")
        let add = found.values.first { $0.systemItem == "add" }
        #expect(add?.placement == .rightBar)
        #expect(add?.handler == .method("add"))
        // The stored item is placed here and described by its initial value.
        #expect(found["saveButton"]?.placement == .rightBar)
        #expect(sources.classes["A"]?.initialValues.first.map {
            if case .interface(.control(let control)) = $0 { return control.title == "Save" && control.handler == .method("save(_:)") }
            return false
        } == true)
        let close = found.values.first { $0.title == "Close" }
        #expect(close?.placement == .leftBar)
        guard case .closure(let statements)? = close?.handler else {
            Issue.record("the UIAction's closure is its handler")
            return
        }
        #expect(statements == [.call(method: "dismiss(animated:)", arguments: [[.text("true")]])])
        #expect(sources.statements("A", "viewDidLoad()").contains(.interface(.title("List"))))
    }

    /// A helper's `UIViewController` parameter is whatever its call gives: the call keeps the
    /// controllers of its arguments, and the helper returns them as parameters.
    @Test func aHelperGivenControllersKeepsThemWithTheCall() {
        let sources = readOne(
            """
            class Tabs: UITabBarController {
                override func viewDidLoad() {
                    viewControllers = [wrap(for: SearchViewController(), title: "Search"), plain()]
                }
                func wrap(for root: UIViewController, title: String) -> UIViewController {
                    let nav = UINavigationController(rootViewController: root)
                    return nav
                }
                func plain() -> UIViewController { SearchViewController() }
            }
            """)
        let tabs = sources.statements("Tabs", "viewDidLoad()").compactMap { statement -> [MadeController]? in
            if case .interface(.tabs(let tabs)) = statement { return tabs }
            return nil
        }
        #expect(tabs.first == [
            .returnedByCall(method: "wrap(for:title:)", arguments: [.instance(className: "SearchViewController", title: nil), nil]),
            .returnedBy(method: "plain()"),
        ])
        #expect(sources.statements("Tabs", "wrap(for:title:)").contains(
            .returnController(.navigation(className: "UINavigationController", root: .parameter(index: 0)))))
    }

    /// Only controllers made in place or held in locals go with a helper's call, and only a
    /// helper returning a controller type returns its one expression as a controller: a number a
    /// helper works out, or a value a type makes, stays a value the console may print.
    @Test func valuesStayValuesBesideHelpersGivenControllers() {
        let sources = readOne(
            """
            class A: UIViewController {
                let price = 2
                func show() {
                    let total = add(price, 3)
                    print(total)
                }
                func add(_ a: Int, _ b: Int) -> Int { a + b }
                func makeTitle() -> Title { Title(text: "x") }
                func wrap(_ root: UIViewController) -> UINavigationController { UINavigationController(rootViewController: root) }
            }
            """)
        #expect(sources.statements("A", "show()").contains { statement in
            if case .declare(let name, _) = statement { return name == "total" }
            return false
        })
        #expect(!sources.statements("A", "makeTitle()").contains { statement in
            if case .returnController = statement { return true }
            return false
        })
        #expect(sources.statements("A", "wrap(_:)") == [
            .returnController(.navigation(className: "UINavigationController", root: .parameter(index: 0)))
        ])
    }

    /// A menu's actions are read where the menu is given to its control, from a method that
    /// returns it, from locals, and from submenus; their closures are not run where they are made.
    @Test func menusGiveTheirActionsToTheirControls() {
        let sources = readOne(
            """
            class A: UIViewController {
                override func viewDidLoad() {
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "More", menu: makeMenu())
                    let copy = UIAction(title: "Copy") { _ in print("copied") }
                    let share = UIButton(type: .system)
                    share.setTitle("Share", for: .normal)
                    let actions = [copy, UIAction(title: "Mail") { _ in print("mail") }]
                    share.menu = UIMenu(title: "", children: actions)
                    print("made")
                }
                func makeMenu() -> UIMenu {
                    let settings = UIAction(title: "Settings") { [weak self] _ in self?.showSettings() }
                    return UIMenu(children: [settings, UIMenu(title: "Sort", children: [
                        UIAction(title: "By Name") { _ in print("name") },
                        UIAction(title: "\\(count) more") { _ in print("unnamed") },
                    ]), extraMenu()])
                }
                func extraMenu() -> UIMenu { UIMenu(children: [UIAction(title: "Help") { _ in }]) }
                func showSettings() {}
            }
            """)
        let found = controls(sources, "A", "viewDidLoad()")
        let more = found.values.first { $0.title == "More" }
        #expect(more?.menuMethod == "makeMenu()")
        #expect(more?.menu == [])
        let share = found.values.first { $0.title == "Share" }
        #expect(share?.menu.map(\.title) == ["Copy", "Mail"])
        #expect(share?.menu.allSatisfy { $0.kind == .menuItem } == true)
        guard case .closure(let copied)? = share?.menu.first?.handler else {
            Issue.record("the action's closure is its handler")
            return
        }
        #expect(copied.count == 1)
        // Only the method's own print: the actions' prints wait for their taps.
        #expect(sources.printedItems("A", "viewDidLoad()") == [[[.text("made")]]])
        let returned = sources.statements("A", "makeMenu()").compactMap { statement -> [CodeControl]? in
            if case .interface(.menu(let items)) = statement { return items }
            return nil
        }
        // The submenu's actions follow, the one without a literal title left out: nothing names it.
        // A submenu another method returns is named by it, and that method's menu read too.
        #expect(returned.first?.map(\.title) == ["Settings", "By Name", nil])
        #expect(returned.first?.last?.menuMethod == "extraMenu()")
        #expect(sources.statements("A", "extraMenu()").contains { statement in
            if case .interface(.menu(let items)) = statement { return items.map(\.title) == ["Help"] }
            return false
        })
        #expect(sources.printedItems("A", "makeMenu()") == [])
    }

    @Test func aButtonBuiltInAPropertysClosureIsThatProperty() {
        let sources = readOne(
            """
            class A: UIViewController {
                private lazy var closeButton: UIButton = {
                    let b = UIButton(configuration: .filled())
                    b.setTitle("Close", for: .normal)
                    b.addTarget(self, action: #selector(close), for: .touchUpInside)
                    return b
                }()
            }
            """)
        let initial = sources.classes["A"]?.initialValues ?? []
        #expect(initial.count == 1)
        guard case .interface(.control(let control))? = initial.first else {
            Issue.record("the closure's button is described")
            return
        }
        #expect(control.name == "closeButton")
        #expect(control.title == "Close")
        #expect(control.handler == .method("close"))
    }

    /// A local made and shown only in an `if`'s side is made at its `let`, one a `guard let` or an
    /// `if let` binds where it is bound; one no statement of its
    /// list shows (wrapped in another controller, never shown) is made where it is shown, if it is.
    @Test func aControllerMadeIntoALocalIsMadeWhereTheLocalIs() {
        let sources = readOne(
            """
            class A: UIViewController {
                var ready = false
                @objc func maybe() {
                    let draft = DraftViewController()
                    print("made")
                    if ready { present(draft, animated: true) }
                }
                @objc func wrapped() {
                    let editor = EditViewController()
                    present(UINavigationController(rootViewController: editor), animated: true)
                }
                @objc func unused() { let spare = SpareViewController() }
                @objc func bound() {
                    if let detail = storyboard?.instantiateViewController(withIdentifier: "Detail") as? DetailViewController {
                        navigationController?.pushViewController(detail, animated: true)
                    }
                }
                @objc func guarded() {
                    guard let detail = storyboard?.instantiateViewController(withIdentifier: "Detail") as? DetailViewController else { return }
                    print("made")
                    show(detail, sender: self)
                }
            }
            """)
        func hows(_ method: String) -> [ShowCall.How] {
            sources.statements("A", method).flatMap(\.asListed).compactMap { statement in
                guard case .show(let call) = statement else { return nil }
                return call.how
            }
        }
        #expect(hows("maybe()") == [.make, .present])
        #expect(hows("wrapped()") == [.present])
        #expect(hows("unused()").isEmpty)
        #expect(hows("guarded()") == [.make, .show])
        #expect(hows("bound()") == [.make, .push])
    }

    @Test func controllersMadeInCodeArePushedPresentedAndRooted() {
        let sources = readOne(
            """
            class A: UIViewController {
                @objc func next() {
                    let detail = DetailViewController()
                    detail.title = "Detail"
                    navigationController?.pushViewController(detail, animated: true)
                }
                @objc func add() {
                    present(UINavigationController(rootViewController: EditViewController(nibName: nil, bundle: nil)), animated: true)
                }
                func edit() {
                    let editor = storyboard?.instantiateViewController(withIdentifier: "Editor") as! EditViewController
                    show(editor, sender: self)
                }
                func notAController() { present(makeAlert(), animated: true) }
            }
            class SceneDelegate: UIResponder {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    let tabs = UITabBarController()
                    let list = ListViewController()
                    list.tabBarItem = UITabBarItem(title: "List", image: nil, tag: 0)
                    tabs.setViewControllers([UINavigationController(rootViewController: list), SettingsViewController()], animated: false)
                    window = UIWindow(windowScene: scene as! UIWindowScene)
                    window?.rootViewController = tabs
                    window?.makeKeyAndVisible()
                }
            }
            """)
        // Made at its `let`, with the title the code gives it before the push, which shows that local.
        var made = ShowCall(
            how: .make, controller: .instance(className: "DetailViewController", title: .string("Detail")), line: 3,
            path: "ViewController.swift")
        made.local = "detail"
        var pushed = made
        pushed.how = .push
        pushed.line = 5
        #expect(
            sources.statements("A", "next()").filter { if case .show = $0 { true } else { false } }
                == [.show(made), .show(pushed)])
        #expect(
            sources.statements("A", "add()").contains {
                guard case .show(let call) = $0 else { return false }
                return call.how == .present
                    && call.controller == .navigation(
                        className: "UINavigationController", root: .instance(className: "EditViewController", title: nil))
            })
        #expect(
            sources.statements("A", "edit()").compactMap { statement -> ShowCall.How? in
                guard case .show(let call) = statement else { return nil }
                return call.how
            } == [.make, .show])
        #expect(
            sources.statements("A", "edit()").allSatisfy {
                guard case .show(let call) = $0 else { return true }
                return call.controller == .storyboard(identifier: "Editor", storyboardName: nil) && call.local == "editor"
            })
        // A helper's result is looked up later, in the class that calls it.
        #expect(
            sources.statements("A", "notAController()").contains {
                guard case .show(let call) = $0 else { return false }
                return call.controller == .returnedBy(method: "makeAlert()")
            })
        let root = sources.statements("SceneDelegate", "scene(_:willConnectTo:options:)").compactMap { statement in
            if case .setRoot(let made) = statement { return made }
            return nil
        }
        #expect(
            root == [
                .tabBar(
                    className: "UITabBarController",
                    tabs: [
                        .navigation(className: "UINavigationController", root: .instance(className: "ListViewController", title: .string("List"))),
                        .instance(className: "SettingsViewController", title: nil),
                    ])
            ])
    }

    /// A title and a tab item given after a navigation controller was made around the controller
    /// are the navigation controller's root's: the object is the same.
    @Test func aTitleGivenAfterWrappingReachesTheContainersRoot() {
        let sources = readOne(
            """
            class Tabs: UITabBarController {
                func makeFirst() -> UINavigationController {
                    let first = FirstViewController()
                    let other = FirstViewController()
                    let navigation = UINavigationController(rootViewController: first)
                    first.title = "First"
                    first.tabBarItem = .init(title: "One", image: nil, tag: 0)
                    other.title = "Other"
                    return navigation
                }
            }
            """)
        #expect(
            sources.statements("Tabs", "makeFirst()").contains(
                .returnController(
                    .navigation(
                        className: "UINavigationController",
                        root: .instance(className: "FirstViewController", title: .string("One"))))))
    }

    /// Tabs given as a local array, and each wrapped by `map` in a navigation controller.
    @Test func tabsFromALocalArrayMappedIntoNavigationControllers() {
        let sources = readOne(
            """
            class Tabs: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let list = [FeedViewController(), SettingsViewController()]
                    viewControllers = list.map { UINavigationController(rootViewController: $0) }
                }
            }
            class Other: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = [FeedViewController()].map { controller in UINavigationController(rootViewController: controller) }
                }
            }
            """)
        let wrapped: (String) -> MadeController = {
            .navigation(className: "UINavigationController", root: .instance(className: $0, title: nil))
        }
        #expect(
            sources.statements("Tabs", "viewDidLoad()").contains(
                .interface(.tabs([wrapped("FeedViewController"), wrapped("SettingsViewController")]))))
        #expect(sources.statements("Other", "viewDidLoad()").contains(.interface(.tabs([wrapped("FeedViewController")]))))
    }

    /// A helper given the controller to show: its parameter's type, one of the app's controller
    /// classes, is what it shows; a parameter typed as UIKit's `UIViewController` says nothing.
    @Test func aHelpersControllerParameterIsAnInstanceOfItsType() {
        let sources = readOne(
            """
            class List: UITableViewController {
                func open(_ form: FormViewController) {
                    let navigation = UINavigationController(rootViewController: form)
                    present(navigation, animated: true)
                }
                func openAny(_ screen: UIViewController) {
                    present(UINavigationController(rootViewController: screen), animated: true)
                }
            }
            """)
        let shown: (String) -> [MadeController] = { method in
            sources.statements("List", method).compactMap { if case .show(let call) = $0 { return call.controller } else { return nil } }
        }
        #expect(
            shown("open(_:)") == [
                .navigation(className: "UINavigationController", root: .instance(className: "FormViewController", title: nil))
            ])
        #expect(shown("openAny(_:)").first != .navigation(className: "UINavigationController", root: .instance(className: "UIViewController", title: nil)))
    }

    /// The `Storyboarded` protocol's `X.instantiate()`: the scene whose identifier is the class's
    /// name. A `switch` whose cases navigate is a chain of branches, its cases in order; a local
    /// the cases set apart is unknown after it.
    @Test func storyboardedInstancesAndASwitchThatNavigates() {
        let sources = readOne(
            """
            class Menu: UITableViewController {
                func open(_ kind: Kind) {
                    var next: UIViewController
                    switch kind {
                    case .first:
                        next = FirstViewController.instantiate()
                    case .second:
                        present(SecondViewController.instantiate(), animated: true)
                        return
                    }
                    navigationController?.pushViewController(next, animated: true)
                }
                func plain() {
                    navigationController?.pushViewController(FirstViewController.instantiate(), animated: true)
                }
            }
            """)
        #expect(
            sources.statements("Menu", "plain()").contains {
                guard case .show(let call) = $0 else { return false }
                return call.controller == .storyboard(identifier: "FirstViewController", storyboardName: nil)
            })
        let open = sources.statements("Menu", "open(_:)")
        guard case .branch(let first)? = open.first(where: { if case .branch = $0 { return true } else { return false } }) else {
            Issue.record("no branch: \(open)")
            return
        }
        // An enumeration's case: a test of the subject against the case's name, decided where the
        // call gives the parameter a case (`open(.first)`), else not worked out.
        #expect(first.condition == .holds(.binary("==", .name("kind"), .enumCase("first")), text: "kind matches case .first"))
        guard case .branch(let second)? = first.otherwise.first else {
            Issue.record("no second case: \(first.otherwise)")
            return
        }
        #expect(second.body.contains {
            guard case .show(let call) = $0 else { return false }
            return call.how == .present && call.controller == .storyboard(identifier: "SecondViewController", storyboardName: nil)
        })
        // After the switch `next` is one of two: its push shows no controller the reader can name.
        #expect(!open.contains {
            guard case .show(let call) = $0 else { return false }
            return call.how == .push
        })
    }

    /// A tap recognizer made in code is tapped as the view it is added to; one added to no view
    /// has no name.
    @Test func aTapRecognizerIsNamedByItsView() {
        let sources = readOne(
            """
            class V: UIViewController {
                @IBOutlet weak var emojiLabel: UILabel!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let tap = UITapGestureRecognizer(target: self, action: #selector(open))
                    emojiLabel.addGestureRecognizer(tap)
                    let unused = UITapGestureRecognizer(target: self, action: #selector(open))
                }
                @objc func open() {}
            }
            """)
        let recognizers = controls(sources, "V", "viewDidLoad()").values.filter { $0.kind == .tapRecognizer }
        #expect(recognizers.map(\.title).sorted { ($0 ?? "") < ($1 ?? "") } == [nil, "emojiLabel"])
        #expect(recognizers.allSatisfy { $0.handler == .method("open") })
    }

    @Test func valuesThatAreNotControllersOrControlsAreNotRead() {
        let sources = readOne(
            """
            class A: UIViewController {
                override func viewDidLoad() {
                    let formatter = DateFormatter()
                    let view = UIView()
                    title = someTitle
                    navigationItem.rightBarButtonItem = makeItem()
                    present(view, animated: true)
                }
            }
            """)
        let statements = sources.statements("A", "viewDidLoad()")
        #expect(!statements.contains { if case .interface = $0 { return true } else { return false } })
        #expect(!statements.contains { if case .show = $0 { return true } else { return false } })
    }

    @Test func aControllerKeptInAPropertyIsWhatItsGetterReturns() {
        let sources = readOne(
            """
            class SceneDelegate: UIResponder {
                var window: UIWindow?
                private let tabs = MainTabBarController()
                lazy var navigation: UINavigationController = {
                    let navigation = UINavigationController(rootViewController: HomeViewController())
                    return navigation
                }()
                func scene() { window?.rootViewController = tabs }
            }
            class MainTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = [UINavigationController(rootViewController: FeedViewController()), SettingsViewController()]
                }
            }
            """)
        #expect(sources.statements("SceneDelegate", "scene()").contains(.setRoot(.returnedBy(method: "tabs"))))
        #expect(sources.statements("SceneDelegate", "tabs") == [.returnController(.instance(className: "MainTabBarController", title: nil))])
        #expect(
            sources.statements("SceneDelegate", "navigation") == [
                .returnController(.navigation(className: "UINavigationController", root: .instance(className: "HomeViewController", title: nil)))
            ])
        #expect(
            sources.statements("MainTabBarController", "viewDidLoad()").contains(
                .interface(
                    .tabs([
                        .navigation(className: "UINavigationController", root: .instance(className: "FeedViewController", title: nil)),
                        .instance(className: "SettingsViewController", title: nil),
                    ]))))
    }

    @Test func bindingAControllerFromTheStoryboardSucceedsAndTheBodyShowsIt() {
        let sources = readOne(
            """
            class A: UITableViewController {
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    if let detail = storyboard?.instantiateViewController(withIdentifier: "Detail") as? DetailViewController {
                        navigationController?.pushViewController(detail, animated: true)
                    }
                }
            }
            """)
        let branches = sources.statements("A", "tableView(_:didSelectRowAt:)").compactMap { statement -> SwiftBranch? in
            if case .branch(let branch) = statement { return branch }
            return nil
        }
        guard let branch = branches.first else {
            Issue.record("the if is a branch")
            return
        }
        #expect(branch.condition == .all([]))
        #expect(branch.body.contains { if case .show(let call) = $0 { call.controller == .storyboard(identifier: "Detail", storyboardName: nil) } else { false } })
    }

    @Test func anOverloadByTypeIsNoDuplicate() {
        let sources = readOne(
            """
            class A: UIViewController {
                func show(_ count: Int) {}
                func show(_ text: String) {}
                func twice() {}
                func twice() {}
            }
            """)
        #expect(sources.warnings.map(\.problem) == [.duplicateMember(className: "A", member: "twice()")])
    }
}

/// A controller assigned to a name before it is shown.
struct AssignedControllerTests {
    @Test func aPropertyGivenAControllerInTheMethodIsThatController() {
        let sources = readOne(
            """
            class SceneDelegate: UIResponder {
                var window: UIWindow?
                var navigationController = UINavigationController()
                func scene() {
                    navigationController = UINavigationController(rootViewController: MainViewController())
                    window?.rootViewController = navigationController
                }
            }
            """)
        #expect(
            sources.statements("SceneDelegate", "scene()").contains(
                .setRoot(.navigation(className: "UINavigationController", root: .instance(className: "MainViewController", title: nil)))))
    }
}

/// A controller an app's factory type makes (`enum ListAssembly { static func build() … }`).
struct FactoryControllerTests {
    @Test func aTypesOwnFactoryIsReadAndItsReturnKept() {
        let sources = readOne(
            """
            enum ListAssembly {
                static func build() -> UIViewController {
                    let viewController = ListViewController(interactor: interactor, router: router)
                    return viewController
                }
            }
            class SceneDelegate: UIResponder {
                var window: UIWindow?
                func scene() {
                    let controller = ListAssembly.build()
                    window?.rootViewController = UINavigationController(rootViewController: controller)
                }
                func other() { window?.rootViewController = self.makeRoot() }
            }
            """)
        #expect(sources.statements("SceneDelegate", "other()").contains(.setRoot(.returnedBy(method: "makeRoot()"))))
        #expect(
            sources.statements("SceneDelegate", "scene()").contains(
                .setRoot(.navigation(className: "UINavigationController", root: .returnedBy(method: "ListAssembly.build()")))))
        // The controller returned, then the method's end.
        #expect(
            sources.structures["ListAssembly"]?.methods["build()"]?.statements.suffix(2)
                == [.returnController(.instance(className: "ListViewController", title: nil)), .returns(nil)])
    }
}
