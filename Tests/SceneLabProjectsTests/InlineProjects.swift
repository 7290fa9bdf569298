import SwiftSourceReader
import SceneLabCore
import SceneLabProjects
import SceneLabSession
import XcodeProject

/// Small projects written in these tests, kept in memory: a file from its
/// text, storyboards with one or two scenes, Info.plist files.
enum Inline {
    /// A project file holding `text`.
    static func file(_ path: String, _ text: String) -> ProjectFile {
        ProjectFile(path: path, bytes: Array(text.utf8))
    }

    /// A storyboard document around `scenes`.
    static func storyboard(initial: String?, launchScreen: Bool = false, _ scenes: String) -> String {
        let initialAttribute = initial.map { " initialViewController=\"\($0)\"" } ?? ""
        let launchAttribute = launchScreen ? " launchScreen=\"YES\"" : ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
            toolsVersion="22505" targetRuntime="iOS.CocoaTouch"\(initialAttribute)\(launchAttribute)>
                <scenes>
            \(scenes)
                </scenes>
            </document>
            """
    }

    /// A scene with one view controller of `className` (plain when nil),
    /// titled `title`, whose `Next` button shows `next` (a controller id)
    /// with the segue `segueIdentifier`.
    static func scene(
        id: String, className: String?, title: String? = nil, next: String? = nil, segueIdentifier: String = "next"
    ) -> String {
        let custom =
            className.map { " customClass=\"\($0)\" customModule=\"App\" customModuleProvider=\"target\"" } ?? ""
        let button =
            next.map {
                """
                <subviews>
                  <button opaque="NO" contentMode="scaleToFill" id="\(id)-button">
                    <state key="normal" title="Next"/>
                    <connections>
                      <segue destination="\($0)" kind="show" identifier="\(segueIdentifier)" id="\(id)-segue"/>
                    </connections>
                  </button>
                </subviews>
                """
            } ?? ""
        let navigationItem =
            title.map { "<navigationItem key=\"navigationItem\" title=\"\($0)\" id=\"\(id)-item\"/>" } ?? ""
        return """
            <scene sceneID="\(id)-scene"><objects>
              <viewController id="\(id)"\(custom) sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="\(id)-view">\(button)</view>
                \(navigationItem)
              </viewController>
            </objects></scene>
            """
    }

    /// A scene with a navigation controller whose root is the controller `root`.
    static func navigationController(id: String, root: String) -> String {
        """
        <scene sceneID="\(id)-scene"><objects>
          <navigationController id="\(id)" sceneMemberID="viewController">
            <connections>
              <segue destination="\(root)" kind="relationship" relationship="rootViewController" id="\(id)-root"/>
            </connections>
          </navigationController>
        </objects></scene>
        """
    }

    /// An XML property list whose top dictionary holds `body` (keys and values as XML).
    static func plist(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \(body)
        </dict>
        </plist>
        """
    }

    /// A scene manifest whose one configuration names `delegate` and `storyboard`.
    static func sceneManifest(delegate: String, storyboard: String?) -> String {
        let storyboardKey = storyboard.map { "<key>UISceneStoryboardFile</key><string>\($0)</string>" } ?? ""
        return """
            <key>UIApplicationSceneManifest</key>
            <dict>
              <key>UIApplicationSupportsMultipleScenes</key><false/>
              <key>UISceneConfigurations</key>
              <dict>
                <key>UIWindowSceneSessionRoleApplication</key>
                <array>
                  <dict>
                    <key>UISceneConfigurationName</key><string>Default Configuration</string>
                    <key>UISceneDelegateClassName</key><string>\(delegate)</string>
                    \(storyboardKey)
                  </dict>
                </array>
              </dict>
            </dict>
            """
    }

    /// The files of an app built in code: an Info.plist whose scene manifest names no storyboard,
    /// and `swift` as `App/SceneDelegate.swift`.
    static func builtInCode(_ swift: String) -> [ProjectFile] {
        [
            file("App/Info.plist", plist(sceneManifest(delegate: "$(PRODUCT_MODULE_NAME).SceneDelegate", storyboard: nil))),
            file("App/SceneDelegate.swift", swift),
        ]
    }

    /// A project whose storyboard is one scene, `Home` (class `HomeViewController`), in a
    /// navigation controller, with `swift` as its sources.
    static func homeInNavigationController(swift: [String: String]) throws -> Project {
        let storyboard = storyboard(
            initial: "nav",
            navigationController(id: "nav", root: "home") + scene(id: "home", className: "HomeViewController", title: "Home"))
        return try project(storyboard: storyboard, swift: swift)
    }

    /// A project of one storyboard, `App/Base.lproj/Main.storyboard`, with
    /// `swift` as its sources (`App/NAME.swift` → text); no project file, no plist.
    static func project(storyboard: String, swift: [String: String]) throws -> Project {
        var files = [file("App/Base.lproj/Main.storyboard", storyboard)]
        for (name, text) in swift.sorted(by: { $0.key < $1.key }) { files.append(file("App/\(name).swift", text)) }
        return try ProjectReader.read(files, folderName: "App")
    }
}

/// A session playing one opened project, as `scenelab open` sets it up:
/// the app-delegate lifecycle when the project has no scene manifest.
struct Player {
    var session: Session
    let warnings: [ProjectWarning]

    init(_ project: Project) throws {
        let (app, warnings) = try ProjectApp.definition(
            of: project, id: ProjectApp.launchName(of: project), readSwift: SwiftSourceReader.read)
        self.warnings = warnings
        let platform =
            project.manifest.lifecycle == .appDelegate
            ? Platform(iOSVersion: Platform.current.iOSVersion, lifecycle: .app) : Platform.current
        session = Session(simulator: Simulator(catalog: AppCatalog(apps: [app]), platform: platform))
    }

    /// Runs one command line.
    @discardableResult
    mutating func run(_ line: String) -> Session.Outcome { session.execute(line) }

    /// Runs `lines` and returns the events of all of them, in order.
    mutating func events(_ lines: String...) -> [Event] { lines.flatMap { session.execute($0).events } }

    /// The title the `screen` command draws in the top screen's bar.
    mutating func screenTitle() -> String? {
        let lines = run("screen").events.filter { $0.kind == .output }.compactMap(\.text)
        // With two columns shown, the secondary's screen follows its heading.
        let bar = lines.firstIndex(of: "secondary column:").map { lines[($0 + 1)...].first } ?? lines.first
        return bar.flatMap { $0 }.flatMap(Self.title(inBar:))
    }

    /// `< Back [Left]   Title   [Right]` → `Title`.
    static func title(inBar bar: String) -> String? {
        bar.split(separator: "   ").first { !$0.hasPrefix("<") && !$0.hasPrefix("[") }.map(String.init)
    }
}

extension Event {
    /// `HomeViewController#1 viewDidLoad()` for a call.
    var call: String { "\(object ?? "?") \(method ?? "?")" }
}

extension [Event] {
    /// The events of one kind, in order.
    func of(_ kind: Event.Kind) -> [Event] { filter { $0.kind == kind } }

    /// The texts of the `print` events, in order.
    var printed: [String] { of(.print).compactMap(\.text) }

    /// `object method` of every call, in order.
    var calls: [String] { of(.call).map(\.call) }

    /// The class of the last controller whose `viewDidAppear(_:)` was called: the screen just shown.
    var lastAppeared: String? { last { $0.kind == .call && $0.method?.hasPrefix("viewDidAppear") == true }?.className }
}
