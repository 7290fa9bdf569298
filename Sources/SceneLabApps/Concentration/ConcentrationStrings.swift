import CommandGrammar
import SceneLabCore

/// The game's labels and the line each touch prints, in both languages.
enum ConcentrationStrings {
    static let newGame = Wording(en: "New Game", ru: "Новая игра")

    /// The line under the title: the theme, the lecture's `Flips: N` and homework 1's score.
    static func status(theme: ConcentrationTheme?, flips: Int, score: Int, _ language: Language) -> String {
        let name = theme?.rawValue
        switch language {
        case .ru: return "Тема: \(name ?? "нет (эмодзи по умолчанию)")   Переворотов: \(flips)   Очки: \(score)"
        default: return "Theme: \(name ?? "none (the default emoji)")   Flips: \(flips)   Score: \(score)"
        }
    }

    /// What a touch of the card at `index` did.
    static func touched(_ index: Int, _ outcome: ConcentrationGame.Outcome, in game: ConcentrationController) -> Wording {
        let number = index + 1
        guard let model = game.game else { return Wording(en: "", ru: "") }
        let face = game.label(of: model.cards[index])
        let score = model.score
        switch outcome {
        case .alreadyMatched:
            return Wording(
                en: "card \(number) is matched: chooseCard(at:) ignores it (the flip still counts)",
                ru: "карточка \(number) уже в паре: chooseCard(at:) её пропускает (переворот всё равно считается)")
        case .onlyFaceUp:
            return Wording(en: "card \(number) face up: \(face)", ru: "карточка \(number) лицом вверх: \(face)")
        case .match(let other):
            return Wording(
                en: "card \(number) face up: \(face), a match with card \(other + 1): +2, score \(score)",
                ru: "карточка \(number) лицом вверх: \(face), пара с карточкой \(other + 1): +2, очки: \(score)")
        case .mismatch(let other, let penalty):
            let otherFace = game.label(of: model.cards[other])
            let (en, ru) =
                switch penalty {
                case 0: ("neither seen before", "обе открыты впервые")
                case 1: ("−1: one seen before", "−1: одна уже открывалась")
                default: ("−\(penalty): both seen before", "−\(penalty): обе уже открывались")
                }
            return Wording(
                en: "card \(number) face up: \(face), no match with card \(other + 1) (\(otherFace)); \(en), "
                    + "score \(score)",
                ru: "карточка \(number) лицом вверх: \(face), не пара карточке \(other + 1) (\(otherFace)); \(ru), "
                    + "очки: \(score)")
        }
    }

    static func over(pairs: Int, flips: Int, score: Int) -> Wording {
        let turns = RussianPlural.form(flips, one: "переворот", few: "переворота", many: "переворотов")
        return Wording(
            en: "all \(pairs) pairs found in \(flips) flips, score \(score); `tap new-game` deals again",
            ru: "все пары (\(pairs)) найдены за \(flips) \(turns), очки: \(score); `tap new-game` раздаёт заново")
    }

    static func newGameStarted(cards: Int) -> Wording {
        Wording(
            en: "new game: \(cards) cards shuffled face down, flips and score back to 0",
            ru: "новая игра: \(cards) карточек перемешаны рубашкой вверх, перевороты и очки снова 0")
    }
}
