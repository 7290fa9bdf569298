import Foundation
import PropertyLists

/// Foundation's `PropertyListSerialization`, as an app on Linux would call it,
/// on the same tasks as `TaskList` (this file does not import PropertyLists,
/// whose codec types share Foundation's names).
enum FoundationCodec {
    static func format(_ name: String) -> PropertyListSerialization.PropertyListFormat {
        switch name {
        case "xml": return .xml
        case "binary": return .binary
        default: Report.fail("unknown format \(name)")
        }
    }

    /// The domain's values as Foundation property-list objects.
    static func values(count: Int) -> [String: Any] {
        let tasks: [[String: Any]] = (0..<count).map { index in
            [
                "title": "Task \(index)", "type": index % 3 == 0 ? "important" : "normal",
                "status": index % 2 == 1 ? "completed" : "planned",
            ]
        }
        return ["tasks": tasks]
    }

    static func measureWrite(tasks: Int, format name: String, runs: Int) -> Summary {
        let values = values(count: tasks)
        let format = self.format(name)
        var written = 0
        let times = Stopwatch.measure(runs: runs) {
            do {
                written = try PropertyListSerialization.data(fromPropertyList: values, format: format, options: 0).count
            } catch {
                Report.fail("Foundation could not write \(tasks) tasks: \(error)")
            }
        }
        guard written > tasks else { Report.fail("Foundation wrote \(written) bytes for \(tasks) tasks") }
        return Summary(times)
    }

    static func measureRead(_ bytes: [UInt8], tasks: Int, runs: Int) -> Summary {
        let data = Data(bytes)
        var read = -1
        let times = Stopwatch.measure(runs: runs) {
            do {
                let value = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
                read = ((value as? [String: Any])?["tasks"] as? [Any])?.count ?? -1
            } catch {
                Report.fail("Foundation could not read \(tasks) tasks: \(error)")
            }
        }
        guard read == tasks else { Report.fail("Foundation read \(read), not \(tasks) tasks") }
        return Summary(times)
    }
}
