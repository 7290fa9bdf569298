import CommandGrammar

/// What "Right on target"'s game screen remarks or refuses, with the data
/// the sentence needs.
enum RightOnTargetDiagnostic: Diagnostic, Equatable {
    /// `type slider` with a text that is no number; the slider goes from `low` to `high`.
    case sliderNotANumber(text: String, low: Int, high: Int)
    /// A value typed for the slider was beyond its bounds: it stops at `value`.
    case sliderClamped(value: String)
    /// `type seed` with a text that is no whole number a `UInt64` holds.
    case seedNotAWholeNumber(text: String)
    /// A new seed: the secrets come from it, and the game starts over.
    case seedChanged(UInt64)
    /// `checkNumber()` scored a round.
    case roundScored(round: Int, secret: Int, guess: Int, earned: Int, score: Int)
    /// «О программе» at Listing 3.12: `showNextScreen()` has an empty body.
    case showNextScreenIsEmpty
    /// Listing 3.13's `SecondViewController()`, presented with no storyboard scene behind it.
    case instanceWithoutScene
    /// «Назад» on the presented second scene before Listing 3.15 wires it.
    case backNotWiredYet
}
