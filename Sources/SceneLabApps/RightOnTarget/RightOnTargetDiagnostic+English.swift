extension RightOnTargetDiagnostic {
    var english: String {
        switch self {
        case .sliderNotANumber(let text, let low, let high):
            return "type slider: '\(text)' is not a number; the slider goes from \(low) to \(high)"
        case .sliderClamped(let value):
            return "the slider stops at its end: its value is \(value)"
        case .seedNotAWholeNumber(let text):
            return "type seed: '\(text)' is not a whole number from 0 to \(UInt64.max)"
        case .seedChanged(let seed):
            return "the secrets now come from seed \(seed); the game starts over"
        case .roundScored(let round, let secret, let guess, let earned, let score):
            return "round \(round): secret \(secret), slider \(guess): +\(earned) points, score \(score)"
        }
    }
}
