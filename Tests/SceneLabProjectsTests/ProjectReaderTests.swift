import Foundation
import SceneLabProjects
import CommandGrammar
import StoryboardReader
import SwiftSourceModel
import SwiftSourceReader
import Testing
import XcodeProject

/// Folders' files turned into projects, or refused with the reason.
@Suite struct ProjectReaderTests {
    private let twoScenes = Inline.storyboard(
        initial: "one",
        Inline.scene(id: "one", className: "OneViewController", title: "One", next: "two")
            + Inline.scene(id: "two", className: "TwoViewController", title: "Two"))

    private func error(reading files: [ProjectFile]) -> ProjectError? {
        do {
            _ = try ProjectReader.read(files, folderName: "Folder")
            return nil
        } catch {
            return error
        }
    }

    @Test func theBaseLocalizationIsPreferredOverAnEnglishCopy() throws {
        let english = Inline.storyboard(initial: "en", Inline.scene(id: "en", className: "EnglishViewController"))
        // The English copy sorts first by path and comes first in the list: rank alone must decide.
        let files = [
            Inline.file("App/Localized/en.lproj/Main.storyboard", english),
            Inline.file("App/Resources/Base.lproj/Main.storyboard", twoScenes),
        ]
        for order in [files, files.reversed()] {
            let project = try ProjectReader.read(order, folderName: "App")
            #expect(project.storyboardPaths["Main"] == "App/Resources/Base.lproj/Main.storyboard")
            #expect(project.mainStoryboard?.initialViewController?.className == "OneViewController")
        }
    }

    @Test func anUnlocalizedFileIsPreferredOverAnEnglishOne() throws {
        let english = Inline.storyboard(initial: "en", Inline.scene(id: "en", className: "EnglishViewController"))
        let project = try ProjectReader.read(
            [Inline.file("App/en.lproj/Main.storyboard", english), Inline.file("App/Main.storyboard", twoScenes)],
            folderName: "App")
        #expect(project.storyboardPaths["Main"] == "App/Main.storyboard")
    }

    @Test func aLaunchScreenIsNeverTheWindowsStoryboard() throws {
        let launch = Inline.storyboard(
            initial: "launch", launchScreen: true, Inline.scene(id: "launch", className: nil, title: "Splash"))
        // Without a manifest naming either, the one storyboard that is not a launch screen is the window's.
        let project = try ProjectReader.read(
            [
                Inline.file("App/Base.lproj/Launch.storyboard", launch),
                Inline.file("App/Base.lproj/Screens.storyboard", twoScenes),
            ],
            folderName: "App")
        #expect(project.windowStoryboard == "Screens")
        #expect(project.storyboards["Launch"] == nil)
        #expect(project.storyboards.count == 1)
    }

    @Test func aLaunchScreenAloneIsNotAnApp() {
        let launch = Inline.storyboard(
            initial: "launch", launchScreen: true, Inline.scene(id: "launch", className: nil, title: "Splash"))
        let error = error(reading: [Inline.file("App/Base.lproj/LaunchScreen.storyboard", launch)])
        #expect(error == .missingStoryboard("Main", available: []))
    }

    @Test func severalProjectFoldersAreRefusedWithTheirPaths() {
        let error = error(reading: [
            Inline.file("First/First.xcodeproj/project.pbxproj", ""),
            Inline.file("Second/Second.xcodeproj/project.pbxproj", ""),
            Inline.file("First/First/Base.lproj/Main.storyboard", twoScenes),
        ])
        #expect(error == .severalProjects(["First/First.xcodeproj", "Second/Second.xcodeproj"]))
    }

    @Test func twoProjectsSideBySideAreRefusedToo() {
        let error = error(reading: [
            Inline.file("Alpha.xcodeproj/project.pbxproj", ""),
            Inline.file("Beta.xcodeproj/project.pbxproj", ""),
            Inline.file("Base.lproj/Main.storyboard", twoScenes),
        ])
        #expect(error == .severalProjects(["Alpha.xcodeproj", "Beta.xcodeproj"]))
    }

