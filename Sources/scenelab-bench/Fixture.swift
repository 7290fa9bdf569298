#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole files in and out, so every implementation reads the very same bytes.
enum Fixture {
    static func write(_ bytes: [UInt8], to path: String) {
        guard let file = fopen(path, "wb") else { Report.fail("cannot create \(path)") }
        defer { fclose(file) }
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        guard written == bytes.count else { Report.fail("cannot write \(path)") }
    }

    static func read(_ path: String) -> [UInt8] {
        guard let file = fopen(path, "rb") else { Report.fail("cannot open \(path) (run `fixture` first)") }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }
}
