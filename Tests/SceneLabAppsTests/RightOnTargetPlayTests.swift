import Testing
import SceneLabTesting

@testable import SceneLabApps
@testable import SceneLabCore

/// Playing the game through the UI: the slider, «Проверить», five rounds and
/// the end-of-game alert (notes §1.5 and §5).
@Suite struct RightOnTargetPlayTests {
    /// A game screen's game and slider, as its code keeps them.
    struct GameState: Equatable {
        var game: Game
        var sliderValue: Float
    }

    /// The game of the controller on top, read from the app's code.
    static func game(_ simulator: Simulator, controller name: String = "ViewController#1") -> GameState? {
        guard let id = simulator.controller(named: name)?.id,
            let code = simulator.application?.controllers.code(of: id) as? GameController, let game = code.game
        else { return nil }
        return GameState(game: game, sliderValue: code.sliderValue)
    }

    @Test func fiveChecksEndTheGameWithTheBooksAlert() throws {
        var simulator = launchedTarget()
        simulator.run(.gesture(.type(field: "slider", text: "30")))
        var expected = 0
        for round in 1...5 {
            let before = try #require(Self.game(simulator))
            #expect(before.game.currentRound == round)
            expected += 50 - abs(before.game.currentSecretValue - 30)
            let events = simulator.apply(.gesture(.tap("check")))
            let alertShown = calls(events, on: [.memory]).contains("UIAlertController#1 init(nibName:bundle:)")
            #expect(alertShown == (round == 5), "round \(round)")
        }
        let alert = try #require(simulator.application?.topScreen())
        #expect(alert.title == "Game over")
        #expect(alert.message == "You earned \(expected) points")
        #expect(alert.buttons == [Screen.Button(name: "restart", label: "Start over")])
        // The book restarts right after `present`: the new game is already behind the alert.
        let behind = try #require(Self.game(simulator))
        #expect(behind.game.currentRound == 1 && behind.game.score == 0)

        let dismiss = simulator.apply(.gesture(.tap("Start over")))
        #expect(calls(dismiss, on: [.memory]) == ["UIAlertController#1 deinit"])
        #expect(bookPrints(dismiss).isEmpty, "the game screen stays in the hierarchy under an alert")
        #expect(try #require(simulator.application?.topScreen()).title == "Right on target")
        #expect(Self.game(simulator) == behind)
    }

    @Test func theAlertSpeaksRussian() throws {
        var simulator = launchedTarget(language: .ru)
        for _ in 1...5 { simulator.run(.gesture(.tap("Проверить"))) }
        let alert = try #require(simulator.application?.topScreen())
        #expect(alert.title == "Игра окончена")
        #expect(alert.message?.hasPrefix("Вы заработали ") == true && alert.message?.hasSuffix(" очков") == true)
        #expect(alert.buttons.map(\.label) == ["Начать заново"])
    }

    @Test func theSameCommandsGiveTheSameGame() {
        func play() -> [Event] {
            var simulator = launchedTarget()
            return simulator.run(
                .gesture(.type(field: "slider", text: "12")), .gesture(.tap("check")),
                .gesture(.type(field: "guess", text: "44.9")), .gesture(.tap("check")), .screen)
        }
        let first = play()
        #expect(first == play())
        #expect(eventsOfKind(.note, in: first).count == 2)
    }

    @Test func aSeedChoosesTheSecretsAndRestartsTheGame() throws {
        var simulator = launchedTarget()
        simulator.run(.gesture(.tap("check")))
        simulator.run(.gesture(.type(field: "seed", text: "7")))
        var generator = SecretGenerator(seed: 7)
        let state = try #require(Self.game(simulator))
        #expect(state.game.currentSecretValue == generator.value(in: 1...50))
        #expect(state.game.currentRound == 1 && state.game.score == 0)
        #expect(try #require(simulator.application?.topScreen()).fields.last?.text == "7")
    }

    @Test func theSliderTruncatesWhenScored() throws {
        var simulator = launchedTarget()
        simulator.run(.gesture(.type(field: "slider", text: "37.9")))
        let secret = try #require(Self.game(simulator)).game.currentSecretValue
        let events = simulator.apply(.gesture(.tap("check")))
        let note = try #require(eventsOfKind(.note, in: events).first?.text)
        #expect(note.contains("slider 37:"))
        #expect(note.contains("+\(50 - abs(secret - 37)) points"))
    }

    @Test func aValuePastTheEndStopsThere() throws {
        var simulator = launchedTarget()
        let events = simulator.apply(.gesture(.type(field: "slider", text: "99")))
        #expect(eventsOfKind(.note, in: events).count == 1)
        #expect(try #require(Self.game(simulator)).sliderValue == 50)
    }

    @Test func aSliderValueThatIsNotANumberChangesNothing() throws {
        var simulator = launchedTarget()
        let before = try #require(Self.game(simulator))
        let events = simulator.apply(.gesture(.type(field: "slider", text: "lots")))
        #expect(eventsOfKind(.error, in: events).count == 1)
        #expect(Self.game(simulator) == before)
    }

    /// Each game screen has its own game, started in its own viewDidLoad.
    @Test func aSecondGameScreenStartsItsOwnGame() throws {
        var simulator = launchedTarget()
        simulator.run(.gesture(.tap("check")))
        simulator.run(.gesture(.tap("about")), .gesture(.tap("return")))
        let first = try #require(Self.game(simulator))
        let second = try #require(Self.game(simulator, controller: "ViewController#2"))
        #expect(first.game.currentRound == 2)
        #expect(second.game.currentRound == 1 && second.game.score == 0)
    }
}
