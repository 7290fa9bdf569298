import SceneLabCore

/// `MainMenuViewController`, the entry point: «Начать игру» performs
/// `startGameSegue`, whose `prepare(for:sender:)` wires the game's end back
/// here; the label shows the last result; «Результаты» shows the records.
struct MainMenuController: ControllerCode {
    typealias Model = Snake

    static let className = "MainMenuViewController"

    /// «Начать игру» and «Результаты».
    enum Button: String, ScreenControl {
        case start
        case results
    }

    /// `lastResultLabel.text`'s number, once a game has ended.
    var lastResult: Int?

    func screen(_ model: Snake, _ context: AppContext) -> Screen? {
        let language = context.language
        var screen = Screen(title: SnakeStrings.menuTitle(language))
        screen.message = SnakeStrings.lastResult(lastResult, language)
        screen.buttons = [
            Screen.Button(Button.start, label: SnakeStrings.startGame(language)),
            Screen.Button(Button.results, label: SnakeStrings.results(language)),
        ]
        return screen
    }

    mutating func tap(
        _ button: Button, on screen: Screen, _ model: inout Snake, _ context: inout AppContext
    ) throws(Rejection) -> [AppAction] {
        guard let id = context.controller else { throw screen.refusal(ofTap: button) }
        switch button {
        case .start: return [.performSegue(Snake.startGameSegue, from: id)]
        case .results: return [.performSegue(Snake.recordsSegue, from: id)]
        }
    }

    /// `prepare(for:sender:)`: the game reports its end to this menu, by
    /// `destination.delegate = self` or by a closure capturing `[weak self]`.
    mutating func prepare(
        forSegue identifier: String, destination: ObjectID, _ model: inout Snake, _ context: inout AppContext
    ) {
        guard identifier == Snake.startGameSegue, let id = context.controller else { return }
        let wiring = model.wiring
        context.updateProperties(of: destination, as: SnakeGameController.self) {
            $0.menu = id
            $0.wiring = wiring
        }
        context.note(SnakeDiagnostic.preparedWiring(wiring))
    }

    /// `didEndGame(withResult:)` of `GameViewControllerDelegate`, or the
    /// `onGameEnd` closure: the label shows the result.
    mutating func gameDidEnd(withResult result: Int, _ context: inout AppContext) {
        lastResult = result
    }
}
