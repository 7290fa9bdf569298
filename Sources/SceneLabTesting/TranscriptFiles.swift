import Foundation

/// The behaviour transcripts under `Tests/Transcripts`, found from this file's place in the
/// repository, for the tests that run them or read their commands.
public enum TranscriptFiles {
    /// The folder of transcripts.
    public static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Tests/Transcripts")

    /// Every `.t` file in it, by name.
    public static var all: [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".t") }.sorted().map { folder.appendingPathComponent($0) }
    }
}
