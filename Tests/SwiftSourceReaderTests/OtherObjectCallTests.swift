import SwiftSourceModel
import SwiftSourceReader
import Testing

/// Calls of another object's methods (a coordinator's, a router's, a delegate's): listed with their
/// receiver, and found in the class that declares the method.
@Suite struct OtherObjectCallTests {
    private func calls(_ sources: SwiftSources, _ className: String, _ method: String) -> [String] {
        sources.statements(className, method).compactMap { statement in
            if case .call(let name, _) = statement { return name }
            return nil
        }
    }

    private let app = """
        final class MainCoordinator {
            var navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() { print("start") }
            func showMessage() { print("message") }
        }
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var coordinator: MainCoordinator?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                let navigation = UINavigationController()
                let router = MainCoordinator(navigationController: navigation)
                router.start()
                coordinator?.start()
                self.coordinator!.showMessage()
                coordinator = router
                coordinator?.showMessage()
                UIView.animate(withDuration: 1) {}
                view.layoutIfNeeded()
                UserDefaults.standard.set(true, forKey: "k")
            }
        }
        class InboxViewController: UIViewController {
            weak var coordinator: MainCoordinator?
            @objc func read() { coordinator?.showMessage() }
            func showMessage() { print("own") }
        }
        """

    @Test func aCallOnAnotherObjectIsListedWithItsReceiver() {
        let sources = readOne(app)
        #expect(
            calls(sources, "SceneDelegate", "scene(_:willConnectTo:options:)")
                == [
                    "MainCoordinator.start()", "coordinator.start()", "coordinator.showMessage()",
                    // What was stored in it is known from here on.
                    "MainCoordinator.showMessage()",
                    // The app's defaults are the console's to keep; UIKit's other calls are not listed.
                    "UserDefaults.standard.set(_:forKey:)",
                ])
    }

    @Test func theReceiverIsTheClassThatDeclaresTheMethod() {
        let sources = readOne(app)
        #expect(sources.otherObjectMethod("MainCoordinator.start()", calledFrom: "SceneDelegate")?.0.name == "MainCoordinator")
        #expect(sources.otherObjectMethod("coordinator.start()", calledFrom: "SceneDelegate")?.0.name == "MainCoordinator")
        // Two classes declare showMessage(): from a third, the call names no one class.
        #expect(sources.otherObjectMethod("coordinator.showMessage()", calledFrom: "SceneDelegate") == nil)
        // From Inbox, its own showMessage() is not another object's: the coordinator's is the one.
        #expect(
            sources.otherObjectMethod("coordinator.showMessage()", calledFrom: "InboxViewController")?.0.name
                == "MainCoordinator")
        #expect(sources.otherObjectMethod("coordinator.finish()", calledFrom: "SceneDelegate") == nil)
        #expect(sources.otherObjectMethod("start()", calledFrom: "SceneDelegate") == nil)
    }
}

/// Array literals as values: what a table made in code counts its rows from.
@Suite struct ArrayLiteralTests {
    @Test func anArrayLiteralIsReadElementByElement() {
        let sources = readOne("""
            class Colours: UITableViewController {
                let colours = ["Red", "Green", "Blue"]
                var empty: [String] = []
                let mixed = [1, two, "three"]
            }
            """)
        let properties = sources.classes["Colours"]?.storedProperties
        #expect(properties?["colours"]?.initialValue == .array([.string("Red"), .string("Green"), .string("Blue")]))
        #expect(properties?["empty"]?.initialValue == .emptyCollection)
        #expect(properties?["mixed"]?.initialValue == .array([.integer(1), .name("two"), .string("three")]))
    }

    @Test func aNavigationControllersStackSetInCodeIsListed() {
        let sources = readOne("""
            final class Router {
                let navigationController: UINavigationController
                func start() {
                    let first = ListViewController()
                    navigationController.setViewControllers([first], animated: false)
                }
            }
            final class Tabs: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    setViewControllers([ListViewController()], animated: false)
                }
            }
            """)
        let shows = sources.statements("Router", "start()").compactMap { statement -> ShowCall? in
            if case .show(let call) = statement { return call }
            return nil
        }
        #expect(shows.map(\.how) == [.setStack])
        #expect(shows.first?.controller == .instance(className: "ListViewController", title: nil))
        // A tab bar controller's tabs are not a navigation stack.
        #expect(!sources.statements("Tabs", "viewDidLoad()").contains { if case .show = $0 { return true } else { return false } })
    }

