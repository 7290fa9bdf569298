import SceneLabCore
import Testing
import XcodeProject

/// Observers a project's code registers with the notification center, run where
/// UIKit posts the notification: here an app without scenes, whose app delegate
/// gets every call and each notification follows it.
@Suite struct NotificationObserverTests {
    private func player(_ first: String, second: String = "import UIKit\nclass SecondViewController: UIViewController {}")
        throws -> Player
    {
        let board = Inline.storyboard(
            initial: "first",
            Inline.scene(id: "first", className: "FirstViewController", title: "First", next: "second")
                + Inline.scene(id: "second", className: "SecondViewController", title: "Second"))
        // An Info.plist without a scene manifest: the app delegate's lifecycle.
        let files = [
            Inline.file("App/Base.lproj/Main.storyboard", board),
            Inline.file("App/Info.plist", Inline.plist("<key>UIMainStoryboardFile</key><string>Main</string>")),
            Inline.file("App/First.swift", first), Inline.file("App/Second.swift", second),
        ]
        return try Player(try ProjectReader.read(files, folderName: "App"))
    }

    /// The print lines and the calls, in order: `print: …` or `object method`.
    private func trace(_ events: [Event]) -> [String] {
        events.compactMap { event in
            switch event.kind {
            case .print: return "print: " + (event.text ?? "")
            case .call: return event.call
            default: return nil
            }
        }
    }

    private let observing = """
        import UIKit

        class FirstViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                NotificationCenter.default.addObserver(
                    self, selector: #selector(becameActive), name: UIApplication.didBecomeActiveNotification, object: nil)
                NotificationCenter.default.addObserver(
                    self, selector: #selector(resigning(_:)), name: .UIApplicationWillResignActive, object: nil)
                NotificationCenter.default.addObserver(forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main) { _ in
                    print("First: background")
                }
            }

            @objc func becameActive() { print("First: active") }

            @objc func resigning(_ note: Notification) { print("First: resigning") }
        }
        """

    /// A notification of the app's own, posted by its code: the observers run there, in the
    /// order they registered, and no warning says that nothing posts it.
    @Test func aPostOfTheAppsOwnRunsItsObservers() throws {
        var player = try player(
            """
            import UIKit
            extension Notification.Name { static let scoreChanged = Notification.Name("scoreChanged") }
            class FirstViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .scoreChanged, object: nil)
                    print("posting")
                    NotificationCenter.default.post(name: .scoreChanged, object: nil)
                    print("posted")
                }
                @objc func refresh() { print("refreshed") }
            }
            """)
        #expect(!player.warnings.contains { if case .notificationNotPosted = $0.problem { true } else { false } })
        #expect(player.events("launch").printed == ["posting", "refreshed", "posted"])
    }

    /// One name written three ways: a local made of a global constant, the raw value inline, and
    /// a static of an extension of `Notification.Name` whose name is its raw value.
    @Test func aNameMadeOfItsRawValueMatchesTheSameNameWrittenOtherwise() throws {
        var player = try player(
            """
            import UIKit
            let refreshKey = "refresh"
            extension Notification.Name { static let scoreChanged = Notification.Name(rawValue: "scoreChanged") }
            class FirstViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let refreshName = NSNotification.Name(refreshKey)
                    NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: refreshName, object: nil)
                    NotificationCenter.default.addObserver(self, selector: #selector(score), name: Notification.Name("scoreChanged"), object: nil)
                    let name = Notification.Name(refreshKey)
                    NotificationCenter.default.post(name: name, object: nil)
                    NotificationCenter.default.post(name: .scoreChanged, object: nil)
                }
                @objc func refresh() { print("refreshed") }
                @objc func score() { print("scored") }
            }
            """)
        #expect(!player.warnings.contains { if case .notificationNotPosted = $0.problem { true } else { false } })
        #expect(player.events("launch").printed == ["refreshed", "scored"])
    }

    @Test func eachObserverRunsRightAfterTheAppDelegatesCall() throws {
        var player = try player(observing)
        let launch = trace(player.events("launch"))
        let active = try #require(launch.firstIndex(of: "AppDelegate applicationDidBecomeActive(_:)"))
        #expect(launch[active + 1] == "print: First: active")
        #expect(launch.filter { $0.hasPrefix("print:") } == ["print: First: active"])
        let home = trace(player.events("home"))
        let resign = try #require(home.firstIndex(of: "AppDelegate applicationWillResignActive(_:)"))
        #expect(home[resign + 1] == "print: First: resigning")
        let background = try #require(home.firstIndex(of: "AppDelegate applicationDidEnterBackground(_:)"))
        #expect(home[background + 1] == "print: First: background")
    }

    @Test func aClosureDoesNotRunWhereItIsRegistered() throws {
        var player = try player(observing)
        let launch = trace(player.events("launch"))
        #expect(!launch.contains("print: First: background"))
    }

    @Test func removeObserverEndsTheObjectsSelectorObservers() throws {
        let first = """
            import UIKit

            class FirstViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    NotificationCenter.default.addObserver(self, selector: #selector(back), name: UIApplication.willEnterForegroundNotification, object: nil)
                }

                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    NotificationCenter.default.removeObserver(self)
                }

                @objc func back() { print("First: back") }
            }
            """
        var player = try player(first)
        _ = player.events("launch", "home")
        #expect(trace(player.events("open")).contains("print: First: back"))
        // A full-screen presentation: First's view leaves the window, and viewWillDisappear runs.
        _ = player.events("present SecondViewController --style full-screen", "home")
        #expect(!trace(player.events("open")).contains("print: First: back"))
    }

    @Test func aDeallocatedControllersObserverEnds() throws {
        let second = """
            import UIKit

            class SecondViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(self, selector: #selector(warned), name: UIApplication.didReceiveMemoryWarningNotification, object: nil)
                }

                @objc func warned() { print("Second: warned") }
            }
            """
        var player = try player("import UIKit\nclass FirstViewController: UIViewController {}", second: second)
        _ = player.events("launch", "tap Next")
        let warning = trace(player.events("memory-warning"))
        let call = try #require(warning.firstIndex(of: "AppDelegate applicationDidReceiveMemoryWarning(_:)"))
        #expect(warning[call + 1] == "print: Second: warned")
        _ = player.events("dismiss")
        #expect(!trace(player.events("memory-warning")).contains("print: Second: warned"))
    }

    @Test func aNotificationScenelabNeverPostsIsWarnedOfWhereItIsObserved() throws {
        let first = """
            import UIKit

            class FirstViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(self, selector: #selector(changed), name: UIResponder.keyboardWillShowNotification, object: nil)
                    NotificationCenter.default.addObserver(self, selector: #selector(changed), name: UIApplication.didBecomeActiveNotification, object: nil)
                }

                @objc func changed() {}
            }
            """
        let player = try player(first)
        let unposted = player.warnings.filter {
            if case .notificationNotPosted = $0.problem { return true }
            return false
        }
        #expect(unposted.count == 1)
        #expect(unposted.first?.line == 6)
        #expect(unposted.first?.problem == .notificationNotPosted(notification: "UIResponder.keyboardWillShowNotification"))
    }
}
