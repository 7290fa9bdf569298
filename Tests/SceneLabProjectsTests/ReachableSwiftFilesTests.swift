import SwiftSourceReader
import SwiftSourceModel
import StoryboardReader
import Testing
import XcodeProject

@testable import SceneLabProjects

/// Which Swift files `open` reads first: those the app reaches from its storyboards, delegates
/// and entry point; and the same code for them as when every file is read.
@Suite struct ReachableSwiftFilesTests {
    private func file(_ path: String, _ text: String) -> ProjectFile { ProjectFile(path: path, bytes: Array(text.utf8)) }

    private func paths(_ files: [ProjectFile]) -> [String] { files.map(\.path) }

    @Test func namesReachFilesThroughEachOtherAndTheRestAreLeft() {
        let split = ReachableSwiftFiles(
            files: [
                file("List.swift", "class ListViewController: UIViewController { let store = Store() }"),
                file("Store.swift", "final class Store { var items: [Item] = [] }"),
                file("Item.swift", "struct Item { let title: String }"),
                file("Item+Text.swift", "extension Item { var text: String { title } }"),
                file("Draft.swift", "class DraftViewController: UIViewController { let old = OldModel() }"),
                file("OldModel.swift", "struct OldModel {}"),
            ],
            roots: ["ListViewController"])
        #expect(paths(split.reachable) == ["List.swift", "Store.swift", "Item.swift", "Item+Text.swift"])
        #expect(paths(split.unreached) == ["Draft.swift", "OldModel.swift"])
        #expect(split.unreachedTypes == ["DraftViewController", "OldModel"])
    }

    @Test func filesThatMustBeReadAreReadWhateverNamesThem() {
        let split = ReachableSwiftFiles(
            files: [
                file("Helpers.swift", "extension UIViewController { func log() { print(Theme.name) } }"),
                file("Theme.swift", "enum Theme { static let name = \"dark\" }"),
                file("Globals.swift", "let sharedFormatter = 1\nclass Unnamed {}"),
                file("AppDelegate.swift", "@main class Main: UIResponder, UIApplicationDelegate {}"),
                file("Scenes.swift", "class Windows: UIResponder, UIWindowSceneDelegate {}"),
                file("Broken.swift", "class Half {"),
                file("Empty.swift", "//  Empty.swift\nimport Foundation\n"),
                file("Label.swift", "class FancyLabel: UILabel {}"),
                file("Labels.swift", "class FancyLabel: UILabel {}\nclass OtherLabel: UILabel {}"),
                file("Lonely.swift", "class LonelyViewController: UIViewController {}"),
            ],
            roots: [])
        #expect(
            paths(split.reachable) == [
                "Helpers.swift", "Theme.swift", "Globals.swift", "AppDelegate.swift", "Scenes.swift", "Broken.swift",
                "Empty.swift", "Label.swift", "Labels.swift",
            ])
        #expect(split.unreachedTypes == ["LonelyViewController"])
    }

    /// A storyboard names the classes it makes wherever they stand: a controller, a view inside
    /// it, a segue; those are the roots the app starts from.
    @Test func aStoryboardNamesEveryCustomClassItMakes() throws {
        let storyboard = try StoryboardReader.Storyboard.read(
            Inline.storyboard(
                initial: "home",
                Inline.scene(id: "home", className: "HomeViewController", next: "detail")
                    + Inline.scene(id: "detail", className: nil)
            ).replacingOccurrences(of: "<button ", with: "<button customClass=\"PillButton\" "))
        #expect(storyboard.customClassNames == ["HomeViewController", "PillButton"])
    }

    @Test func aProjectWhoseFilesAllReachReadsThemAll() {
        let split = ReachableSwiftFiles(
            files: [file("A.swift", "class A { let b = B() }"), file("B.swift", "class B { weak var a: A? }")],
            roots: ["B"])
        #expect(split.unreached.isEmpty)
        #expect(split.unreachedTypes.isEmpty)
    }

    /// The test projects and the example: each class read first is the class read with every
    /// file, its code the same, and each class left out is declared in a file left unread.
    @Test(arguments: Fixtures.allProjectFolders)
    func theClassesReadFirstAreTheClassesOfTheWholeReading(folder: String) throws {
        let project = try Fixtures.project(at: Fixtures.root.appendingPathComponent(folder))
        var firstFiles: [SwiftFile] = []
        let (_, firstWarnings, unread) = try ProjectApp.reachableDefinition(of: project, id: "app") { files in
            firstFiles = files
            return SwiftSourceReader.read(files)
        }
        let first = SwiftSourceReader.read(firstFiles)
        let whole = SwiftSourceReader.read(
            project.swiftFiles.map { SwiftFile(path: $0.path, text: String(decoding: $0.bytes, as: UTF8.self)) })
        for (name, declared) in first.classes { #expect(whole.classes[name] == declared, "\(folder): \(name)") }
        for (name, declared) in whole.classes where first.classes[name] == nil {
            #expect(unread.paths.contains(declared.path), "\(folder): \(name) is left out, yet its file was read")
        }
        let (_, wholeWarnings) = try ProjectApp.definition(of: project, id: "app", readSwift: SwiftSourceReader.read)
        let said = Set(wholeWarnings.map { $0.text(in: .en) })
        for warning in firstWarnings { #expect(said.contains(warning.text(in: .en)), "\(folder): \(warning.text(in: .en))") }
    }
}
