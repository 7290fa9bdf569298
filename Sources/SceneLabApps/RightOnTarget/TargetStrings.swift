import CommandGrammar
import SceneLabCore

/// "Right on target"'s UI strings; the Russian ones are the book's where the
/// book gives them («Проверить», «О программе», «Назад», «Игра окончена»,
/// «Вы заработали … очков», «Начать заново»).
enum TargetStrings {
    /// The project's name, which the book never translates.
    static let gameTitle = Wording(en: "Right on target", ru: "Right on target")
    static let aboutTitle = Wording(en: "About", ru: "О программе")
    static let check = Wording(en: "Check", ru: "Проверить")
    /// The storyboard button wired to the Show segue (variant 1; a push in variant 3).
    static let about = Wording(en: "About", ru: "О программе")
    /// The same button wired to Listing 3.14, a fresh instance each time.
    static let aboutPresent = Wording(en: "About (present)", ru: "О программе (present)")
    /// The same button wired to Listing 3.16, the `lazy var` instance.
    static let aboutCached = Wording(en: "About (lazy var)", ru: "О программе (lazy var)")
    static let back = Wording(en: "Back", ru: "Назад")
    /// What a `SecondViewController()` with no storyboard scene shows (Listing 3.13).
    static let emptyView = Wording(
        en: "(an empty, see-through view: no storyboard scene behind this instance)",
        ru: "(пустой прозрачный view: за этим экземпляром нет сцены storyboard)")
    static let slider = Wording(en: "Slider", ru: "Слайдер")
    static let seed = Wording(en: "Random seed", ru: "Зерно генератора")
    static let gameOver = Wording(en: "Game over", ru: "Игра окончена")
    static let restart = Wording(en: "Start over", ru: "Начать заново")

    /// The alert's message; the book writes «очков» whatever the number.
    static func earned(_ points: Int, _ language: Language) -> String {
        Wording(en: "You earned \(points) points", ru: "Вы заработали \(points) очков").text(in: language)
    }

    /// The line under the title: the secret label and the game's progress.
    static func status(_ game: Game, _ language: Language) -> String {
        Wording(en: "Secret number: \(game.currentSecretValue) · round \(game.currentRound) of \(game.lastRound) · score \(game.score)", ru: "Загаданное число: \(game.currentSecretValue) · раунд \(game.currentRound) из \(game.lastRound) · очки: \(game.score)").text(in: language)
    }
}
