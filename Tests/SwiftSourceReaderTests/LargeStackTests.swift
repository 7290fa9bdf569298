import Synchronization
import Testing

@testable import SceneLabSwiftReading

/// The reader runs on a thread whose stack is far larger than a main
/// thread's usual 8 MiB, whatever the calling thread's is.
@Suite struct LargeStackTests {
    /// Uses `levels` × 64 KiB of stack, each level's buffer kept live until
    /// the levels below return; the sum of what it wrote.
    private static func deepen(_ levels: Int) -> Int {
        var buffer = InlineArray<8192, UInt64>(repeating: UInt64(levels))
        let below = levels > 1 ? deepen(levels - 1) : 0
        buffer[levels % 8192] &+= 1
        return below + Int(buffer[0] & 1)
    }

    @Test func workNeedingFourTimesAMainThreadsStackRunsAndItsAnswerComesBack() {
        // 512 levels of 64 KiB: 32 MiB, which would end the process on an 8 MiB stack.
        let answer = LargeStack.run { Self.deepen(512) }
        #expect(answer == 256)
    }

    @Test func anOptionalAnswerOfNilIsGivenOnceNotRunAgain() {
        var runs = 0
        let answer: Int? = LargeStack.run {
            runs += 1
            return nil
        }
        #expect(answer == nil)
        #expect(runs == 1)
    }

    /// Threads take items as they finish others; the results still come back in the items'
    /// order, each item computed once, however many threads there are.
    @Test func mapGivesEachItemsResultInOrderEachComputedOnce() {
        let calls = Atomic<Int>(0)
        for threads in [1, 2, 3, 8, 200] {
            calls.store(0, ordering: .relaxed)
            // Uneven work: every tenth item takes far longer than the rest.
            let items = Array(0..<137)
            let results = LargeStack.map(items, threads: threads) { item in
                calls.wrappingAdd(1, ordering: .relaxed)
                var sum = 0
                for step in 0..<(item.isMultiple(of: 10) ? 200_000 : 10) { sum &+= step }
                return "\(item):\(sum > 0)"
            }
            #expect(results == items.map { "\($0):true" }, "\(threads) threads")
            #expect(calls.load(ordering: .relaxed) == items.count, "\(threads) threads")
        }
        #expect(LargeStack.map([Int](), threads: 4) { $0 }.isEmpty)
    }
}
