import Testing

@testable import SceneLabCore

/// `String(copyingUTF8:)` reads bytes exactly as `String(decoding:as:)`
/// does, broken UTF-8 repaired alike, only cheaper.
@Suite struct StringBytesTests {
    @Test func copyingReadsBytesAsDecodingDoes() {
        // Seeded, so that a failing sample fails again on the next run.
        var state: UInt64 = 0x5EED
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        var samples: [[UInt8]] = [
            [], Array("push A".utf8), Array("Déjà vu".utf8), [0xFF], [0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x98],
            [0xED, 0xA0, 0x80], [0x41, 0x00, 0x42], Array(repeating: 0x61, count: 40),
        ]
        for _ in 0..<500 {
            let count = Int(next() % 25)
            samples.append((0..<count).map { _ in UInt8(truncatingIfNeeded: next()) })
        }
        for bytes in samples {
            let decoded = String(decoding: bytes, as: UTF8.self)
            let copied = bytes.withUnsafeBufferPointer { String(copyingUTF8: $0) }
            #expect(copied == decoded, "\(bytes)")
            #expect(Array(copied.utf8) == Array(decoded.utf8), "\(bytes)")
        }
    }
}

