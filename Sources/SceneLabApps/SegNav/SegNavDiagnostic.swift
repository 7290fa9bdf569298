import CommandGrammar

/// What Seg Nav's controllers remark, with the data the sentence needs.
enum SegNavDiagnostic: Diagnostic, Equatable {
    /// The detail's `viewDidLoad` made its text view first responder, holding `text`.
    case keyboardUp(text: String)
    /// `prepare(for:sender:)` with no cell for a sender: the detail gets no selection.
    case preparedWithoutCell
    /// The detail handed back an edited task, which replaced the one at `number`.
    case taskChanged(number: Int, text: String)
    /// The course's `reloadDataAtIndexPaths:withRowAnimation:` (001:L636), no UIKit method:
    /// as written it does not build; scenelab calls the one the course means.
    case reloadTypo(asWritten: Bool)
}
