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
        }
    }
}

/// «очко», «очка», «очков»: the form after a count.
private func points(_ count: Int) -> String { RussianPlural.form(count, one: "очко", few: "очка", many: "очков") }
