#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `scenelab-bench`: the in-process measurements behind `scripts/bench`.
///
///     scenelab-bench codec TASKS RUNS FIXTURE_DIR
///         write and read TASKS tasks in XML and binary, with scenelab's
///         codec and Foundation's; reads use FIXTURE_DIR/tasks-TASKS.FORMAT.plist
///     scenelab-bench fixture TASKS FORMAT PATH
///         writes a domain of TASKS tasks to PATH, as scenelab's codec does
///     scenelab-bench seed DATA_DIR TASKS FORMAT
///         stores TASKS tasks in com.example.ToDoManager under DATA_DIR
///     scenelab-bench latency DATA_DIR TASKS FORMAT RUNS
///         one durable write into that domain, through Store and FileStorage
///
/// Results are tab-separated lines on standard output (see `Report`).
@main
enum Bench {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        switch arguments.first {
        case "codec" where arguments.count == 4:
            codec(tasks: number(arguments[1]), runs: number(arguments[2]), fixtures: arguments[3])
        case "fixture" where arguments.count == 4:
            Fixture.write(SceneLabCodec.fixture(tasks: number(arguments[1]), format: arguments[2]), to: arguments[3])
        case "seed" where arguments.count == 4:
            StoreLatency.seed(root: arguments[1], tasks: number(arguments[2]), format: arguments[3])
        case "latency" where arguments.count == 5:
            let tasks = number(arguments[2])
            let summary = StoreLatency.measure(
                root: arguments[1], tasks: tasks, format: arguments[3], runs: number(arguments[4]))
            Report.latency("in-process", arguments[3], tasks: tasks, summary)
        default:
            Report.fail(
                "usage: scenelab-bench codec TASKS RUNS FIXTURE_DIR | fixture TASKS FORMAT PATH"
                    + " | seed DATA_DIR TASKS FORMAT | latency DATA_DIR TASKS FORMAT RUNS")
        }
    }

    /// Both codecs, both formats, both directions, on one size.
    static func codec(tasks: Int, runs: Int, fixtures: String) {
        for format in ["xml", "binary"] {
            Report.codec(
                "scenelab", format, "write", tasks: tasks,
                SceneLabCodec.measureWrite(tasks: tasks, format: format, runs: runs))
            Report.codec(
                "foundation", format, "write", tasks: tasks,
                FoundationCodec.measureWrite(tasks: tasks, format: format, runs: runs))
            let bytes = Fixture.read(fixtures + "/tasks-\(tasks).\(format).plist")
            Report.codec(
                "scenelab", format, "read", tasks: tasks,
                SceneLabCodec.measureRead(bytes, tasks: tasks, runs: runs))
            Report.codec(
                "foundation", format, "read", tasks: tasks,
                FoundationCodec.measureRead(bytes, tasks: tasks, runs: runs))
        }
    }

    static func number(_ text: String) -> Int {
        guard let value = Int(text), value > 0 else { Report.fail("'\(text)' is not a positive number") }
        return value
    }
}
