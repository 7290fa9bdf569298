import SceneLabCore
import Testing
import XcodeProject

/// What a screen's code asks of UIKit as it appears: a presentation from `viewDidAppear(_:)` is
/// played once the appearance has ended, its `if` read as a tap's is; one from `viewDidLoad()` or
/// `viewWillAppear(_:)` is refused as UIKit refuses it, with its console line at `open`.
@Suite struct AppearanceActionsTests {
    private func player(_ first: String) throws -> Player {
        let board = Inline.storyboard(
            initial: "first",
            Inline.scene(id: "first", className: "FirstViewController", title: "First")
                + Inline.scene(id: "second", className: "SecondViewController", title: "Second"))
        let files = [
            Inline.file("App/Base.lproj/Main.storyboard", board),
            Inline.file("App/Info.plist", Inline.plist("<key>UIMainStoryboardFile</key><string>Main</string>")),
            Inline.file("App/First.swift", first),
            Inline.file(
                "App/Second.swift",
                "import UIKit\nclass SecondViewController: UIViewController {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        print(\"Second: viewDidLoad\")\n    }\n}"),
        ]
        return try Player(try ProjectReader.read(files, folderName: "App"))
    }

    /// The calls and prints of `events`, in order.
    private func trace(_ events: [Event]) -> [String] {
        events.compactMap { event in
            switch event.kind {
            case .print: return "print: " + (event.text ?? "")
            case .call: return event.call
            default: return nil
            }
        }
    }

