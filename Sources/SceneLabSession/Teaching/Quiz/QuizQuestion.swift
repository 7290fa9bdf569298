import SceneLabCore

/// One quiz question: a step's calls in their true order, and the numbered
/// list the student orders, shuffled for that student and that step.
public struct QuizQuestion: Sendable, Equatable {
    /// The calls, in the order UIKit makes them.
    public let truth: [QuizCall]
    /// The list as shown: `shown[k]` is the call numbered `k + 1`, an index into `truth`.
    public let shown: [Int]

    /// Shuffles `truth` for one student and step. The same seed, student and
    /// step give the same list, so a rerun is reproducible; another student
    /// or step gets another list, so a class cannot share one number string.
    public init(truth: [QuizCall], seed: UInt64, student: String, step: Int) {
        self.truth = truth
        var state = Self.mix(seed: seed, student: student, step: step)
        var order = Array(truth.indices)
        for index in stride(from: order.count - 1, to: 0, by: -1) {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            order.swapAt(index, Int((state >> 33) % UInt64(index + 1)))
        }
        // Never the true order itself when there is another.
        if order == Array(truth.indices), order.count > 1 { order.swapAt(0, 1) }
        shown = order
    }

    /// The calls a source settles the place of (indices into `truth`): the
    /// only ones scored. An `[uncertain]` call may go anywhere in an answer.
    public var settled: Set<Int> { Set(truth.indices.filter { truth[$0].isSettled }) }

    /// Whether there is an order to ask: at least two settled calls. A step
    /// where nothing is settled is played, not asked.
    public var hasSettledOrder: Bool { settled.count > 1 }

    /// The shown list's calls, in the order shown.
    public var shownCalls: [QuizCall] { shown.map { truth[$0] } }

    /// FNV-1a (the core's) over the seed, the student's name and the step: one number.
    static func mix(seed: UInt64, student: String, step: Int) -> UInt64 {
        var bytes = withUnsafeBytes(of: seed.littleEndian, Array.init)
        bytes.append(0)
        bytes += student.utf8
        bytes.append(0)
        bytes += withUnsafeBytes(of: UInt64(truncatingIfNeeded: step).littleEndian, Array.init)
        return UInt64(bitPattern: Int64(bytes.withUnsafeBufferPointer(FNV1a.hash)))
    }
}
