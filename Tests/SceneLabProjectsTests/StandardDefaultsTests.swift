import PropertyLists
import SceneLabCore
import SwiftSourceModel
import Testing
import XcodeProject

@testable import SceneLabProjects

/// `UserDefaults.standard` in an opened project's code: the app's domain of the store, read and
/// written by the console, and the tests on it the engine and the console work out alike.
@Suite struct StandardDefaultsTests {
    private let read = { (key: String) -> SwiftExpression in
        .call(
            .member(.member(.name("UserDefaults"), "standard"), "bool"), labels: ["forKey"], arguments: [.string(key)])
    }

    @Test func theTestsOnAKeyAreRecognisedAndWorkedOut() {
        let sources = SwiftSources()
        let flag = read("onboarded")
        #expect(StandardDefaults.test(flag, in: "A", sources) == DefaultsTest(key: "onboarded", kind: .isTrue))
        #expect(
            StandardDefaults.test(.prefix("!", flag), in: "A", sources)
                == DefaultsTest(key: "onboarded", kind: .isTrue, negated: true))
        let user = SwiftExpression.call(
            .member(.member(.name("UserDefaults"), "standard"), "string"), labels: ["forKey"], arguments: [.string("user")])
        #expect(
            StandardDefaults.test(.binary("==", user, .nilLiteral), in: "A", sources)
                == DefaultsTest(key: "user", kind: .isPresent, negated: true))
        #expect(StandardDefaults.test(.binary("!=", user, .nilLiteral), in: "A", sources)?.negated == false)
        // A key worked out at run time, another object's method, a number compared: not tests scenelab takes.
        let byName = SwiftExpression.call(
            .member(.member(.name("UserDefaults"), "standard"), "bool"), labels: ["forKey"], arguments: [.name("key")])
        #expect(StandardDefaults.test(byName, in: "A", sources) == nil)
        #expect(StandardDefaults.test(.call(.member(.name("store"), "bool"), labels: ["forKey"], arguments: [.string("x")]), in: "A", sources) == nil)

        let test = DefaultsTest(key: "onboarded", kind: .isTrue)
        #expect(!test.holds(nil))
        #expect(test.holds(.boolean(true)))
        #expect(test.holds(.integer(1)))
        #expect(!test.holds(.boolean(false)))
        #expect(DefaultsTest(key: "user", kind: .isPresent, negated: true).holds(nil))
        #expect(!DefaultsTest(key: "user", kind: .isPresent, negated: true).holds(.string("ann")))
    }

    @Test func gettersConvertAsUserDefaultsDoes() {
        #expect(StandardDefaults.read("bool", nil) == .boolean(false))
        #expect(StandardDefaults.read("integer", .string("42")) == .integer(42))
        #expect(StandardDefaults.read("string", .integer(7)) == ConsoleValue.some(.string("7")))
        #expect(StandardDefaults.read("string", nil) == ConsoleValue.none)
        #expect(StandardDefaults.read("stringArray", .array([.string("a"), .integer(1)])) == ConsoleValue.none)
        #expect(StandardDefaults.read("data", .data([1])) == nil)
        #expect(StandardDefaults.read("stringArray", .array([.string("a")])) == ConsoleValue.some(.array([.string("a")])))
        // A date or data a key holds is not worked out: not nil, which it is not.
        #expect(StandardDefaults.read("object", .data([1])) == nil)
        #expect(StandardDefaults.read("object", nil) == ConsoleValue.none)
        #expect(StandardDefaults.propertyList(.some(.boolean(true))) == .some(.boolean(true)))
        #expect(StandardDefaults.propertyList(ConsoleValue.none) == .some(nil))
        #expect(StandardDefaults.propertyList(.date(0)) == nil)
    }

    /// An action's `if` on a key shows what the store says, and its writes reach the store.
    @Test func anActionReadsAndWritesTheAppsDomain() throws {
        var player = try Player(
            try Inline.homeInNavigationController(swift: [
                "Home": """
                    class HomeViewController: UIViewController {
                        let defaults = UserDefaults.standard
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Next", style: .plain, target: self, action: #selector(next))
                            navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Mark", style: .plain, target: self, action: #selector(mark))
                            toolbarItems = [UIBarButtonItem(title: "Save", style: .plain, target: self, action: #selector(save))]
                        }
                        @objc func next() {
                            if defaults.bool(forKey: "pro") {
                                navigationController?.pushViewController(ProViewController(), animated: true)
                            } else {
                                navigationController?.pushViewController(FreeViewController(), animated: true)
                            }
                        }
                        @objc func mark() {
                            let visits = defaults.integer(forKey: "visits") + 1
                            defaults.set(visits, forKey: "visits")
                            UserDefaults.standard.set(true, forKey: "pro")
                            print("visits \\(visits), pro \\(UserDefaults.standard.bool(forKey: "pro"))")
                        }
                        @objc func save() {
                            defaults.set("before", forKey: "items")
                            defaults.set(try? JSONEncoder().encode(items), forKey: "items")
                            print("items \\(defaults.string(forKey: "items") ?? "none")")
                        }
                    }
                    class ProViewController: UIViewController {}
                    class FreeViewController: UIViewController {}
                    """
            ]))
        _ = player.events("launch")
        // Code that names UserDefaults is given the store's values with each command; other code is not.
        #expect(player.session.simulator.catalog.apps[0].console?.usesDefaults == true)
        let plain = try Player(
            try Inline.homeInNavigationController(swift: ["Home": "class HomeViewController: UIViewController {}"]))
        #expect(plain.session.simulator.catalog.apps[0].console?.usesDefaults == false)
        let free = player.run("tap Next").events
        #expect(free.contains { $0.object == "FreeViewController#1" && $0.method == "viewDidAppear(_:)" })
        #expect(!free.contains { $0.kind == .note && $0.text?.contains("cannot work out") == true })
        _ = player.events("pop")
        #expect(player.run("tap Mark").events.printed == ["visits 1, pro true"])
        #expect(player.run("tap Mark").events.printed == ["visits 2, pro true"])
        let domain = try player.session.simulator.store.persistentDomain(
            try #require(player.session.simulator.application?.definition.bundleIdentifier))
        #expect(domain["visits"] == .integer(2))
        #expect(domain["pro"] == .boolean(true))
        // A value scenelab cannot work out is not stored: the key keeps what it held, and a note says so once.
        let saved = player.run("tap Save").events
        #expect(saved.printed == ["items before"])
        #expect(saved.of(.note).compactMap(\.text).contains { $0.contains("forKey: \"items\"): scenelab cannot work out the value") })
        let bundle = try #require(player.session.simulator.application?.definition.bundleIdentifier)
        #expect(try player.session.simulator.store.persistentDomain(bundle)["items"] == PropertyList.string("before"))
        #expect(!player.run("tap Save").events.contains { $0.kind == .note && $0.text?.contains("items") == true })
        let pro = player.run("tap Next").events
        #expect(pro.contains { $0.object == "ProViewController#1" && $0.method == "viewDidAppear(_:)" })
    }

    /// What the code writes as its process ends (`applicationWillTerminate(_:)`) is stored, and
    /// what it reads there is the app's.
    @Test func theLastCallsOfAProcessReadAndWriteItsDefaults() throws {
        var player = try Player(
            try Inline.homeInNavigationController(swift: [
                "Home": "class HomeViewController: UIViewController {}",
                "AppDelegate": """
                    @main
                    class AppDelegate: UIResponder, UIApplicationDelegate {
                        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                            UserDefaults.standard.set(UserDefaults.standard.integer(forKey: "runs") + 1, forKey: "runs")
                            return true
                        }
                        func applicationWillTerminate(_ application: UIApplication) {
                            print("closing after \\(UserDefaults.standard.integer(forKey: "runs"))")
                            UserDefaults.standard.set(true, forKey: "closedCleanly")
                        }
                    }
                    """,
            ]))
        _ = player.events("launch")
        let domain = try #require(player.session.simulator.application?.definition.bundleIdentifier)
        #expect(player.run("kill").events.printed == ["closing after 1"])
        let stored = try player.session.simulator.store.persistentDomain(domain)
        #expect(stored["closedCleanly"] == PropertyList.boolean(true))
        #expect(stored["runs"] == PropertyList.integer(1))
    }

    /// A launch whose window's root the defaults choose inside another `if` (the scene's cast)
    /// shows the root the store gives, and prints that side.
    @Test func aRootChosenByTheDefaultsInsideAnotherIfFollowsTheStore() throws {
        let files = Inline.builtInCode(
                """
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        if let windowScene = scene as? UIWindowScene {
                            window = UIWindow(windowScene: windowScene)
                            if UserDefaults.standard.bool(forKey: Keys.onboarded) {
                                print("to the list")
                                window?.rootViewController = ListViewController()
                            } else {
                                print("to the onboarding")
                                window?.rootViewController = OnboardingViewController()
                            }
                            window?.makeKeyAndVisible()
                        }
                    }
                }
                enum Keys { static let onboarded = "onboarded" }
                class ListViewController: UIViewController {}
                class OnboardingViewController: UIViewController {}
                """)
        let project = try ProjectReader.read(files, folderName: "App")
        var player = try Player(project)
        let first = player.events("launch")
        #expect(first.printed == ["to the onboarding"])
        #expect(first.contains { $0.object == "OnboardingViewController#1" && $0.method == "viewDidAppear(_:)" })
        let domain = try #require(player.session.simulator.application?.definition.bundleIdentifier)
        _ = player.events("kill")
        _ = player.events("defaults write \(domain) onboarded -bool true")
        let second = player.events("launch")
        #expect(second.printed == ["to the list"])
        #expect(second.contains { $0.object == "ListViewController#1" && $0.method == "viewDidAppear(_:)" })
        // The scene's cast is a condition scenelab does not work out; the defaults' is not one.
        #expect(!(first + second).contains { $0.kind == .note && $0.text?.contains("UserDefaults") == true })
    }

    /// `if let user = UserDefaults.standard.string(forKey: "user")`: the launch shows the sign-in
    /// screen until the key holds a value, then the list.
    @Test func aBindingOfAKeysValueChoosesTheRoot() throws {
        let files = Inline.builtInCode(
                """
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        guard let windowScene = scene as? UIWindowScene else { return }
                        window = UIWindow(windowScene: windowScene)
                        if let user = UserDefaults.standard.string(forKey: "user") {
                            print("welcome back, \\(user)")
                            window?.rootViewController = ListViewController()
                        } else {
                            window?.rootViewController = SignInViewController()
                        }
                        window?.makeKeyAndVisible()
                    }
                }
                class ListViewController: UIViewController {}
                class SignInViewController: UIViewController {}
                """)
        var player = try Player(try ProjectReader.read(files, folderName: "App"))
        #expect(player.events("launch").contains { $0.object == "SignInViewController#1" && $0.method == "viewDidAppear(_:)" })
        let domain = try #require(player.session.simulator.application?.definition.bundleIdentifier)
        _ = player.events("kill")
        _ = player.events("defaults write \(domain) user ann")
        let second = player.events("launch")
        #expect(second.contains { $0.object == "ListViewController#1" && $0.method == "viewDidAppear(_:)" })
        #expect(!second.contains { $0.kind == .note && $0.text?.contains("UserDefaults") == true })
        // In the side taken, the name holds the key's value.
        #expect(second.printed == ["welcome back, ann"])
    }

    /// A root chosen by the defaults through a router's method, whose `switch` over the case it is
    /// given sets the window's root (`router.navigate(to: .login)`): the launch shows the case the
    /// store's value leads to, not the last root the router's code names.
    @Test func aRootTheDefaultsChooseThroughARoutersSwitchFollowsTheStore() throws {
        let files = Inline.builtInCode(
                """
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    enum Route { case login, menu }
                    lazy var router = Router(owner: self)
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        guard let windowScene = scene as? UIWindowScene else { return }
                        window = UIWindow(windowScene: windowScene)
                        window?.makeKeyAndVisible()
                        if UserDefaults.standard.bool(forKey: "signedIn") {
                            router.navigate(to: .menu)
                        } else {
                            router.navigate(to: .login)
                        }
                    }
                }
                final class Router {
                    weak var owner: SceneDelegate!
                    init(owner: SceneDelegate) { self.owner = owner }
                    func navigate(to route: SceneDelegate.Route) {
                        switch route {
                        case .login:
                            owner.window?.rootViewController = UINavigationController(rootViewController: LoginViewController())
                        case .menu:
                            owner.window?.rootViewController = UINavigationController(rootViewController: MenuViewController())
                        }
                    }
                }
                class LoginViewController: UIViewController {}
                class MenuViewController: UIViewController {}
                """)
        var player = try Player(try ProjectReader.read(files, folderName: "App"))
        #expect(player.events("launch").contains { $0.object == "LoginViewController#1" && $0.method == "viewDidAppear(_:)" })
        let domain = try #require(player.session.simulator.application?.definition.bundleIdentifier)
        _ = player.events("kill")
        _ = player.events("defaults write \(domain) signedIn -bool true")
        let second = player.events("launch")
        #expect(second.contains { $0.object == "MenuViewController#1" && $0.method == "viewDidAppear(_:)" })
        #expect(!second.contains { $0.object == "LoginViewController#1" })
    }

    /// The first-launch flag behind a type's computed property (`LocalState.hasOnboarded`, whose
    /// getter reads `bool(forKey: Keys.hasOnboarded.rawValue)`, a case's raw value its name) and a
    /// test of a key's presence through `if let _ = …data(forKey:)` with a file's constant key:
    /// a fresh install takes the `else`, and the store's value the other side.
    @Test(arguments: [
        ("LocalState.hasOnboarded", "hasOnboarded", "-bool true"),
        ("let _ = UserDefaults.standard.data(forKey: keyUserLogged)", "userLogged", "-data 00"),
    ])
    func aFlagBehindAComputedPropertyOrAPresenceTestChoosesTheRoot(condition: String, key: String, written: String) throws {
        let files = Inline.builtInCode(Self.onboardingApp(condition: condition))
        var player = try Player(try ProjectReader.read(files, folderName: "App"))
        let first = player.events("launch")
        #expect(first.contains { $0.object == "OnboardingViewController#1" && $0.method == "viewDidAppear(_:)" })
        #expect(!first.contains { $0.kind == .note && $0.text?.contains("cannot work out") == true })
        let domain = try #require(player.session.simulator.application?.definition.bundleIdentifier)
        _ = player.events("kill")
        _ = player.events("defaults write \(domain) \(key) \(written)")
        #expect(player.events("launch").contains { $0.object == "HomeViewController#1" && $0.method == "viewDidAppear(_:)" })
    }

    /// A computed property's setter runs where the code sets it (`LocalState.hasOnboarded = true`,
    /// whose `set` writes the defaults): the next launch reads the value it wrote.
    @Test func aComputedPropertysSetterWritesTheDefaults() throws {
        let files = Inline.builtInCode(Self.onboardingApp(condition: "LocalState.hasOnboarded"))
        var player = try Player(try ProjectReader.read(files, folderName: "App"))
        #expect(player.events("launch").contains { $0.object == "OnboardingViewController#1" && $0.method == "viewDidAppear(_:)" })
        #expect(player.events("tap Done").printed == ["LocalState: true"])
        _ = player.events("kill")
        #expect(player.events("launch").contains { $0.object == "HomeViewController#1" && $0.method == "viewDidAppear(_:)" })
    }

    /// A scene delegate that shows Home when `condition` holds, else the onboarding, whose Done
    /// sets `LocalState.hasOnboarded`, a computed property over the defaults (a case's raw value its
    /// key), whose setter prints; and a file's constant key, `keyUserLogged`.
    private static func onboardingApp(condition: String) -> String {
        """
        let keyUserLogged = "userLogged"
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let windowScene = scene as? UIWindowScene else { return }
                window = UIWindow(windowScene: windowScene)
                if \(condition) {
                    window?.rootViewController = HomeViewController()
                } else {
                    window?.rootViewController = OnboardingViewController()
                }
                window?.makeKeyAndVisible()
            }
        }
        enum LocalState {
            private enum Keys: String {
                case hasOnboarded
            }
            static var hasOnboarded: Bool {
                get { UserDefaults.standard.bool(forKey: Keys.hasOnboarded.rawValue) }
                set(flag) {
                    print("LocalState: \\(flag)")
                    UserDefaults.standard.set(flag, forKey: Keys.hasOnboarded.rawValue)
                }
            }
        }
        class HomeViewController: UIViewController {}
        class OnboardingViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let done = UIButton(type: .system)
                done.setTitle("Done", for: .normal)
                done.addTarget(self, action: #selector(finish), for: .touchUpInside)
                view.addSubview(done)
            }
            @objc func finish() {
                LocalState.hasOnboarded = true
            }
        }
        """
    }
}