    @Test func aFolderWithoutStoryboardsOrDelegatesIsRefused() throws {
        let project = try ProjectReader.read(
            [
                Inline.file("App/ContentView.swift", "import SwiftUI\nstruct ContentView: View {}\n"),
                Inline.file("App/Info.plist", Inline.plist("")),
            ], folderName: "App")
        // Its code could build the window; with no delegate to do it, it is no UIKit app.
        #expect(project.windowInCode)
        #expect(throws: ProjectError.noStoryboard) {
            try ProjectApp.definition(of: project, id: "app", readSwift: SwiftSourceReader.read)
        }
    }

    /// Xcode's generated manifest names `SceneDelegate` for a SwiftUI app too: a class of that
    /// name the sources do not declare is no delegate, and the app is refused as no UIKit app.
    @Test func aManifestNamingASceneDelegateNoFileDeclaresIsNoDelegate() throws {
        let manifest = """
            <key>UIApplicationSceneManifest</key>
            <dict>
              <key>UISceneConfigurations</key>
              <dict>
                <key>UIWindowSceneSessionRoleApplication</key>
                <array><dict><key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).SceneDelegate</string></dict></array>
              </dict>
            </dict>
            """
        let project = try ProjectReader.read(
            [
                Inline.file("App/MassageApp.swift", "import SwiftUI\n@main\nstruct MassageApp: App {}\n"),
                Inline.file("App/Info.plist", Inline.plist(manifest)),
            ], folderName: "App")
        #expect(throws: ProjectError.noStoryboard) {
            try ProjectApp.definition(of: project, id: "app", readSwift: SwiftSourceReader.read)
        }
    }

    @Test func aWindowStoryboardWithoutAnInitialControllerIsRefused() {
        let board = Inline.storyboard(initial: nil, Inline.scene(id: "one", className: "OneViewController"))
        let error = error(reading: [Inline.file("App/Base.lproj/Main.storyboard", board)])
        #expect(error == .noInitialViewController(file: "App/Base.lproj/Main.storyboard"))
    }

    @Test func aBrokenWindowStoryboardIsRefusedWithItsFile() {
        let error = error(reading: [
            Inline.file("App/Base.lproj/Main.storyboard", "<document><scenes>"),
            Inline.file("App/Base.lproj/Other.storyboard", twoScenes),
        ])
        guard case .unreadableStoryboard(let file, _)? = error else {
            Issue.record("expected an unreadable storyboard, got \(String(describing: error))")
            return
        }
        #expect(file == "App/Base.lproj/Main.storyboard")
    }

    @Test func aBrokenStoryboardBesideTheWindowsIsAWarning() throws {
        let project = try ProjectReader.read(
            [
                Inline.file("App/Base.lproj/Main.storyboard", twoScenes),
                Inline.file("App/Base.lproj/Extra.storyboard", "{}"),
            ],
            folderName: "App")
        #expect(project.windowStoryboard == "Main")
        #expect(project.storyboards["Extra"] == nil)
        #expect(project.warnings.contains { $0.file == "App/Base.lproj/Extra.storyboard" })
    }

    @Test func aMissingWindowStoryboardNamesTheOnesThere() {
        let plist = Inline.plist("<key>UIMainStoryboardFile</key><string>Main</string>")
        let error = error(reading: [
            Inline.file("App/Info.plist", plist), Inline.file("App/Base.lproj/Other.storyboard", twoScenes),
        ])
        #expect(error == .missingStoryboard("Main", available: ["Other"]))
    }

    @Test func theInfoPlistIsFoundThroughTheBuildSetting() throws {
        let project = try Fixtures.testProject("Legacy")
        #expect(project.name == "Legacy")
        #expect(project.manifest.lifecycle == .appDelegate)
        #expect(project.manifest.mainStoryboard == "MainStoryboard")
        #expect(project.windowStoryboard == "MainStoryboard")
        #expect(project.storyboardPaths["MainStoryboard"] == "Legacy/en.lproj/MainStoryboard.storyboard")
    }

    @Test func theNamedPlistWinsOverAnInfoPlistNearerTheTop() throws {
        let pbxproj = "buildSettings = {\n INFOPLIST_FILE = \"App/App-Info.plist\";\n PRODUCT_NAME = App;\n};\n"
        let project = try ProjectReader.read(
            [
                Inline.file("App.xcodeproj/project.pbxproj", pbxproj),
                Inline.file("Info.plist", Inline.plist("<key>UIMainStoryboardFile</key><string>Wrong</string>")),
                Inline.file("App/App-Info.plist", Inline.plist("<key>UIMainStoryboardFile</key><string>Main</string>")),
                Inline.file("App/Base.lproj/Main.storyboard", twoScenes),
            ], folderName: "Folder")
        #expect(project.name == "App")
        #expect(project.windowStoryboard == "Main")
    }

    @Test func aTestTargetsPlistIsNotTheApps() throws {
        let project = try ProjectReader.read(
            [
                Inline.file(
                    "AppTests/Info.plist", Inline.plist("<key>UIMainStoryboardFile</key><string>Tests</string>")),
                Inline.file("App/Info.plist", Inline.plist("<key>UIMainStoryboardFile</key><string>Main</string>")),
                Inline.file("App/Base.lproj/Main.storyboard", twoScenes),
            ], folderName: "Folder")
        #expect(project.manifest.mainStoryboard == "Main")
    }

    @Test(arguments: Fixtures.projectFolders)
    func everySampleProjectOpens(_ name: String) throws {
        let project = try Fixtures.testProject(name)
        #expect(project.name == name)
        #expect(project.mainStoryboard?.initialViewController != nil)
        #expect(!project.swiftFiles.isEmpty)
    }

    @Test func theExampleOpens() throws {
        let project = try Fixtures.lifecycleLab()
        #expect(project.name == "LifecycleLab")
        #expect(project.swiftFiles.count == 9)
        #expect(project.warnings.isEmpty)
    }

    @Test func aStoryboardOpensOnItsOwn() throws {
        let project = try Fixtures.singleStoryboard()
        #expect(project.name == "Single")
        #expect(project.windowStoryboard == "Single")
        #expect(project.swiftFiles.isEmpty)
        #expect(project.mainStoryboard?.initialViewController?.kind == .navigationController)
        #expect(
            project.manifest.lifecycle == .scenes(delegateClass: nil, storyboard: nil, supportsMultipleScenes: false))
    }

    @Test func storyboardReferencesLeadToTheirControllers() throws {
        let project = try Fixtures.testProject("References")
        let main = try #require(project.mainStoryboard)
        let placeholders = main.scenes.map(\.controller).filter { $0.kind == .viewControllerPlaceholder }
        #expect(placeholders.count == 2)
        let resolved = placeholders.compactMap { project.resolving($0, in: "Main") }
        // Profile.storyboard starts with the navigation controller that holds ProfileViewController.
        #expect(resolved.map(\.controller.className).sorted() == ["CatalogViewController", "UINavigationController"])
        #expect(Set(resolved.map(\.storyboard)) == ["Profile", "Shop"])
        // The tab's title sits on the placeholder and stays with what it leads to.
        #expect(resolved.allSatisfy { $0.controller.tabBarItemTitle != nil })
    }

    @Test func aControllerIsFoundByIdentifierOrAsTheInitialOne() throws {
        let project = try Fixtures.testProject("References")
        #expect(
            project.controller(inStoryboard: "Shop", identifier: "Catalog", from: "Main")?.controller.className
                == "CatalogViewController")
        #expect(project.controller(inStoryboard: nil, identifier: "Editor", from: "Profile")?.storyboard == "Profile")
        #expect(project.controller(inStoryboard: "Shop", identifier: nil, from: "Main") == nil)
        #expect(project.controller(inStoryboard: "Nowhere", identifier: nil, from: "Main") == nil)
    }
}

