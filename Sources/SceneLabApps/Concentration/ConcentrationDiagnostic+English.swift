extension ConcentrationDiagnostic {
    var english: String {
        switch self {
        case .reusesGames:
            return "reuse on: a theme tap reuses the game in the detail column or the last one segued to, "
                + "and segues only when there is none (the lecture's own code)"
        case .seguesEveryTap(let segue):
            return "reuse off: every theme tap performs the segue \(segue), as in the lecture's demo"
        case .themeSetInDetail(let theme):
            return "the game in the detail column takes the theme \(theme); no segue"
        case .cardAlreadyMatched(let card):
            return "card \(card) is matched: chooseCard(at:) ignores it (the flip still counts)"
        case .cardFaceUp(let card, let face):
            return "card \(card) face up: \(face)"
        case .cardsMatch(let card, let face, let other, let score):
            return "card \(card) face up: \(face), a match with card \(other): +2, score \(score)"
        case .cardsMismatch(let card, let face, let other, let otherFace, let penalty, let score):
            let seen: String
            switch penalty {
            case 0: seen = "neither seen before"
            case 1: seen = "−1: one seen before"
            default: seen = "−\(penalty): both seen before"
            }
            return "card \(card) face up: \(face), no match with card \(other) (\(otherFace)); \(seen), score \(score)"
        case .allPairsFound(let pairs, let flips, let score):
            return "all \(pairs) pairs found in \(flips) flips, score \(score); `tap new-game` deals again"
        case .newGameDealt(let cards):
            return "new game: \(cards) cards shuffled face down, flips and score back to 0"
        }
    }
}
