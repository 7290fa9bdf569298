import Foundation
import SceneLabSession

#if canImport(Glibc)
import Glibc
#endif

/// The results file a served class appends to as answers arrive: each answer's line (the
/// student's quiz as it stands, `QuizResult` with its `attempt`) written whole and synced to the
/// disk before the page is told it was recorded, so that killing the server loses no answer a
/// page showed. The same file and schema as the terminal's `--results`.
public final class ResultsJournal: Sendable {
    private let descriptor: Int32

    /// Opens `path` for appending, creating it; nil with the system's reason when it cannot.
    public static func open(_ path: String) -> Result<ResultsJournal, ResultsJournalError> {
        let descriptor = Glibc.open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NOCTTY, 0o644)
        guard descriptor >= 0 else { return .failure(ResultsJournalError(path: path, reason: String(cString: strerror(errno)))) }
        return .success(ResultsJournal(descriptor: descriptor))
    }

    private init(descriptor: Int32) { self.descriptor = descriptor }

    deinit { close(descriptor) }

    /// Appends `result`'s line, stamped now, and syncs it; false when the disk refused it.
    @discardableResult
    public func append(_ result: QuizResult) -> Bool {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        let bytes = Array((result.jsonLine(time: formatter.string(from: Date())) + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return fsync(descriptor) == 0
    }
}

/// Why the results file cannot be written.
public struct ResultsJournalError: Error, Equatable {
    public let path: String
    public let reason: String
}
