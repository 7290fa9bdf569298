/// How an answer is scored: one point per call in the longest run of calls
/// the answer puts in the right relative order (the longest common
/// subsequence of the answer and the true order). Full marks only for the
/// exact order; one call moved elsewhere costs one point, wherever it went.
public enum QuizScore {
    /// The points `answer` (indices into the true order) earns, out of its count.
    public static func points(_ answer: [Int]) -> Int { inOrder(answer).count }

    /// The calls of one longest run the answer puts in the right relative
    /// order: the ones that earn a point each.
    public static func inOrder(_ answer: [Int]) -> Set<Int> {
        // The answer is a permutation of 0..<n, so the longest common
        // subsequence with 0, 1, …, n-1 is its longest increasing run:
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
    /// in the true order, earliest first.
    public static func wrongPairs(_ answer: [Int]) -> [(earlier: Int, later: Int)] {
        var position = [Int](repeating: 0, count: answer.count)
        for (place, call) in answer.enumerated() { position[call] = place }
        var pairs: [(Int, Int)] = []
        for earlier in answer.indices {
            for later in (earlier + 1)..<answer.count where position[later] < position[earlier] {
                pairs.append((earlier, later))
            }
        }
        return pairs
    }
}
