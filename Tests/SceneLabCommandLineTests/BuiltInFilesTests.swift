import Foundation
import Testing

@testable import SceneLabCommandLine

/// The lessons and examples built into the program are the repository's: a lesson edited on
/// disk without `scripts/embed-files` would play one way here and another in a copied binary.
struct BuiltInFilesTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every file under lessons/ and examples/, by its path in the repository.
    static var filesOnDisk: [String: String] {
        var found: [String: String] = [:]
        for folder in ["lessons", "examples"] {
            let root = repository.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(atPath: root.path) else { continue }
            for case let relative as String in walker {
                let url = root.appendingPathComponent(relative)
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue,
                    !url.lastPathComponent.hasPrefix("."), let text = try? String(contentsOf: url, encoding: .utf8)
                else { continue }
                found[folder + "/" + relative] = text
            }
        }
        return found
    }

    @Test func theBuiltInFilesAreTheRepositorysLessonsAndExamples() {
        let disk = Self.filesOnDisk
        let builtIn = Dictionary(BuiltInFiles.contents.map { ($0.path, $0.text) }, uniquingKeysWith: { first, _ in first })
        #expect(disk.count >= 38, "lessons/ and examples/ were not found beside the tests")
        for (path, text) in disk.sorted(by: { $0.key < $1.key }) {
            #expect(builtIn[path] == text, "\(path) differs from its built-in copy: run scripts/embed-files")
        }
        for path in builtIn.keys.sorted() where disk[path] == nil {
            Issue.record("\(path) is built in but no longer on disk: run scripts/embed-files")
        }
    }

    @Test func theBuiltInLessonsAreNumberedInBothLanguages() {
        let english = Lessons.builtIn(russian: false)
        let russian = Lessons.builtIn(russian: true)
        #expect(english.map(\.number) == Array(1...english.count))
        #expect(russian.map(\.number) == english.map(\.number))
        #expect(english.first?.path == "built-in:lessons/01-launch.t")
        #expect(russian.first?.path == "built-in:lessons/ru/01-launch.t")
        #expect(english.allSatisfy { $0.builtInPath != nil && !$0.text.isEmpty })
    }

    @Test func aBuiltInLessonOpensTheBuiltInCopyOfItsProject() throws {
        let lesson = try #require(Lessons.builtIn(russian: false).first { $0.number == 19 })
        let path = try #require(lesson.builtInPath)
        let device = try CheckCommand.device(opening: "../examples/LifecycleLab", fromBuiltIn: path).get()
        #expect(device.catalog.apps.first?.id == "lifecyclelab")
    }

    @Test func aBuiltInPathCannotClimbOutOfTheBuiltInTree() {
        #expect(BuiltInFiles.resolve("../examples/LifecycleLab", from: "lessons") == "examples/LifecycleLab")
        #expect(BuiltInFiles.resolve("../../examples/LifecycleLab", from: "lessons/ru") == "examples/LifecycleLab")
        #expect(BuiltInFiles.resolve("../../../etc", from: "lessons") == nil)
        #expect(BuiltInFiles.resolve("./x/../y", from: "lessons") == "lessons/y")
        let refused = CheckCommand.device(opening: "../nowhere", fromBuiltIn: "lessons/19-open-a-project.t")
        #expect((try? refused.get()) == nil)
    }
}