    @Test func aPresentationInViewDidAppearPlaysOnceTheAppearanceHasEnded() throws {
        var player = try player(
            """
            import UIKit
            class FirstViewController: UIViewController {
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    print("First: before")
                    let second = SecondViewController()
                    present(second, animated: true)
                    print("First: after")
                }
            }
            """)
        let lines = trace(player.events("launch"))
        let appeared = try #require(lines.firstIndex(of: "FirstViewController#1 viewDidAppear(_:)"))
        // The app becomes active as the first screen appears; the presentation comes after.
        #expect(
            Array(lines[appeared...].prefix(9)) == [
                "FirstViewController#1 viewDidAppear(_:)", "print: First: before",
                "AppDelegate applicationDidBecomeActive(_:)",
                "SecondViewController#1 init(nibName:bundle:)", "print: First: after", "SecondViewController#1 loadView()",
                "SecondViewController#1 viewDidLoad()", "print: Second: viewDidLoad",
                "SecondViewController#1 viewWillAppear(_:)",
            ])
        #expect(lines.last == "SecondViewController#1 viewDidAppear(_:)")
        #expect(player.warnings.isEmpty)
    }

    /// A screen that presents itself again as it appears stops after a few rounds, not the process.
    @Test func aScreenPresentingAnotherOfItsClassAsItAppearsStops() throws {
        var player = try player(
            """
            import UIKit
            class FirstViewController: UIViewController {
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    present(FirstViewController(), animated: false)
                }
            }
            """)
        let lines = trace(player.events("launch"))
        let made = lines.filter { $0.hasSuffix("init(nibName:bundle:)") }
        #expect(made.count == 8)
        #expect(player.run("screen").events.contains { $0.kind == .output })
    }

    @Test func aPresentationBeforeTheViewIsInAWindowIsRefusedAsUIKitRefusesIt() throws {
        var player = try player(
            """
            import UIKit
            class FirstViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let alert = UIAlertController(title: "Hi", message: nil, preferredStyle: .alert)
                    present(alert, animated: true)
                    if Bool.random() {
                        present(SecondViewController(), animated: true)
                    }
                }
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    present(SecondViewController(), animated: false)
                }
            }
            """)
        let problems = player.warnings.map(\.problem)
        #expect(
            problems == [
                .presentsBeforeInWindow(className: "FirstViewController", method: "viewDidLoad()", presented: "UIAlertController"),
                .presentsBeforeInWindow(className: "FirstViewController", method: "viewDidLoad()", presented: "SecondViewController"),
                .presentsBeforeInWindow(className: "FirstViewController", method: "viewWillAppear(_:)", presented: "SecondViewController"),
            ])
        // An alert's is where it is made (`UIAlertController(`), a controller's where it is presented.
        #expect(player.warnings.map(\.line) == [5, 8, 13])
        let lines = trace(player.events("launch"))
        #expect(!lines.contains { $0.hasPrefix("SecondViewController") })
    }

    /// A timer that calls a method once, two seconds after `viewDidLoad()`, and an animation's
    /// completion in `viewDidAppear(_:)`: what they show plays once the launch has done what it
    /// does at once, their prints first.
    @Test(arguments: [
        "Timer.scheduledTimer(timeInterval: 2, target: self, selector: #selector(showNext), userInfo: nil, repeats: false)",
        "DispatchQueue.main.asyncAfter(deadline: .now() + 2) { self.showNext() }",
    ])
    func workAfterADelayShowsTheNextScreenAfterTheLaunch(delay: String) throws {
        var player = try player(
            """
            import UIKit
            class FirstViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    \(delay)
                    print("First: loaded")
                }
                @objc func showNext() {
                    print("First: time is up")
                    present(SecondViewController(), animated: true)
                }
            }
            """)
        let lines = trace(player.events("launch"))
        let appeared = try #require(lines.firstIndex(of: "FirstViewController#1 viewDidAppear(_:)"))
        let up = try #require(lines.firstIndex(of: "print: First: time is up"))
        let made = try #require(lines.firstIndex(of: "SecondViewController#1 init(nibName:bundle:)"))
        #expect(lines.firstIndex(of: "print: First: loaded").map { $0 < appeared } == true)
        #expect(appeared < up && up < made)
        #expect(lines.last == "SecondViewController#1 viewDidAppear(_:)")
        #expect(player.warnings.isEmpty)
    }

    /// UIKit's own plain controller, presented as it is, is no class of the app to announce.
    @Test func uikitsOwnControllerIsPresentedWithoutANote() throws {
        var player = try player(
            """
            import UIKit
            class FirstViewController: UIViewController {
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    present(UIViewController(), animated: true)
                }
            }
            """)
        let events = player.events("launch")
        #expect(events.contains { $0.object == "UIViewController#1" && $0.method == "viewDidAppear(_:)" })
        #expect(!events.contains { $0.kind == .note && $0.text?.contains("not a screen") == true })
    }

    /// The scene delegate's own work after a delay (a timer whose selector replaces the window's
    /// root, as a splash screen does): played once the launch is done, its note first, over the
    /// first screen, or over the screen a navigation controller shows when it is the root.
    @Test(arguments: ["LaunchViewController()", "UINavigationController(rootViewController: LaunchViewController())"])
    func theLaunchCodesWorkAfterADelayReplacesTheRoot(root: String) throws {
        let files = Inline.builtInCode(
            """
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    window = UIWindow(windowScene: windowScene)
                    window?.rootViewController = \(root)
                    window?.makeKeyAndVisible()
                    Timer.scheduledTimer(timeInterval: 2, target: self, selector: #selector(showSignIn), userInfo: nil, repeats: false)
                }
                @objc func showSignIn() {
                    window?.rootViewController = UINavigationController(rootViewController: SignInViewController())
                }
            }
            class LaunchViewController: UIViewController {}
            class SignInViewController: UIViewController {}
            """)
        var player = try Player(try ProjectReader.read(files, folderName: "App"))
        let events = player.events("launch")
        let lines = trace(events)
        let launched = try #require(lines.firstIndex(of: "LaunchViewController#1 viewDidAppear(_:)"))
        let signIn = try #require(lines.firstIndex(of: "SignInViewController#1 viewDidAppear(_:)"))
        #expect(launched < signIn)
        #expect(lines.contains("LaunchViewController#1 deinit"))
        #expect(events.contains { $0.kind == .note && $0.text?.contains("Timer.scheduledTimer") == true })
    }
}
