/// What a shell offers to complete an option's value or a positional argument with.
enum ValueCompletion: Sendable, Equatable {
    /// Nothing: a number or a name the person types.
    case none
    /// File names.
    case file
    /// Folder names.
    case directory
    /// One of the option's choices.
    case choices
    /// A lesson's number, of the lessons found when the script is written.
    case lessonNumbers
}

/// One `--name` a command takes: a flag, or an option followed by a value.
struct OptionSyntax: Sendable {
    /// The long name, without its dashes: `format` for `--format`.
    let name: String

    /// The value's name in help (`<format>`), or nil for a flag.
    let valueName: String?

    /// One or two sentences for `--help`.
    let help: String

    /// `help` in Russian: required, so that an option without it does not compile.
    let russianHelp: String

    /// The accepted words, when the value is one of a few.
    let choices: [String]

    /// The value in force when the option is not given, as help shows it.
    let defaultValue: String?

    /// What a shell completes the value with.
    let completion: ValueCompletion

    /// A flag: present or not, with no value.
    static func flag(_ name: String, help: String, ru: String) -> OptionSyntax {
        OptionSyntax(
            name: name, valueName: nil, help: help, russianHelp: ru, choices: [], defaultValue: nil, completion: .none)
    }

    /// An option that takes a `Value`.
    static func option<Value: ArgumentValue>(
        _ name: String, _ value: Value.Type, valueName: String? = nil, default defaultValue: String? = nil,
        completes completion: ValueCompletion = .none, help: String, ru: String
    ) -> OptionSyntax {
        let choices = Value.argumentChoices
        return OptionSyntax(
            name: name, valueName: valueName ?? name, help: help, russianHelp: ru, choices: choices, defaultValue: defaultValue,
            completion: choices.isEmpty ? completion : .choices)
    }

    /// `--format <format>` or `--echo`, as usage and help write it.
    var spelled: String {
        valueName.map { "--\(name) <\($0)>" } ?? "--\(name)"
    }
}
