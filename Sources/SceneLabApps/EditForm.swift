import SceneLabCore

extension Screen {
    /// The books' edit screens: a title, a save button in the navigation
    /// bar, and text fields, each given as name, label, text and placeholder.
    static func editForm(
        title: String, saveLabel: String, fields: [(name: String, label: String, text: String, placeholder: String)]
    ) -> Screen {
        var screen = Screen(title: title)
        screen.rightButtons = [Screen.Button(EditFormButton.save, label: saveLabel)]
        screen.fields = fields.map {
            Screen.Field(name: $0.name, label: $0.label, text: $0.text, placeholder: $0.placeholder)
        }
        return screen
    }
}

/// The text of an edit screen's fields, by field name: what `type FIELD TEXT`
/// changes on every edit screen, handled once.
struct FormFields: Sendable, Equatable {
    private var texts: [String: String]

    /// A form with these fields, empty.
    init(_ names: String...) {
        texts = Dictionary(uniqueKeysWithValues: names.map { ($0, "") })
    }

    subscript(name: String) -> String {
        get { texts[name] ?? "" }
        set { if texts[name] != nil { texts[name] = newValue } }
    }

    /// Takes typing into one of the form's fields; `false` for any other input.
    mutating func take(_ input: UserInput) -> Bool {
        guard case .field(let name, let text) = input, texts[name] != nil else { return false }
        texts[name] = text
        return true
    }
}

/// The one button of the books' edit screens.
enum EditFormButton: String, ScreenControl {
    case save
}

/// The code of the books' edit screens: typing into the form's fields and
/// the save button, the same on every such screen, with the rest left to
/// the screen (`performOther`).
protocol EditScreenCode: ControllerCode where Button == EditFormButton {
    var fields: FormFields { get set }
    /// Whether the presenting controller has configured the screen.
    var isConfigured: Bool { get }
    /// The save button's code.
    mutating func save(editor: ObjectID, _ model: inout Model, _ context: inout AppContext) -> [AppAction]
    /// Any other input the screen takes.
    mutating func performOther(
        _ input: UserInput, editor: ObjectID, on screen: Screen, _ model: inout Model, _ context: inout AppContext
    ) throws(Rejection) -> [AppAction]
}

extension EditScreenCode {
    mutating func perform(
        _ input: UserInput, on screen: Screen, _ model: inout Model, _ context: inout AppContext
    ) throws(Rejection) -> [AppAction] {
        guard let editor = context.controller, isConfigured else { throw screen.refusal(of: input) }
        if fields.take(input) { return [] }
        return try performOther(input, editor: editor, on: screen, &model, &context)
    }

    mutating func tap(
        _ button: EditFormButton, on screen: Screen, _ model: inout Model, _ context: inout AppContext
    ) throws(Rejection) -> [AppAction] {
        guard let editor = context.controller, isConfigured else { throw screen.refusal(ofTap: button) }
        switch button {
        case .save: return save(editor: editor, &model, &context)
        }
    }

    mutating func performOther(
        _ input: UserInput, editor: ObjectID, on screen: Screen, _ model: inout Model, _ context: inout AppContext
    ) throws(Rejection) -> [AppAction] {
        throw screen.refusal(of: input)
    }
}
