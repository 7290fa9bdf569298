import SceneLabCore

/// `ViewController`, scene A: the label `dataLabel` and the four «Изменить с помощью …»
/// buttons, each showing scene B its own way (Listings 10.6, 10.9, 10.15, 10.18).
struct SceneAController: ControllerCode {
    typealias Model = TransferApp

    static let className = "ViewController"
    /// What a storyboard's new label reads until code sets it.
    static let storyboardLabel = "Label"

    /// «Изменить с помощью свойства / segue / делегата / замыкания».
    enum Button: String, ScreenControl {
        case property, segue, delegate, closure
    }

    /// `updatedData` (Listing 10.7), which scene B's saves change.
    var updatedData = "Test data"

    /// `dataLabel.text`: from Listing 10.7 `viewWillAppear` (and `onDataUpdate`, and the
    /// closure) set it to `updatedData`, so whenever scene A is seen it shows `updatedData`.
    /// (`updateLabel(withText:)` ignores its parameter and reads `updatedData` (000:L7961–7964),
    /// which every caller has just set to the same text, so nothing shows the slip.)
    func labelText(_ code: TransferCode) -> String { code.has(7) ? updatedData : Self.storyboardLabel }

    func screen(_ model: TransferApp, _ context: AppContext) -> Screen? {
        let language = context.language
        let code = TransferCode(context.chapter)
        var screen = Screen(title: TransferStrings.sceneA.text(in: language))
        screen.message = labelText(code)
        screen.buttons = code.editButtons.map { Screen.Button($0, label: TransferStrings.edit($0).text(in: language)) }
        return screen
    }

    mutating func tap(
        _ button: Button, on screen: Screen, _ model: inout TransferApp, _ context: inout AppContext
    ) throws(Rejection) -> [AppAction] {
        let code = TransferCode(context.chapter)
        guard let id = context.controller, code.editButtons.contains(button) else { throw screen.refusal(ofTap: button) }
        // `editScreen.updatingData = dataLabel.text ?? ""`, then the push.
        var handOver = TransferHandOver(updatingData: labelText(code))
        switch button {
        case .property: break
        case .segue: return [.performSegue(TransferApp.toEditScreen, from: id)]
        case .delegate: handOver.delegate = id
        case .closure: handOver.closureOwner = id
        }
        return [.show(SegueSetup(for: SceneBController.self, handOver), from: id)]
    }
}
