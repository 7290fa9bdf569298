/// What a command wants where a word is missing or wrong, in both
/// languages, as its errors say it: "push needs a CLASS", "push: нужно
/// указать класс CLASS".
///
/// The grammar's own are here; each module adds those of its commands in
/// an extension, beside the commands that read them.
public enum Wanted {
    public static let className = Wording(en: "a CLASS", ru: "класс CLASS")
    public static let stackIndex = Wording(en: "a stack index N", ru: "индекс в стеке N")
    public static let onOrOff = Wording(en: "on or off", ru: "on или off")

    /// The kinds of name `CommandWords.identifier(_:kind:)` reads, as "is not a …" says them.
    public static let classNameKind = Wording(en: "class name", ru: "имя класса")
    public static let referenceNameKind = Wording(en: "reference name", ru: "имя ссылки")

    /// Words to choose from, listed as a choice: `a, b or c`, `a, b или c`.
    public static func oneOf(_ words: [String]) -> Wording {
        Wording(en: Alternatives.listed(words), ru: Alternatives.listed(words, or: "или"))
    }
}
