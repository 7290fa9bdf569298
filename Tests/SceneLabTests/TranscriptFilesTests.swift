import Foundation
import Testing

@testable import SceneLabApps
@testable import SceneLabCore
@testable import SceneLabSession

/// Runs every behaviour transcript under Tests/Transcripts through the checker in-process,
/// so `swift test` alone catches a change in callback order.
struct TranscriptFilesTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Transcripts")

    static var files: [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".t") }.sorted().map { folder.appendingPathComponent($0) }
    }

    @Test func theTranscriptFolderIsNotEmpty() {
        #expect(Self.files.count >= 18)
    }

    @Test(arguments: files)
    func transcriptPasses(_ file: URL) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        let result = TranscriptChecker.check(text, name: file.lastPathComponent)
        #expect(result.passed, "\(result.diff)")
    }
}
