import CommandGrammar
import PropertyLists
import SceneLabCore

/// Snake's UI strings; the Russian ones are the course's.
enum SnakeStrings {
    static let menuTitle = Wording(en: "Snake", ru: "Змейка")
    static let startGame = Wording(en: "Start game", ru: "Начать игру")
    static let results = Wording(en: "Results", ru: "Результаты")
    static let resultsTitle = Wording(en: "Records", ru: "Рекорды")
    static let close = Wording(en: "Close", ru: "Закрыть")
    /// The button's title as the course prints it, typo included (003:L412).
    static let closeAsPrinted = "Заккрыть"
    static let apple = Wording(en: "Apple", ru: "Яблоко")
    static let wall = Wording(en: "Wall", ru: "Стена")

    /// The menu's label: «Последний результат: N», or nothing before the first game.
    static func lastResult(_ result: Int?, _ language: Language) -> String {
        guard let result else { return Wording(en: "Last result: —", ru: "Последний результат: —").text(in: language) }
        return Wording(en: "Last result: \(result)", ru: "Последний результат: \(result)").text(in: language)
    }

    static func eaten(_ count: Int, _ language: Language) -> String {
        Wording(en: "Apples eaten: \(count)", ru: "Съедено яблок: \(count)").text(in: language)
    }

    /// A record's date as the table shows it: the UTC calendar date and time
    /// (the course meant a short date style; its `dateFormat = ".short"` prints
    /// none, which `book as-written` plays: an empty label).
    static func dateText(_ seconds: Double, code: BookCode = .fixed) -> String {
        // ".short" as a format pattern: 'o' and 't' are no ICU pattern letters,
        // so formatting fails and `string(from:)` gives an empty string (uncertain).
        guard code == .fixed else { return "" }
        let date = CalendarDate(PropertyListDate(secondsSinceReferenceDate: seconds))
        return date.defaultsDescription
    }
}
