import Foundation
import SceneLabCore
import SceneLabProjects
import Testing
import XcodeProject

/// Screens a storyboard's controller reaches through code: a button made in code that pushes
/// a controller made in code, a presentation of one, and one of a class scenelab cannot play.
@Suite struct CodeMadePlayingTests {
    /// One storyboard scene, `Home`, in a navigation controller, with `swift` as its code.
    private func player(_ swift: [String: String]) throws -> Player {
        return try Player(try Inline.homeInNavigationController(swift: swift))
    }

    /// A home screen in code whose bar button item Answer calls its `answer()`: `members` are the
    /// class's other members, `setUp` more statements of its `viewDidLoad()`.
    private static func answering(_ members: String, setUp: String = "") -> String {
        """
        class HomeViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                \(setUp)
                navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Answer", style: .plain, target: self, action: #selector(answer))
            }
        \(members)
        }

        """
    }

    private let home = """
        class HomeViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let next = UIButton(type: .system)
                next.setTitle("Go to B", for: .normal)
                next.addTarget(self, action: #selector(goToB), for: .touchUpInside)
                view.addSubview(next)
                navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(add))
                navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Web", style: .plain, target: self, action: #selector(web))
            }
            @objc func goToB() {
                print("going")
                navigationController?.pushViewController(ViewControllerB(), animated: true)
                print("gone")
            }
            @objc func add() { present(UINavigationController(rootViewController: ViewControllerB()), animated: true) }
            @objc func web() { present(BrowserKitViewController(url: url), animated: true) }
        }
        class ViewControllerB: UIViewController {
            override func viewDidLoad() { super.viewDidLoad(); title = "B" }
        }
        """

    /// A button of the app's own class kept in a stored property, with an image and no title:
    /// tapped by the property's name, it runs its target's action.
    /// `vc.modalPresentationStyle = .fullScreen` before `present(vc, …)`: the presenter leaves the
    /// screen, as UIKit's full-screen presentation makes it; without it, the iOS 13 sheet leaves
    /// the presenter where it is.
    @Test(arguments: [(".fullScreen", true), ("UIModalPresentationStyle.fullScreen", true), (".pageSheet", false), (nil, false)])
    func aPresentationStyleGivenInCodeDecidesWhetherThePresenterDisappears(style: String?, disappears: Bool) throws {
        let styled = style.map { "next.modalPresentationStyle = \($0)" } ?? ""
        var player = try player([
            "Home": """
                class HomeViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Next", style: .plain, target: self, action: #selector(next))
                    }
                    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); print("home will disappear") }
                    @objc func next() {
                        let next = NextViewController()
                        \(styled)
                        present(next, animated: true)
                    }
                }
                class NextViewController: UIViewController {}
                """
        ])
        _ = player.events("launch")
        let presented = player.events("tap Next")
        #expect(presented.contains { $0.method == "viewDidAppear(_:)" && $0.object == "NextViewController#1" })
        #expect(presented.contains { $0.kind == .print && $0.text == "home will disappear" } == disappears, "\(style ?? "none")")
    }

