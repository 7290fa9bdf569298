/// The lecture's model class `Concentration` (CS193p 2017, lectures 2 and 3),
/// called `ConcentrationGame` here because `Concentration` is the app: the
/// cards, `chooseCard(at:)` and `indexOfOneAndOnlyFaceUpCard`, with the score
/// and the shuffle of the course's first homework (the lecture's code leaves
/// `// TODO: Shuffle the cards`).
struct ConcentrationGame: Sendable, Equatable {
    /// The lecture's `Card`: two cards of a pair share an identifier.
    struct Card: Sendable, Equatable {
        var isFaceUp = false
        var isMatched = false
        let identifier: Int
    }

    /// What one `chooseCard(at:)` did, for the line the controller prints.
    enum Outcome: Sendable, Equatable {
        /// A matched card: the lecture's `if !cards[index].isMatched` skips it.
        case alreadyMatched
        /// The card is now the one and only face-up card (every other one flipped down).
        case onlyFaceUp
        /// The second card matches the face-up one at `with`: +2.
        case match(with: Int)
        /// The second card does not match the one at `with`; `penalty` is
        /// how many of the two had been seen before this turn (−1 each).
        case mismatch(with: Int, penalty: Int)
    }

    private(set) var cards: [Card] = []
    /// Homework 1's score: +2 per match, −1 per previously seen card in a mismatch.
    private(set) var score = 0
    /// The cards that have been turned up in an earlier, finished turn.
    private(set) var seen: Set<Int> = []

    /// Lecture 3's computed property: the only face-up card, if exactly one
    /// is; setting it turns every other card face down.
    var indexOfOneAndOnlyFaceUpCard: Int? {
        get {
            let faceUp = cards.indices.filter { cards[$0].isFaceUp }
            return faceUp.count == 1 ? faceUp.first : nil
        }
        set {
            for index in cards.indices { cards[index].isFaceUp = (index == newValue) }
        }
    }

    /// `init(numberOfPairsOfCards:)`: two cards per identifier, then shuffled
    /// (homework 1) from the app's seeded generator, so a script replays.
    init(numberOfPairsOfCards: Int, using generator: inout SecretGenerator) {
        for identifier in 0..<max(0, numberOfPairsOfCards) {
            let card = Card(identifier: identifier)
            cards += [card, card]
        }
        // Fisher–Yates, drawing from the seeded generator rather than `shuffle()`,
        // whose algorithm the standard library does not promise to keep.
        for last in stride(from: cards.count - 1, to: 0, by: -1) {
            cards.swapAt(last, generator.value(in: 0...last))
        }
    }

    /// The lecture's `chooseCard(at:)`, scoring as homework 1 asks.
    mutating func chooseCard(at index: Int) -> Outcome {
        guard cards.indices.contains(index), !cards[index].isMatched else { return .alreadyMatched }
        guard let matchIndex = indexOfOneAndOnlyFaceUpCard, matchIndex != index else {
            // Either no card or two are face up, or this one already is: it becomes the only one.
            indexOfOneAndOnlyFaceUpCard = index
            return .onlyFaceUp
        }
        let outcome: Outcome
        if cards[matchIndex].identifier == cards[index].identifier {
            cards[matchIndex].isMatched = true
            cards[index].isMatched = true
            score += 2
            outcome = .match(with: matchIndex)
        } else {
            let penalty = [matchIndex, index].filter { seen.contains($0) }.count
            score -= penalty
            outcome = .mismatch(with: matchIndex, penalty: penalty)
        }
        cards[index].isFaceUp = true
        seen.formUnion([matchIndex, index])
        return outcome
    }

    /// Whether every pair has been found.
    var isOver: Bool { !cards.isEmpty && cards.allSatisfy(\.isMatched) }
}
