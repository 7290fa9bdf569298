import CommandGrammar

extension ConcentrationDiagnostic {
    var russian: String {
        switch self {
        case .reusesGames:
            return "reuse on: нажатие на тему берёт игру из колонки деталей или последнюю, к которой вёл "
                + "segue, и выполняет segue, только когда их нет (код самой лекции)"
        case .seguesEveryTap(let segue):
            return "reuse off: каждое нажатие на тему выполняет segue \(segue), как в демо лекции"
        case .themeSetInDetail(let theme):
            return "игра в колонке деталей получает тему \(theme); без segue"
        case .cardAlreadyMatched(let card):
            return "карточка \(card) уже в паре: chooseCard(at:) её пропускает (переворот всё равно считается)"
        case .cardFaceUp(let card, let face):
            return "карточка \(card) лицом вверх: \(face)"
        case .cardsMatch(let card, let face, let other, let score):
            return "карточка \(card) лицом вверх: \(face), пара с карточкой \(other): +2, очки: \(score)"
        case .cardsMismatch(let card, let face, let other, let otherFace, let penalty, let score):
            let seen: String
            switch penalty {
            case 0: seen = "обе открыты впервые"
            case 1: seen = "−1: одна уже открывалась"
            default: seen = "−\(penalty): обе уже открывались"
            }
            return "карточка \(card) лицом вверх: \(face), не пара карточке \(other) (\(otherFace)); \(seen), "
                + "очки: \(score)"
        case .allPairsFound(let pairs, let flips, let score):
            return "все пары (\(pairs)) найдены за \(flips) \(flipsWord(flips)), очки: \(score); "
                + "`tap new-game` раздаёт заново"
        case .newGameDealt(let cards):
            return "новая игра: \(cards) карточек перемешаны рубашкой вверх, перевороты и очки снова 0"
        }
    }
}

/// «переворот», «переворота», «переворотов»: the form after a count.
private func flipsWord(_ count: Int) -> String {
    RussianPlural.form(count, one: "переворот", few: "переворота", many: "переворотов")
}
