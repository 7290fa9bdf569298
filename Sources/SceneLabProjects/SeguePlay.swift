import SceneLabCore
import StoryboardReader

/// A storyboard segue turned into what the engine plays: a segue to a
/// scene, an unwind, or a refusal for a kind that does not show anything
/// when tapped.
enum SeguePlay {
    /// `triggeredByControl`: a tap fired the segue, so UIKit first asks the
    /// source `shouldPerformSegue(withIdentifier:sender:)`, which it does not
    /// for `performSegue` in code.
    static func actions(
        of segue: StoryboardReader.Segue, from source: ObjectID, sender: String, _ playbook: Playbook,
        _ element: Playbook.Element, _ context: inout AppContext, triggeredByControl: Bool = false
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
            guard let action else {
                throw Rejection(
                    "the unwind segue has no unwindAction in the storyboard, so UIKit does nothing",
                    ru: "у unwind segue в storyboard нет unwindAction, и UIKit ничего не делает")
            }
            let implementers = playbook.unwindImplementers(of: action)
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
            throw Rejection(
                "the segue's destination \(segue.destination) is not in the storyboard, so nothing is shown",
                ru: "назначения segue \(segue.destination) нет в storyboard, и ничего не показывается")
        }
        let engineKind: SceneLabCore.Segue.Kind
        switch kind {
        case .show: engineKind = .show
        case .showDetail: engineKind = .showDetail
        case .presentation(let style, _): engineKind = .presentModally(presentationStyle(style, &context))
        case .popoverPresentation: engineKind = .presentModally(.popover)
        case .custom:
            context.note(
                "a custom segue (\(segue.customClass ?? "no class")) runs the app's own perform(), which scenelab"
                    + " does not: it is played as Show",
                ru: "пользовательский segue (\(segue.customClass ?? "без класса")) выполняет свой perform(),"
                    + " который scenelab не запускает: он сыгран как Show")
            engineKind = .show
        default:
            throw Rejection(
                "a \(describe(kind)) segue is not performed by a tap",
                ru: "segue вида \(describe(kind)) не выполняется нажатием")
        }
        return [
            .segue(
                StoryboardSegue(
                    identifier: segue.identifier, destination: playbook.scene(for: destination), kind: engineKind,
                    source: source, sender: sender))
        ]
    }

    /// The storyboard's `modalPresentationStyle` as the engine's style.
    private static func presentationStyle(_ name: String?, _ context: inout AppContext) -> PresentationStyle {
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
            context.note(
                "presentation style \(other) is played as full screen",
                ru: "стиль показа \(other) сыгран как full screen")
            return .fullScreen
        }
    }

    private static func describe(_ kind: SegueKind) -> String {
        switch kind {
        case .relationship(let name): return "relationship (\(name))"
        case .embed: return "embed"
        case .unknown(let name): return name
        default: return "\(kind)"
        }
    }
}
