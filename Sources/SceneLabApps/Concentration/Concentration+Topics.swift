import CommandGrammar
import SceneLabCore

extension Concentration {
    /// The CS193p lecture's Concentration: the game its theme chooser kept alive.
    static let topics: [String: [Wording]] = [
        "concentration-game": [
            Wording(
                en: "The game half of CS193p's Concentration (2017, lectures 2 and 3): twelve card buttons (`tap 1` to",
                ru: "Игровая половина Concentration из CS193p (2017, лекции 2 и 3): двенадцать кнопок-карточек (от `tap 1` до"),
            Wording(
                en: "`tap 12`), six pairs. touchCard(_:) adds 1 to flipCount on every touch, even of a matched card, then",
                ru: "`tap 12`), шесть пар. touchCard(_:) прибавляет 1 к flipCount при каждом касании, даже совпавшей карточки,"),
            Wording(
                en: "the model's chooseCard(at:) ignores a matched card, turns a card up as the only face-up one, or, with one",
                ru: "затем chooseCard(at:) модели пропускает совпавшую карточку, открывает карточку единственной, или, если одна"),
            Wording(
                en: "already up, turns the second up and marks both matched when their identifiers agree. The next touch turns",
                ru: "уже открыта, открывает вторую и помечает обе совпавшими, если их identifier равны. Следующее касание"),
            Wording(
                en: "every other card down, matched ones too, which the lecture then draws clear (here a blank button).",
                ru: "переворачивает все остальные карточки, и совпавшие тоже; лекция рисует их прозрачными (здесь пустая кнопка)."),
            Wording(
                en: "The score and the shuffle are the course's homework 1 (the lecture leaves `// TODO: Shuffle the cards`",
                ru: "Очки и перемешивание — из домашнего задания 1 курса (в лекции остаётся `// TODO: Shuffle the cards`"),
            Wording(
                en: "and keeps no score), so scenelab chooses the homework's rule: +2 for a match and −1 for every card in a",
                ru: "и очков нет), поэтому scenelab выбирает правило задания: +2 за пару и −1 за каждую карточку в несовпавшей паре,"),
            Wording(
                en: "mismatch that had been turned up in an earlier turn. Each face-up card's emoji is drawn at random from",
                ru: "которую уже открывали в прошлом ходе. Эмодзи открытой карточки берётся случайно из ещё не выданных"),
            Wording(
                en: "the theme's emoji not given yet (emoji(for:)); the storyboard's own game, with no theme, uses the",
                ru: "эмодзи темы (emoji(for:)); у игры из сториборда, без темы, — эмодзи по умолчанию из кода курса."),
            Wording(
                en: "course's default emoji. New Game deals again. Shuffle and emoji come from a generator seeded by",
                ru: "New Game раздаёт заново. Перемешивание и эмодзи берутся из генератора с зерном `--seed` (1 по"),
            Wording(
                en: "`--seed` (1 by default), so the same script deals the same cards.",
                ru: "умолчанию), так что тот же сценарий раздаёт те же карточки."),
        ],
        "hold": [
            Wording(
                en: "ARC frees a controller when its last strong reference goes: a popped controller usually deinits after",
                ru: "ARC освобождает контроллер, когда уходит последняя сильная ссылка: снятый pop контроллер обычно делает deinit после"),
            Wording(
                en: "viewDidDisappear. In the CS193p lecture the popped Game controller did not: the theme chooser kept it in",
                ru: "viewDidDisappear. В лекции CS193p снятый контроллер Game этого не сделал: контроллер выбора темы держал его в"),
            Wording(
                en: "a stored property (lastSeguedToConcentrationViewController), and it left the heap only at the next segue,",
                ru: "хранимом свойстве (lastSeguedToConcentrationViewController), и тот покинул кучу только при следующем segue,"),
            Wording(
                en: "when prepare(for:sender:) overwrote that property. `hold NAME` keeps such a reference; `release NAME` drops it.",
                ru: "когда prepare(for:sender:) перезаписал это свойство. `hold NAME` держит такую ссылку; `release NAME` отпускает её."),
        ]
    ]
}
