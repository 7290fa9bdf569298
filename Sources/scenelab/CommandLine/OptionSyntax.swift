/// One `--name` a command takes: a flag, or an option followed by a value.
struct OptionSyntax: Sendable {
    /// The long name, without its dashes: `format` for `--format`.
    let name: String

    /// The value's name in help (`<format>`), or nil for a flag.
    let valueName: String?

    /// One or two sentences for `--help`.
    let help: String

    /// The accepted words, when the value is one of a few.
    let choices: [String]

    /// The value in force when the option is not given, as help shows it.
    let defaultValue: String?

    /// A flag: present or not, with no value.
    static func flag(_ name: String, help: String) -> OptionSyntax {
        OptionSyntax(name: name, valueName: nil, help: help, choices: [], defaultValue: nil)
    }

    /// An option that takes a `Value`.
    static func option<Value: ArgumentValue>(
        _ name: String, _ value: Value.Type, valueName: String? = nil, default defaultValue: String? = nil,
        help: String
    ) -> OptionSyntax {
        OptionSyntax(
            name: name, valueName: valueName ?? name, help: help, choices: Value.argumentChoices,
            defaultValue: defaultValue)
    }

    /// `--format <format>` or `--echo`, as usage and help write it.
    var spelled: String {
        valueName.map { "--\(name) <\($0)>" } ?? "--\(name)"
    }
}
