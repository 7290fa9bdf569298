import Testing

@testable import SceneLabCore

/// The commands a replay runs by the million stay small values: a large
/// payload is boxed (`indirect`), so that every switch on a command copies a
/// few words, never an outlined copy of the largest case.
@Suite struct CommandLayoutTests {
    /// The largest unboxed payload is `launch`'s: an optional app name, the
    /// window setup and the background flag (18 bytes with the case's tag).
    @Test func aSimulatorCommandIsNoLargerThanLaunchsPayload() {
        #expect(MemoryLayout<SimulatorCommand>.size <= MemoryLayout<String?>.size + 2)
    }
}