/// Which files of a folder the reader asks for.
@Suite struct ProjectLayoutTests {
    @Test func buildProductsDependenciesAndHiddenFoldersAreSkipped() {
        for folder in ["DerivedData", "Pods", ".git", "Assets.xcassets", "App.xcworkspace", "build", "xcuserdata"] {
            #expect(ProjectLayout.skips(folder: Substring(folder)), "\(folder)")
        }
        for folder in ["App", "Base.lproj", "App.xcodeproj", "Sources"] {
            #expect(!ProjectLayout.skips(folder: Substring(folder)), "\(folder)")
        }
    }

    @Test func storyboardsPlistsSwiftAndTheProjectFileAreWanted() {
        for path in [
            "App/Base.lproj/Main.storyboard", "App/Info.plist", "App/AppDelegate.swift",
            "App.xcodeproj/project.pbxproj",
        ] {
            #expect(ProjectLayout.wants(path), "\(path)")
        }
        for path in ["App/Base.lproj/Main.strings", "App/View.xib", "README.md", "App.xcodeproj/project.pbxproj.orig"] {
            #expect(!ProjectLayout.wants(path), "\(path)")
        }
    }

    @Test func aWarningNamesItsPlace() {
        let unknown = ProjectProblem.storyboard(.unknownSegueKind("odd"))
        #expect(
            ProjectWarning(file: "A/Main.storyboard", line: 12, column: 5, problem: unknown).text(in: .en)
                == "A/Main.storyboard:12:5: unknown segue kind odd")
        #expect(
            ProjectWarning(file: "Info.plist", problem: .infoPlistNotRead("odd")).text(in: .ru)
                == "Info.plist: не прочитан: odd")
        // A warning of no one file is its sentence alone.
        #expect(ProjectWarning(file: "", problem: .source(.moreWarnings(3))).text(in: .en) == "and 3 more warnings, not listed")
    }
}

