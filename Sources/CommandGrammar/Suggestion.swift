/// "Did you mean …?" for mistyped words: of commands, options, apps, topics,
/// and the labels a screen shows. One rule everywhere, so that a typo meets
/// the same help whichever word it was meant to be.
///
/// The rule: a candidate the word begins (`sav` → `save`), else the candidate
/// fewest edits away, where an edit is a letter added, dropped, changed, or
/// two neighbours swapped (`nwe` → `new`), and at most a third of the
/// word's letters (at least one, at most three) may be edited. Nothing is
/// suggested past that bound: `foo` is two edits from `ios`, two thirds of
/// the word, which is no typo but another word.
public enum Suggestion {
    /// The candidate closest to `word`, if one is close enough to be a likely
    /// typo. Case is ignored; the candidate comes back as spelled. Of two
    /// candidates equally close, the earlier wins.
    public static func closest(to word: String, in candidates: [String]) -> String? {
        let lowered = word.lowercased()
        guard !lowered.isEmpty else { return nil }
        let lowerCandidates = candidates.map { $0.lowercased() }
        if let index = lowerCandidates.firstIndex(where: { $0.hasPrefix(lowered) }) { return candidates[index] }
        let limit = limit(forLength: lowered.count)
        var best: (index: Int, distance: Int)?
        for (index, candidate) in lowerCandidates.enumerated() {
            // A candidate whose length alone is further off than the limit cannot be close.
            guard abs(candidate.count - lowered.count) <= limit else { continue }
            let edits = distance(lowered, candidate)
            if edits <= limit, edits < (best?.distance ?? Int.max) { best = (index, edits) }
        }
        return best.map { candidates[$0.index] }
    }

    /// `"; did you mean 'WORD'?"` for the closest candidate, or `""` when none
    /// is close: the tail every refusal appends.
    public static func didYouMean(_ word: String, in candidates: [String]) -> String {
        closest(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// The same tail in `language` (`"; может быть, 'WORD'?"`).
    public static func didYouMean(_ word: String, in candidates: [String], language: Language) -> String {
        switch language {
        case .en: return didYouMean(word, in: candidates)
        case .ru: return closest(to: word, in: candidates).map { "; может быть, '\($0)'?" } ?? ""
        }
    }

    /// How many edits a word of `length` letters may be from a suggestion:
    /// a third of it, at least one and at most three. The bound grows with the
    /// word because a long word keeps its shape after a slip or two, while a
    /// short one two edits away is mostly another word.
    package static func limit(forLength length: Int) -> Int { max(1, min(3, length / 3)) }

    /// Edit distance between two strings where swapping two neighbouring
    /// letters counts as one edit (the optimal string alignment distance), as
    /// a slip of the fingers makes it.
    package static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        // Three rows: the one before the previous is needed for a swap.
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                var best = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, beforePrevious[j - 2] + 1)
                }
                current[j] = best
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
