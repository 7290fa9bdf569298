#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The machine-readable lines `scripts/bench` turns into its table: one
/// measurement a line, tab-separated, times in milliseconds.
///
///     codec  IMPLEMENTATION  FORMAT  OPERATION  TASKS  MEDIAN  P95  RUNS
///     latency  WHERE  FORMAT  TASKS  MEDIAN  P95  RUNS
enum Report {
    static func codec(_ implementation: String, _ format: String, _ operation: String, tasks: Int, _ summary: Summary) {
        line([
            "codec", implementation, format, operation, String(tasks), milliseconds(summary.median),
            milliseconds(summary.p95), String(summary.runs),
        ])
    }

    static func latency(_ location: String, _ format: String, tasks: Int, _ summary: Summary) {
        line([
            "latency", location, format, String(tasks), milliseconds(summary.median), milliseconds(summary.p95),
            String(summary.runs),
        ])
    }

    /// A line on standard output, unbuffered, so the script sees progress as it happens.
    static func line(_ fields: [String]) {
        writeAll(fields.joined(separator: "\t") + "\n", to: 1)
    }

    /// Two decimals, without Foundation's formatting.
    static func milliseconds(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }

    /// Says what went wrong on standard error and exits with status 1.
    static func fail(_ message: String) -> Never {
        writeAll("scenelab-bench: \(message)\n", to: 2)
        exit(1)
    }

    /// Writes the whole text to a file descriptor (no stdio: its globals are not concurrency-safe).
    private static func writeAll(_ text: String, to descriptor: Int32) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            offset += count
        }
    }
}
