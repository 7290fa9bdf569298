/// `ViewController`, the game screen of version 1.2 (Listing 4.3): the secret
/// in a label, the slider, «Проверить», and the buttons to the "About" screen.
struct GameController: Sendable, Equatable {
    /// The slider's bounds and its value in the storyboard (Value 25, Minimum 1, Maximum 50).
    static let sliderRange: ClosedRange<Float> = 1...50
    static let initialSliderValue: Float = 25
    static let rounds = 5

    var game: Game
    /// `slider.value`: a `Float`, as in UIKit.
    var sliderValue = GameController.initialSliderValue

    /// `Game(startValue: 1, endValue: 50, rounds: 5)`, as `viewDidLoad` makes it.
    static func newGame(using generator: inout SecretGenerator) -> Game? {
        Game(
            startValue: Int(sliderRange.lowerBound), endValue: Int(sliderRange.upperBound), rounds: rounds,
            using: &generator)
    }

    /// Version 1.2 reads the slider with `Int(slider.value)`, which truncates
    /// (version 1.0 rounded): 37.9 scores as 37.
    var guess: Int { Int(sliderValue) }

    /// The slider's value as the screen shows it: no decimals when it has none.
    var sliderText: String {
        sliderValue == sliderValue.rounded() ? String(Int(sliderValue)) : String(sliderValue)
    }

    /// `text` without leading and trailing spaces, tabs and newlines.
    static func trimmed(_ text: String) -> String {
        String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }

    /// Reads a value typed for the slider; a slider clamps what it is given to its bounds.
    static func sliderValue(from text: String) throws(Rejection) -> (value: Float, clamped: Bool) {
        guard let value = Float(trimmed(text)), value.isFinite else {
            throw Rejection(
                "type slider: '\(text)' is not a number; the slider goes from "
                    + "\(Int(sliderRange.lowerBound)) to \(Int(sliderRange.upperBound))")
        }
        let clamped = min(max(value, sliderRange.lowerBound), sliderRange.upperBound)
        return (clamped, clamped != value)
    }
}

extension RightOnTarget {
    func gameScreen(_ controller: GameController, _ language: Language) -> Screen {
        var screen = Screen(title: TargetStrings.gameTitle(language))
        screen.message = TargetStrings.status(controller.game, language)
        screen.fields = [
            Screen.Field(
                name: "slider", label: TargetStrings.slider(language), text: controller.sliderText,
                placeholder: String(Int(GameController.initialSliderValue))),
            Screen.Field(
                name: "seed", label: TargetStrings.seed(language), text: String(generator.seed),
                placeholder: String(SecretGenerator.defaultSeed)),
        ]
        screen.buttons = [
            Screen.Button(name: "check", label: TargetStrings.check(language)),
            Screen.Button(name: "about", label: TargetStrings.about(language)),
            Screen.Button(name: "present", label: TargetStrings.aboutPresent(language)),
            Screen.Button(name: "present-cached", label: TargetStrings.aboutCached(language)),
        ]
        return screen
    }