/// A window built in code, and Objective-C files: what opening says of them.
@Suite struct CodeBuiltProjectTests {
    private let launch = Inline.storyboard(
        initial: "launch", launchScreen: true, Inline.scene(id: "launch", className: nil, title: "Splash"))

    @Test func aSceneDelegateThatBuildsTheWindowIsRefusedWithThatReason() {
        let files = [
            Inline.file(
                "App/Info.plist", Inline.plist(Inline.sceneManifest(delegate: "SceneDelegate", storyboard: nil))),
            Inline.file("App/Base.lproj/LaunchScreen.storyboard", launch),
        ]
        #expect(throws: ProjectError.windowBuiltInCode) { try ProjectReader.read(files, folderName: "App") }
    }

    /// A scene manifest with no storyboard, and storyboards of other names (a module's, a
    /// template's): the window is the code's, and those storyboards are the code's to instantiate.
    @Test func aWindowInCodeBesideOtherStoryboardsHasNoStoryboardOfItsOwn() throws {
        let search = Inline.storyboard(initial: nil, Inline.scene(id: "s", className: "SearchController", title: "Search"))
        let project = try ProjectReader.read(
            [
                Inline.file(
                    "App/Info.plist", Inline.plist(Inline.sceneManifest(delegate: "SceneDelegate", storyboard: nil))),
                Inline.file("App/Base.lproj/LaunchScreen.storyboard", launch),
                Inline.file("App/Search/Search.storyboard", search),
                Inline.file("App/Followers/Followers.storyboard", search),
                Inline.file("App/SceneDelegate.swift", "class SceneDelegate: UIResponder, UIWindowSceneDelegate {}"),
            ], folderName: "App")
        #expect(project.windowInCode)
        #expect(project.windowStoryboard == "")
        #expect(project.storyboards.keys.sorted() == ["Followers", "Search"])
    }

    /// A launch screen the manifest also names as the window's storyboard is the window's first
    /// screen, as UIKit loads it: not refused as missing.
    @Test func aLaunchScreenNamedAsTheWindowsStoryboardIsLoaded() throws {
        let project = try ProjectReader.read(
            [
                Inline.file(
                    "App/Info.plist",
                    Inline.plist(Inline.sceneManifest(delegate: "SceneDelegate", storyboard: "LaunchScreen"))),
                Inline.file("App/Base.lproj/LaunchScreen.storyboard", launch),
            ], folderName: "App")
        #expect(project.windowStoryboard == "LaunchScreen")
        #expect(project.mainStoryboard?.initialViewController != nil)
    }

    @Test func objectiveCFilesAreNamedOnceByAFileOfTheApp() throws {
        let main = Inline.storyboard(initial: "first", Inline.scene(id: "first", className: "First", title: "First"))
        let project = try ProjectReader.read(
            [
                Inline.file("App/Base.lproj/Main.storyboard", main),
                Inline.file("AppTests/AppTests.m", "@implementation AppTests @end"),
                Inline.file("App/First.m", "@implementation First @end"),
            ], folderName: "App")
        let objectiveC = project.warnings.filter {
            if case .objectiveCFiles = $0.problem { return true }
            return false
        }
        #expect(objectiveC.count == 1)
        #expect(objectiveC.first?.file == "App/First.m")
        #expect(objectiveC.first?.problem == .objectiveCFiles(count: 2))
        // Said in each language, with the count.
        #expect(objectiveC.first?.text(in: .en) == "App/First.m: 2 Objective-C files (.m): scenelab reads their"
            + " classes' methods by selector (actions, unwinds, overrides) and their NSLog lines of plain text, not"
            + " the rest of their code")
        #expect(objectiveC.first?.text(in: .ru).hasPrefix("App/First.m: файлов Objective-C (.m): 2;") == true)
    }
}

