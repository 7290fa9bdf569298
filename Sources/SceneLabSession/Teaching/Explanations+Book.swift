import CommandGrammar
import SceneLabCore

extension Explanations {
    /// Lines added at the end of topics where the book and the published
    /// logs part (issue 29, item 16), in both languages: what the book
    /// claims, what the logs show, how sure scenelab is, and what `book as-written` plays.
    static let bookTopicLines: [String: [Wording]] = [
        "kill": [
            Wording(
                en: "The book (Usov, ch. 5) says sceneDidDisconnect is always called on a swipe-away, and its line may be missing",
                ru: "Книга (Усов, гл. 5) говорит, что sceneDidDisconnect вызывается при смахивании всегда, а его строки может не быть"),
            Wording(
                en: "from the console; S17 and S18 show none on iPhone, so scenelab says so after `kill` (uncertain either way).",
                ru: "в консоли; S17 и S18 на iPhone его не показывают, и scenelab говорит это после `kill` (не точно в обоих случаях)."),
            Wording(
                en: "`book as-written` plays the book's claim on iPhone: sceneDidDisconnect after sceneDidEnterBackground, uncertain.",
                ru: "`book as-written` играет на iPhone утверждение книги: sceneDidDisconnect после sceneDidEnterBackground, не точно."),
        ],
        "sceneDidDisconnect(_:)": [
            Wording(
                en: "On an iPhone swipe-away the book says it is always called (its line may be missing from the console); the",
                ru: "При смахивании на iPhone книга говорит, что он вызывается всегда (строки может не быть в консоли); логи"),
            Wording(
                en: "logs S17 and S18 show none, S1 and S16 one: scenelab plays none, `book as-written` plays it (uncertain; `explain kill`).",
                ru: "S17 и S18 его не показывают, S1 и S16 показывают: scenelab его не играет, `book as-written` играет (не точно; `explain kill`)."),
        ],
    ]
}
