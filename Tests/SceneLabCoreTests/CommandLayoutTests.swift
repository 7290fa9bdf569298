import Testing

@testable import SceneLabCore

/// The commands a replay runs by the million stay small values: a command is
/// carried as `any SimulatorCommand`, whose inline buffer holds three words,
/// so a navigation command that fits there is carried without a heap box.
@Suite struct CommandLayoutTests {
    static let inlineBuffer = 3 * MemoryLayout<Int>.size

    @Test func navigationCommandsFitTheExistentialsInlineBuffer() {
        #expect(MemoryLayout<NavigationController.Push>.size <= Self.inlineBuffer)
        #expect(MemoryLayout<NavigationController.PopTo>.size <= Self.inlineBuffer)
        #expect(MemoryLayout<Presentation.Present>.size <= Self.inlineBuffer)
        #expect(MemoryLayout<TabBarController.SelectTab>.size <= Self.inlineBuffer)
    }

    /// The carrier is the existential and nothing more: five words.
    @Test func aCarriedCommandIsOneExistential() {
        #expect(MemoryLayout<AnySimulatorCommand>.size == MemoryLayout<any SimulatorCommand>.size)
    }
}
