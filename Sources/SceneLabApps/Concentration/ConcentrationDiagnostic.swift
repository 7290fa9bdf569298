import CommandGrammar

/// What Concentration's command and controllers remark, with the data the
/// sentence needs. A card is named by its number from 1, as `tap N` counts.
enum ConcentrationDiagnostic: Diagnostic, Equatable {
    // MARK: `concentration reuse`

    /// Reuse is on: a theme tap reuses a game, and segues only when there is none.
    case reusesGames
    /// Reuse is off: every theme tap performs `segue`.
    case seguesEveryTap(segue: String)
    /// With reuse on, the game in the detail column took `theme`, with no segue.
    case themeSetInDetail(theme: String)

    // MARK: The game

    /// A touch of a matched card, which `chooseCard(at:)` ignores.
    case cardAlreadyMatched(card: Int)
    /// The card is now the only one face up, showing `face`.
    case cardFaceUp(card: Int, face: String)
    /// The card, face up, matches `other`: +2.
    case cardsMatch(card: Int, face: String, other: Int, score: Int)
    /// The card, face up, does not match `other` (showing `otherFace`);
    /// `penalty` is how many of the two had been seen before.
    case cardsMismatch(card: Int, face: String, other: Int, otherFace: String, penalty: Int, score: Int)
    /// Every pair has been found.
    case allPairsFound(pairs: Int, flips: Int, score: Int)
    /// New Game dealt `cards` cards again.
    case newGameDealt(cards: Int)
}
