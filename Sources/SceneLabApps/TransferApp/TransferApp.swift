import SceneLabCore

/// TransferApp, the demo of the book's chapter 10 (Usov, 000:L7642–8684): scene A
/// (`ViewController`, a label) in a navigation controller hands its text to scene B
/// (`SecondViewController`, a text field) and gets it back, four ways each: a property, a
/// segue and `prepare(for:sender:)`, a delegate, a closure; back also through the navigation
/// stack and an unwind segue. `TransferCode` says which listings the reader has typed.
/// Nothing is printed and nothing is stored.
struct TransferApp: AppModel {
    static let bundleIdentifier = "com.example.TransferApp"
    static let controllerCode: [any ControllerCode.Type] = [SceneAController.self, SceneBController.self]

    /// The Show segue from «Изменить с помощью segue» to scene B (000:L8068–8089).
    static let toEditScreen = "toEditScreen"
    /// The unwind segue of «Сохранить с помощью unwind», to `unwindToFirstScreen(_:)` (000:L8234–8265).
    static let toFirstScreen = "toFirstScreen"

    static let definition = AppDefinition(
        id: "transfer", displayName: "TransferApp", bundleIdentifier: bundleIdentifier,
        root: .navigationController(root: SceneAController.className),
        segues: [Segue(toEditScreen, from: SceneAController.className, to: SceneBController.className)],
        model: TransferApp.self, chapters: 10...10, bookLanguage: .ru)
}

extension AppDefinition {
    /// The data-passing demo of the book's chapter 10.
    public static let transferDemo = TransferApp.definition
}
