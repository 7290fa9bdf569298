/// The median and 95th percentile of a set of timings.
struct Summary {
    let median: Double
    let p95: Double
    let runs: Int

    init(_ times: [Double]) {
        precondition(!times.isEmpty, "no timings to summarize")
        let sorted = times.sorted()
        runs = sorted.count
        let middle = sorted.count / 2
        median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        // Nearest rank: the smallest value with at least 95 % of the runs at or below it.
        let rank = Int((0.95 * Double(sorted.count)).rounded(.up))
        p95 = sorted[max(0, min(sorted.count - 1, rank - 1))]
    }
}
