import SceneLabCore

/// `GameViewController`: the game, presented full screen. Its `GameScene`
/// (SpriteKit, not simulated) is reduced to two gestures: `tap apple` (the
/// head eats an apple and the snake grows) and `tap wall` (the head hits a
/// wall: the game records the score and reports its end).
struct SnakeGameController: ControllerCode {
    typealias Model = Snake

    static let className = "GameViewController"

    /// The two things the head can run into.
    enum Button: String, ScreenControl {
        case apple
        case wall
    }

    /// The menu the game's end goes back to: a `weak` delegate or a closure's `[weak self]`.
    var menu: ObjectID?
    /// How `prepare(for:sender:)` wired it.
    var wiring = Snake.Wiring.delegate
    /// `snake.body.count`: the head and one part per apple eaten.
    var bodyCount = 1
    /// Whether the head has hit a wall (the game is over, the screen on its way out).
    var hasEnded = false

    mutating func viewDidLoad(_ model: inout Snake, _ context: inout AppContext) {
        context.note(SnakeDiagnostic.sceneMade(wiring))
    }

    func screen(_ model: Snake, _ context: AppContext) -> Screen? {
        let language = context.language
        var screen = Screen(title: "GameScene")
        screen.message = SnakeStrings.eaten(bodyCount - 1, language)
        screen.buttons = [
            Screen.Button(Button.apple, label: SnakeStrings.apple(language)),
            Screen.Button(Button.wall, label: SnakeStrings.wall(language)),
        ]
        return screen
    }

    mutating func tap(
        _ button: Button, on screen: Screen, _ model: inout Snake, _ context: inout AppContext
    ) throws(Rejection) -> [AppAction] {
        guard let id = context.controller else { throw screen.refusal(ofTap: button) }
        guard !hasEnded else {
            throw Rejection(SnakeDiagnostic.tapAfterGameOver(button: button.name))
        }
        switch button {
        case .apple:
            bodyCount += 1
            context.note(SnakeDiagnostic.snakeGrew(parts: bodyCount))
            return []
        case .wall:
            return endGame(from: id, &model, &context)
        }
    }

    /// `headDidCollideWall`: the score is the parts after the head; the
    /// singleton records it (and saves), then the end goes back along the
    /// wiring, the delegate or closure called before `dismiss`, as the course orders it.
    private mutating func endGame(from id: ObjectID, _ model: inout Snake, _ context: inout AppContext) -> [AppAction] {
        hasEnded = true
        let score = bodyCount - 1
        var game = model.sharedGame(&context)
        game.addRecord(Record(date: context.now, value: score), &context)
        model.game = game
        let result = Event.Arguments(Event.Argument("withResult", .int(score)))
        switch wiring {
        case .delegate:
            context.call("didEndGame(withResult:)", on: id, channel: .delegate, arguments: result)
            if let menu, context.isAlive(menu) {
                context.call("didEndGame(withResult:)", on: menu, channel: .delegate, arguments: result)
                context.runCode(of: menu, as: MainMenuController.self) { $0.gameDidEnd(withResult: score, &$1) }
            }
        case .closure:
            let value = Event.Arguments(Event.Argument("result", .int(score)))
            context.callClosure("GameScene.onGameEnd", on: id, arguments: value)
            if let menu, context.isAlive(menu) {
                context.callClosure("onGameEnd", on: menu, arguments: value)
                context.runCode(of: menu, as: MainMenuController.self) { $0.gameDidEnd(withResult: score, &$1) }
            }
        }
        return [.dismiss(from: id)]
    }
}
