import PropertyLists

/// scenelab's own property-list codec (`PropertyListEncoder`/`Decoder` in the
/// PropertyLists module): pure Swift, no Foundation.
enum SceneLabCodec {
    static func format(_ name: String) -> PropertyListFormat {
        guard let format = PropertyListFormat(rawValue: name) else { Report.fail("unknown format \(name)") }
        return format
    }

    /// The bytes of a domain of `tasks` tasks, as the store would write them.
    static func fixture(tasks: Int, format: String) -> [UInt8] {
        PropertyListEncoder.encode(TaskList.propertyList(count: tasks), format: self.format(format))
    }

    /// Times encoding `tasks` tasks (from values already built) into `format`.
    static func measureWrite(tasks: Int, format name: String, runs: Int) -> Summary {
        let value = TaskList.propertyList(count: tasks)
        let format = self.format(name)
        var written = 0
        let times = Stopwatch.measure(runs: runs) {
            written = PropertyListEncoder.encode(value, format: format).count
        }
        guard written > tasks else { Report.fail("scenelab wrote \(written) bytes for \(tasks) tasks") }
        return Summary(times)
    }

    /// Times decoding `bytes` (a domain of `tasks` tasks) into values.
    static func measureRead(_ bytes: [UInt8], tasks: Int, runs: Int) -> Summary {
        var read: Int? = nil
        let times = Stopwatch.measure(runs: runs) {
            read = (try? PropertyListDecoder.decode(bytes)).flatMap { TaskList.count(in: $0.value) }
        }
        guard read == tasks else {
            Report.fail("scenelab read \(read.map(String.init) ?? "nothing"), not \(tasks) tasks")
        }
        return Summary(times)
    }
}
