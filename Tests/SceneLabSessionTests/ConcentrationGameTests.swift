import Testing

@testable import SceneLabApps
@testable import SceneLabCore
@testable import SceneLabSession

/// CS193p's Concentration as a game: the lecture's `chooseCard(at:)`, its
/// flip count, homework 1's score and shuffle, New Game, the theme's emoji,
/// and the same deal for the same `--seed`.
@Suite struct ConcentrationGameTests {
    /// The indices of the two cards of pair `identifier`.
    private func pair(_ identifier: Int, in game: ConcentrationGame) -> (Int, Int) {
        let indices = game.cards.indices.filter { game.cards[$0].identifier == identifier }
        return (indices[0], indices[1])
    }

    private func dealt(seed: UInt64 = 1) -> ConcentrationGame {
        var generator = SecretGenerator(seed: seed)
        return ConcentrationGame(numberOfPairsOfCards: 6, using: &generator)
    }

    @Test func aMatchKeepsBothCardsFaceUpAndScoresTwo() {
        var game = dealt()
        let (first, second) = pair(0, in: game)
        #expect(game.chooseCard(at: first) == .onlyFaceUp)
        #expect(game.chooseCard(at: second) == .match(with: first))
        #expect(game.cards[first].isMatched && game.cards[second].isMatched)
        #expect(game.cards[first].isFaceUp && game.cards[second].isFaceUp)
        #expect(game.score == 2)
        // The next choice turns everything else down, the matched pair too (drawn clear).
        let (third, _) = pair(1, in: game)
        #expect(game.chooseCard(at: third) == .onlyFaceUp)
        #expect(!game.cards[first].isFaceUp && game.cards[first].isMatched)
        // A matched card is ignored.
        #expect(game.chooseCard(at: first) == .alreadyMatched)
        #expect(game.indexOfOneAndOnlyFaceUpCard == third)
    }

    @Test func aMismatchCostsOnePerCardSeenInAnEarlierTurn() {
        var game = dealt()
        let (a1, a2) = pair(0, in: game)
        let (b1, b2) = pair(1, in: game)
        _ = game.chooseCard(at: a1)
        #expect(game.chooseCard(at: b1) == .mismatch(with: a1, penalty: 0))
        #expect(game.score == 0)
        _ = game.chooseCard(at: a1)
        // a1 was seen in the last turn, b2 never: −1.
        #expect(game.chooseCard(at: b2) == .mismatch(with: a1, penalty: 1))
        #expect(game.score == -1)
        _ = game.chooseCard(at: b1)
        #expect(game.chooseCard(at: a1) == .mismatch(with: b1, penalty: 2))
        #expect(game.score == -3)
        _ = game.chooseCard(at: a1)
        #expect(game.chooseCard(at: a2) == .match(with: a1))
        #expect(game.score == -1)
    }

    @Test func theDealIsAShuffleOfSixPairsAndTheSeedDecidesIt() {
        let game = dealt()
        #expect(game.cards.count == 12)
        for identifier in 0..<6 { #expect(game.cards.filter { $0.identifier == identifier }.count == 2) }
        #expect(game.cards.map(\.identifier) != [0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5])
        #expect(dealt(seed: 7) == dealt(seed: 7))
        #expect(dealt(seed: 7).cards != dealt(seed: 8).cards)
    }

    private func gameScreen(_ session: Session) throws -> Screen {
        let app = try #require(session.simulator.application)
        let shown = try #require(app.visibleController)
        return try #require(AppCode.screen(of: shown, in: app))
    }

    @Test func tappingCardsCountsFlipsAndShowsTheThemesEmoji() throws {
        var session = sessionAfter("device iphone-x", "launch concentration", "tap sports")
        var screen = try gameScreen(session)
        #expect(screen.buttons.map(\.name) == (1...12).map(String.init) + ["new-game"])
        #expect(screen.buttons.prefix(12).allSatisfy { $0.label == "▒" })
        #expect(!session.execute("tap 1").failed)
        #expect(!session.execute("tap 1").failed)
        screen = try gameScreen(session)
        let face = screen.buttons[0].label
        #expect(ConcentrationTheme.sports.emoji.map(String.init).contains(face))
        #expect(screen.message?.contains("Flips: 2") == true)
        #expect(screen.message?.contains("Score: 0") == true)
        #expect(!session.execute("tap new-game").failed)
        screen = try gameScreen(session)
        #expect(screen.message?.contains("Flips: 0") == true)
        #expect(screen.buttons.prefix(12).allSatisfy { $0.label == "▒" })
        #expect(session.execute("tap 13").failed)
    }

    @Test func theSameSeedPlaysTheSameGame() throws {
        func faces(seed: UInt64) throws -> [String] {
            var session = Session(simulator: Simulator(randomSeed: seed, device: Device(model: .iPhoneX)))
            for line in ["launch concentration", "tap faces"] { _ = session.execute(line) }
            var faces: [String] = []
            for card in 1...12 {
                _ = session.execute("tap \(card)")
                faces.append(try gameScreen(session).buttons[card - 1].label)
            }
            return faces
        }
        #expect(try faces(seed: 3) == faces(seed: 3))
        #expect(try faces(seed: 3) != faces(seed: 4))
    }
}
