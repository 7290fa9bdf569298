/// Gestures resolved against the drawn screen into `UserInput`, with the
/// calls UIKit makes before the app's code hears of them.
extension GestureHandling {
    /// What a gesture means on the screen the user sees, made the way UIKit
    /// reports it: the calls UIKit makes come first (a row's selection, a
    /// swipe's handler, a commit or a move), then the app's code gets the
    /// input; a gesture the screen does not show goes to the code as typed,
    /// for it to refuse in its own words.
    static func resolve(
        _ gesture: Gesture, on screen: Screen, controller id: ObjectID, in app: inout Application
    ) -> UserInput {
        switch gesture {
        case .type(let word, let text):
            let matches = Self.matching(word)
            return screen.fields.first { matches($0.name, $0.label) }.map { .field($0.name, text: text) }
                ?? .gesture(gesture)
        case .toggle(let word):
            let matches = Self.matching(word)
            return screen.switches.first { matches($0.name, $0.label) }.map { .toggle($0.name) }
                ?? .gesture(gesture)
        case .swipe(let number, let word):
            return resolveSwipe(number, word, gesture, on: screen, controller: id, in: &app)
        case .delete(let number) where screen.isEditing:
            guard let path = screen.indexPath(ofNumber: number) else { return .gesture(gesture) }
            commitDelete(path, on: id, in: &app)
            return .commitDelete(section: path.section, row: path.row, gesture: gesture)
        case .move(let number, let section, let position) where screen.isEditing:
            return resolveMove(number, to: section, position, gesture, on: screen, controller: id, in: &app)
        case .tap(let element):
            return resolveTap(element, gesture, on: screen, controller: id, in: &app)
        case .tapAccessory(let number):
            // A detail disclosure button wired to a segue in the storyboard:
            // the app's code hears of it as that segue's sender.
            guard let (row, path) = screen.row(numbered: number), row.hasDetailButton else { return .gesture(gesture) }
            return .accessory(section: path.section, row: path.row)
        default:
            return .gesture(gesture)
        }
    }

    /// A tap on one of the screen's rows, which UIKit reports with
    /// `tableView(_:didSelectRowAt:)` before the app's code runs. (A tap on a
    /// button never gets here: `perform` hands it to the code's `tap`.)
    private static func resolveTap(
        _ element: String, _ gesture: Gesture, on screen: Screen, controller id: ObjectID, in app: inout Application
    ) -> UserInput {
        if let (row, path) = screen.row(named: element) {
            // A cell wired to a segue hears of its selection after the segue's
            // `prepare(for:sender:)`: see `run(_:selecting:)`.
            if !row.selectionPerformsSegue { callDidSelectRow(path, on: id, confidence: .documented, in: &app) }
            return .row(section: path.section, row: path.row, tapped: element)
        }
        return .gesture(gesture)
    }

    /// A swipe action the row offers, reported as UIKit reports it: the
    /// data source's commit for the table's Delete, or the action's handler
    /// (after the trailing configuration, for a trailing action).
    private static func resolveSwipe(
        _ number: Int, _ word: String, _ gesture: Gesture, on screen: Screen, controller id: ObjectID,
        in app: inout Application
    ) -> UserInput {
        let matches = Self.matching(word)
        guard let (row, path) = screen.row(numbered: number),
            let action = row.swipeActions.first(where: { matches($0.name, $0.label) })
        else { return .gesture(gesture) }
        switch action.swipeStyle {
        case .commitDelete:
            commitDelete(path, on: id, in: &app)
            return .commitDelete(section: path.section, row: path.row, gesture: gesture)
        case .trailingAction:
            callTrailingConfiguration(path, on: id, in: &app)
        case .leadingAction:
            break
        }
        AppCode.recordClosure(
            "UIContextualAction handler", on: id,
            arguments: Event.Arguments(Event.Argument("title", .string(Name(action.label)))), in: &app)
        return .swipeAction(action.name, section: path.section, row: path.row, gesture: gesture)
    }

    /// `swipe ROW` with no action: a finger swipes the row left and lifts.
    /// UIKit asks the delegate for the row's trailing actions, when it
    /// answers, and shows them; nothing is tapped, so no app code runs.
    static func revealSwipeActions(
        ofRow number: Int, on screen: Screen, controller id: ObjectID, in app: inout Application
    ) {
        guard let (row, path) = screen.row(numbered: number) else { return }
        let trailing = row.swipeActions.filter { $0.swipeStyle == .trailingAction || $0.swipeStyle == .commitDelete }
        if row.asksForTrailingActions || trailing.contains(where: { $0.swipeStyle == .trailingAction }) {
            callTrailingConfiguration(path, on: id, in: &app)
        }
        app.note(InterfaceDiagnostic.swipeRevealed(row: number, actions: trailing.map(\.label)))
    }

    /// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`: UIKit asks
    /// the delegate for a row's trailing actions as the finger swipes it.
    private static func callTrailingConfiguration(
        _ path: (section: Int, row: Int), on id: ObjectID, in app: inout Application
    ) {
        app.call(
            "tableView(_:trailingSwipeActionsConfigurationForRowAt:)", on: id, channel: .table,
            arguments: Event.Arguments(
                Event.Argument.indexPath("trailingSwipeActionsConfigurationForRowAt", path.section, path.row)),
            confidence: .documented)
    }

    /// `tableView(_:didSelectRowAt:)`.
    static func callDidSelectRow(
        _ path: (section: Int, row: Int), on id: ObjectID, confidence: Confidence, in app: inout Application
    ) {
        app.call(
            "tableView(_:didSelectRowAt:)", on: id, channel: .table,
            arguments: Event.Arguments(Event.Argument.indexPath("didSelectRowAt", path.section, path.row)),
            confidence: confidence)
    }

    /// `tableView(_:commit:forRowAt:)` with the delete style.
    private static func commitDelete(_ path: (section: Int, row: Int), on id: ObjectID, in app: inout Application) {
        app.call(
            "tableView(_:commit:forRowAt:)", on: id, channel: .table,
            arguments: [
                Event.Argument("commit", .object(".delete")),
                Event.Argument.indexPath("forRowAt", path.section, path.row),
            ], confidence: .documented)
    }

    /// A row dragged in edit mode to section `section` (from 1), at `position`
    /// (from 1; the end when absent or past it): `tableView(_:moveRowAt:to:)`.
    /// A row or section the screen does not show is left to the app's code to refuse.
    private static func resolveMove(
        _ number: Int, to section: Int, _ position: Int?, _ gesture: Gesture, on screen: Screen,
        controller id: ObjectID, in app: inout Application
    ) -> UserInput {
        guard let source = screen.indexPath(ofNumber: number), screen.sections.indices.contains(section - 1)
        else { return .gesture(gesture) }
        let count = screen.sections[section - 1].rows.count - (source.section == section - 1 ? 1 : 0)
        let destination = (section: section - 1, row: min((position ?? Int.max) - 1, count))
        app.call(
            "tableView(_:moveRowAt:to:)", on: id, channel: .table,
            arguments: [
                Event.Argument.indexPath("moveRowAt", source.section, source.row),
                Event.Argument.indexPath("to", destination.section, destination.row),
            ], confidence: .documented)
        return .moveRow(from: source, to: destination, gesture: gesture)
    }
}