    /// A type's static method named like UIKit's navigation (`present`, `show`): the app's own,
    /// listed with its type, where an instance's `present(_:animated:)` is UIKit's.
    @Test func aTypesStaticMethodNamedLikeUIKitsIsTheApps() {
        let sources = readOne(
            """
            final class RootPresenter {
                static func present(in window: UIWindow, root: UIViewController) { window.rootViewController = root }
            }
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    RootPresenter.present(in: window!, root: UIViewController())
                    UIViewController().present(UIViewController(), animated: true)
                }
            }
            """)
        let listed = sources.statements("SceneDelegate", "scene(_:willConnectTo:options:)").compactMap { statement -> String? in
            if case .call(let name, _) = statement { return name }
            return nil
        }
        #expect(listed.contains("RootPresenter.present(in:root:)"))
        #expect(!listed.contains("present(in:root:)"))
        #expect(sources.called("RootPresenter.present(in:root:)", from: "SceneDelegate")?.owner.name == "RootPresenter")
    }

    /// A property made as an object of the app's (`lazy var router = DefaultRouter(…)`) finds its
    /// class's method, though other classes declare one of the same name.
    @Test func aPropertyMadeAsAnAppObjectFindsItsClass() {
        let sources = readOne(
            """
            final class DefaultRouter {
                init(owner: SceneDelegate) {}
                func navigate(to route: Int) { print("scene router") }
            }
            final class MenuRouter {
                func navigate(to route: Int) { print("menu router") }
            }
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                lazy var router = DefaultRouter(owner: self)
                var other: MenuRouter?
                func go() {
                    router.navigate(to: 1)
                    other?.navigate(to: 2)
                }
            }
            """)
        #expect(sources.otherObjectMethod("router.navigate(to:)", calledFrom: "SceneDelegate")?.0.name == "DefaultRouter")
        // A property whose class the code does not say, with two classes declaring the method: none.
        #expect(sources.otherObjectMethod("other.navigate(to:)", calledFrom: "SceneDelegate") == nil)
    }

    /// `router.show(.main)`: UIKit's `show(_:sender:)` takes other labels, so the call is the
    /// router's own method; one with UIKit's labels stays UIKit's.
    @Test func aNavigationNameWithOtherLabelsIsTheAppsMethod() {
        let sources = readOne(
            """
            final class AppRouter {
                func show(_ screen: Screen) {}
            }
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                lazy var router = AppRouter()
                func go(from controller: UIViewController) {
                    router.show(.main)
                    controller.show(UIViewController(), sender: nil)
                }
            }
            """)
        let listed = sources.statements("SceneDelegate", "go(from:)").compactMap { statement -> String? in
            if case .call(let name, _) = statement { return name }
            return nil
        }
        #expect(listed.contains("router.show(_:)"))
        #expect(!listed.contains("show(_:)"))
        // UIKit's `show(_:sender:)` on a controller is a show the engine plays, not a call.
        #expect(sources.statements("SceneDelegate", "go(from:)").contains {
            if case .show(let call) = $0 { return call.how == .show } else { return false }
        })
    }

    /// A `switch` over an enumeration's cases that sets the window's root is kept whole, each
    /// case a test of the subject against the case by its name (`.case`, or `Type.case`), the last
    /// what is left when none before it matches.
    @Test func aSwitchThatSetsTheRootByCaseIsKeptWhole() throws {
        let sources = readOne(
            """
            final class AppRouter {
                weak var owner: SceneDelegate?
                func show(_ screen: Screen) {
                    switch screen {
                    case .main: owner?.window?.rootViewController = UINavigationController(rootViewController: HomeViewController())
                    case Screen.welcome: owner?.window?.rootViewController = WelcomeViewController()
                    }
                }
            }
            """)
        let statements = sources.statements("AppRouter", "show(_:)")
        try #require(statements.count == 1)
        guard case .branch(let first) = statements[0] else {
            Issue.record("the switch is not kept whole: \(statements)")
            return
        }
        #expect(first.condition == .holds(.binary("==", .name("screen"), .enumCase("main")), text: "screen matches case .main"))
        guard case .branch(let second)? = first.otherwise.first else {
            Issue.record("the second case is not its else")
            return
        }
        // The last case of a `switch` with no `default` runs when the others do not match.
        #expect(second.condition == .all([]))
    }

    @Test func anArgumentNamingACaseIsReadAsOne() {
        #expect(SwiftExpression.enumCaseName(written: ".profile") == "profile")
        #expect(SwiftExpression.enumCaseName(written: "Destination.settings") == "settings")
        #expect(SwiftExpression.enumCaseName(written: "self.settings") == nil)
        #expect(SwiftExpression.enumCaseName(written: ".init()") == nil)
        #expect(SwiftExpression.enumCaseName(written: "a.b.c") == nil)
        #expect(SwiftExpression.enumCaseName(written: "\"x\"") == nil)
    }
}
