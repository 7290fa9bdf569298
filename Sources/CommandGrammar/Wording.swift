/// Text a person reads in `help` or `explain`, kept apart from the strings
/// the code compares, so that a translation stands beside the English
/// without touching the code that prints it.
public struct Wording: Sendable, Equatable, ExpressibleByStringInterpolation {
    /// The English text.
    public let en: String
    /// The Russian text, where one is written beside the English; a table
    /// of the session's may give it instead (keyed by the English).
    public let ru: String?

    public init(en: String, ru: String? = nil) {
        self.en = en
        self.ru = ru
    }

    public init(stringLiteral value: String) {
        self.en = value
        self.ru = nil
    }

    public init(stringInterpolation: DefaultStringInterpolation) {
        self.en = String(stringInterpolation: stringInterpolation)
        self.ru = nil
    }

    /// The text in `language`: the Russian written beside the English, or
    /// the English where none is. (The session's `text(_:)` also looks in
    /// its own table of Russian for its specs.)
    public func text(in language: Language) -> String {
        language == .ru ? ru ?? en : en
    }
}
