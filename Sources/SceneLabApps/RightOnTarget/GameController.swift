import SceneLabCore

/// `ViewController`, the game screen of version 1.2 (Listing 4.3): the secret
/// in a label, the slider, «Проверить», and the buttons to the "About" screen.
struct GameController: ControllerCode, Equatable {
    typealias Model = RightOnTarget

    static let className = "ViewController"
    /// The slider's bounds and its value in the storyboard (Value 25, Minimum 1, Maximum 50).
    static let sliderRange: ClosedRange<Float> = 1...50
    static let initialSliderValue: Float = 25
    static let rounds = 5

    /// «Проверить» and the three ways to the "About" screen.
    enum Button: String, ScreenControl {
        case check
        /// The Show segue.
        case about
        /// Listing 3.14: a new instance, presented.
        case present
        /// Listing 3.16: the `lazy` instance, presented.
        case presentCached = "present-cached"
    }

    /// The game `viewDidLoad` starts; `nil` before the view loads.
    var game: Game?
    /// `slider.value`: a `Float`, as in UIKit.
    var sliderValue = GameController.initialSliderValue
    /// `lazy var secondViewController` (Listing 3.16), once created.
    var secondViewController: ObjectID?

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
            let (low, high) = (Int(sliderRange.lowerBound), Int(sliderRange.upperBound))
            throw Rejection(RightOnTargetDiagnostic.sliderNotANumber(text: text, low: low, high: high))
        }
        let clamped = min(max(value, sliderRange.lowerBound), sliderRange.upperBound)
        return (clamped, clamped != value)
    }
}

extension GameController {
    /// Version 1.2's `viewDidLoad`: a new game, with its first secret, for every
    /// instance, so a second instance starts a game of its own.
    mutating func viewDidLoad(_ model: inout RightOnTarget, _ context: inout AppContext) {
        game = Self.newGame(using: &model.generator)
    }

    func screen(_ model: RightOnTarget, _ context: AppContext) -> Screen? {
        guard let game else { return nil }
        let language = context.language
        var screen = Screen(title: TargetStrings.gameTitle(language))
        // The book's game sets no `title`, so a back button pointing at it
        // reads «Назад», UIKit's default (the book's "< Назад").
        screen.navigationTitle = nil
        screen.message = TargetStrings.status(game, language)
        screen.fields = [
            Screen.Field(
                name: "slider", label: TargetStrings.slider(language), text: sliderText,
                placeholder: String(Int(GameController.initialSliderValue))),
            Screen.Field(
                name: "seed", label: TargetStrings.seed(language), text: String(model.generator.seed),
                placeholder: String(SecretGenerator.defaultSeed)),
        ]
        let code = TargetCode(context)
        screen.buttons = [Screen.Button(Button.check, label: TargetStrings.check(language))]
            + code.aboutButtons.map { button in
                // One «О программе» while chapter 3 rewires it; the three routes side by side named apart.
                let label =
                    code.route != .all ? TargetStrings.about(language)
                    : button == .about ? TargetStrings.about(language)
                    : button == .present ? TargetStrings.aboutPresent(language) : TargetStrings.aboutCached(language)
                return Screen.Button(button, label: label)
            }
        return screen
    }

    mutating func perform(
        _ input: UserInput, on screen: Screen, _ model: inout RightOnTarget, _ context: inout AppContext
    ) throws(Rejection) -> [AppAction] {
        guard context.controller != nil, game != nil else { throw screen.refusal(of: input) }
        switch input {
        case .field("slider", let text):
            try setSlider(text, &context)
            return []
        case .gesture(.type(let field, let text)) where field.lowercased() == "guess":
            // `guess`, the word people reach for first, names the slider too.
            try setSlider(text, &context)
            return []
        case .field("seed", let text):
            guard let seed = UInt64(Self.trimmed(text)) else {
                throw Rejection(RightOnTargetDiagnostic.seedNotAWholeNumber(text: text))
            }
            // A new generator injected into the game (the book's version 1.3),
            // and a new game, so the next secret is the seed's first.
            model.generator = SecretGenerator(seed: seed)
            game?.restartGame(using: &model.generator)
            context.note(RightOnTargetDiagnostic.seedChanged(seed))
            return []
        default:
            throw screen.refusal(of: input)
        }
    }

