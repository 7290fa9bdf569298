import SceneLabCore

extension PlayDiagnostic {
    public var english: String {
        switch self {
        // MARK: Segues
        case .unwindWithoutAction:
            return "the unwind segue has no unwindAction in the storyboard, so UIKit does nothing"
        case .destinationMissing(let destination):
            return "the segue's destination \(destination) is not in the storyboard, so nothing is shown"
        case .customSeguePlayedAsShow(let customClass):
            return "a custom segue (\(customClass ?? "no class")) runs the app's own perform(), which scenelab"
                + " does not: it is played as Show"
        case .segueNotTappable(let kind):
            return "a \(kind) segue is not performed by a tap"
        case .presentationStylePlayedAsFullScreen(let style):
            return "presentation style \(style) is played as full screen"
        case .segueNotFound(let identifier, let source, let segues):
            return "segue \(identifier): \(source) has no segue with that identifier; "
                + (segues.isEmpty ? "its storyboard scene has none" : "it has " + segues.joined(separator: ", "))

        // MARK: Taps and action methods
        case .controlDisabled(let sender):
            return "tap \(sender): the control is disabled in the storyboard (enabled unticked)"
        case .controlUnwired(let sender):
            return "\(sender) has no segue and no action in the storyboard: the tap does nothing"
        case .codeControlUnwired(let sender):
            return "\(sender) was made in code with no target-action, UIAction or menu scenelab can run: the tap does"
                + " nothing"
        case .menuShown(let sender, let actions):
            return "\(sender) opens its menu: " + actions.map { "tap \(TypedName.quoted($0))" }.joined(separator: ", ")
                + " (the menu's actions are tapped by name while \(sender) shows)"
        case .rowWithoutSegue(let selectionMethod):
            return "the row has no segue: \(selectionMethod) runs, and its prints print; it shows no controller"
                + " scenelab can tell (one of the app's classes made in code, or a storyboard scene by a literal"
                + " identifier)"
        case .actionMissing(let className, let method):
            return "\(className) has no \(method) in the project's Swift sources: the tap runs nothing scenelab can see"
        case .actionSentElsewhere(let target, let method):
            return "the tap sends \(method) to \(target), not to the controller: that object runs it, which scenelab"
                + " does not play"
        case .actionShowsNothing(let className, let method):
            return "\(className).\(method) ran and its prints print; of its code scenelab plays dismiss,"
                + " popViewController, performSegue with a literal identifier, and a push, present or show of one"
                + " of the app's controllers made in code or a scene instantiated by a literal identifier, and it"
                + " does none of them"
        case .unrecognizedSelectorCrash(
            let receiver, let selector, let className, let sender, let near, let nearSelector):
            let console = Self.unrecognizedSelectorConsole(receiver: receiver, selector: selector)
            let its = near.map { ": its \($0) is \(nearSelector ?? "")" } ?? ""
            return "\(console.message) [uncertain] (a tap on \(sender) sends \(selector), which \(className) does not"
                + " have\(its)); \(console.exception): the app crashed"
        case .segueNotFoundCrash(let receiver, let identifier, let className, let segues):
            let console = Self.segueNotFoundConsole(receiver: receiver, identifier: identifier)
            let has = segues.isEmpty ? "it has none" : "it has " + segues.joined(separator: ", ")
            return "\(console) [uncertain] (\(className)'s code performs a segue its storyboard scene does not have;"
                + " \(has)): the app crashed"
        case .unwindSelectorNotMatched(let action, let className, let method, let methodSelector):
            return "no controller implements the unwind action \(action), so UIKit does nothing:"
                + " \(className).\(method) is \(methodSelector) in Objective-C"

        // MARK: The screen and the console
        case .containerViews(let embedded):
            return "container view: " + embedded.joined(separator: ", ")
        case .consoleStoppedEarly(let method, let statements, let lines):
            return "\(method): its code runs over \(statements) statements or prints over"
                + " \(lines) lines through its helpers; scenelab stopped following it here"

        // MARK: Code scenelab reads but does not run
        case .collapseAnswerUnread(let className, let site):
            return "\(className).splitViewController(_:collapseSecondary:onto:) (\(site)) does not simply return"
                + " true or false, so scenelab cannot tell its answer: UIKit's default collapse is played, the"
                + " secondary on top"
        case .conditionNotEvaluated(let condition, let site, false):
            return "if \(condition) (\(site)): scenelab cannot work out this condition, so it played the first"
                + " branch, not the else; the same tap with --else plays the else"
        case .conditionNotEvaluated(let condition, let site, true):
            return "if \(condition) (\(site)): scenelab cannot work out this condition; as --else asked, it played"
                + " the else, not the first branch"
        case .containerRootUnknown(let how, let className, let site):
            return "\(how) of a \(className) (\(site)) around a controller scenelab cannot tell (a parameter or a"
                + " value it does not follow): it shows empty, with no screen of the app in it"
        case .conditionPrintedBody(let condition, let site, let hasElse, let elseCommand):
            return "if \(condition) (\(site)): scenelab cannot work out this condition, so it ran the body"
                + (hasElse ? ", not the else" : "") + "; the app may take the other way"
                + (elseCommand.map { ", which `\($0)` plays" } ?? "")
        case .defaultsValueUnknown(let key):
            return "UserDefaults.standard.set(_:forKey: \"\(key)\"): scenelab cannot work out the value, so the key"
                + " keeps what it held"
        case .conditionPrintedElse(let condition, let site):
            return "if \(condition) (\(site)): scenelab cannot work out this condition, so, as --else asks, it ran"
                + " the else, not the body"
        case .titleNotWorkedOut(let className, let site):
            return "\(className)'s title (\(site)) is not worked out: scenelab reads literals, the row and a stored"
                + " array literal's elements there; its navigation bar shows no title"
        case .shownControllerUnknown(let how, let className, let site):
            return "\(how) of \(className) (\(site)) is not played: scenelab cannot tell it for one of the view"
                + " controller classes of the project's Swift sources"
        case .appNotificationAfterScene(let notification, let sceneMethod):
            return "\(notification): a scene app's delegate gets no such call, yet UIKit still posts it;"
                + " scenelab runs its observers right after \(sceneMethod) [uncertain]"
        case .delayedWorkRuns(let call, let site):
            return "the closure given to \(call) at \(site) runs now: scenelab lets its delay pass once the"
                + " command has done what it does at once"
        }
    }
}
