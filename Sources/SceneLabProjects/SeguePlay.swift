import SceneLabCore
import StoryboardReader
import SwiftSourceModel

/// A storyboard segue turned into what the engine plays: a segue to a
/// scene, an unwind, or a refusal for a kind that does not show anything
/// when tapped.
enum SeguePlay {
    /// `triggeredByControl`: a tap fired the segue, so UIKit first asks the
    /// source `shouldPerformSegue(withIdentifier:sender:)`, which it does not
    /// for `performSegue` in code.
    static func actions(
        of segue: StoryboardReader.Segue, from source: ObjectID, sender: String, _ playbook: Playbook,
        _ element: Playbook.Element, _ context: inout AppContext, triggeredByControl: Bool = false,
        senderTitle: String? = nil
    ) throws(Rejection) -> [AppAction] {
        if triggeredByControl {
            context.call(
                "shouldPerformSegue(withIdentifier:sender:)", on: source, channel: .segue,
                arguments: Event.Arguments(
                    Event.Argument("withIdentifier", .string(Name(segue.identifier ?? ""))),
                    Event.Argument("sender", .object(ObjectName(Name(sender))))),
                // Swift's identifier is not optional: what a segue without one passes, no source says.
                confidence: segue.identifier == nil ? .uncertain : .documented)
        }
        let kind = segue.kind.modern
        if case .unwind(let action) = kind {
            guard let action else { throw Rejection(PlayDiagnostic.unwindWithoutAction) }
            let implementers = playbook.unwindImplementers(of: action)
            // A method named like the action but with another selector (Swift 3's first label) is not it.
            if implementers.isEmpty, let (owner, near) = NearMatches.unwindMethod(namedLike: action, playbook.sources) {
                throw Rejection(
                    PlayDiagnostic.unwindSelectorNotMatched(
                        action: action, className: owner.name, method: near.name,
                        methodSelector: Selectors.selector(of: near)))
            }
            // The method as the destination's Swift names it (`unwindToList(segue:)`), found by its selector.
            let swiftName =
                implementers.sorted().lazy.compactMap { playbook.method(forSelector: action, in: $0)?.1.name }.first
                ?? Selectors.swiftName(ofSelector: action)
            return [
                .unwind(
                    UnwindSegue(
                        identifier: segue.identifier, action: swiftName, implementers: implementers, source: source,
                        sender: sender))
            ]
        }
        guard let destination = playbook.element(segue.destination, in: element.storyboard) else {
            throw Rejection(PlayDiagnostic.destinationMissing(destination: segue.destination))
        }
        let engineKind: SceneLabCore.Segue.Kind
        switch kind {
        case .show: engineKind = .show
        case .showDetail: engineKind = .showDetail
        case .presentation(let style, _): engineKind = .presentModally(presentationStyle(style, &context))
        case .popoverPresentation: engineKind = .presentModally(.popover)
        case .custom:
            context.note(PlayDiagnostic.customSeguePlayedAsShow(customClass: segue.customClass))
            engineKind = .show
        default:
            throw Rejection(PlayDiagnostic.segueNotTappable(kind: describe(kind)))
        }
        var played = StoryboardSegue(
            identifier: segue.identifier, destination: playbook.scene(for: destination), kind: engineKind, source: source,
            sender: sender)
        played.keptByPrepare = playbook.propertyKeepingDestination(in: element.controller.className, identifier: segue.identifier)
        played.senderTitle = senderTitle
        return [.segue(played)]
    }

    /// The storyboard's `modalPresentationStyle` (or the one code gives a controller it
    /// presents) as the engine's style.
    static func presentationStyle(_ name: String?, _ context: inout AppContext) -> PresentationStyle {
        switch name {
        case nil, "automatic": return .automatic
        case "fullScreen": return .fullScreen
        case "pageSheet": return .pageSheet
        case "formSheet": return .formSheet
        case "currentContext": return .currentContext
        case "overFullScreen": return .overFullScreen
        case "overCurrentContext": return .overCurrentContext
        case "popover": return .popover
        case let other?:
            context.note(PlayDiagnostic.presentationStylePlayedAsFullScreen(style: other))
            return .fullScreen
        }
    }

    /// The segue's kind in the storyboard's words, which the refusal names in either language.
    private static func describe(_ kind: SegueKind) -> String {
        switch kind {
        case .relationship(let name): return "relationship (\(name))"
        case .embed: return "embed"
        case .unknown(let name): return name
        default: return "\(kind)"
        }
    }
}
