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
        case .showNextScreenIsEmpty:
            return "Listing 3.12: showNextScreen() is empty, so the tap does nothing (the segues are deleted, 000:L2461–2470)"
        case .instanceWithoutScene:
            return "Listing 3.13: SecondViewController() has no storyboard scene, so its view is empty and see-through:"
                + " the screen only darkens (000:L2490–2491); `swipe-down` and `finish` drag it away"
        case .backNotWiredYet:
            return "«Назад» is wired to nothing yet: its segue is deleted and Listing 3.15's dismiss comes next"
        }
    }
}
