/// Text a person reads in `help` or `explain`, kept apart from the strings
/// the code compares, so that a translation can later stand beside the
/// English without touching the code that prints it.
public struct Wording: Sendable, Equatable, ExpressibleByStringInterpolation {
    /// The English text.
    public let en: String

    public init(en: String) { self.en = en }

    public init(stringLiteral value: String) { self.en = value }

    public init(stringInterpolation: DefaultStringInterpolation) {
        self.en = String(stringInterpolation: stringInterpolation)
    }
}
