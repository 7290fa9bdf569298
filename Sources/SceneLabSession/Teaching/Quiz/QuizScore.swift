/// How an answer is scored: one point per call in the longest run of calls
/// the answer puts in the right relative order (the longest common
/// subsequence of the answer and the true order). Full marks only for the
/// exact order; one call moved elsewhere costs one point, wherever it went.
///
/// Only what is known is scored: with `settled` given, the calls outside it
/// (`[uncertain]`: no source settles where they come) are left out of the
/// run, so that where the answer puts them costs nothing, and the points
/// are out of the settled calls.
public enum QuizScore {
    /// The points `answer` (indices into the true order) earns, out of its
    /// count, or out of `settled`'s when given.
    public static func points(_ answer: [Int], settled: Set<Int>? = nil) -> Int {
        inOrder(answer, settled: settled).count
    }

    /// The calls of one longest run the answer puts in the right relative
    /// order, among the `settled` ones when given: the ones that earn a point each.
    public static func inOrder(_ answer: [Int], settled: Set<Int>? = nil) -> Set<Int> {
        let answer = settled.map { settled in answer.filter(settled.contains) } ?? answer
        // The answer holds each call once, so the longest common subsequence
        // with the true order (0, 1, …, n-1) is its longest increasing run:
        // patience sorting, each place remembering the one before it.
        var tails: [Int] = []  // places in `answer`
        var previous = [Int](repeating: -1, count: answer.count)
        for (place, value) in answer.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if answer[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            previous[place] = low > 0 ? tails[low - 1] : -1
            if low == tails.count { tails.append(place) } else { tails[low] = place }
        }
        var run: Set<Int> = []
        var place = tails.last ?? -1
        while place >= 0 {
            run.insert(answer[place])
            place = previous[place]
        }
        return run
    }

    /// The pairs the answer orders the wrong way round, as (earlier, later)
    /// in the true order, earliest first; with `settled`, only pairs of settled calls.
    public static func wrongPairs(_ answer: [Int], settled: Set<Int>? = nil) -> [(earlier: Int, later: Int)] {
        var position = [Int](repeating: 0, count: answer.count)
        for (place, call) in answer.enumerated() { position[call] = place }
        let counts = { (call: Int) in settled?.contains(call) ?? true }
        var pairs: [(Int, Int)] = []
        for earlier in answer.indices where counts(earlier) {
            for later in (earlier + 1)..<answer.count where counts(later) && position[later] < position[earlier] {
                pairs.append((earlier, later))
            }
        }
        return pairs
    }
}
