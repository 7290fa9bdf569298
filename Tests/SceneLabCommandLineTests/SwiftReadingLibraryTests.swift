import XcodeProject
import SceneLabProjects
import CommandGrammar
import Foundation
import Testing

@testable import SceneLabCommandLine
@testable import SwiftSourceModel

/// `open` reads Swift through a library loaded on first use, so that a session that opens
/// nothing never loads swift-syntax. The build of these tests builds it beside them.
struct SwiftReadingLibraryTests {
    @Test func theLibraryBuiltBesideTheTestsReadsSwift() {
        let sources = SwiftReadingLibrary.read([
            SwiftFile(
                path: "Home.swift",
                text: "class Home: UIViewController {\n  override func viewDidLoad() { print(\"loaded\") }\n}\n")
        ])
        #expect(sources.warnings == [])
        let method = sources.classes["Home"]?.methods["viewDidLoad()"]
        #expect(method?.isOverride == true)
        #expect(method?.statements.count == 1)
    }

    /// The library parses files side by side; what it finds comes back in the files' order,
    /// so the first declaration of a class wins and warnings follow the files, whatever the threads.
    @Test func filesReadSideBySideCombineInTheirOrder() {
        let files = (0..<40).map { index in
            SwiftFile(
                path: String(format: "F%02d.swift", index),
                text: "class Dup: UIViewController { func mark() { print(\"F\(index)\") } }\nclass K\(index): Dup {}\n")
        }
        let sources = SwiftReadingLibrary.read(files)
        #expect(sources.classes["Dup"]?.path == "F00.swift")
        #expect(sources.classes.count == 41)
        let duplicates = sources.warnings.map(\.path)
        #expect(duplicates == (1..<40).map { String(format: "F%02d.swift", $0) })
    }

    @Test func noFilesNeedNoLibrary() {
        #expect(SwiftReadingLibrary.read([]) == SwiftSources())
    }

    @Test func aMissingLibraryIsSaidWithHowToBuildIt() {
        guard case .failure(let problem) = SwiftReadingLibrary.load(from: ["/nonexistent/libSceneLabSwiftReading.so"]) else {
            Issue.record("a library that is not there was loaded")
            return
        }
        let warning = SwiftReadingLibrary.notRead(problem.reason).warnings
        #expect(warning.count == 1)
        guard case .readerUnavailable(let reason)? = warning.first?.problem else {
            Issue.record("no reader-unavailable warning: \(warning)")
            return
        }
        #expect(reason.contains("no libSceneLabSwiftReading.so beside the program"))
        let said = ProjectWarning(file: "", problem: .source(.readerUnavailable(reason: reason)))
        #expect(said.text(in: .en).contains("--product SceneLabSwiftReading"))
        #expect(said.text(in: .ru).contains("не прочитаны"))
    }

    @Test func aFileThatIsNoLibraryIsNamedWithTheLoadersReason() {
        guard case .failure(let problem) = SwiftReadingLibrary.load(from: [#filePath]) else {
            Issue.record("a Swift source file was loaded as a library")
            return
        }
        #expect(problem.reason.contains("SwiftReadingLibraryTests.swift"))
    }

    @Test func theProgramsOwnFolderIsLookedInFirst() {
        // A reader built with swift-syntax's package, when it is the newest, comes before them.
        let candidates = SwiftReadingLibrary.candidates().filter { !$0.hasSuffix(SwiftReadingLibrary.packageBuiltPath) }
        #expect(candidates.count == 3)
        let program = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        #expect(candidates.first == program.appendingPathComponent("libSceneLabSwiftReading.so").path)
        #expect(candidates.allSatisfy { $0.hasSuffix("/libSceneLabSwiftReading.so") })
        #expect(candidates.dropFirst().allSatisfy { $0.contains("/.build/") })
    }
}
