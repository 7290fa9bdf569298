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
    /// A tap on a control the code made and gave no target-action, `UIAction` or menu scenelab can
    /// run (a custom view).
    case codeControlUnwired(sender: String)
    /// A tap on a control the code gave a menu and no action of its own: the menu opens, and
    /// each of its `actions` is tapped by its name.
    case menuShown(sender: String, actions: [String])
    /// A tap on a row without a segue, whose selection method showed nothing scenelab plays.
    case rowWithoutSegue(selectionMethod: String)
    /// An action method the storyboard names that the Swift sources do not have.
    case actionMissing(className: String, method: String)
    /// A control's action sent to another object than the controller (`target: webView`,
    /// `addTarget(view, …)`): UIKit's object runs `method`, which scenelab does not play.
    case actionSentElsewhere(target: String, method: String)
    /// An action method that ran but made none of the calls scenelab plays.
    case actionShowsNothing(className: String, method: String)
    /// A tap on `sender` sent `selector` to a controller whose class (`className`; `receiver`
    /// as the runtime names it, `Module.Class`) the sources show has no such method: the
    /// runtime raised NSInvalidArgumentException and the app crashed. `nearMethod` is a
    /// method of the class with the selector's name and another selector (`nearSelector`).
    case unrecognizedSelectorCrash(
        receiver: String, selector: String, className: String, sender: String, nearMethod: String?,
        nearSelector: String?)
    /// `performSegue(withIdentifier:sender:)` in `className`'s code names a segue its storyboard
    /// scene does not have (`segues` are those it has): UIKit raises NSInvalidArgumentException
    /// and the app crashes.
    case segueNotFoundCrash(receiver: String, identifier: String, className: String, segues: [String])
    /// An unwind action no class has, while `className` has `method` of its name, whose
    /// selector is `methodSelector`: the unwind finds no destination.
    case unwindSelectorNotMatched(action: String, className: String, method: String, methodSelector: String)

    // MARK: The screen and the console

    /// The scenes a screen's container views embed, as a line on the screen.
    case containerViews(embedded: [String])
    /// A method whose code ran past what scenelab follows for one call.
    case consoleStoppedEarly(method: String, statements: Int, lines: Int)

    // MARK: Code scenelab reads but does not run

    /// A split view delegate's `splitViewController(_:collapseSecondary:onto:)`
    /// (in `className`, at `site`) returns no literal: UIKit's default collapse is played.
    case collapseAnswerUnread(className: String, site: String)
    /// An `if` whose condition (`condition`, at `site`) scenelab cannot work out
    /// chooses between navigation calls: its first branch is played, or with `tap … --else`
    /// (`tookElse`) its `else`.
    case conditionNotEvaluated(condition: String, site: String, tookElse: Bool)
    /// Code shows a controller (`how`: push, present…) that is neither one of the sources'
    /// view controllers nor UIKit's plain ones (`UIHostingController(…)`, a pod's, a
    /// parameter's): not played.
    case shownControllerUnknown(how: String, className: String, site: String)
    /// A navigation controller made in code around a controller scenelab cannot tell (a
    /// helper's parameter): shown with no screen in it.
    case containerRootUnknown(how: String, className: String, site: String)
    /// An `if` of the app's code on something scenelab cannot work out, which printed its body.
    case conditionPrintedBody(condition: String, site: String, hasElse: Bool, elseCommand: String? = nil)
    /// The app's code set a key of its defaults to a value scenelab cannot work out: not stored.
    case defaultsValueUnknown(key: String)
    /// The same, run with `--else` (`launch --else`, `tap … --else`): its `else` ran.
    case conditionPrintedElse(condition: String, site: String)
    /// A controller the code makes and shows, given a `title` scenelab cannot work out.
    case titleNotWorkedOut(className: String, site: String)
    /// A `UIApplication` notification of a scene app, whose observers ran after the scene
    /// delegate's `sceneMethod`: an order Apple does not document.
    case appNotificationAfterScene(notification: String, sceneMethod: String)
    /// Work a controller left for after a delay (`call` at `site`) runs now, once what the
    /// command does at once is done: scenelab lets the delay pass at the command's end.
    case delayedWorkRuns(call: String, site: String)
}

extension PlayDiagnostic {
    /// What the console shows when the runtime meets a selector its receiver does not
    /// have: its message, then the uncaught exception that ends the process. The
    /// instance's address is not known: `0x…`. The wording is the runtime's, in every
    /// language; Apple documents the exception, not the text (so it is marked uncertain).
    /// What the console shows when `performSegue` names a segue the scene does not have: UIKit's
    /// reason for the uncaught exception (its wording as widely reported, not documented).
    static func segueNotFoundConsole(receiver: String, identifier: String) -> String {
        // Verbatim: UIKit's own words.
        "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'Receiver (<\(receiver):"
            + " 0x…>) has no segue with identifier '\(identifier)''"
    }

    static func unrecognizedSelectorConsole(
        receiver: String, selector: String
    ) -> (message: String, exception: String) {
        // Verbatim: the Objective-C runtime's own words.
        let message = "-[\(receiver) \(selector)]: unrecognized selector sent to instance 0x…"
        // Verbatim: the Objective-C runtime's own words.
        let exception = "*** Terminating app due to uncaught exception 'NSInvalidArgumentException'"
        return (message, exception)
    }
}

extension PlayDiagnostic {
    /// The remarks that name code scenelab does not play, or plays as something else: the same at
    /// every tap, said the first time. What a condition took, or a refusal, is said each time.
    public var isSaidOnce: Bool {
        switch self {
        case .customSeguePlayedAsShow, .presentationStylePlayedAsFullScreen, .codeControlUnwired, .rowWithoutSegue,
            .actionMissing, .actionSentElsewhere, .actionShowsNothing, .containerViews, .collapseAnswerUnread,
            .shownControllerUnknown, .containerRootUnknown, .titleNotWorkedOut, .appNotificationAfterScene:
            return true
        default:
            return false
        }
    }
}
