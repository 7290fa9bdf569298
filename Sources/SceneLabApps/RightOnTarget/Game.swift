/// The game of version 1.2 (the book's Listings 4.1–4.2): the secret, the
/// score and the rounds, with no UI in it.
///
/// The book's `Game` is a class so that several screens can share one game;
/// here each `ViewController` instance owns its game (`GameController.game`),
/// which is the same sharing the book's single screen needed. The generator
/// is passed in rather than owned, as the book's version 1.3 asks, so that
/// every game in a process draws from one reproducible sequence.
struct Game: Sendable, Equatable {
    /// The secret's bounds: the slider's minimum and maximum.
    let secretRange: ClosedRange<Int>
    /// How many scored rounds make one game.
    let lastRound: Int
    /// Points earned in this game so far.
    private(set) var score = 0
    /// The number the player is aiming at.
    private(set) var currentSecretValue = 0
    /// The round being played, from 1.
    private(set) var currentRound = 1

    /// The book's `init?(startValue:endValue:rounds:)`: `nil` when the bounds
    /// are the wrong way round (and, beyond the book, when there are no rounds).
    /// A secret is drawn at once, so the first round starts with the game.
    init?(startValue: Int, endValue: Int, rounds: Int, using generator: inout SecretGenerator) {
        guard startValue <= endValue, rounds >= 1 else { return nil }
        secretRange = startValue...endValue
        lastRound = rounds
        currentSecretValue = generator.value(in: secretRange)
    }

    /// The book's `isGameEnded`: checked after scoring, so the last round has been scored.
    var isGameEnded: Bool { currentRound >= lastRound }

    /// The points one guess earns: 50 for an exact hit, one less for each step
    /// away (the book's two branches, `50 - secret + value` and `50 - value + secret`).
    static func points(secret: Int, guess: Int, maximum: Int = 50) -> Int {
        maximum - abs(secret - guess)
    }

    /// The book's `calculateScore(with:)`; returns the points this guess earned.
    @discardableResult
    mutating func calculateScore(with value: Int) -> Int {
        let earned = Self.points(secret: currentSecretValue, guess: value)
        score += earned
        return earned
    }

    /// The book's `startNewRound()`: a new secret and the next round.
    mutating func startNewRound(using generator: inout SecretGenerator) {
        currentSecretValue = generator.value(in: secretRange)
        currentRound += 1
    }

    /// The book's `restartGame()`: round 0, no points, then at once round 1.
    mutating func restartGame(using generator: inout SecretGenerator) {
        currentRound = 0
        score = 0
        startNewRound(using: &generator)
    }
}
