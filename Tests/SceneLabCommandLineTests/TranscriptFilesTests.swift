import Foundation
import Testing
import SceneLabTesting

@testable import SceneLabApps
@testable import SceneLabCore
@testable import SceneLabSession
@testable import SceneLabCommandLine

/// Runs every behaviour transcript under Tests/Transcripts through the checker in-process,
/// so `swift test` alone catches a change in callback order.
struct TranscriptFilesTests {
    static var files: [URL] { TranscriptFiles.all }

    @Test func theTranscriptFolderIsNotEmpty() {
        #expect(Self.files.count >= 18)
    }

    /// A golden transcript that asserts an order the notes leave open says
    /// so, so that a reader does not take the line for settled ground truth.
    @Test(arguments: files)
    func aTranscriptWithUncertainLinesSaysSoInAComment(_ file: URL) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        guard text.contains("[uncertain]") else { return }
        let comments = text.split(separator: "\n").filter { $0.hasPrefix("#") }.map { $0.lowercased() }
        #expect(
            comments.contains { $0.contains("uncertain") || $0.contains("disagree") || $0.contains("not settle") },
            "\(file.lastPathComponent) asserts [uncertain] lines without a comment saying their order is open")
    }

    @Test(arguments: files)
    func transcriptPasses(_ file: URL) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        // A transcript that opens a project (`#: open PATH`) runs that project's app, as `scenelab check` does.
        let device = try CheckCommand.device(for: text, at: file.path).get()
        let result = TranscriptChecker.check(
            text, name: file.lastPathComponent, catalog: device.catalog, platform: device.platform,
            unreadCode: device.unreadCode)
        #expect(result.passed, "\(result.diff)")
    }
}
