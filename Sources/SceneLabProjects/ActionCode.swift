import SceneLabCore
import SwiftSourceModel

/// The UIKit calls in an action method's Swift body that change the
/// screen, played after the action: `dismiss(animated:)`,
/// `performSegue(withIdentifier:sender:)` with a literal identifier, and
/// `popViewController(animated:)`. Anything else the method does, scenelab
/// does not run.
enum ActionCode {
    static func actions(
        of body: SwiftMethod?, named method: String, in className: String, from source: ObjectID, tapped: String,
        _ playbook: Playbook, _ element: Playbook.Element, _ context: inout AppContext
    ) throws(Rejection) -> [AppAction] {
        guard let body else {
            context.note(PlayDiagnostic.actionMissing(className: className, method: method))
            return []
        }
        let result = try actions(of: body, from: source, tapped: tapped, playbook, element, &context)
        if result.isEmpty {
            context.note(PlayDiagnostic.actionShowsNothing(className: className, method: method))
        }
        return result
    }

    /// The navigation a method body does, in order: what `actions(of:named:…)` plays, without its note.
    static func actions(
        of body: SwiftMethod, from source: ObjectID, tapped: String, _ playbook: Playbook,
        _ element: Playbook.Element, _ context: inout AppContext
    ) throws(Rejection) -> [AppAction] {
        var result: [AppAction] = []
        // The scene the last `instantiateViewController(withIdentifier:)` with a literal made.
        var instantiated: Playbook.Element?
        for statement in body.statements {
            guard case .call(let name, let arguments) = statement else { continue }
            switch name {
            case "instantiateViewController(withIdentifier:)", "instantiateViewController(identifier:)":
                guard case .text(let identifier)? = arguments.first?.first, arguments.first?.count == 1 else {
                    continue
                }
                instantiated = playbook.element(storyboardIdentifier: identifier, preferring: element.storyboard)
            case "pushViewController(_:animated:)", "show(_:sender:)", "present(_:animated:)",
                "present(_:animated:completion:)", "showDetailViewController(_:sender:)":
                guard let shown = instantiated else { continue }
                let kind: SceneLabCore.Segue.Kind =
                    name.hasPrefix("present") ? .presentModally(.automatic)
                    : name.hasPrefix("showDetail") ? .showDetail : .show
                result.append(
                    .segue(
                        StoryboardSegue(
                            identifier: nil, destination: playbook.scene(for: shown), kind: kind, source: source,
                            sender: nil, isSegue: false)))
                instantiated = nil
            case "dismiss(animated:)", "dismiss(animated:completion:)":
                result.append(.dismiss(from: source))
            case "popViewController(animated:)":
                result.append(.pop(from: source))
            case "performSegue(withIdentifier:sender:)":
                guard case .text(let identifier)? = arguments.first?.first, arguments.first?.count == 1 else {
                    continue
                }
                let segues = element.controller.segues.filter { $0.identifier == identifier }
                if let segue = segues.first {
                    result += try SeguePlay.actions(
                        of: segue, from: source, sender: senderName(arguments.dropFirst().first, tapped: tapped),
                        playbook, element, &context)
                }
            default:
                continue
            }
        }
        return result
    }

    /// How `prepare(for:sender:)` names the sender code passed: `nil`, `self`, or the action's `sender`.
    private static func senderName(_ parts: [PrintPart]?, tapped: String) -> String {
        switch parts {
        case [.expression("nil")]?, [.property("nil")]?: return "nil"
        case [.property("self")]?, [.expression("self")]?: return "self"
        // The action's own `sender`: the control that was tapped.
        default: return tapped
        }
    }
}
