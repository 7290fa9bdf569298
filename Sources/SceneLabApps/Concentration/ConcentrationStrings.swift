import CommandGrammar
import SceneLabCore

/// The game's labels, in both languages.
enum ConcentrationStrings {
    static let newGame = Wording(en: "New Game", ru: "Новая игра")

    /// The line under the title: the theme, the lecture's `Flips: N` and homework 1's score.
    static func status(theme: ConcentrationTheme?, flips: Int, score: Int, _ language: Language) -> String {
        let name = theme?.rawValue
        switch language {
        case .ru: return "Тема: \(name ?? "нет (эмодзи по умолчанию)")   Переворотов: \(flips)   Очки: \(score)"
        default: return "Theme: \(name ?? "none (the default emoji)")   Flips: \(flips)   Score: \(score)"
        }
    }
}
