import CommandGrammar

/// What an opened project's play refuses or remarks — a storyboard's segues
/// and controls, and the Swift its actions run — with the data the sentence needs.
public enum PlayDiagnostic: Diagnostic, Equatable {
    // MARK: Segues

    /// A tapped unwind segue whose storyboard names no unwind action.
    case unwindWithoutAction
    /// A segue whose destination scene the storyboard does not have.
    case destinationMissing(destination: String)
    /// A custom segue (of `customClass`, if it names one), played as Show.
    case customSeguePlayedAsShow(customClass: String?)
    /// A segue of a kind (`kind`, the storyboard's word) that no tap performs.
    case segueNotTappable(kind: String)
    /// A presentation style the engine does not know, played as full screen.
    case presentationStylePlayedAsFullScreen(style: String)
    /// `performSegue` with an identifier the source's storyboard scene has no
    /// segue for; `segues` are the identifiers it has.
    case segueNotFound(identifier: String, source: String, segues: [String])

    // MARK: Taps and action methods

    /// A tap on a control the storyboard disables.
    case controlDisabled(sender: String)
    /// A tap on a control the storyboard wires to no segue and no action.
    case controlUnwired(sender: String)
    /// A tap on a row without a segue, whose selection method showed nothing scenelab plays.
    case rowWithoutSegue(selectionMethod: String)
    /// An action method the storyboard names that the Swift sources do not have.
    case actionMissing(className: String, method: String)
    /// An action method that ran but made none of the calls scenelab plays.
    case actionShowsNothing(className: String, method: String)

    // MARK: The screen and the console

    /// The scenes a screen's container views embed, as a line on the screen.
    case containerViews(embedded: [String])
    /// A method whose code ran past what scenelab follows for one call.
    case consoleStoppedEarly(method: String, statements: Int, lines: Int)
}
