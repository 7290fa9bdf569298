/// "Did you mean …?" for mistyped words: of commands, and of the words an
/// app's own commands take.
public enum Suggestion {
    /// The candidate closest to `word`, if one is close enough to be a likely typo.
    public static func closest(to word: String, in candidates: [String]) -> String? {
        let lowered = word.lowercased()
        if let prefixed = candidates.first(where: { $0.hasPrefix(lowered) }), !lowered.isEmpty {
            return prefixed
        }
        let limit = max(1, min(3, lowered.count / 3 + 1))
        let scored = candidates.map { ($0, distance(lowered, $0)) }.filter { $0.1 <= limit }
        return scored.min { $0.1 < $1.1 }?.0
    }

    /// Levenshtein distance between two strings.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