/// Windows the delegates' code builds: the root they set, played; none they set, refused.
@Suite struct WindowInCodeTests {
    private let launch = Inline.storyboard(
        initial: "launch", launchScreen: true, Inline.scene(id: "launch", className: nil, title: "Splash"))

    private func project(sceneDelegate: String) throws -> Project {
        try ProjectReader.read(
            [
                Inline.file(
                    "App/Info.plist", Inline.plist(Inline.sceneManifest(delegate: "SceneDelegate", storyboard: nil))),
                Inline.file("App/Base.lproj/LaunchScreen.storyboard", launch),
                Inline.file("App/SceneDelegate.swift", sceneDelegate),
                Inline.file(
                    "App/ListViewController.swift",
                    "class ListViewController: UIViewController { override func viewDidLoad() { title = \"List\" } }"),
            ], folderName: "App")
    }

    @Test func theRootTheSceneDelegateSetsIsTheAppsFirstScreen() throws {
        let built = try project(
            sceneDelegate: """
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        window = UIWindow(windowScene: scene as! UIWindowScene)
                        window?.rootViewController = UINavigationController(rootViewController: ListViewController())
                        window?.makeKeyAndVisible()
                    }
                }
                """)
        #expect(built.windowInCode)
        let (app, _) = try ProjectApp.definition(of: built, id: "app", readSwift: SwiftSourceReader.read)
        #expect(app.windowSetup == .code)
        #expect(app.root.kind == .navigationController)
        #expect(app.root.isMadeInCode)
        #expect(app.root.children.map(\.className) == ["ListViewController"])
    }

    /// A local window of another name (`myWindow`) inside `if let windowScene = …` gives the root too.
    @Test func aLocalWindowOfAnyNameGivesTheRoot() throws {
        let built = try project(
            sceneDelegate: """
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        if let windowScene = scene as? UIWindowScene {
                            let myWindow = UIWindow(windowScene: windowScene)
                            let navigation = UINavigationController()
                            navigation.viewControllers = [ListViewController()]
                            myWindow.rootViewController = navigation
                            self.window = myWindow
                            myWindow.makeKeyAndVisible()
                        }
                    }
                }
                """)
        let (app, _) = try ProjectApp.definition(of: built, id: "app", readSwift: SwiftSourceReader.read)
        #expect(app.root.kind == .navigationController)
        #expect(app.root.children.map(\.className) == ["ListViewController"])
    }

    @Test func aRootKeptInAPropertyAndATabBarSubclassGivingItselfItsTabsAreRead() throws {
        let built = try project(
            sceneDelegate: """
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    private let tabs = MainTabBarController()
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        window = UIWindow(windowScene: scene as! UIWindowScene)
                        window?.rootViewController = tabs
                        window?.makeKeyAndVisible()
                    }
                }
                class MainTabBarController: UITabBarController {
                    lazy var listTab: ListViewController = {
                        let list = ListViewController()
                        return list
                    }()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        setViewControllers([UINavigationController(rootViewController: listTab), ListViewController()], animated: false)
                    }
                }
                """)
        let (app, _) = try ProjectApp.definition(of: built, id: "app", readSwift: SwiftSourceReader.read)
        #expect(app.root.kind == .tabBarController)
        #expect(app.root.className == "MainTabBarController")
        #expect(app.root.children.map(\.kind) == [.navigationController, .plain])
        // The navigation controller's root is the tab bar controller's property.
        #expect(app.root.children.first?.children.map(\.className) == ["ListViewController"])
        var player = try Player(built)
        player.run("launch")
        #expect(player.screenTitle() == "List")
    }

