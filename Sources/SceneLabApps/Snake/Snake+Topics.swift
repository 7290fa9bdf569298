import SceneLabCore

extension Snake {
    /// The Snake course's scene, singleton, memento and delegate chain, and the defects of its text.
    static let topics: [String: [Wording]] = [
        "GameScene": [
            "Snake's SpriteKit scene (no graphics here: `tap apple`, `tap wall`). GameViewController makes it in",
            "viewDidLoad and sets itself as its gameDelegate, or its onGameEnd closure with [weak self]. At the wall the",
            "scene records the score in Game.shared and reports snake.body.count - 1, the apples eaten.",
        ],
        "Game.shared": [
            "Snake's singleton: `static let shared = Game()` with a private init, made at its first use, when it loads",
            "the records through RecordsCaretaker; `records` has a didSet that saves them. The course weighs the",
            "pattern's costs (one instance everywhere, no mock in tests) against its ease.",
        ],
        "RecordsCaretaker": [
            "Snake's memento caretaker: retrieveRecords() reads `records` with data(forKey:) and decodes JSON with",
            "JSONDecoder; save(records:) encodes with JSONEncoder (dates as seconds since 2001, its default) and",
            "writes the Data with set(_:forKey:). `defaults read com.example.Snake records --decode json` shows it.",
        ],
        "snake-source-defects": [
            "What the Snake course's text gets wrong, and what scenelab does: `protocol …: class` is the old spelling",
            "of `: AnyObject`; the closure version uses GameViewController.onGameEnd without declaring it; the records",
            "screen's dateFormat = \".short\" prints no date (dateStyle was meant); \"\\\\(record.score)\" would print",
            "the text literally; «Заккрыть» is «Закрыть»; the menu button is «Играть» in one place, «Начать игру» in another.",
        ],
        "didEndGame(withResult:)": [
            "The Snake course's delegate chain: GameScene's wall collision calls GameSceneDelegate.didEndGame on its",
            "GameViewController, which calls GameViewControllerDelegate.didEndGame on the menu (its `weak var",
            "delegate`, set in prepare(for:sender:)) before it calls dismiss, as the course orders it. The result is",
            "snake.body.count - 1, the apples eaten. The course declares the protocols `: class`, the old spelling of",
            "`: AnyObject`. `snake wiring closure` plays the course's closure version instead.",
        ],
        "GameScene.onGameEnd": [
            "The Snake course's closure version: the scene's `onGameEnd`, set in GameViewController.viewDidLoad as",
            "{ [weak self] result in self?.onGameEnd?(result); self?.dismiss(animated: true) }. The course never",
            "declares the game controller's own `onGameEnd` property, which that code needs (a gap in the source).",
        ],
        "data(forKey:)": [
            "UserDefaults' read of a Data value: nil when the key is missing or holds another type. The Snake course's",
            "RecordsCaretaker reads its JSON there, in the singleton Game's init, so at Game.shared's first use. A value",
            "it cannot decode gives no records; scenelab keeps the value under records-backup before the next save.",
        ],
    ]
}
