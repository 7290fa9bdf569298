import SceneLabCore

/// `SecondViewController`, scene B: the text field `dataTextField` and the four «Сохранить с
/// помощью …» buttons, each giving the text back to scene A its own way (Listings 10.8,
/// 10.10–10.11, 10.16, 10.19).
struct SceneBController: ControllerCode {
    typealias Model = TransferApp
    typealias Setup = TransferHandOver

    static let className = "SecondViewController"
    /// The field's name for `type`.
    static let field = "data"

    /// «Сохранить с помощью свойства / unwind / делегата / замыкания».
    enum Button: String, ScreenControl {
        case property, unwind, delegate, closure
    }

    var handOver = TransferHandOver()
    /// `dataTextField.text`.
    var fieldText = ""

    /// Listing 10.9's `prepare(for:sender:)` on scene A: `updatingData` from its label.
    static func setup(
        forSegue identifier: String, from source: ObjectID, _ model: TransferApp, _ context: AppContext
    ) -> TransferHandOver? {
        let code = TransferCode(context.chapter)
        guard identifier == TransferApp.toEditScreen, code.has(9),
            let sceneA = context.properties(of: source, as: SceneAController.self)
        else { return nil }
        return TransferHandOver(updatingData: sceneA.labelText(code))
    }

    mutating func prepare(_ handOver: TransferHandOver, _ model: inout TransferApp, _ context: inout AppContext) {
        self.handOver = handOver
        // Listing 10.5's `viewWillAppear` fills the field; nothing else reaches it before it appears.
        if TransferCode(context.chapter).has(5) { fieldText = handOver.updatingData }
    }

    /// Listing 10.11's `prepare(for:sender:)`: the unwind gives scene A the field's text.
    mutating func prepare(
        forSegue identifier: String, destination: ObjectID, _ model: inout TransferApp, _ context: inout AppContext
    ) {
        guard identifier == TransferApp.toFirstScreen, TransferCode(context.chapter).has(11) else { return }
        let text = fieldText
        context.updateProperties(of: destination, as: SceneAController.self) { $0.updatedData = text }
    }

    func screen(_ model: TransferApp, _ context: AppContext) -> Screen? {
        let language = context.language
        var screen = Screen(title: TransferStrings.sceneB.text(in: language))
        screen.fields = [
            Screen.Field(name: Self.field, label: "dataTextField", text: fieldText, placeholder: "")
        ]
        screen.buttons = TransferCode(context.chapter).saveButtons.map {
            Screen.Button($0, label: TransferStrings.save($0).text(in: language))
        }
        return screen
    }

    mutating func perform(
        _ input: UserInput, on screen: Screen, _ model: inout TransferApp, _ context: inout AppContext
    ) throws(Rejection) -> [AppAction] {
        guard case .field(Self.field, let text) = input else { throw screen.refusal(of: input) }
        fieldText = text
        return []
    }

    mutating func tap(
        _ button: Button, on screen: Screen, _ model: inout TransferApp, _ context: inout AppContext
    ) throws(Rejection) -> [AppAction] {
        guard let id = context.controller, TransferCode(context.chapter).saveButtons.contains(button) else {
            throw screen.refusal(ofTap: button)
        }
        let text = fieldText
        switch button {
        case .property:
            // Listing 10.8: every `ViewController` of the stack gets the text; no pop.
            for member in context.navigationStack(of: id) ?? [] where context.className(of: member) == SceneAController.className {
                context.updateProperties(of: member, as: SceneAController.self) { $0.updatedData = text }
            }
            context.note(TransferDiagnostic.savedWithoutLeaving)
            return []
        case .unwind:
            return [
                .unwind(
                    UnwindSegue(
                        identifier: TransferApp.toFirstScreen, action: "unwindToFirstScreen(_:)",
                        implementers: [SceneAController.className], source: id, sender: nil))
            ]
        case .delegate:
            // Listing 10.16: `handleUpdatedDataDelegate?.onDataUpdate(data:)`, then the pop.
            if let delegate = handOver.delegate, context.isAlive(delegate) {
                context.call(
                    "onDataUpdate(data:)", on: delegate, channel: .delegate,
                    arguments: Event.Arguments(Event.Argument("data", .string(Name(text)))))
                context.updateProperties(of: delegate, as: SceneAController.self) { $0.updatedData = text }
            } else {
                context.note(TransferDiagnostic.noDelegate)
            }
            return [.pop(from: id)]
        case .closure:
            // Listing 10.19: `completionHandler?(updatedData)`, then the pop; the closure holds
            // scene A `unowned`, and scene A is the root, alive as long as the app.
            if let owner = handOver.closureOwner, context.isAlive(owner) {
                context.updateProperties(of: owner, as: SceneAController.self) { $0.updatedData = text }
            } else {
                context.note(TransferDiagnostic.noClosure)
            }
            return [.pop(from: id)]
        }
    }
}
