import SceneLabCore

/// `ConcentrationViewController`, the game: twelve card buttons, the flip
/// count and the score, and New Game. `touchCard(_:)` counts a flip on every
/// touch, asks the model to `chooseCard(at:)`, then `updateViewFromModel()`
/// gives each face-up card an emoji drawn from the theme's choices.
struct ConcentrationController: ControllerCode {
    typealias Model = Concentration

    static let className = "ConcentrationViewController"
    static let animatesAlongsideSizeTransitions = true
    /// The storyboard's `cardButtons`: four rows of three.
    static let cardCount = 12
    /// The course's `emojiChoices` before a theme is set (the storyboard's
    /// own game in the iPad's detail column).
    static let defaultEmoji = "🦇😱🙀😈🎃👻🍭🍬🍎"

    /// A card button by its number from 1 (`tap 3`), or New Game.
    enum Button: ScreenControl, Equatable {
        /// The card at this index of `cardButtons` (from 0).
        case card(Int)
        case newGame

        init?(name: String) {
            if name == "new-game" {
                self = .newGame
                return
            }
            guard let number = Int(name), (1...ConcentrationController.cardCount).contains(number) else { return nil }
            self = .card(number - 1)
        }

        var name: String {
            switch self {
            case .card(let index): return String(index + 1)
            case .newGame: return "new-game"
            }
        }
    }

    /// `theme`, which the chooser sets in `prepare(for:sender:)`; `nil` for
    /// the storyboard's own instance in the detail column. Its `didSet`, as
    /// the lecture's: new emoji choices, and the emoji given so far forgotten.
    var theme: ConcentrationTheme? {
        didSet {
            emojiChoices = Self.choices(theme)
            emoji = [:]
        }
    }
    /// `lazy var game`, made when the view loads (the shuffle needs the app's generator).
    var game: ConcentrationGame?
    /// `flipCount`, which every touch of a card raises.
    var flipCount = 0
    /// `emoji`: the emoji each card identifier has been given.
    var emoji: [Int: String] = [:]
    /// `emojiChoices`: the theme's emoji not given yet.
    var emojiChoices = ConcentrationController.choices(nil)

    static func choices(_ theme: ConcentrationTheme?) -> [String] {
        (theme?.emoji ?? defaultEmoji).map(String.init)
    }

    static var numberOfPairsOfCards: Int { (cardCount + 1) / 2 }

    mutating func viewDidLoad(_ model: inout Concentration, _ context: inout AppContext) {
        if game == nil {
            game = ConcentrationGame(numberOfPairsOfCards: Self.numberOfPairsOfCards, using: &model.generator)
        }
    }

    func screen(_ model: Concentration, _ context: AppContext) -> Screen? {
        guard let game else { return nil }
        let language = context.language
        var screen = Screen(title: "Concentration")
        screen.message = ConcentrationStrings.status(theme: theme, flips: flipCount, score: game.score, language)
        screen.buttons = game.cards.indices.map { index in
            Screen.Button(Button.card(index), label: label(of: game.cards[index]))
        }
        screen.buttons.append(Screen.Button(Button.newGame, label: ConcentrationStrings.newGame(language)))
        return screen
    }

    /// A card as `updateViewFromModel()` draws it: its emoji face up; its back
    /// (orange in the lecture) face down; nothing (clear) once matched and turned down.
    func label(of card: ConcentrationGame.Card) -> String {
        if card.isFaceUp { return emoji[card.identifier] ?? "?" }
        return card.isMatched ? " " : "▒"
    }

    mutating func tap(
        _ button: Button, on screen: Screen, _ model: inout Concentration, _ context: inout AppContext
    ) throws(Rejection) -> [AppAction] {
        guard var game else { throw screen.refusal(ofTap: button) }
        switch button {
        case .card(let index):
            // `touchCard(_:)`: the flip counts before the model is asked, even for a matched card.
            flipCount += 1
            let outcome = game.chooseCard(at: index)
            self.game = game
            updateViewFromModel(&model)
            context.note(touched(index, outcome, game))
            if game.isOver {
                context.note(
                    ConcentrationDiagnostic.allPairsFound(
                        pairs: Self.numberOfPairsOfCards, flips: flipCount, score: game.score))
            }
        case .newGame:
            self.game = ConcentrationGame(numberOfPairsOfCards: Self.numberOfPairsOfCards, using: &model.generator)
            flipCount = 0
            (emoji, emojiChoices) = ([:], Self.choices(theme))
            context.note(ConcentrationDiagnostic.newGameDealt(cards: Self.cardCount))
        }
        return []
    }

    /// What a touch of the card at `index` did, with the faces the screen now shows.
    private func touched(
        _ index: Int, _ outcome: ConcentrationGame.Outcome, _ game: ConcentrationGame
    ) -> ConcentrationDiagnostic {
        let (card, face) = (index + 1, label(of: game.cards[index]))
        switch outcome {
        case .alreadyMatched:
            return .cardAlreadyMatched(card: card)
        case .onlyFaceUp:
            return .cardFaceUp(card: card, face: face)
        case .match(let other):
            return .cardsMatch(card: card, face: face, other: other + 1, score: game.score)
        case .mismatch(let other, let penalty):
            return .cardsMismatch(
                card: card, face: face, other: other + 1, otherFace: label(of: game.cards[other]), penalty: penalty,
                score: game.score)
        }
    }

    /// `updateViewFromModel()`'s `emoji(for:)`: a face-up card without an
    /// emoji takes one at random from the choices left (none left: "?").
    mutating func updateViewFromModel(_ model: inout Concentration) {
        guard let game else { return }
        for card in game.cards where card.isFaceUp && emoji[card.identifier] == nil && !emojiChoices.isEmpty {
            let index = model.generator.value(in: 0...(emojiChoices.count - 1))
            emoji[card.identifier] = emojiChoices.remove(at: index)
        }
    }
}
