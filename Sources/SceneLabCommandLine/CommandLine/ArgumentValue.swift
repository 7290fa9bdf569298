import CommandGrammar
import SceneLabSession
import SceneLabCore

/// A value an option takes on the command line, such as the `jsonl` of
/// `--format jsonl`.
protocol ArgumentValue {
    /// The value `text` names, or nil when it names none.
    init?(argument text: String)

    /// The words the option accepts, listed in help and in the error for a
    /// wrong one; empty when any text of the right kind goes.
    static var argumentChoices: [String] { get }

    /// What the option takes, as an error says it: "a whole number".
    static var argumentKind: String { get }

    /// The same in Russian.
    static var russianArgumentKind: String { get }
}

extension ArgumentValue {
    static var argumentChoices: [String] { [] }
}

/// Numbers and text: read as their own initializer reads them.
extension ArgumentValue where Self: LosslessStringConvertible {
    init?(argument text: String) { self.init(text) }
}

/// One of a few words: its cases' raw values.
extension ArgumentValue where Self: RawRepresentable & CaseIterable, RawValue == String {
    init?(argument text: String) { self.init(rawValue: text) }

    static var argumentChoices: [String] { allCases.map(\.rawValue) }

    static var argumentKind: String { Alternatives.listed(argumentChoices) }

    static var russianArgumentKind: String { Phrase.russianList(argumentKind) }
}

extension String: ArgumentValue {
    static var argumentKind: String { Phrase.kindText(.en) }
    static var russianArgumentKind: String { Phrase.kindText(.ru) }
}

extension Int: ArgumentValue {
    static var argumentKind: String { Phrase.kindWholeNumber(.en) }
    static var russianArgumentKind: String { Phrase.kindWholeNumber(.ru) }
}

extension UInt64: ArgumentValue {
    static var argumentKind: String { Phrase.kindWholeNumberFromZero(.en) }
    static var russianArgumentKind: String { Phrase.kindWholeNumberFromZero(.ru) }
}

extension Double: ArgumentValue {
    static var argumentKind: String { Phrase.kindNumber(.en) }
    static var russianArgumentKind: String { Phrase.kindNumber(.ru) }
}
