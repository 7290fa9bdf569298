import CommandGrammar
import SceneLabCore

extension Snake {
    /// The Snake course's scene, singleton, memento and delegate chain, and the defects of its text.
    static let topics: [String: [Wording]] = [
        "GameScene": [
            Wording(
                en: "Snake's SpriteKit scene (no graphics here: `tap apple`, `tap wall`). GameViewController makes it in",
                ru: "Сцена SpriteKit из Snake (графики здесь нет: `tap apple`, `tap wall`). GameViewController создаёт её во"),
            Wording(
                en: "viewDidLoad and sets itself as its gameDelegate, or its onGameEnd closure with [weak self]. At the wall the",
                ru: "viewDidLoad и делает себя её gameDelegate или задаёт ей замыкание onGameEnd с [weak self]. У стены"),
            Wording(
                en: "scene records the score in Game.shared and reports snake.body.count - 1, the apples eaten.",
                ru: "сцена записывает счёт в Game.shared и сообщает snake.body.count - 1, число съеденных яблок."),
        ],
        "Game.shared": [
            Wording(
                en: "Snake's singleton: `static let shared = Game()` with a private init, made at its first use, when it loads",
                ru: "Синглтон Snake: `static let shared = Game()` с private init, создаётся при первом обращении и тогда загружает"),
            Wording(
                en: "the records through RecordsCaretaker; `records` has a didSet that saves them. The course weighs the",
                ru: "рекорды через RecordsCaretaker; у `records` есть didSet, который их сохраняет. Курс взвешивает цену"),
            Wording(
                en: "pattern's costs (one instance everywhere, no mock in tests) against its ease.",
                ru: "паттерна (один экземпляр везде, нет моков в тестах) против его удобства."),
        ],
        "RecordsCaretaker": [
            Wording(
                en: "Snake's memento caretaker: retrieveRecords() reads `records` with data(forKey:) and decodes JSON with",
                ru: "Хранитель (memento) из Snake: retrieveRecords() читает `records` через data(forKey:) и декодирует JSON"),
            Wording(
                en: "JSONDecoder; save(records:) encodes with JSONEncoder (dates as seconds since 2001, its default) and",
                ru: "JSONDecoder'ом; save(records:) кодирует JSONEncoder'ом (даты — секунды от 2001 года, по умолчанию) и"),
            Wording(
                en: "writes the Data with set(_:forKey:). `defaults read com.example.Snake records --decode json` shows it.",
                ru: "записывает Data через set(_:forKey:). Показывает это `defaults read com.example.Snake records --decode json`."),
        ],
        "snake-source-defects": [
            Wording(
                en: "What the Snake course's text gets wrong, and what scenelab does: `protocol …: class` is the old spelling",
                ru: "Что в тексте курса Snake неверно и что делает scenelab: `protocol …: class` — старое написание"),
            Wording(
                en: "of `: AnyObject`; the closure version uses GameViewController.onGameEnd without declaring it; the records",
                ru: "`: AnyObject`; версия с замыканиями использует GameViewController.onGameEnd, не объявив его; dateFormat = \".short\""),
            Wording(
                en: "screen's dateFormat = \".short\" prints no date (dateStyle was meant); \"\\\\(record.score)\" would print",
                ru: "на экране рекордов не печатает даты (имелся в виду dateStyle); \"\\\\(record.score)\" напечатал бы"),
            Wording(
                en: "the text literally; «Заккрыть» is «Закрыть»; the menu button is «Играть» in one place, «Начать игру» in another.",
                ru: "текст буквально; «Заккрыть» — это «Закрыть»; кнопка меню в одном месте «Играть», в другом «Начать игру»."),
        ],
        "book-date": [
            Wording(
                en: "The course's records screen sets dateFormatter.dateFormat = \".short\": a format pattern, not the date style",
                ru: "Экран рекордов курса задаёт dateFormatter.dateFormat = \".short\": шаблон формата, а не стиль даты"),
            Wording(
                en: "(dateStyle = .short) it meant. 'o' and 't' are no pattern letters, so formatting fails and each date label",
                ru: "(dateStyle = .short), который имелся в виду. 'o' и 't' не буквы шаблона, поэтому форматирование не удаётся и"),
            Wording(
                en: "is empty (uncertain: no log settles what DateFormatter returns). `book as-written` plays that; `book fixed`",
                ru: "подписи дат пусты (не точно: ни один лог этого не подтверждает). `book as-written` играет это; `book fixed`"),
            Wording(
                en: "(the default) shows the date and time, in UTC.",
                ru: "(по умолчанию) показывает дату и время в UTC."),
        ],
        "didEndGame(withResult:)": [
            Wording(
                en: "The Snake course's delegate chain: GameScene's wall collision calls GameSceneDelegate.didEndGame on its",
                ru: "Цепочка делегатов курса Snake: столкновение со стеной в GameScene вызывает GameSceneDelegate.didEndGame у её"),
            Wording(
                en: "GameViewController, which calls GameViewControllerDelegate.didEndGame on the menu (its `weak var",
                ru: "GameViewController, а тот вызывает GameViewControllerDelegate.didEndGame у меню (своего `weak var"),
            Wording(
                en: "delegate`, set in prepare(for:sender:)) before it calls dismiss, as the course orders it. The result is",
                ru: "delegate`, заданного в prepare(for:sender:)) до вызова dismiss, в порядке курса. Результат —"),
            Wording(
                en: "snake.body.count - 1, the apples eaten. The course declares the protocols `: class`, the old spelling of",
                ru: "snake.body.count - 1, число съеденных яблок. Курс объявляет протоколы `: class`, старым написанием"),
            Wording(
                en: "`: AnyObject`. `snake wiring closure` plays the course's closure version instead.",
                ru: "`: AnyObject`. `snake wiring closure` играет вместо этого версию курса с замыканиями."),
        ],
        "GameScene.onGameEnd": [
            Wording(
                en: "The Snake course's closure version: the scene's `onGameEnd`, set in GameViewController.viewDidLoad as",
                ru: "Версия курса Snake с замыканиями: `onGameEnd` сцены, заданное в GameViewController.viewDidLoad как"),
            Wording(
                en: "{ [weak self] result in self?.onGameEnd?(result); self?.dismiss(animated: true) }. The course never",
                ru: "`{ [weak self] result in self?.onGameEnd?(result); self?.dismiss(animated: true) }`. Курс так и не"),
            Wording(
                en: "declares the game controller's own `onGameEnd` property, which that code needs (a gap in the source).",
                ru: "объявляет собственное свойство `onGameEnd` контроллера игры, которое нужно этому коду (пробел в источнике)."),
        ],
        "data(forKey:)": [
            Wording(
                en: "UserDefaults' read of a Data value: nil when the key is missing or holds another type. The Snake course's",
                ru: "Чтение значения Data из UserDefaults: nil, когда ключа нет или под ним другой тип. RecordsCaretaker"),
            Wording(
                en: "RecordsCaretaker reads its JSON there, in the singleton Game's init, so at Game.shared's first use. A value",
                ru: "из курса Snake читает там свой JSON, в init синглтона Game, то есть при первом обращении к Game.shared."),
            Wording(
                en: "it cannot decode gives no records; scenelab keeps the value under records-backup before the next save.",
                ru: "Если значение не декодируется, рекордов нет; scenelab откладывает его под records-backup до следующего сохранения."),
        ],
    ]
}
