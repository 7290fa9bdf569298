import SceneLabProjects
import CommandGrammar
import Testing
import XcodeProject

/// A bundle identifier names the app's folders on the device (its container, its
/// preferences file, its running mark), so one read from a project cannot climb out of the
/// data directory: only a real bundle identifier is taken, anything else is named.
@Suite struct BundleIdentifierTests {
    @Test(arguments: ["com.example.ToDoManager", "a", "com.example.my-app", "ru.usov.Right-on-target.2"])
    func aBundleIdentifierIsTaken(id: String) {
        #expect(AppManifest.isBundleIdentifier(id))
    }

    @Test(arguments: [
        "", "../../victim", "..", ".", "com..example", ".hidden", "com.example.", "a/b", "com.example/../../x",
        "com.пример.app", "com.example.app\u{1b}[31m", "com example", String(repeating: "a", count: 156),
    ])
    func anythingElseIsRefused(id: String) {
        #expect(!AppManifest.isBundleIdentifier(id))
    }

    private func project(bundleIdentifier: String) throws -> Project {
        let storyboard = Inline.storyboard(initial: "home", Inline.scene(id: "home", className: "HomeViewController"))
        let plist = Inline.plist(
            "<key>CFBundleIdentifier</key><string>\(bundleIdentifier)</string>"
                + Inline.sceneManifest(delegate: "$(PRODUCT_MODULE_NAME).SceneDelegate", storyboard: "Main"))
        return try ProjectReader.read(
            [Inline.file("Victim/Base.lproj/Main.storyboard", storyboard), Inline.file("Victim/Info.plist", plist)],
            folderName: "Victim")
    }

    @Test func aBundleIdentifierThatWouldLeaveTheDataFolderIsReplacedAndNamed() throws {
        let read = try project(bundleIdentifier: "../../victim")
        #expect(read.bundleIdentifier == "org.scenelab.opened.Victim")
        let warning = try #require(read.warnings.first { $0.problem == .invalidBundleIdentifier("../../victim") })
        #expect(warning.file == "Victim/Info.plist")
        #expect(warning.text(in: .en).contains("'../../victim' is not one"))
        #expect(warning.text(in: .ru).contains("недопустим"))
    }

    @Test func aGoodBundleIdentifierIsKeptWithoutAWord() throws {
        let read = try project(bundleIdentifier: "com.example.Victim")
        #expect(read.bundleIdentifier == "com.example.Victim")
        #expect(!read.warnings.contains {
            if case .invalidBundleIdentifier = $0.problem { return true }
            return false
        })
    }
}
