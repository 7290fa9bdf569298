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
}

extension ArgumentValue where Self: RawRepresentable & CaseIterable, RawValue == String {
    init?(argument text: String) { self.init(rawValue: text) }

    static var argumentChoices: [String] { allCases.map(\.rawValue) }

    static var argumentKind: String {
        let choices = argumentChoices
        guard let last = choices.last, choices.count > 1 else { return choices.first ?? "a value" }
        return choices.dropLast().joined(separator: ", ") + " or " + last
    }
}

extension String: ArgumentValue {
    init?(argument text: String) { self = text }
    static var argumentChoices: [String] { [] }
    static var argumentKind: String { "text" }
}

extension Int: ArgumentValue {
    init?(argument text: String) { self.init(text) }
    static var argumentChoices: [String] { [] }
    static var argumentKind: String { "a whole number" }
}

extension UInt64: ArgumentValue {
    init?(argument text: String) { self.init(text) }
    static var argumentChoices: [String] { [] }
    static var argumentKind: String { "a whole number from 0" }
}

extension Double: ArgumentValue {
    init?(argument text: String) { self.init(text) }
    static var argumentChoices: [String] { [] }
    static var argumentKind: String { "a number" }
}