    mutating func performOnGame(
        _ gesture: Gesture, controller id: ObjectID, screen: Screen, _ app: inout Application
    )
        throws(Rejection) -> [AppAction]
    {
        guard var controller = gameControllers[id] else {
            throw Application.notOffered(gesture.description, on: screen)
        }
        switch gesture {
        case .type(let field, let text) where Self.isSliderField(field):
            let (value, clamped) = try GameController.sliderValue(from: text)
            controller.sliderValue = value
            gameControllers[id] = controller
            if clamped { app.note("the slider stops at its end: its value is \(controller.sliderText)") }
            return []
        case .type(let field, let text) where field.lowercased() == "seed" || TargetStrings.seed.matches(field):
            guard let seed = UInt64(GameController.trimmed(text)) else {
                throw Rejection("type seed: '\(text)' is not a whole number from 0 to \(UInt64.max)")
            }
            // A new generator injected into the game (the book's version 1.3),
            // and a new game, so the next secret is the seed's first.
            generator = SecretGenerator(seed: seed)
            controller.game.restartGame(using: &generator)
            gameControllers[id] = controller
            app.note("the secrets now come from seed \(seed); the game starts over")
            return []
        case .tap(let element):
            guard let button = screen.buttons.first(where: { Application.names($0.name, $0.label, element) }) else {
                throw Application.notOffered(gesture.description, on: screen)
            }
            switch button.name {
            case "check": return checkNumber(controller, id: id, &app)
            case "about":
                return [.performSegue(TargetSegue.toSecondScreen.rawValue, from: id, setup: nil)]
            case "present": return presentFreshAbout(from: id, &app)
            default: return presentCachedAbout(from: id, &app)
            }
        default:
            throw Application.notOffered(gesture.description, on: screen)
        }
    }

    /// `slider`, its label, or `guess`, the word people reach for first.
    private static func isSliderField(_ field: String) -> Bool {
        ["slider", "guess"].contains(field.lowercased()) || TargetStrings.slider.matches(field)
    }

    /// Version 1.2's `checkNumber()`: score the slider; after the last round,
    /// present the result and restart at once (the book restarts right after
    /// `present`, so the new game's first secret is behind the alert);
    /// otherwise start the next round.
    private mutating func checkNumber(
        _ controller: GameController, id: ObjectID, _ app: inout Application
    )
        -> [AppAction]
    {
        var controller = controller
        let round = controller.game.currentRound
        let secret = controller.game.currentSecretValue
        let earned = controller.game.calculateScore(with: controller.guess)
        app.note(
            "round \(round): secret \(secret), slider \(controller.guess): +\(earned) points, "
                + "score \(controller.game.score)")
        var actions: [AppAction] = []
        if controller.game.isGameEnded {
            let language = app.language
            let alert = Alert(
                title: TargetStrings.gameOver(language),
                message: TargetStrings.earned(controller.game.score, language), fields: [],
                actions: [
                    Alert.Action(name: "restart", title: TargetStrings.restart(language), style: .default, handler: nil)
                ])
            actions.append(.presentAlert(alert, from: id))
            controller.game.restartGame(using: &generator)
        } else {
            controller.game.startNewRound(using: &generator)
        }
        gameControllers[id] = controller
        return actions
    }

    /// Listing 3.14: `storyboard.instantiateViewController(identifier:)` and
    /// `present`, a new instance every time; nothing else holds it, so it is
    /// freed when dismissed.
    private mutating func presentFreshAbout(from id: ObjectID, _ app: inout Application) -> [AppAction] {
        guard let scene = app.controller(id)?.scene else { return [] }
        let about = app.instantiateFromStoryboard("SecondViewController", scene: scene)
        aboutRoutes[about] = .presentedFromCode
        return [.present(about, from: id)]
    }

    /// Listing 3.16: `lazy var secondViewController`, created on first use and
    /// held by this `ViewController`, so later presents reload nothing and a
    /// dismiss frees nothing.
    private mutating func presentCachedAbout(from id: ObjectID, _ app: inout Application) -> [AppAction] {
        if let cached = cachedAbout[id], app.controller(cached) != nil {
            return [.present(cached, from: id)]
        }
        guard let scene = app.controller(id)?.scene else { return [] }
        let about = app.instantiateFromStoryboard("SecondViewController", scene: scene)
        app.retain(about, by: Self.lazyProperty(of: id, app))
        aboutRoutes[about] = .presentedFromCode
        cachedAbout[id] = about
        return [.present(about, from: id)]
    }

    /// The owner `objects` shows for the `lazy var`: `ViewController#N.secondViewController`.
    static func lazyProperty(of id: ObjectID, _ app: Application) -> Owner {
        .property(of: id, name: "secondViewController")
    }
}
