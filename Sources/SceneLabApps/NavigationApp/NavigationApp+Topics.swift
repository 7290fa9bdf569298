import CommandGrammar
import SceneLabCore

extension NavigationApp {
    /// Chapter 9's demo, listing by listing.
    static let topics: [String: [Wording]] = [
        "navigation-chapter": [
            Wording(
                en: "NavigationApp (chapter 9, 000:L7014–7641): a navigation controller whose root is the red scene; red,",
                ru: "NavigationApp (глава 9, 000:L7014–7641): навигационный контроллер, корень — красная сцена; красная,"),
            Wording(
                en: "green and yellow are all class ViewController, told apart by Storyboard ID. `book chapter 9.0`: Show",
                ru: "зеленая и желтая — всё класс ViewController, различаются по Storyboard ID. `book chapter 9.0`: кнопки —"),
            Wording(
                en: "segues from the buttons (L7184–7200); 9.1: segues deleted, buttons do nothing (L7282–7291); 9.2:",
                ru: "Show segue (L7184–7200); 9.1: переходы удалены, кнопки ничего не делают (L7282–7291); 9.2:"),
            Wording(
                en: "instantiateViewController + push, and popToRoot from yellow (L7380–7406); 9.3: «К предыдущему экрану»",
                ru: "instantiateViewController + push и popToRoot с желтой (L7380–7406); 9.3: «К предыдущему экрану»"),
            Wording(
                en: "pops, doing nothing on the root (L7470–7492); at the chapter's end yellow's «К зеленой сцене» pushes",
                ru: "делает pop, на корне — ничего (L7470–7492); в конце главы «К зеленой сцене» на желтой кладёт в стек"),
            Wording(
                en: "a NEW green instance each time: the stack fills with duplicates (L7510–7531, Fig. 9.18; see `tree`).",
                ru: "НОВЫЙ зеленый экземпляр каждый раз: стек полнится дубликатами (L7510–7531, рис. 9.18; см. `tree`)."),
        ]
    ]
}
