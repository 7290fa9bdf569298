import CommandGrammar
import SceneLabCore

extension RightOnTarget {
    /// What changes from chapter to chapter of the book's part I.
    static let topics: [String: [Wording]] = [
        "target-chapters": [
            Wording(
                en: "Right on target by chapter (`book chapter 1` to `5`). Chapters 1–2 print nothing. Chapter 3 adds the",
                ru: "«Right on target» по главам (`book chapter 1`–`5`). Главы 1–2 ничего не печатают. Глава 3 добавляет"),
            Wording(
                en: "screens' prints (Listings 3.2, 3.6, 3.8–3.11: loadView, viewDidLoad, …; SecondViewController's name",
                ru: "печать экранов (листинги 3.2, 3.6, 3.8–3.11: loadView, viewDidLoad, …; у SecondViewController — с"),
            Wording(
                en: "its class), chapter 5 the delegates' (Listings 5.1–5.7) and ends with the window built in willConnectTo",
                ru: "именем класса), глава 5 — печать делегатов (листинги 5.1–5.7) и кончается окном, которое строит"),
            Wording(
                en: "(Listing 5.8, which prints sceneWillConnectTo, 000:L3839) from a storyboard with no entry point: UIKit",
                ru: "willConnectTo (листинг 5.8 печатает sceneWillConnectTo, 000:L3839) из storyboard без точки входа: UIKit"),
            Wording(
                en: "logs its error, which changes nothing (000:L3915–3916). `launch target-nav` is chapter 3's variant 3.",
                ru: "пишет свою ошибку, ни на что не влияющую (000:L3915–3916). `launch target-nav` — вариант 3 главы 3."),
            Wording(
                en: "`book chapter 3.M` and `5.M` stop at Listing M: each print comes with its listing, the window in code with 5.8.",
                ru: "`book chapter 3.M` и `5.M` — до листинга M: каждая печать — со своим листингом, окно в коде — с 5.8."),
            Wording(
                en: "«О программе» at 3.11 is a segue; 3.12 an empty action; 3.13 SecondViewController(), an empty sheet;",
                ru: "«О программе» на 3.11 — segue; 3.12 — пустой экшн; 3.13 — SecondViewController(), пустой лист;"),
            Wording(
                en: "3.14 the storyboard's instance («Назад» dismisses from 3.15); 3.16 the lazy instance (000:L2461–2613).",
                ru: "3.14 — экземпляр storyboard («Назад» закрывает с 3.15); 3.16 — ленивый экземпляр (000:L2461–2613)."),
        ]
    ]
}
