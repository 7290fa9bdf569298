import Foundation
import Testing

@testable import PropertyLists

/// Python's `plistlib` reads what we write, and we read what it writes.
///
/// Each test runs a small inline script through `python3` on `PATH`; without
/// one the tests are skipped rather than failed.
@Suite(.enabled(if: Python.isOnPath, "needs python3 on PATH"))
struct PropertyListPythonInteropTests {

    /// Python for the value `expected` below; both scripts start with it.
    static let pythonValue = #"""
        import datetime, json, math, plistlib, sys
        value = {
            "string": "héllo <&> \"quoted\" 'single' 世界 😀 e\u0301",
            "empty string": "",
            "integer": 42,
            "negative": -7,
            "minimum": -9223372036854775808,
            "maximum": 9223372036854775807,
            "zero": 0,
            "real": 3.25,
            "tiny": 5e-324,
            "huge": 1.7976931348623157e308,
            "infinity": float("inf"),
            "true": True,
            "false": False,
            "date": datetime.datetime(2024, 2, 29, 12, 34, 56),
            "data": bytes(range(256)),
            "empty data": b"",
            "array": [1, "two", [3.5, {}], []],
            "dict": {"nested": {"k": "v"}, "<&>": "key escaped"},
            "long data": bytes((i * 7) % 256 for i in range(5000)),
            "deep": [[[[[[[[[[{"bottom": True}]]]]]]]]]],
            "long array": list(range(0, 100000, 997)),
        }
        """#

    /// `pythonValue` as our value (Python's naive datetimes are UTC).
    static var expected: PropertyList {
        guard case .dictionary(var dictionary) = PropertyListSamples.everything else { return .dictionary([:]) }
        dictionary["long data"] = .data((0..<5000).map { UInt8($0 * 7 % 256) })
        var deep = PropertyList.array([.dictionary(["bottom": .boolean(true)])])
        for _ in 0..<9 { deep = .array([deep]) }
        dictionary["deep"] = deep
        dictionary["long array"] = .array(stride(from: 0, to: 100_000, by: 997).map { .integer($0) })
        return .dictionary(dictionary)
    }

    /// Runs `python3 -c script arguments…`; returns its exit status and output.
    static func runPython(_ script: String, arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    static func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("plist-interop-\(UInt64.random(in: 0...UInt64.max))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test func weReadWhatPlistlibWrites() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let xml = directory.appendingPathComponent("python.xml.plist")
        let binary = directory.appendingPathComponent("python.binary.plist")
        let fractional = directory.appendingPathComponent("python.fractional.plist")
        let script =
            Self.pythonValue + #"""

                open(sys.argv[1], "wb").write(plistlib.dumps(value, fmt=plistlib.FMT_XML))
                open(sys.argv[2], "wb").write(plistlib.dumps(value, fmt=plistlib.FMT_BINARY))
                moment = datetime.datetime(2024, 2, 29, 12, 34, 56, 250000)
                open(sys.argv[3], "wb").write(plistlib.dumps([moment], fmt=plistlib.FMT_BINARY))
                """#
        let run = try Self.runPython(script, arguments: [xml.path, binary.path, fractional.path])
        try #require(run.status == 0, "python failed: \(run.output)")

        let fromXML = try PropertyListDecoder.decode([UInt8](Data(contentsOf: xml)))
        #expect(fromXML.format == .xml)
        #expect(fromXML.value == Self.expected)
        let fromBinary = try PropertyListDecoder.decode([UInt8](Data(contentsOf: binary)))
        #expect(fromBinary.format == .binary)
        #expect(fromBinary.value == Self.expected)
        let moment = PropertyListDate(secondsSinceReferenceDate: PropertyListSamples.leapDaySeconds + 0.25)
        #expect(try PropertyListDecoder.decode([UInt8](Data(contentsOf: fractional))).value == .array([.date(moment)]))
    }

    @Test func plistlibReadsWhatWeWrite() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let xml = directory.appendingPathComponent("ours.xml.plist")
        let binary = directory.appendingPathComponent("ours.binary.plist")
        let fractional = directory.appendingPathComponent("ours.fractional.plist")
        try Data(PropertyListEncoder.encode(Self.expected, format: .xml)).write(to: xml)
        try Data(PropertyListEncoder.encode(Self.expected, format: .binary)).write(to: binary)
        let moment = PropertyListDate(secondsSinceReferenceDate: PropertyListSamples.leapDaySeconds + 0.25)
        try Data(PropertyListEncoder.encode(.array([.date(moment)]), format: .binary)).write(to: fractional)
        // Compares in Python and exits non-zero with the differences.
        let script =
            Self.pythonValue + #"""

                def differences(ours, theirs, path="root"):
                    if type(ours) is not type(theirs):
                        return [f"{path}: {type(ours).__name__} != {type(theirs).__name__}"]
                    if isinstance(ours, dict):
                        if sorted(ours) != sorted(theirs):
                            return [f"{path}: keys {sorted(ours)} != {sorted(theirs)}"]
                        return [d for k in ours for d in differences(ours[k], theirs[k], f"{path}.{k}")]
                    if isinstance(ours, list):
                        if len(ours) != len(theirs):
                            return [f"{path}: length {len(ours)} != {len(theirs)}"]
                        return [d for i, (a, b) in enumerate(zip(ours, theirs)) for d in differences(a, b, f"{path}[{i}]")]
                    return [] if ours == theirs else [f"{path}: {ours!r} != {theirs!r}"]
                problems = []
                for name in sys.argv[1:3]:
                    with open(name, "rb") as f:
                        problems += [f"{name}: {d}" for d in differences(plistlib.load(f), value)]
                with open(sys.argv[3], "rb") as f:
                    moment = plistlib.load(f)[0]
                if moment != datetime.datetime(2024, 2, 29, 12, 34, 56, 250000):
                    problems.append(f"fractional date: {moment!r}")
                print(json.dumps(problems, ensure_ascii=False, indent=1))
                sys.exit(1 if problems else 0)
                """#
        let run = try Self.runPython(script, arguments: [xml.path, binary.path, fractional.path])
        #expect(run.status == 0, "plistlib disagrees: \(run.output)")
    }

    @Test func ourXMLIsByteForByteWhatPlistlibWrites() throws {
        // The same value, same layout: header, tabs, base64 line width, key order.
        let script =
            Self.pythonValue + #"""

                sys.stdout.buffer.write(plistlib.dumps(value, fmt=plistlib.FMT_XML))
                """#
        let run = try Self.runPython(script, arguments: [])
        try #require(run.status == 0, "python failed: \(run.output)")
        let ours = String(decoding: PropertyListEncoder.encode(Self.expected, format: .xml), as: UTF8.self)
        #expect(ours == run.output)
    }
}

/// Whether the interop tests can run.
enum Python {
    static let isOnPath: Bool = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").contains { directory in
            FileManager.default.isExecutableFile(atPath: "\(directory)/python3")
        }
    }()
}