    @Test func aRootTheCodeSetsBesideAStoryboardWindowIsTheOneShown() throws {
        let main = Inline.storyboard(initial: "first", Inline.scene(id: "first", className: "First", title: "First"))
        let built = try ProjectReader.read(
            [
                Inline.file("App/Info.plist", Inline.plist(Inline.sceneManifest(delegate: "SceneDelegate", storyboard: "Main"))),
                Inline.file("App/Base.lproj/Main.storyboard", main),
                Inline.file(
                    "App/SceneDelegate.swift",
                    """
                    class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                        var window: UIWindow?
                        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                            guard let windowScene = scene as? UIWindowScene else { return }
                            window = UIWindow(windowScene: windowScene)
                            window?.rootViewController = UINavigationController(rootViewController: ListViewController())
                            window?.makeKeyAndVisible()
                        }
                    }
                    class First: UIViewController {}
                    class ListViewController: UIViewController {}
                    """),
            ], folderName: "App")
        #expect(!built.windowInCode)
        let (app, warnings) = try ProjectApp.definition(of: built, id: "app", readSwift: SwiftSourceReader.read)
        #expect(app.windowSetup == .code)
        #expect(app.root.children.map(\.className) == ["ListViewController"])
        #expect(warnings.map(\.problem).contains(.storyboardRootReplaced))
    }

    @Test func aStoryboardSceneTheCodeMakesTheRootIsMadeAsTheStoryboardMakesIt() throws {
        let main = Inline.storyboard(
            initial: "first",
            Inline.scene(id: "first", className: "First", title: "First")
                + Inline.navigationController(id: "nav", root: "home").replacingOccurrences(
                    of: "<navigationController id=\"nav\"", with: "<navigationController storyboardIdentifier=\"Main\" id=\"nav\"")
                + Inline.scene(id: "home", className: "Home", title: "Home"))
        let built = try ProjectReader.read(
            [
                Inline.file("App/Info.plist", Inline.plist(Inline.sceneManifest(delegate: "SceneDelegate", storyboard: "Main"))),
                Inline.file("App/Base.lproj/Main.storyboard", main),
                Inline.file(
                    "App/SceneDelegate.swift",
                    """
                    class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                        var window: UIWindow?
                        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                            let storyboard = UIStoryboard(name: "Main", bundle: nil)
                            window?.rootViewController = storyboard.instantiateViewController(withIdentifier: "Main")
                        }
                    }
                    class First: UIViewController {}
                    class Home: UIViewController {}
                    """),
            ], folderName: "App")
        let (app, _) = try ProjectApp.definition(of: built, id: "app", readSwift: SwiftSourceReader.read)
        #expect(app.windowSetup == .storyboard)
        #expect(app.root.kind == .navigationController)
        #expect(!app.root.isMadeInCode)
        var player = try Player(built)
        player.run("launch")
        #expect(player.screenTitle() == "Home")
    }