    mutating func tap(
        _ button: Button, on screen: Screen, _ model: inout RightOnTarget, _ context: inout AppContext
    ) throws(Rejection) -> [AppAction] {
        let code = TargetCode(context)
        guard let id = context.controller, game != nil, button == .check || code.aboutButtons.contains(button) else {
            throw screen.refusal(ofTap: button)
        }
        switch button {
        case .check: return checkNumber(from: id, &model, &context)
        case .about: return [.performSegue(TargetSegue.toSecondScreen.rawValue, from: id)]
        case .present:
            switch code.route {
            case .emptyAction:
                context.note(RightOnTargetDiagnostic.showNextScreenIsEmpty)
                return []
            case .instanceInCode: return presentInstanceMadeInCode(from: id, &context)
            default: return presentFreshAbout(from: id, &context)
            }
        case .presentCached: return presentCachedAbout(from: id, &context)
        }
    }

    private mutating func setSlider(_ text: String, _ context: inout AppContext) throws(Rejection) {
        let (value, clamped) = try Self.sliderValue(from: text)
        sliderValue = value
        if clamped {
            context.note(RightOnTargetDiagnostic.sliderClamped(value: sliderText))
        }
    }

    /// Version 1.2's `checkNumber()`: score the slider; after the last round,
    /// present the result and restart at once (the book restarts right after
    /// `present`, so the new game's first secret is behind the alert);
    /// otherwise start the next round.
    private mutating func checkNumber(
        from id: ObjectID, _ model: inout RightOnTarget, _ context: inout AppContext
    ) -> [AppAction] {
        guard var game else { return [] }
        defer { self.game = game }
        let round = game.currentRound
        let secret = game.currentSecretValue
        let earned = game.calculateScore(with: guess)
        context.note(
            RightOnTargetDiagnostic.roundScored(
                round: round, secret: secret, guess: guess, earned: earned, score: game.score))
        guard game.isGameEnded else {
            game.startNewRound(using: &model.generator)
            return []
        }
        let language = context.language
        let alert = Alert(
            title: TargetStrings.gameOver(language), message: TargetStrings.earned(game.score, language), fields: [],
            actions: [
                Alert.Action(name: "restart", title: TargetStrings.restart(language), style: .default)
            ])
        game.restartGame(using: &model.generator)
        return [.presentAlert(alert, from: id)]
    }

    /// Listing 3.13: `present(SecondViewController(), …)`, an instance with no scene of the
    /// storyboard behind it: its view is empty (000:L2479–2503).
    private func presentInstanceMadeInCode(from id: ObjectID, _ context: inout AppContext) -> [AppAction] {
        guard let about = context.instantiateInCode(AboutController(route: .instanceInCode), inSceneOf: id) else {
            return []
        }
        context.note(RightOnTargetDiagnostic.instanceWithoutScene)
        return [.present(about, from: id)]
    }

    /// Listing 3.14: `storyboard.instantiateViewController(identifier:)` and
    /// `present`, a new instance every time; nothing else holds it, so it is
    /// freed when dismissed.
    private func presentFreshAbout(from id: ObjectID, _ context: inout AppContext) -> [AppAction] {
        guard let about = context.instantiateFromStoryboard(AboutController(route: .presentedFromCode), inSceneOf: id)
        else { return [] }
        return [.present(about, from: id)]
    }

    /// Listing 3.16: `lazy var secondViewController`, created on first use and
    /// held by this `ViewController`, so later presents reload nothing and a
    /// dismiss frees nothing.
    private mutating func presentCachedAbout(from id: ObjectID, _ context: inout AppContext) -> [AppAction] {
        if let cached = secondViewController, context.isAlive(cached) {
            return [.present(cached, from: id)]
        }
        guard let about = context.instantiateFromStoryboard(AboutController(route: .presentedFromCode), inSceneOf: id)
        else { return [] }
        context.retain(about, byPropertyNamed: "secondViewController", of: id)
        secondViewController = about
        return [.present(about, from: id)]
    }
}
