/// Text a person reads, in both of scenelab's languages: `help` and
/// `explain`, a refusal, or a simulated app's own UI string (the books'
/// Russian verbatim), kept apart from the strings the code compares.
///
/// Both are written where the text is: there is no literal conversion and
/// no table of translations keyed by the English, so a text without its
/// Russian does not compile.
public struct Wording: Sendable, Equatable {
    /// The English text.
    public let en: String
    /// The Russian text.
    public let ru: String

    public init(en: String, ru: String) {
        self.en = en
        self.ru = ru
    }

    /// The text in `language`.
    public func text(in language: Language) -> String {
        switch language {
        case .en: return en
        case .ru: return ru
        }
    }

    /// The text in `language`, as an app's string table reads: `Strings.done(language)`.
    public func callAsFunction(_ language: Language) -> String { text(in: language) }
}