    @Test func aSceneDelegateWhoseRootIsNotReadIsRefusedWithThatReason() throws {
        let built = try project(
            sceneDelegate: """
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        window?.rootViewController = Router.shared.start()
                    }
                }
                """)
        #expect(throws: ProjectError.windowBuiltInCode) {
            try ProjectApp.definition(of: built, id: "app", readSwift: SwiftSourceReader.read)
        }
    }

    /// A launch method spelled as Swift 2 did is one UIKit never calls: the refusal says so.
    @Test func aSwift2SpellingOfTheLaunchMethodIsRefusedWithThatReason() throws {
        let built = try project(
            sceneDelegate: """
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func scene(scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        window?.rootViewController = HomeViewController()
                    }
                }
                """)
        let refusal = ProjectError.launchMethodNearlyMatches(
            className: "SceneDelegate", method: "scene(scene:willConnectTo:options:)", uikit: "scene(_:willConnectTo:options:)")
        #expect(throws: refusal) {
            try ProjectApp.definition(of: built, id: "app", readSwift: SwiftSourceReader.read)
        }
        #expect(refusal.text(in: .ru).contains("scene(_:willConnectTo:options:)"))
    }

    /// `let list: ListViewController = .init()` makes the type the declaration names, and
    /// `UINavigationController.init(rootViewController:)` is the initializer, not a factory of the type's.
    @Test func anImplicitInitializerMakesTheDeclaredTypeAndInitIsNoFactory() throws {
        let built = try project(
            sceneDelegate: """
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        let list: ListViewController = .init()
                        let navigation = UINavigationController.init(rootViewController: list)
                        window = UIWindow(windowScene: scene as! UIWindowScene)
                        window?.rootViewController = navigation
                        window?.makeKeyAndVisible()
                    }
                }
                """)
        let (app, _) = try ProjectApp.definition(of: built, id: "app", readSwift: SwiftSourceReader.read)
        #expect(app.root.kind == .navigationController)
        #expect(app.root.children.map(\.className) == ["ListViewController"])
    }

    /// A local tab bar controller given its tabs after the window shows it: the root has them.
    @Test func tabsGivenAfterTheRootIsSetAreTheRootsTabs() throws {
        let built = try project(
            sceneDelegate: """
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        window = UIWindow(windowScene: scene as! UIWindowScene)
                        let tabs = UITabBarController()
                        window?.rootViewController = tabs
                        window?.makeKeyAndVisible()
                        tabs.viewControllers = [UINavigationController(rootViewController: ListViewController())]
                    }
                }
                """)
        let (app, _) = try ProjectApp.definition(of: built, id: "app", readSwift: SwiftSourceReader.read)
        #expect(app.root.kind == .tabBarController)
        #expect(app.root.children.map(\.kind) == [.navigationController])
        #expect(app.root.children.first?.children.map(\.className) == ["ListViewController"])
    }

    /// `if let windowScene = scene as? UIWindowScene`: the scene UIKit hands the scene delegate is a
    /// window scene, so the body runs with no note of an undecided condition.
    @Test func theScenesCastToAWindowSceneHolds() throws {
        let built = try project(
            sceneDelegate: """
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        if let windowScene = scene as? UIWindowScene {
                            window = UIWindow(windowScene: windowScene)
                            window?.rootViewController = ListViewController()
                            window?.makeKeyAndVisible()
                            print("window made")
                        } else {
                            print("no window")
                        }
                    }
                }
                """)
        var player = try Player(built)
        let events = player.run("launch").events
        #expect(events.of(.note).isEmpty, "\(events.of(.note).compactMap(\.text))")
        #expect(events.printed == ["window made"])
    }

    /// A window no storyboard gives, in an app whose `@main` is SwiftUI's: the refusal names the app's kind and file.
    @Test func aSwiftUIAppIsRefusedAsOne() throws {
        let built = try ProjectReader.read(
            [
                Inline.file("App/Info.plist", Inline.plist(Inline.sceneManifest(delegate: "SceneDelegate", storyboard: nil))),
                Inline.file("App/Base.lproj/LaunchScreen.storyboard", launch),
                Inline.file(
                    "App/NotesApp.swift",
                    "import SwiftUI\n@main\nstruct NotesApp: App {\n    @UIApplicationDelegateAdaptor(AppDelegate.self) var delegate\n"
                        + "    var body: some Scene { WindowGroup { Text(\"Hi\") } }\n}\n"),
                Inline.file("App/AppDelegate.swift", "import UIKit\nclass AppDelegate: NSObject, UIApplicationDelegate {}\n"),
            ], folderName: "App")
        #expect(throws: ProjectError.swiftUIApp(file: "App/NotesApp.swift")) {
            try ProjectApp.definition(of: built, id: "app", readSwift: SwiftSourceReader.read)
        }
    }

    /// Swift files the reader could not read: the refusal says why, not that no root was found.
    @Test func swiftFilesNotReadAreTheRefusalsReason() throws {
        let built = try project(sceneDelegate: "class SceneDelegate: UIResponder, UIWindowSceneDelegate {}")
        #expect(throws: ProjectError.swiftNotRead(reason: "no library")) {
            try ProjectApp.definition(of: built, id: "app", readSwift: { _ in
                SwiftSources(warnings: [SourceWarning(path: "", line: 0, column: 0, problem: .readerUnavailable(reason: "no library"))])
            })
        }
    }

    /// An Objective-C app whose delegate builds the window: its code is not read, and the refusal names the file.
    @Test func anObjectiveCDelegateThatBuildsTheWindowIsNamed() {
        let files = [
            Inline.file("App/Info.plist", Inline.plist(Inline.sceneManifest(delegate: "SceneDelegate", storyboard: nil))),
            Inline.file("App/Base.lproj/LaunchScreen.storyboard", launch),
            Inline.file("App/SceneDelegate.m", "@implementation SceneDelegate\n@end\n"),
            Inline.file("App/AppDelegate.m", "@implementation AppDelegate\n@end\n"),
        ]
        #expect(throws: ProjectError.windowBuiltInObjectiveC(file: "App/SceneDelegate.m")) {
            try ProjectReader.read(files, folderName: "App")
        }
    }
}