    /// A tab bar controller the code presents full screen shows its own tab bar: `screen` draws
    /// it and `tab N` taps it, as on the device, where nothing else is on the glass.
    /// A controller kept in a local is made at its `let`: its initializer prints before the
    /// statements after it, the push shows that very object (one `init`, one object), and one the
    /// action never shows (the `else` of an `if` scenelab cannot work out, as `--else` asks) goes
    /// as the action returns, its `deinit` after the action's last print.
    @Test func aControllerMadeIntoALocalIsMadeThereAndGoesWithTheAction() throws {
        var player = try player([
            "Home": """
                class HomeViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Next", style: .plain, target: self, action: #selector(next))
                        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Maybe", style: .plain, target: self, action: #selector(maybe))
                        navigationItem.rightBarButtonItems = [UIBarButtonItem(title: "Pick", style: .plain, target: self, action: #selector(pick))]
                    }
                    @objc func next() {
                        let next = NextViewController()
                        print("made")
                        navigationController?.pushViewController(next, animated: true)
                    }
                    @objc func pick() {
                        if ready() {
                            let next = NextViewController()
                            print("body side")
                            navigationController?.pushViewController(next, animated: true)
                        } else {
                            print("else side")
                        }
                    }
                    @objc func maybe() {
                        let next = NextViewController()
                        if ready() { navigationController?.pushViewController(next, animated: true) }
                        print("maybe done")
                    }
                    func ready() -> Bool { UserDefaults.standard.bool(forKey: "ready") }
                }
                class NextViewController: UIViewController {
                    init() { super.init(nibName: nil, bundle: nil); print("next init") }
                    required init?(coder: NSCoder) { fatalError() }
                    deinit { print("next deinit") }
                }
                """
        ])
        _ = player.events("launch")
        let lifecycle: Set<String> = ["init(nibName:bundle:)", "loadView()", "viewDidLoad()", "deinit"]
        let pushed = player.events("tap Next")
        let lines = pushed.compactMap { event -> String? in
            if event.kind == .print { return "print: " + (event.text ?? "") }
            guard let method = event.method, lifecycle.contains(method) else { return nil }
            return (event.object ?? "") + " " + method
        }
        #expect(
            lines == [
                "NextViewController#1 init(nibName:bundle:)", "print: next init", "print: made",
                "NextViewController#1 loadView()", "NextViewController#1 viewDidLoad()",
            ])
        #expect(!pushed.contains { $0.object == "NextViewController#2" })
        #expect(!pushed.contains { $0.method == "deinit" })
        _ = player.events("pop")
        let maybe = player.events("tap Maybe --else").compactMap { event -> String? in
            if event.kind == .print { return event.text }
            return event.method.flatMap { lifecycle.contains($0) ? "call " + $0 : nil }
        }
        #expect(maybe == ["call init(nibName:bundle:)", "next init", "maybe done", "call deinit", "next deinit"])
        #expect(player.session.simulator.liveControllers.map(\.className) == ["UINavigationController", "HomeViewController"])
        // A side that starts with a local made prints what that side prints: the `else` here.
        #expect(player.run("tap Pick --else").events.printed == ["else side"])
    }

    /// A bar button item around a button a method keeps in a local (`UIBarButtonItem(customView:
    /// cancel)`) is that button on the bar, its title and its target-action; a target added in
    /// `viewDidAppear(_:)` is there for the first tap.
    @Test func aLocalButtonInABarItemAndATargetAddedOnAppearingAreTapped() throws {
        var player = try player([
            "Home": """
                class HomeViewController: UIViewController {
                    let saveButton = UIButton(type: .system)
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let cancel = UIButton(type: .system)
                        cancel.setTitle("Cancel", for: .normal)
                        cancel.addTarget(self, action: #selector(cancelTapped), for: .touchUpInside)
                        navigationItem.leftBarButtonItem = UIBarButtonItem(customView: cancel)
                        saveButton.setTitle("Save", for: .normal)
                        view.addSubview(saveButton)
                    }
                    override func viewDidAppear(_ animated: Bool) {
                        super.viewDidAppear(animated)
                        saveButton.addTarget(self, action: #selector(save), for: .touchUpInside)
                    }
                    @objc func cancelTapped() { print("cancel") }
                    @objc func save() { print("save") }
                }
                """
        ])
        _ = player.events("launch")
        #expect(player.run("tap Cancel").events.printed == ["cancel"])
        #expect(player.run("tap Save").events.printed == ["save"])
    }

    /// Buttons made by factories: a class method of an extension of `UIButton` that sets its
    /// parameter as the configuration's title (kept in a closure-made `lazy var`), and a method of
    /// the controller's own that sets it with `setTitle(_:for:)` on the button it makes. Each is
    /// drawn with the title its call gives and tapped by it.
    @Test func buttonsMadeByFactoriesAreTappedByTheTitlesTheirCallsGive() throws {
        var player = try player([
            "Home": """
                class HomeViewController: UIViewController {
                    private lazy var addButton: UIButton = {
                        var button = UIButton.filledButton("Add")
                        button.addTarget(self, action: #selector(add), for: .touchUpInside)
                        return button
                    }()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addSubview(addButton)
                        let help = makeButton(title: "Help", tag: 2)
                        help.addTarget(self, action: #selector(showHelp), for: .touchUpInside)
                        view.addSubview(help)
                    }
                    private func makeButton(title: String, tag: Int) -> UIButton {
                        let button = UIButton(type: .system)
                        button.setTitle(title, for: .normal)
                        button.tag = tag
                        return button
                    }
                    @objc func add() { print("add") }
                    @objc func showHelp() { print("help") }
                }
                """,
            "Buttons": """
                extension UIButton {
                    class func filledButton(_ title: String) -> UIButton {
                        var configuration = UIButton.Configuration.filled()
                        configuration.title = title
                        return UIButton(configuration: configuration, primaryAction: nil)
                    }
                }
                """,
        ])
        _ = player.events("launch")
        let screen = player.run("screen").events.compactMap(\.text).joined(separator: "\n")
        #expect(screen.contains("[Add]") && screen.contains("[Help]"))
        #expect(player.run("tap Add").events.printed == ["add"])
        #expect(player.run("tap Help").events.printed == ["help"])
    }

    /// A view the controller's `viewDidLoad()` makes its view through a helper (`self.view =
    /// panel`), whose button the view makes as it lays out and whose target the controller adds as
    /// it lays out its own: drawn and tapped, the controller's action run.
    @Test func aButtonOfAViewSetInViewDidLoadIsWiredByItsController() throws {
        var player = try player([
            "Home": """
                class HomeViewController: UIViewController {
                    var panel: PanelView!
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        setUp()
                    }
                    override func viewDidLayoutSubviews() {
                        super.viewDidLayoutSubviews()
                        wire()
                    }
                    func setUp() {
                        panel = PanelView()
                        self.view = panel
                    }
                    func wire() {
                        panel.pickButton.addTarget(self, action: #selector(pick), for: .touchUpInside)
                    }
                    @objc func pick() { print("pick") }
                }
                class PanelView: UIView {
                    var pickButton: UIButton!
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        pickButton = UIButton(type: .system)
                        pickButton.setTitle("Pick a time", for: .normal)
                        addSubview(pickButton)
                    }
                }
                """
        ])
        _ = player.events("launch")
        #expect(player.run("tap Pick a time").events.printed == ["pick"])
    }

    /// MVVM's view callback: the controller hands its view model itself (`viewModel.view = self`)
    /// and asks it to load, and the model calls back the controller's method that puts a bar
    /// button on it (`view?.configureBar()`): the button is drawn and tapped.
    @Test func aBarButtonAViewModelAsksForIsTapped() throws {
        var player = try player([
            "Home": """
                protocol ProfileView: AnyObject {
                    func configureBar()
                }
                final class ProfileViewModel {
                    weak var view: ProfileView?
                    func load() {
                        view?.configureBar()
                    }
                }
                class HomeViewController: UIViewController, ProfileView {
                    private let viewModel = ProfileViewModel()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        viewModel.view = self
                        viewModel.load()
                    }
                    func configureBar() {
                        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: self, action: #selector(edit))
                    }
                    @objc func edit() { print("edit") }
                }
                """
        ])
        _ = player.events("launch")
        #expect(player.run("tap Edit").events.printed == ["edit"])
    }

    /// A property the controller points at its root view's button (`filterButton =
    /// customView.filterButton`) and then wires: the view's button runs the controller's action.
    @Test func aPropertyPointedAtTheViewsButtonWiresThatButton() throws {
        var player = try player([
            "Home": """
                class HomeViewController: UIViewController {
                    let customView = FilterView()
                    var filterButton: UIButton!
                    override func loadView() {
                        view = customView
                    }
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        filterButton = customView.filterButton
                        filterButton.addTarget(self, action: #selector(filter), for: .touchUpInside)
                    }
                    @objc func filter() { print("filter") }
                }
                class FilterView: UIView {
                    let filterButton: UIButton = {
                        let button = UIButton(type: .system)
                        button.setTitle("Filter", for: .normal)
                        return button
                    }()
                }
                """
        ])
        _ = player.events("launch")
        #expect(player.run("tap Filter").events.printed == ["filter"])
    }

    /// A bar button item a `lazy var`'s closure returns at once (`{ return UIBarButtonItem(…) }()`),
    /// put on the bar in `viewDidLoad()`: drawn and tapped.
    @Test func aBarItemALazyClosureReturnsAtOnceIsTapped() throws {
        var player = try player([
            "Home": """
                class HomeViewController: UIViewController {
                    private lazy var addButton: UIBarButtonItem = {
                        return UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(addTask))
                    }()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationItem.rightBarButtonItem = addButton
                    }
                    @objc func addTask() { print("add") }
                }
                """
        ])
        _ = player.events("launch")
        #expect(player.run("tap +").events.printed == ["add"])
    }

    /// An action that posts the app's own notification runs its observer where it posts, and
    /// shows all it does: no note that it showed nothing.
    @Test func anActionThatPostsANotificationRunsItsObserversAndSaysNoMore() throws {
        var player = try player([
            "Home": Self.answering(
                """
                    var score = 0
                    @objc func answer() {
                        score += 1
                        print("posting")
                        NotificationCenter.default.post(name: .scoreChanged, object: nil)
                        print("posted")
                    }
                    @objc func scoreDidChange() { print("score \\(score)") }
                """,
                setUp: "NotificationCenter.default.addObserver(self, selector: #selector(scoreDidChange), name: .scoreChanged, object: nil)"
            ) + "extension Notification.Name { static let scoreChanged = Notification.Name(\"scoreChanged\") }\n"
        ])
        _ = player.events("launch")
        let events = player.run("tap Answer").events
        #expect(events.printed == ["posting", "score 1", "posted"])
        #expect(!events.contains { $0.kind == .note })
    }

    /// A closure the object keeps in a property, called inside an expression, by its bare name or
    /// through `self.…?`: its `return` is the expression's value.
    @Test func aKeptClosureCalledInAnExpressionGivesItsValue() throws {
        var player = try player([
            "Home": """
                class HomeViewController: UIViewController {
                    var double: (Int) -> Int = { value in value }
                    var triple: ((Int) -> Int)?
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        double = { value in value * 2 }
                        triple = { value in value * 3 }
                        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Rate", style: .plain, target: self, action: #selector(rate))
                    }
                    @objc func rate() {
                        let doubled = double(5)
                        let tripled = self.triple?(1) ?? 0
                        print("rated \\(doubled) \\(tripled)")
                    }
                }
                """
        ])
        _ = player.events("launch")
        #expect(player.run("tap Rate").events.printed == ["rated 10 3"])
    }

    @Test func aPresentedTabBarControllersTabsAreTapped() throws {
        var player = try player([
            "Home": """
                class HomeViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Tabs", style: .plain, target: self, action: #selector(tabs))
                    }
                    @objc func tabs() {
                        let tabBar = UITabBarController()
                        let first = UINavigationController(rootViewController: FirstViewController())
                        let second = SecondViewController()
                        second.title = "Help"
                        tabBar.setViewControllers([first, second], animated: false)
                        tabBar.modalPresentationStyle = .fullScreen
                        present(tabBar, animated: true)
                    }
                }
                class FirstViewController: UIViewController {
                    override func viewDidLoad() { super.viewDidLoad(); title = "Home" }
                }
                class SecondViewController: UIViewController {
                    override func viewDidLoad() { super.viewDidLoad(); print("second loaded") }
                }
                """
        ])
        _ = player.events("launch", "tap Tabs")
        let screen = player.run("screen").events.compactMap(\.text).joined(separator: "\n")
        #expect(screen.contains("tab bar: [1 Home]  2 Help"), "\(screen)")
        let switched = player.events("tab 2")
        #expect(switched.contains { $0.kind == .print && $0.text == "second loaded" }, "\(switched.compactMap(\.text))")
        #expect(switched.contains { $0.method == "viewDidAppear(_:)" && $0.object == "SecondViewController#1" })
    }

    /// `view.window?.rootViewController = …` in an action: the new root is made where the
    /// statement stands, the old one leaves the screen and is let go, the new one appears; the
    /// lines are uncertain, as no source logs the order.
    @Test func aWindowRootTheCodeReplacesTakesTheScreenAndTheOldOneIsLetGo() throws {
        var player = try player([
            "Home": """
                class HomeViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Done", style: .done, target: self, action: #selector(done))
                    }
                    @objc func done() {
                        print("before")
                        view.window?.rootViewController = MainViewController()
                        print("after")
                    }
                }
                class MainViewController: UIViewController {
                    override func viewDidLoad() { super.viewDidLoad(); title = "Main" }
                }
                """
        ])
        _ = player.events("launch")
        let replaced = player.events("tap Done")
        let lines = replaced.map { event in
            event.kind == .print ? "print " + (event.text ?? "") : "\(event.object ?? "") \(event.method ?? "")"
        }
        func index(_ line: String) -> Int? { lines.firstIndex(of: line) }
        let made = try #require(index("MainViewController#1 init(nibName:bundle:)"), "\(lines)")
        let after = try #require(index("print after"), "\(lines)")
        let leaving = try #require(index("HomeViewController#1 viewWillDisappear(_:)"), "\(lines)")
        let appeared = try #require(index("MainViewController#1 viewDidAppear(_:)"), "\(lines)")
        let gone = try #require(index("HomeViewController#1 deinit"), "\(lines)")
        #expect(made < after && after < leaving && leaving < appeared && appeared < gone)
        #expect(
            replaced.filter { $0.object == "MainViewController#1" && $0.method == "viewDidAppear(_:)" }
                .allSatisfy { $0.confidence == .uncertain })
        #expect(player.screenTitle() == "Main")
    }

    /// A storyboard whose one scene, `home` (class `HomeViewController`), has buttons, each given by
    /// its id, title (none for an image) and tag, all sending `action`, and the outlets named.
    private static func buttonScene(
        _ buttons: [(id: String, title: String?, tag: Int)], action: String = "tipTapped:", outlets: [String: String] = [:]
    ) -> String {
        let subviews = buttons.map { button in
            let state = button.title.map { "<state key=\"normal\" title=\"\($0)\"/>" } ?? ""
            return """
                <button opaque="NO" contentMode="scaleToFill" tag="\(button.tag)" userLabel="\(button.id)" id="\(button.id)">
                  \(state)
                  <connections>
                    <action selector="\(action)" destination="home" eventType="touchUpInside" id="\(button.id)-action"/>
                  </connections>
                </button>
                """
        }.joined()
        let connections = outlets.sorted { $0.key < $1.key }.map { property, id in
            "<outlet property=\"\(property)\" destination=\"\(id)\" id=\"\(id)-outlet\"/>"
        }.joined()
        return Inline.storyboard(
            initial: "home",
            """
            <scene sceneID="home-scene"><objects>
              <viewController id="home" customClass="HomeViewController" customModule="App" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="home-view"><subviews>\(subviews)</subviews></view>
                <connections>\(connections)</connections>
              </viewController>
            </objects></scene>
            """)
    }

    /// An action two storyboard buttons share reads its sender: the title and tag of the one
    /// tapped (`sender.currentTitle`, `sender.tag`), and which outlet holds it (`switch sender`).
    @Test func anActionReadsTheStoryboardButtonThatSentIt() throws {
        let storyboard = Self.buttonScene(
            [("five", "5%", 5), ("ten", "10%", 10)], outlets: ["fiveButton": "five", "tenButton": "ten"])
        var player = try Player(
            try Inline.project(
                storyboard: storyboard,
                swift: [
                    "Home": """
                        class HomeViewController: UIViewController {
                            @IBOutlet weak var fiveButton: UIButton!
                            @IBOutlet weak var tenButton: UIButton!
                            @IBAction func tipTapped(_ sender: UIButton) {
                                print("tip \\(sender.tag) \\(sender.currentTitle!) \\(sender.titleLabel?.text ?? "")")
                                switch sender {
                                case fiveButton: print("five")
                                case tenButton: print("ten")
                                default: print("other")
                                }
                            }
                        }
                        """
                ]))
        _ = player.events("launch")
        let printed = player.events("tap 10%").printed
        #expect(printed == ["tip 10 10% 10%", "ten"])
        #expect(player.events("tap 5%").printed == ["tip 5 5% 5%", "five"])
    }

    /// `title` is nil while no scene of the class has one and no code gives one; once any code
    /// titles another object's controller,
    /// whose class the reader cannot always tell, it is not worked out.
    @Test func aTitleNoOneGivesIsNil() throws {
        func printed(_ extra: String) throws -> [String] {
            let untitledScene = Inline.storyboard(initial: "home", Inline.scene(id: "home", className: "HomeViewController"))
            var player = try Player(try Inline.project(storyboard: untitledScene, swift: [
                "Home": """
                    class HomeViewController: UIViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            print("title: \\(title ?? "none")")
                        }
                        \(extra)
                    }
                    class DetailViewController: UIViewController {}
                    """
            ]))
            return player.events("launch").printed
        }
        let untitled = try printed("")
        #expect(untitled == ["title: none"], "\(untitled)")
        let titlesAnother = "@objc func open() { let detail = DetailViewController(); detail.title = \"Detail\"; show(detail, sender: nil) }"
        #expect(try printed(titlesAnother) == ["title: \\(title ?? \"none\")"])
    }

    /// A storyboard scene with no title: its controller's `title` is nil until its own code sets
    /// one (no code of the app titles another's controller), in `awakeFromNib()` as before it.
    @Test func aSceneWithNoTitleReadsNilUntilItsCodeSetsOne() throws {
        let scene = Inline.storyboard(initial: "home", Inline.scene(id: "home", className: "HomeViewController"))
        var player = try Player(
            try Inline.project(
                storyboard: scene,
                swift: [
                    "Home": """
                    class HomeViewController: UIViewController {
                        override func awakeFromNib() {
                            super.awakeFromNib()
                            print("woke: \\(title ?? "none")")
                        }
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            title = "Green"
                            print("loaded: \\(title ?? "none")")
                        }
                    }
                    """
                ]))
        #expect(player.events("launch").printed == ["woke: none", "loaded: Green"])
    }

    /// A controller's `title` is the one it was made with until its own code sets another: its
    /// storyboard scene's, or, made in code, none in its initializer and the maker's once made,
    /// even when the maker gives the title its own code gives later.
    @Test func aTitleIsTheOneMadeWithUntilTheCodeSetsAnother() throws {
        // The view controller's own title in the storyboard (not its navigation item's).
        let scene = Inline.storyboard(
            initial: "home", Inline.scene(id: "home", className: "HomeViewController")
        ).replacingOccurrences(of: #"<viewController id="home""#, with: #"<viewController title="Scene" id="home""#)
        var player = try Player(
            try Inline.project(
                storyboard: scene,
                swift: [
                    "Home": """
                    class HomeViewController: UIViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            print("home: \\(title ?? "none")")
                            title = "Own"
                            print("home: \\(title ?? "none")")
                            navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Help", style: .plain, target: self, action: #selector(help))
                        }
                        @objc func help() {
                            let help = HelpViewController()
                            help.title = "Help"
                            present(help, animated: true)
                        }
                    }
                    class HelpViewController: UIViewController {
                        init() {
                            super.init(nibName: nil, bundle: nil)
                            print("help made: \\(title ?? "none")")
                        }
                        required init?(coder: NSCoder) { fatalError() }
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            print("help loaded: \\(title ?? "none")")
                            title = "Help"
                        }
                    }
                    """
                ]))
        #expect(player.events("launch").printed == ["home: Scene", "home: Own"])
        #expect(player.events("tap Help").printed == ["help made: none", "help loaded: Help"])
    }

    /// The code's `popViewController(animated:)` on a stack of one does nothing, as in UIKit, and
    /// says so rather than staying silent.
    @Test func aPopOfTheRootInCodeIsNamed() throws {
        var player = try player([
            "Home": """
                class HomeViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Back", style: .plain, target: self, action: #selector(back))
                    }
                    @objc func back() { navigationController?.popViewController(animated: true) }
                }
                """
        ])
        _ = player.events("launch")
        let outcome = player.run("tap Back")
        #expect(!outcome.events.contains { $0.method == "viewWillDisappear(_:)" })
        let notes = outcome.events.compactMap(\.text).filter { $0.contains("pop ignored") }
        #expect(notes.count == 1, "\(outcome.events.compactMap(\.text))")
    }

    /// A property whose initial value a closure computes (`lazy var number: Int = { … }()`) runs
    /// the closure the first time it is used, once per object, and keeps what it returns.
    @Test func aClosureComputedPropertyRunsOnceAtFirstUse() throws {
        var player = try player([
            "Home": """
                class HomeViewController: UIViewController {
                    private static var made = 0
                    private lazy var number: Int = {
                        HomeViewController.made += 1
                        return HomeViewController.made
                    }()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        print("home \\(number) \\(number)")
                    }
                }
                """
        ])
        let printed = player.events("launch").printed
        #expect(printed == ["home 1 1"])
    }

    /// A helper that shows, or makes the window's root of, the controller its parameter holds plays
    /// the one its call hands it: made in place, or held by a property of the caller's.
    @Test func aHelpersControllerParameterIsWhatItsCallHandsIt() throws {
        var player = try player([
            "Home": """
                class HomeViewController: UIViewController {
                    let mainScreen = MainViewController()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Detail", style: .plain, target: self, action: #selector(detail))
                        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Main", style: .plain, target: self, action: #selector(main))
                    }
                    @objc func detail() { open(screen: DetailViewController()) }
                    @objc func main() { replaceRoot(with: mainScreen) }
                    private func open(screen: UIViewController) {
                        navigationController?.pushViewController(screen, animated: true)
                    }
                    private func replaceRoot(with controller: UIViewController, animated: Bool = true) {
                        view.window?.rootViewController = controller
                    }
                }
                class DetailViewController: UIViewController {
                    override func viewDidLoad() { super.viewDidLoad(); title = "Detail" }
                }
                class MainViewController: UIViewController {
                    override func viewDidLoad() { super.viewDidLoad(); title = "Main" }
                }
                """
        ])
        _ = player.events("launch")
        let pushed = player.events("tap Detail")
        #expect(pushed.contains { $0.object == "DetailViewController#1" && $0.method == "viewDidAppear(_:)" })
        _ = player.events("pop")
        let replaced = player.events("tap Main")
        #expect(replaced.contains { $0.object == "MainViewController#1" && $0.method == "viewDidAppear(_:)" }, "\(replaced.map { ($0.object ?? "") + " " + ($0.method ?? $0.text ?? "") })")
        #expect(player.screenTitle() == "Main")
    }

    /// An `if` with no navigation of its own whose body calls code that navigates is played as the
    /// console runs it: a stored optional nothing sets is nil, so its body does not run.
    @Test func anIfAroundAHelperThatNavigatesTakesTheSideTheConsoleTakes() throws {
        func shown(_ declaration: String) throws -> Bool {
            var player = try player([
                "Home": """
                    class HomeViewController: UIViewController {
                        \(declaration)
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Go", style: .plain, target: self, action: #selector(go))
                        }
                        @objc func go() {
                            if name != nil { openDetail() }
                        }
                        private func openDetail() {
                            navigationController?.pushViewController(DetailViewController(), animated: true)
                        }
                    }
                    class DetailViewController: UIViewController {}
                    """
            ])
            _ = player.events("launch")
            return player.events("tap Go").contains { $0.object == "DetailViewController#1" && $0.method == "viewDidAppear(_:)" }
        }
        #expect(try shown("var name: String? = \"Kevin\""))
        #expect(try !shown("var name: String?"))
    }

    /// A target-action sent to another object than the controller (`target: webView`,
    /// `addTarget(view, …)`) is that object's to run: a note says so, and the app does not crash
    /// for want of the method in the controller.
    @Test func anActionSentToAnotherObjectIsNamedNotACrash() throws {
        var player = try player([
            "Home": """
                class HomeViewController: UIViewController {
                    let webView = WKWebView()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .refresh, target: webView, action: #selector(webView.reload))
                    }
                }
                """
        ])
        _ = player.events("launch")
        let outcome = player.run("tap Refresh")
        let texts = outcome.events.compactMap(\.text)
        #expect(texts.contains { $0.contains("sends reload() to webView") }, "\(texts)")
        #expect(!texts.contains { $0.contains("unrecognized selector") })
    }

    /// A storyboard button that shows no title still sends its tag, and the action's one
    /// parameter is the sender, never the tag itself.
    @Test func anUntitledStoryboardButtonsSenderIsTheButton() throws {
        let storyboard = Self.buttonScene([("Photo", nil, 7)], action: "photoTapped:")
        var player = try Player(
            try Inline.project(
                storyboard: storyboard,
                swift: [
                    "Home": """
                        class HomeViewController: UIViewController {
                            @IBAction func photoTapped(_ sender: UIButton) {
                                print("photo \\(sender.tag)")
                            }
                        }
                        """
                ]))
        _ = player.events("launch")
        let printed = player.events("tap Photo").printed
        #expect(printed == ["photo 7"])
    }

    /// A bar button item made around one of the class's buttons (`customView: addButton`) is that
    /// button on the bar: tapped, it runs the button's action; the button is not on the view too.
    @Test func aBarButtonItemAroundAButtonRunsTheButtonsAction() throws {
        var player = try player([
            "Home": """
                class HomeViewController: UIViewController {
                    lazy var addButton: UIButton = {
                        let button = UIButton(type: .system)
                        button.setTitle("Add", for: .normal)
                        button.addTarget(self, action: #selector(add), for: .touchUpInside)
                        return button
                    }()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationItem.rightBarButtonItem = UIBarButtonItem(customView: addButton)
                    }
                    @objc func add() {
                        print("adding")
                        navigationController?.pushViewController(DetailViewController(), animated: true)
                    }
                }
                class DetailViewController: UIViewController {}
                """
        ])
        _ = player.events("launch")
        let screen = player.run("screen").events.compactMap(\.text)
        #expect(screen.contains("Home   [Add]") && screen.filter { $0.contains("[Add]") }.count == 1, "\(screen)")
        let tapped = player.events("tap Add")
        #expect(tapped.contains { $0.kind == .print && $0.text == "adding" })
        #expect(tapped.contains { $0.object == "DetailViewController#1" && $0.method == "viewDidAppear(_:)" })
    }

    /// An `if` that navigates on the sender's tag or title (`if sender.tag == 10 { present(…) }`)
    /// takes the side the tapped button tells, without a note.
    @Test func anIfOnTheSendersTagOrTitleTakesTheTappedButtonsSide() throws {
        let storyboard = Self.buttonScene([("five", "5%", 5), ("ten", "10%", 10)])
        for condition in ["sender.tag == 10", "sender.currentTitle == \"10%\""] {
            var player = try Player(
                try Inline.project(
                    storyboard: storyboard,
                    swift: [
                        "Home": """
                            class HomeViewController: UIViewController {
                                @IBAction func tipTapped(_ sender: UIButton) {
                                    if \(condition) {
                                        present(DetailViewController(), animated: true)
                                    } else {
                                        dismiss(animated: true)
                                    }
                                }
                            }
                            class DetailViewController: UIViewController {}
                            """
                    ]))
            _ = player.events("launch")
            let five = player.run("tap 5%").events
            #expect(!five.contains { $0.object == "DetailViewController#1" }, "\(condition)")
            let ten = player.run("tap 10%").events
            #expect(ten.contains { $0.object == "DetailViewController#1" && $0.method == "viewDidAppear(_:)" }, "\(condition)")
            #expect(!(five + ten).compactMap(\.text).contains { $0.contains("cannot work out") }, "\(condition)")
        }
    }

    /// An action whose `if`s only print says nothing more; one whose `if` calls code scenelab does
    /// not play (another object's method) is named, as it would be outside the `if`.
    @Test func anIfsSidesCountForTheActionsNote() throws {
        func notes(_ body: String) throws -> [String] {
            var player = try player([
                "Home": """
                    class HomeViewController: UIViewController {
                        var flag = true
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Go", style: .plain, target: self, action: #selector(go))
                        }
                        @objc func go() { \(body) }
                    }
                    """
            ])
            _ = player.events("launch")
            return player.run("tap Go").events.of(.note).compactMap(\.text).filter { $0.contains("does none of them") }
        }
        #expect(try notes("if flag { print(\"on\") } else { print(\"off\") }").isEmpty)
        #expect(try notes("if flag { Analytics.shared.track(\"go\") }").count == 1)
    }

    @Test func anOwnButtonClassInAPropertyIsTappedByItsName() throws {
        var player = try player([
            "Home": """
            class HomeViewController: UIViewController {
                private let addNewTaskButton = AddNewTaskButton()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addNewTaskButton.addTarget(self, action: #selector(add), for: .touchUpInside)
                    view.addSubview(addNewTaskButton)
                }
                @objc func add() { present(ViewControllerB(), animated: true) }
            }
            class AddNewTaskButton: UIButton {}
            class ViewControllerB: UIViewController {}
            """
        ])
        _ = player.events("launch")
        #expect(player.events("tap addNewTaskButton").contains { $0.method == "viewDidAppear(_:)" && $0.object == "ViewControllerB#1" })
    }

    /// An implicitly unwrapped property given its button in `viewDidLoad` (`goButton = UIButton()`),
    /// configured through the property afterwards, as older code does.
    @Test func aPropertyGivenAButtonInViewDidLoadIsThatButton() throws {
        var player = try player([
            "Home": """
            class HomeViewController: UIViewController {
                var goButton: UIButton!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    goButton = UIButton()
                    goButton.setTitle("Go", for: .normal)
                    goButton.addTarget(self, action: #selector(go), for: .touchUpInside)
                    view.addSubview(goButton)
                }
                @objc func go() { navigationController?.pushViewController(ViewControllerB(), animated: true) }
            }
            class ViewControllerB: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); title = "B" }
            }
            """
        ])
        player.run("launch")
        let actions = player.run("actions").events.filter { $0.kind == .output }.compactMap(\.text)
        #expect(actions.contains("tap Go"), "\(actions)")
        player.run("tap Go")
        #expect(player.screenTitle() == "B")
    }

    /// A helper given a storyboard identifier as an argument (`open(screen: "Settings")`) pushes the
    /// scene it names; one `switch` case per row calls it with its own, and only the case taken runs.
    @Test func aHelperGivenAnIdentifierPushesTheSceneItNames() throws {
        let storyboard = Inline.storyboard(
            initial: "nav",
            Inline.navigationController(id: "nav", root: "home")
                + Inline.scene(id: "home", className: "HomeViewController", title: "Home")
                + Inline.scene(id: "settings", className: "SettingsViewController", title: "Settings")
                + Inline.scene(id: "about", className: "AboutViewController", title: "About")
        ).replacingOccurrences(of: "id=\"settings\"", with: "id=\"settings\" storyboardIdentifier=\"Settings\"")
            .replacingOccurrences(of: "id=\"about\"", with: "id=\"about\" storyboardIdentifier=\"About\"")
        var player = try Player(
            try Inline.project(
                storyboard: storyboard,
                swift: [
                    "Screens": """
                    import UIKit
                    enum Page { case settings, about }
                    class HomeViewController: UIViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            navigationItem.rightBarButtonItem = UIBarButtonItem(title: "About", style: .plain, target: self, action: #selector(about))
                        }
                        @objc func about() { go(to: .about) }
                        func go(to page: Page) {
                            switch page {
                            case .settings: open(screen: "Settings")
                            case .about: open(screen: "About")
                            }
                        }
                        func open(screen identifier: String) {
                            let next = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: identifier)
                            navigationController?.pushViewController(next, animated: true)
                        }
                    }
                    class SettingsViewController: UIViewController {}
                    class AboutViewController: UIViewController {}
                    """
                ]))
        player.run("launch")
        player.run("tap About")
        #expect(player.screenTitle() == "About")
        player.run("pop")
        #expect(player.screenTitle() == "Home")
    }

    /// A storyboard's scene bound by `guard let … as? T else { fatalError() }` in a lazy
    /// property's closure is what the property holds past the guard: a tab of a tab bar
    /// controller built in code.
    @Test func aControllerBoundByGuardLetIsWhatTheClosureReturns() throws {
        // A storyboard with no initial controller: the code instantiates its scene by identifier.
        let storyboard = Inline.storyboard(
            initial: nil, Inline.scene(id: "detail", className: "DetailViewController", title: "Detail")
        ).replacingOccurrences(of: "id=\"detail\"", with: "id=\"detail\" storyboardIdentifier=\"Detail\"")
        let swift = """
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    window = UIWindow(windowScene: windowScene)
                    window?.rootViewController = TabsController()
                    window?.makeKeyAndVisible()
                }
            }
            class TabsController: UITabBarController {
                private lazy var home: HomeViewController = {
                    let home = HomeViewController()
                    home.title = "Home"
                    return home
                }()
                private lazy var detail: DetailViewController = {
                    let board = UIStoryboard(name: "Main", bundle: nil)
                    guard let detail = board.instantiateViewController(identifier: "Detail") as? DetailViewController else {
                        fatalError("no Detail")
                    }
                    return detail
                }()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = [home, detail]
                }
            }
            class HomeViewController: UIViewController {}
            class DetailViewController: UIViewController {}
            """
        let files = [
            Inline.file(
                "App/Info.plist",
                Inline.plist(Inline.sceneManifest(delegate: "$(PRODUCT_MODULE_NAME).SceneDelegate", storyboard: nil))),
            Inline.file("App/Base.lproj/Main.storyboard", storyboard), Inline.file("App/App.swift", swift),
        ]
        var player = try Player(try ProjectReader.read(files, folderName: "App"))
        player.run("launch")
        player.run("tab 2")
        #expect(player.screenTitle() == "Detail")
    }

    /// `popToViewController(_:animated:)` of a stack element by index (held in a local, cast), and
    /// of the one a loop over `viewControllers` finds by class: a pop over the controllers between.
    @Test func popToViewControllerByIndexAndByALoopOverTheStack() throws {
        let code = """
            class HomeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Deeper", style: .plain, target: self, action: #selector(deeper))
                }
                @objc func deeper() { navigationController?.pushViewController(LevelViewController(), animated: true) }
            }
            class LevelViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Level"
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Deeper", style: .plain, target: self, action: #selector(deeper))
                    navigationItem.leftBarButtonItems = [
                        UIBarButtonItem(title: "Home", style: .plain, target: self, action: #selector(home)),
                        UIBarButtonItem(title: "Second", style: .plain, target: self, action: #selector(second)),
                    ]
                }
                @objc func deeper() { navigationController?.pushViewController(LevelViewController(), animated: true) }
                @objc func home() {
                    if let viewControllers = navigationController?.viewControllers {
                        for viewController in viewControllers {
                            if viewController is HomeViewController {
                                navigationController?.popToViewController(viewController, animated: true)
                                return
                            }
                        }
                    }
                }
                @objc func second() {
                    let second = navigationController?.viewControllers[1] as! LevelViewController
                    navigationController?.popToViewController(second, animated: true)
                }
                deinit { print("level gone") }
            }
            """
        var player = try player(["HomeViewController": code])
        player.run("launch")
        player.run("tap Deeper")
        player.run("tap Deeper")
        player.run("tap Deeper")
        let second = player.run("tap Second").events
        #expect(second.of(.note).isEmpty, "\(second.of(.note).compactMap(\.text))")
        let stack = player.run("tree").events.filter { $0.kind == .output }.compactMap(\.text).joined(separator: "\n")
        #expect(stack.contains("LevelViewController#1") && !stack.contains("LevelViewController#2"), "\(stack)")
        let home = player.run("tap Home").events
        #expect(home.of(.note).isEmpty, "\(home.of(.note).compactMap(\.text))")
        #expect(player.screenTitle() == "Home")
        #expect(home.printed == ["level gone"])
    }

    /// One action for two buttons, told apart by `sender == loginButton`, and a scene instantiated
    /// by its class's name (`"\(LoginViewController.self)"`).
    @Test func theSenderTellsTwoButtonsOfOneActionApart() throws {
        let code = """
            class HomeViewController: UIViewController {
                lazy var loginButton: UIButton = {
                    let button = UIButton(type: .system)
                    button.setTitle("Log In", for: .normal)
                    button.addTarget(self, action: #selector(buttonTapped), for: .touchUpInside)
                    return button
                }()
                lazy var signupButton: UIButton = {
                    let button = UIButton(type: .system)
                    button.setTitle("Sign Up", for: .normal)
                    button.addTarget(self, action: #selector(buttonTapped), for: .touchUpInside)
                    return button
                }()
                @objc func buttonTapped(_ sender: UIButton) {
                    if sender == loginButton {
                        print("log in")
                        navigationController?.pushViewController(LoginViewController(), animated: true)
                    } else {
                        print("sign up")
                        navigationController?.pushViewController(SignupViewController(), animated: true)
                    }
                }
            }
            class LoginViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); title = "Login" }
            }
            class SignupViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); title = "Signup" }
            }
            """
        for (button, title) in [("Log In", "Login"), ("Sign Up", "Signup")] {
            var player = try player(["HomeViewController": code])
            player.run("launch")
            let events = player.run("tap \(button)").events
            #expect(player.screenTitle() == title)
            #expect(events.printed == [button == "Log In" ? "log in" : "sign up"])
            #expect(events.of(.note).isEmpty, "\(events.of(.note).compactMap(\.text))")
        }
    }

    /// An alert made in code: presented by a bar button, its field typed in, its actions' handlers
    /// run only when tapped (after UIKit dismisses it), and what a handler shows played.
    @Test func anAlertMadeInCodeRunsAnActionsHandlerOnlyWhenItIsTapped() throws {
        let code = """
            class HomeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(add))
                }
                @objc func add() {
                    let alert = UIAlertController(title: "New item", message: "Name it", preferredStyle: .alert)
                    alert.addTextField { field in
                        field.placeholder = "Name"
                    }
                    let open = UIAlertAction(title: "Open", style: .default) { _ in
                        print("opening")
                        self.navigationController?.pushViewController(ViewControllerB(), animated: true)
                    }
                    alert.addAction(open)
                    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: { _ in print("cancelled") }))
                    present(alert, animated: true)
                    print("asked")
                }
            }
            class ViewControllerB: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); title = "B" }
            }
            """
        var player = try player(["HomeViewController": code])
        player.run("launch")
        let asked = player.run("tap +").events
        #expect(asked.printed == ["asked"])
        #expect(asked.of(.note).isEmpty, "\(asked.of(.note).compactMap(\.text))")
        let screen = player.run("screen").events.filter { $0.kind == .output }.compactMap(\.text).joined(separator: "\n")
        #expect(screen.contains("New item") && screen.contains("[Open]") && screen.contains("[Cancel]"), "\(screen)")
        player.run("type Name Milk")
        let opened = player.run("tap Open").events
        #expect(opened.printed == ["opening"])
        #expect(player.screenTitle() == "B")
        player.run("pop")
        player.run("tap +")
        #expect(player.run("tap Cancel").events.printed == ["cancelled"])
        #expect(player.screenTitle() == "Home")
    }

    /// A controller a stored property keeps (`lazy var detail = DetailViewController()`) is made
    /// once: pushed again, it is the same instance, its view already loaded, and a pop does not end
    /// it; one made in the action each time is new each time.
    @Test func aControllerKeptInAPropertyIsPushedAgainAsTheSameInstance() throws {
        let code = """
            class HomeViewController: UIViewController {
                lazy var detail = DetailViewController()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Kept", style: .plain, target: self, action: #selector(kept))
                    navigationItem.leftBarButtonItem = UIBarButtonItem(title: "New", style: .plain, target: self, action: #selector(fresh))
                }
                @objc func kept() { navigationController?.pushViewController(detail, animated: true) }
                @objc func fresh() { navigationController?.pushViewController(DetailViewController(), animated: true) }
            }
            class DetailViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); title = "Detail"; print("loaded") }
                deinit { print("gone") }
            }
            """
        var player = try player(["HomeViewController": code])
        player.run("launch")
        #expect(player.events("tap Kept", "pop").printed == ["loaded"])
        let again = player.run("tap Kept").events
        #expect(again.printed.isEmpty)
        #expect(again.contains { $0.method == "viewWillAppear(_:)" && $0.object == "DetailViewController#1" })
        #expect(!again.contains { $0.method == "init(nibName:bundle:)" })
        #expect(player.screenTitle() == "Detail")
        player.run("pop")
        // A new instance each time, which the pop ends.
        #expect(player.events("tap New", "pop").printed == ["loaded", "gone"])
    }

    /// A bar button item made in code with an empty menu and no action: its tap is said to do
    /// nothing, as a control made in code, not as one the storyboard leaves unwired.
    @Test func aCodeMadeControlWithoutAnActionSaysItWasMadeInCode() throws {
        let code = """
            class HomeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "More", menu: UIMenu(children: []))
                }
            }
            """
        var player = try player(["HomeViewController": code])
        player.run("launch")
        let notes = player.run("tap More").events.of(.note).compactMap(\.text)
        #expect(notes == ["More was made in code with no target-action, UIAction or menu scenelab can run: the tap does nothing"])
    }

    @Test func aButtonMadeInCodePushesAControllerMadeInCode() throws {
        var player = try player(["HomeViewController": home])
        player.run("launch")
        let actions = player.run("actions").events.filter { $0.kind == .output }.compactMap(\.text)
        #expect(actions.contains("tap Go to B"))
        #expect(actions.contains("tap +"))
        let events = player.run("tap Go to B").events
        let lines = events.compactMap { event -> String? in
            if event.kind == .print { return "print: " + (event.text ?? "") }
            guard event.kind == .call, let method = event.method else { return nil }
            return (event.object ?? "") + " " + method
        }
        // The controller is made in code, and the print after the push comes before it loads.
        let made = try #require(lines.firstIndex(of: "ViewControllerB#1 init(nibName:bundle:)"))
        #expect(lines[made - 1] == "print: going")
        #expect(lines[made + 1] == "print: gone")
        #expect(lines.contains("ViewControllerB#1 viewDidLoad()"))
        #expect(!lines.contains("ViewControllerB#1 init(coder:)"))
        #expect(player.screenTitle() == "B")
    }

    @Test func aBarButtonItemPresentsANavigationControllerMadeInCode() throws {
        var player = try player(["HomeViewController": home])
        player.run("launch")
        player.run("tap +")
        #expect(player.screenTitle() == "B")
        let tree = player.run("tree").events.filter { $0.kind == .output }.compactMap(\.text).joined(separator: "\n")
        #expect(tree.contains("UINavigationController"), "\(tree)")
    }

    /// A library's controller (no class of the sources, nor one of UIKit's own) is named, not shown.
    @Test func aControllerOfNoClassOfTheSourcesIsNamedAndNotShown() throws {
        var player = try player(["HomeViewController": home])
        player.run("launch")
        let notes = player.run("tap Web").events.of(.note).compactMap(\.text)
        #expect(notes.contains { $0.contains("present of BrowserKitViewController (HomeViewController.swift:17) is not played") }, "\(notes)")
        #expect(player.screenTitle() == "Home")
    }

    @Test func rowsADataSourceMakesInCodeStandAsOneRowThatSelects() throws {
        let list = """
            class HomeViewController: UITableViewController {
                let planets = ["Mercury", "Venus"]
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { planets.count }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    UITableViewCell(style: .default, reuseIdentifier: nil)
                }
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    print("selected \\(indexPath.row)")
                    navigationController?.pushViewController(PlanetViewController(), animated: true)
                }
            }
            class PlanetViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); title = "Planet" }
            }
            """
        var player = try player(["HomeViewController": list])
        player.run("launch")
        let printed = player.run("tap 1").events.printed
        #expect(printed == ["selected 0"])
        #expect(player.screenTitle() == "Planet")
    }

    /// A selection that chooses its screen by the row, with an `if` and with a `switch`: the row
    /// UIKit passes decides, with no note.
    @Test func theRowTappedDecidesAnIfAndASwitchOnIndexPathRow() throws {
        let list = """
            class HomeViewController: UITableViewController {
                let planets = ["Mercury", "Venus", "Earth"]
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { planets.count }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    UITableViewCell(style: .default, reuseIdentifier: nil)
                }
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    if indexPath.row == 0 {
                        print("first")
                        navigationController?.pushViewController(FirstViewController(), animated: true)
                        return
                    }
                    switch indexPath.row {
                    case 1:
                        print("second")
                        navigationController?.pushViewController(SecondViewController(), animated: true)
                    default:
                        print("other")
                        navigationController?.pushViewController(OtherViewController(), animated: true)
                    }
                }
            }
            class FirstViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); title = "First" }
            }
            class SecondViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); title = "Second" }
            }
            class OtherViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); title = "Other" }
            }
            """
        for (row, title) in [(1, "First"), (2, "Second"), (3, "Other")] {
            var player = try player(["HomeViewController": list])
            player.run("launch")
            let events = player.run("tap \(row)").events
            #expect(player.screenTitle() == title)
            #expect(events.printed == [title.lowercased()])
            #expect(events.of(.note).isEmpty, "\(events.of(.note).compactMap(\.text))")
        }
    }

    @Test func aSegueTheSceneDoesNotHaveCrashesAndPopToRootPops() throws {
        let code = """
            class HomeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Deep", style: .plain, target: self, action: #selector(deep))
                    navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Typo", style: .plain, target: self, action: #selector(typo))
                }
                @objc func deep() { navigationController?.pushViewController(LevelViewController(), animated: true) }
                @objc func typo() {
                    performSegue(withIdentifier: "showDetial", sender: self)
                    print("never")
                }
            }
            class LevelViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Level"
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Deeper", style: .plain, target: self, action: #selector(deeper))
                    navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Top", style: .plain, target: self, action: #selector(top))
                }
                @objc func deeper() { navigationController?.pushViewController(LevelViewController(), animated: true) }
                @objc func top() { navigationController?.popToRootViewController(animated: true) }
            }
            """
        var player = try player(["HomeViewController": code])
        player.run("launch")
        player.run("tap Deep")
        player.run("tap Deeper")
        player.run("tap Top")
        #expect(player.screenTitle() == "Home")
        let events = player.run("tap Typo").events
        #expect(!events.contains { $0.kind == .print && $0.text == "never" })
        let said = events.compactMap(\.text).joined(separator: "\n")
        #expect(said.contains("has no segue with identifier 'showDetial'"), "\(said)")
        #expect(said.contains("the app crashed"), "\(said)")
    }

    @Test func navigationInAHelperTheActionCallsIsPlayed() throws {
        let code = Self.answering(
            """
                var answered = 3
                @objc func answer() {
                    print("answered")
                    nextQuestion()
                }
                func restart() { answered = 0 }
                func nextQuestion() {
                    if answered < 3 {
                        print("next question")
                    } else {
                        navigationController?.pushViewController(ResultsViewController(), animated: true)
                    }
                }
            """) + """
            class ResultsViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); title = "Results" }
            }
            """
        var player = try player(["HomeViewController": code])
        player.run("launch")
        player.run("tap Answer")
        // The condition is unknown: the if's body plays, and it shows nothing; --else pushes.
        #expect(player.screenTitle() == "Home")
        player.run("tap Answer --else")
        #expect(player.screenTitle() == "Results")
    }

    @Test func anotherObjectsMethodThatShowsRunsWhereItIsCalled() throws {
        // The router's lines come on either side of the controller it makes, and the action's
        // last line after the router's, as the calls are written.
        let code = """
            class Router {
                var navigation: UINavigationController?
                func showResults() {
                    print("router: before")
                    navigation?.pushViewController(ResultsViewController(), animated: true)
                    print("router: after")
                }
            }

            """
            + Self.answering(
                """
                let router = Router()
                @objc func answer() {
                    print("answered")
                    router.showResults()
                    print("answer ends")
                }
                """,
                setUp: "router.navigation = navigationController")
            + """
            class ResultsViewController: UIViewController {
                init() {
                    super.init(nibName: nil, bundle: nil)
                    print("results made")
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        var player = try player(["HomeViewController": code])
        player.run("launch")
        let events = player.run("tap Answer").events
        #expect(events.printed == ["answered", "router: before", "results made", "router: after", "answer ends"])
        #expect(events.lastAppeared == "ResultsViewController")
    }

    @Test func anEnumerationCaseHandedOnThroughAParameterDecidesTheSwitch() throws {
        // `update(for: .results)` hands `action` on to `route(for:)`, whose `switch` pushes for `.results`.
        let code = """
            enum Action { case refresh, results }

            """
            + Self.answering(
                """
                @objc func answer() { update(for: .results) }
                func update(for action: Action) { route(for: action) }
                func route(for action: Action) {
                    switch action {
                    case .refresh:
                        print("refreshing")
                    case .results:
                        print("results")
                        navigationController?.pushViewController(ResultsViewController(), animated: true)
                    }
                }
                """)
            + """
            class ResultsViewController: UIViewController {}
            """
        var player = try player(["HomeViewController": code])
        player.run("launch")
        let events = player.run("tap Answer").events
        #expect(events.printed == ["results"])
        #expect(events.of(.note).isEmpty, "\(events.of(.note).compactMap(\.text))")
        #expect(events.lastAppeared == "ResultsViewController")
    }

    /// The Onboarding project with its delegate's helper in an `if` of its own and printing on each
    /// side of its guard: `animated` is the default the call leaves out (`true`), and the delegate's
    /// `window` is the running app's, so the guard holds, with no note from the engine or the console.
    @Test func aDefaultLeftOutAndTheDelegatesWindowDecideAGuard() throws {
        var files = try Fixtures.files(in: Fixtures.root.appendingPathComponent("Tests/Projects/Onboarding"))
        let index = try #require(files.firstIndex { $0.path.hasSuffix("SceneDelegate.swift") })
        var text = String(decoding: files[index].bytes, as: UTF8.self)
        text = text.replacingOccurrences(
            of: "        print(\"SceneDelegate: did log in\")\n        setRootViewController(mainViewController)",
            with: "        print(\"SceneDelegate: did log in\")\n        if loginViewController.isViewLoaded { setRootViewController(mainViewController) }")
        text = text.replacingOccurrences(
            of: "        guard animated, let window = self.window else {\n",
            with: "        guard animated, let window = self.window else {\n            print(\"SceneDelegate: not animated\")\n")
        text = text.replacingOccurrences(
            of: "        window.rootViewController = viewController\n",
            with: "        print(\"SceneDelegate: animated\")\n        window.rootViewController = viewController\n")
        files[index] = ProjectFile(path: files[index].path, bytes: Array(text.utf8))
        var player = try Player(try ProjectReader.read(files, folderName: "Onboarding"))
        player.run("launch")
        let events = player.run("tap Sign In").events
        #expect(events.printed.prefix(2) == ["SceneDelegate: did log in", "SceneDelegate: animated"], "\(events.printed)")
        let notes = events.of(.note).compactMap(\.text)
        #expect(!notes.contains { $0.contains("animated, let window") }, "\(notes)")
        #expect(events.lastAppeared == "MainViewController")
    }

    /// A helper the action calls from an `if` that does not navigate runs whole; its own `if` on a
    /// local it binds is worked out by the engine and the console alike, with no note.
    @Test func aHelpersIfOnItsOwnLocalIsWorkedOutWhereverItIsCalledFrom() throws {
        let code = Self.answering(
            """
                @objc func answer() {
                    if isViewLoaded { route() }
                }
                func route() {
                    let mode = 2
                    if mode > 1 {
                        print("many")
                        navigationController?.pushViewController(ResultsViewController(), animated: true)
                    } else {
                        print("one")
                    }
                }
            """) + """
            class ResultsViewController: UIViewController {}
            """
        var player = try player(["HomeViewController": code])
        player.run("launch")
        let events = player.run("tap Answer").events
        #expect(events.printed == ["many"])
        let notes = events.of(.note).compactMap(\.text)
        #expect(!notes.contains { $0.contains("if mode > 1") }, "\(notes)")
        #expect(events.lastAppeared == "ResultsViewController")
    }

    /// UIKit's share sheet made in code is presented as any controller UIKit presents: a page
    /// sheet over the screen, which stays (no disappearance), and `dismiss` ends it.
    @Test func aSystemSheetIsPresentedAsAController() throws {
        let code = """
            class HomeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Share", style: .plain, target: self, action: #selector(share))
                }
                @objc func share() {
                    let sheet = UIActivityViewController(activityItems: ["Hello"], applicationActivities: nil)
                    present(sheet, animated: true)
                    print("shared")
                }
            }
            """
        var player = try player(["HomeViewController": code])
        player.run("launch")
        let events = player.run("tap Share").events
        #expect(events.printed == ["shared"])
        #expect(events.lastAppeared == "UIActivityViewController")
        #expect(!events.calls.contains { $0.hasPrefix("HomeViewController#1 viewWillDisappear") }, "\(events.calls)")
        let dismissed = player.run("dismiss").events.calls
        #expect(dismissed.contains("UIActivityViewController#1 deinit"), "\(dismissed)")
    }

    /// `if let name = nameField.text, !name.isEmpty` before a push: worked out from what was
    /// typed, the name bound in the body.
    @Test func anIfLetOnTypedTextDecidesThePush() throws {
        let code = Self.answering(
            """
                private let nameField = UITextField()
                @objc func answer() {
                    if let name = nameField.text, !name.isEmpty {
                        print("hello \\(name)")
                        navigationController?.pushViewController(ResultsViewController(), animated: true)
                    } else {
                        print("no name")
                    }
                }
            """,
            setUp: """
            nameField.placeholder = "Name"
            view.addSubview(nameField)
            """) + """
            class ResultsViewController: UIViewController {}
            """
        var player = try player(["HomeViewController": code])
        player.run("launch")
        let empty = player.run("tap Answer").events
        #expect(empty.printed == ["no name"])
        #expect(empty.of(.note).allSatisfy { $0.text?.contains("cannot work out") != true })
        player.run("type name Bo")
        let named = player.run("tap Answer").events
        #expect(named.printed == ["hello Bo"])
        #expect(named.lastAppeared == "ResultsViewController")
    }

    /// A key the action writes before it tests it: the test reads what was written, not the
    /// store as the command began.
    @Test func aDefaultWrittenEarlierInTheActionDecidesItsTest() throws {
        let code = Self.answering(
            """
                @objc func answer() {
                    UserDefaults.standard.set(true, forKey: "seen")
                    if UserDefaults.standard.bool(forKey: "seen") {
                        navigationController?.pushViewController(ResultsViewController(), animated: true)
                    } else {
                        print("not seen")
                    }
                }
            """) + """
            class ResultsViewController: UIViewController {}
            """
        var player = try player(["HomeViewController": code])
        player.run("launch")
        let events = player.run("tap Answer").events
        #expect(events.printed.isEmpty, "\(events.printed)")
        #expect(events.lastAppeared == "ResultsViewController")
    }

    @Test func aPropertyNoCodeAssignsIsTheLiteralItStartsAs() throws {
        // `answered` is 3 and stays 3: the helper's `else` pushes, with no note and no --else,
        // and the helper's prints come on either side of the controller it makes.
        let code = Self.answering(
            """
                var answered = 3
                @objc func answer() {
                    print("answered")
                    nextQuestion()
                    print("answer ends")
                }
                func nextQuestion() {
                    if answered < 3 {
                        print("next question")
                    } else {
                        print("showing results")
                        navigationController?.pushViewController(ResultsViewController(), animated: true)
                        print("pushed results")
                    }
                }
            """) + """
            class ResultsViewController: UIViewController {
                init() {
                    super.init(nibName: nil, bundle: nil)
                    print("results made")
                }
                required init?(coder: NSCoder) { fatalError() }
                override func viewDidLoad() { super.viewDidLoad(); title = "Results"; print("results loaded") }
            }
            """
        var player = try player(["HomeViewController": code])
        player.run("launch")
        let events = player.run("tap Answer").events
        #expect(player.screenTitle() == "Results")
        #expect(events.of(.note).isEmpty, "\(events.of(.note).compactMap(\.text))")
        #expect(events.printed == ["answered", "showing results", "results made", "pushed results", "answer ends", "results loaded"])
    }

    /// A button of the app's own class whose name says nothing of buttons (`DisplayButtons: UIButton`),
    /// kept in a stored `let` and given its title and target in `viewDidLoad()`: drawn and tapped;
    /// its action presents a navigation controller made empty and given its stack with
    /// `setViewControllers`, whose first is the screen shown; a class named in lower case
    /// (`detailVC(nibName: nil, bundle: nil)`) is the app's class, not a method.
    @Test func anOwnButtonClassAndAStackGivenLaterAndALowerCaseClassArePlayed() throws {
        var player = try player([
            "Home": """
                class DisplayButtons: UIButton {}
                class HomeViewController: UIViewController {
                    let openButton = DisplayButtons()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        openButton.setTitle("Open", for: .normal)
                        view.addSubview(openButton)
                        openButton.addTarget(self, action: #selector(open), for: .touchUpInside)
                    }
                    @objc func open() {
                        let Navigation = UINavigationController()
                        Navigation.setViewControllers([detailVC(nibName: nil, bundle: nil)], animated: false)
                        present(Navigation, animated: true)
                    }
                }
                class detailVC: UIViewController {
                    override func viewDidLoad() { super.viewDidLoad(); title = "Detail"; print("detail loaded") }
                }
                """
        ])
        _ = player.events("launch")
        let events = player.run("tap Open").events
        #expect(events.printed == ["detail loaded"])
        #expect(player.screenTitle() == "Detail")
    }

    /// A remark on code scenelab does not play is made the first time it applies, not at every tap.
    @Test func aNoteOnCodeNotPlayedIsSaidOnce() throws {
        var player = try player(["Home": Self.answering("    var onAnswer: (() -> Void)?\n    @objc func answer() { onAnswer?() }")])
        _ = player.events("launch")
        let first = player.run("tap Answer").events.of(.note).compactMap(\.text)
        #expect(first.count == 1 && first.first?.contains("answer()") == true, "\(first)")
        #expect(player.run("tap Answer").events.of(.note).isEmpty)
    }

    /// A bar item around a view that is no control and that the code gives no action (a progress
    /// view on the bar) is not offered to tap; one around the class's button is that button.
    @Test func aBarItemAroundAViewThatIsNoControlIsNotOffered() throws {
        var player = try player([
            "Home": """
                class HomeViewController: UIViewController {
                    var progressView: UIProgressView!
                    let refreshButton = UIButton(type: .system)
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        progressView = UIProgressView(progressViewStyle: .default)
                        refreshButton.setTitle("Refresh", for: .normal)
                        refreshButton.addTarget(self, action: #selector(refresh), for: .touchUpInside)
                        navigationItem.leftBarButtonItem = UIBarButtonItem(customView: progressView)
                        navigationItem.rightBarButtonItem = UIBarButtonItem(customView: refreshButton)
                    }
                    @objc func refresh() { print("refresh") }
                }
                """
        ])
        _ = player.events("launch")
        let actions = player.run("actions").events.compactMap(\.text)
        #expect(actions.contains("tap Refresh"), "\(actions)")
        #expect(!actions.contains { $0.contains("progressView") }, "\(actions)")
        #expect(player.run("tap Refresh").events.printed == ["refresh"])
    }

    /// A root view of the app's class given to an implicitly unwrapped property in `viewDidLoad()`
    /// (`mainView = MainView(frame: view.frame); view = mainView`), whose buttons the controller
    /// gives its own actions (`mainView.openButton.addTarget(self, …)`): tapped, they run them.
    @Test func theControllersActionsOnItsRootViewsButtonsRun() throws {
        var player = try player([
            "Home": """
                class MainView: UIView {
                    var openButton: UIButton = {
                        let button = UIButton(type: .system)
                        button.setTitle("Open", for: .normal)
                        return button
                    }()
                }
                class HomeViewController: UIViewController {
                    var mainView: MainView!
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        mainView = MainView(frame: self.view.frame)
                        self.view = mainView
                        mainView.openButton.addTarget(self, action: #selector(open), for: .touchUpInside)
                    }
                    @objc private func open() {
                        print("opening")
                        navigationController?.pushViewController(DetailViewController(), animated: true)
                    }
                }
                class DetailViewController: UIViewController {
                    override func viewDidLoad() { super.viewDidLoad(); title = "Detail" }
                }
                """
        ])
        _ = player.events("launch")
        let events = player.run("tap Open").events
        #expect(events.printed == ["opening"])
        #expect(events.of(.note).isEmpty, "\(events.of(.note).compactMap(\.text))")
        #expect(player.screenTitle() == "Detail")
    }
}
