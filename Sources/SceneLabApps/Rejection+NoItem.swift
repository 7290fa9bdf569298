import SceneLabCore

/// A row of a model's list, as refusals name it: in English one word, in
/// Russian the forms a sentence needs.
struct ListNoun: Sendable {
    let english: String
    /// «нет задачи 7»: the genitive singular.
    let russianGenitive: String
    /// «есть задачи 1...3»: the nominative plural.
    let russianPlural: String

    static let item = ListNoun(english: "item", russianGenitive: "пункта", russianPlural: "пункты")
    static let task = ListNoun(english: "task", russianGenitive: "задачи", russianPlural: "задачи")
    static let contact = ListNoun(english: "contact", russianGenitive: "контакта", russianPlural: "контакты")
}

extension Rejection {
    /// A model command named a row of the list that is not there:
    /// `there is no task 7; the tasks are 1...3`.
    static func noItem(_ noun: ListNoun, numbered number: Int, count: Int) -> Rejection {
        Rejection(
            "there is no \(noun.english) \(number); "
                + (count == 0 ? "the list is empty" : "the \(noun.english)s are 1...\(count)"),
            ru: "нет \(noun.russianGenitive) \(number); "
                + (count == 0 ? "список пуст" : "есть \(noun.russianPlural) 1...\(count)"))
    }
}
