import Testing

@testable import SceneLabApps
@testable import SceneLabCore

/// The game model of version 1.2 and its generator (notes §5).
@Suite struct RightOnTargetGameTests {
    @Test(arguments: [
        (secret: 30, guess: 30, points: 50),
        (secret: 30, guess: 17, points: 37),
        (secret: 17, guess: 30, points: 37),
        (secret: 1, guess: 50, points: 1),
        (secret: 50, guess: 1, points: 1),
    ])
    func scoreIsFiftyMinusTheDistance(secret: Int, guess: Int, points: Int) {
        #expect(Game.points(secret: secret, guess: guess) == points)
    }

    @Test func aGameIsFiveScoredRounds() throws {
        var generator = SecretGenerator(seed: 3)
        var game = try #require(Game(startValue: 1, endValue: 50, rounds: 5, using: &generator))
        var expectedScore = 0
        for round in 1...5 {
            #expect(game.currentRound == round)
            #expect(!game.isGameEnded || round == 5)
            expectedScore += Game.points(secret: game.currentSecretValue, guess: 25)
            game.calculateScore(with: 25)
            if round < 5 {
                #expect(!game.isGameEnded, "the game ended after round \(round)")
                game.startNewRound(using: &generator)
            }
        }
        #expect(game.isGameEnded)
        #expect(game.score == expectedScore)
    }

    @Test func restartStartsRoundOneWithNoPointsAndANewSecret() throws {
        var generator = SecretGenerator(seed: 9)
        var game = try #require(Game(startValue: 1, endValue: 50, rounds: 5, using: &generator))
        game.calculateScore(with: 10)
        game.startNewRound(using: &generator)
        var copy = generator
        let nextSecret = copy.value(in: 1...50)
        game.restartGame(using: &generator)
        #expect(game.currentRound == 1)
        #expect(game.score == 0)
        #expect(game.currentSecretValue == nextSecret)
    }

    @Test func boundsTheWrongWayRoundMakeNoGame() {
        var generator = SecretGenerator()
        #expect(Game(startValue: 50, endValue: 1, rounds: 5, using: &generator) == nil)
        #expect(Game(startValue: 1, endValue: 50, rounds: 0, using: &generator) == nil)
        #expect(Game(startValue: 7, endValue: 7, rounds: 1, using: &generator)?.currentSecretValue == 7)
    }

    @Test func theSameSeedGivesTheSameSecrets() {
        var first = SecretGenerator(seed: 42)
        var second = SecretGenerator(seed: 42)
        var other = SecretGenerator(seed: 43)
        let a = (0..<20).map { _ in first.value(in: 1...50) }
        let b = (0..<20).map { _ in second.value(in: 1...50) }
        let c = (0..<20).map { _ in other.value(in: 1...50) }
        #expect(a == b)
        #expect(a != c)
    }

    /// SplitMix64's published first output for seed 0, so the sequence cannot drift silently.
    @Test func theGeneratorIsSplitMix64() {
        var generator = SecretGenerator(seed: 0)
        #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
    }

    @Test func secretsCoverOneToFiftyAndNothingElse() {
        var generator = SecretGenerator(seed: 5)
        var seen = Set<Int>()
        for _ in 0..<5000 { seen.insert(generator.value(in: 1...50)) }
        #expect(seen == Set(1...50))
    }

    @Test func theWidestRangeDoesNotTrap() {
        var generator = SecretGenerator(seed: 1)
        _ = generator.value(in: Int.min...Int.max)
        #expect(generator.value(in: -3...(-3)) == -3)
    }

    @Test func theSliderTruncatesAsVersionOnePointTwoDoes() throws {
        var generator = SecretGenerator()
        let game = try #require(GameController.newGame(using: &generator))
        #expect(GameController(game: game, sliderValue: 37.9).guess == 37)
        #expect(GameController(game: game).guess == 25)
    }

    @Test func theSliderClampsToItsBoundsAndRejectsWhatIsNotANumber() throws {
        #expect(try GameController.sliderValue(from: "70") == (50, true))
        #expect(try GameController.sliderValue(from: "0") == (1, true))
        #expect(try GameController.sliderValue(from: " 12.5 ") == (12.5, false))
        #expect(throws: Rejection.self) { try GameController.sliderValue(from: "abc") }
        #expect(throws: Rejection.self) { try GameController.sliderValue(from: "nan") }
    }
}
