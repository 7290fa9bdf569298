import CommandGrammar

extension RightOnTargetDiagnostic {
    var russian: String {
        switch self {
        case .sliderNotANumber(let text, let low, let high):
            return "type slider: '\(text)' — не число; слайдер идёт от \(low) до \(high)"
        case .sliderClamped(let value):
            return "слайдер упирается в край: его значение \(value)"
        case .seedNotAWholeNumber(let text):
            return "type seed: '\(text)' — не целое число от 0 до \(UInt64.max)"
        case .seedChanged(let seed):
            return "загаданные числа теперь берутся из seed \(seed); игра начинается заново"
        case .roundScored(let round, let secret, let guess, let earned, let score):
            return "раунд \(round): загадано \(secret), слайдер \(guess): +\(earned) \(points(earned)), счёт \(score)"
        case .showNextScreenIsEmpty:
            return "листинг 3.12: showNextScreen() пуст, нажатие ничего не делает (переходы удалены, 000:L2461–2470)"
        case .instanceWithoutScene:
            return "листинг 3.13: у SecondViewController() нет сцены storyboard, его view пуст и прозрачен:"
                + " экран лишь затемняется (000:L2490–2491); `swipe-down` и `finish` смахивают его"
        case .backNotWiredYet:
            return "«Назад» пока ни с чем не связана: её segue удалён, а dismiss листинга 3.15 — следующий шаг"
        }
    }
}

/// «очко», «очка», «очков»: the form after a count.
private func points(_ count: Int) -> String { RussianPlural.form(count, one: "очко", few: "очка", many: "очков") }
