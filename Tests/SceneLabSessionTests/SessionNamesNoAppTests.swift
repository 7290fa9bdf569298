import Foundation
import Testing

@testable import SceneLabSession

/// The session layer reads every app's model commands and topics through the
/// app interface; a source of it that names one of the apps or their model
/// commands is a list that has crept back.
@Suite struct SessionNamesNoAppTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources").appendingPathComponent("SceneLabSession")

    /// The apps' names and their model commands' words.
    static let appWords = ["task", "contact", "checklist", "snake", "concentration"]

    static var swiftFiles: [URL] {
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        let all = (enumerator?.allObjects as? [URL]) ?? []
        return all.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }

    @Test func theSessionSourcesAreFound() {
        #expect(Self.swiftFiles.count > 20)
    }

    @Test func noSessionSourceNamesAnApp() throws {
        for file in Self.swiftFiles {
            let text = try String(contentsOf: file, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                // Swift's `@TaskLocal` is no To-Do task.
                let lowered = line.lowercased().replacingOccurrences(of: "@tasklocal", with: "")
                for word in Self.appWords where lowered.contains(word) {
                    Issue.record("\(file.lastPathComponent):\(number + 1) names '\(word)': \(line)")
                }
            }
        }
    }
}
