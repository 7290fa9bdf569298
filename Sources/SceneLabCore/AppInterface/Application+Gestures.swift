/// `screen`, `actions` and the gestures: the engine's side of a finger on the glass.
extension Application {
    /// The controller whose screen is on top: an alert, a presented controller,
    /// or the top of a navigation stack.
    package var visibleController: ObjectID? { topViewController(inScene: focusedScene) }

    /// The top screen as the user sees it.
    package func topScreen() -> Screen? {
        guard let visible = visibleController, let controller = controllers[visible] else { return nil }
        if let alert = controller.alert { return alert.screen }
        var screen = screen(of: visible) ?? Screen(title: controller.className)
        if let navigation = navigationController(of: visible), let stack = controllers[navigation]?.children,
            let index = stack.firstIndex(of: visible), index > 0
        {
            let previous = stack[index - 1]
            screen.backTitle = self.screen(of: previous)?.title ?? Self.backTitle(language)
        }
        return screen
    }

    static func backTitle(_ language: Language) -> String { language == .ru ? "Назад" : "Back" }

    /// Performs a gesture on the top screen.
    mutating func perform(_ gesture: Gesture) throws(Rejection) {
        guard let visible = visibleController, let screen = topScreen() else { throw Rejection.notRunning }
        if let alert = controllers[visible]?.alert {
            try perform(gesture, onAlert: alert, id: visible, screen: screen)
            return
        }
        if case .tap(let element) = gesture, screen.backTitle != nil,
            element.lowercased() == "back" || element == screen.backTitle
        {
            guard let navigation = navigationController(of: visible),
                let stack = controllers[navigation]?.children
            else { throw Self.notOffered("tap \(element)", on: screen) }
            // The system back button pops without running the app's code.
            popToIndex(stack.count - 2, in: navigation, stack: stack)
            return
        }
        guard let code = controllers.code(of: visible) else { throw Self.notOffered(gesture.description, on: screen) }
        let input = resolve(gesture, on: screen, controller: visible)
        try run(type(of: code).runPerform(input, on: screen, id: visible, in: &self))
    }

    /// What a gesture means on the screen: a tap on a button it shows, or on
    /// one of its rows, which UIKit reports with `tableView(_:didSelectRowAt:)`
    /// before the app's code runs; any other gesture as it was typed.
    private mutating func resolve(_ gesture: Gesture, on screen: Screen, controller id: ObjectID) -> UserInput {
        switch gesture {
        case .type(let word, let text):
            return screen.fields.first { Self.names($0.name, $0.label, word) }.map { .field($0.name, text: text) }
                ?? .gesture(gesture)
        case .toggle(let word):
            return screen.switches.first { Self.names($0.name, $0.label, word) }.map { .toggle($0.name) }
                ?? .gesture(gesture)
        case .swipe(let number, let word):
            return resolveSwipe(number, word, gesture, on: screen, controller: id)
        case .delete(let number) where screen.isEditing:
            guard let path = screen.indexPath(ofNumber: number) else { return .gesture(gesture) }
            commitDelete(path, on: id)
            return .commitDelete(section: path.section, row: path.row, gesture: gesture)
        case .move(let number, let section, let position) where screen.isEditing:
            return resolveMove(number, to: section, position, gesture, on: screen, controller: id)
        case .tap: break
        default: return .gesture(gesture)
        }
        guard case .tap(let element) = gesture else { return .gesture(gesture) }
        if let button = (screen.leftButtons + screen.rightButtons + screen.buttons).first(where: {
            Self.names($0.name, $0.label, element)
        }) {
            return .button(button)
        }
        if let path = screen.indexPath(ofRow: element) {
            call(
                "tableView(_:didSelectRowAt:)", on: id, channel: .table,
                arguments: Event.Arguments(Event.Argument.indexPath("didSelectRowAt", path.section, path.row)), confidence: .documented)
            return .row(section: path.section, row: path.row, tapped: element)
        }
        return .gesture(gesture)
    }

    /// A swipe action the row offers, reported as UIKit reports it: the
    /// data source's commit for the table's Delete, or the action's handler
    /// (after the trailing configuration, for a trailing action).
    private mutating func resolveSwipe(
        _ number: Int, _ word: String, _ gesture: Gesture, on screen: Screen, controller id: ObjectID
    ) -> UserInput {
        let rows = screen.numberedRows
        guard rows.indices.contains(number - 1),
            let action = rows[number - 1].row.swipeActions.first(where: { Self.names($0.name, $0.label, word) }),
            let path = screen.indexPath(ofNumber: number)
        else { return .gesture(gesture) }
        switch action.swipeStyle {
        case .commitDelete:
            commitDelete(path, on: id)
            return .commitDelete(section: path.section, row: path.row, gesture: gesture)
        case .trailingAction:
            call(
                "tableView(_:trailingSwipeActionsConfigurationForRowAt:)", on: id, channel: .table,
                arguments: Event.Arguments(
                    Event.Argument.indexPath("trailingSwipeActionsConfigurationForRowAt", path.section, path.row)),
                confidence: .documented)
        case .leadingAction:
            break
        }
        recordClosure(
            "UIContextualAction handler", on: id, arguments: Event.Arguments(Event.Argument("title", .string(action.label))))
        return .swipeAction(action.name, section: path.section, row: path.row, gesture: gesture)
    }

    /// `tableView(_:commit:forRowAt:)` with the delete style.
    private mutating func commitDelete(_ path: (section: Int, row: Int), on id: ObjectID) {
        call(
            "tableView(_:commit:forRowAt:)", on: id, channel: .table,
            arguments: [
                Event.Argument("commit", .object(".delete")), Event.Argument.indexPath("forRowAt", path.section, path.row),
            ], confidence: .documented)
    }

    /// A row dragged in edit mode to section `section` (from 1), at `position`
    /// (from 1; the end when absent or past it): `tableView(_:moveRowAt:to:)`.
    /// A row or section the screen does not show is left to the app's code to refuse.
    private mutating func resolveMove(
        _ number: Int, to section: Int, _ position: Int?, _ gesture: Gesture, on screen: Screen, controller id: ObjectID
    ) -> UserInput {
        guard let source = screen.indexPath(ofNumber: number), screen.sections.indices.contains(section - 1)
        else { return .gesture(gesture) }
        let count = screen.sections[section - 1].rows.count - (source.section == section - 1 ? 1 : 0)
        let destination = (section: section - 1, row: min((position ?? Int.max) - 1, count))
        call(
            "tableView(_:moveRowAt:to:)", on: id, channel: .table,
            arguments: [
                Event.Argument.indexPath("moveRowAt", source.section, source.row),
                Event.Argument.indexPath("to", destination.section, destination.row),
            ], confidence: .documented)
        return .moveRow(from: source, to: destination, gesture: gesture)
    }

    private mutating func perform(
        _ gesture: Gesture, onAlert alert: Alert, id: ObjectID, screen: Screen
    ) throws(Rejection) {
        switch gesture {
        case .type(let field, let text):
            guard let index = alert.fields.firstIndex(where: { Self.names($0.name, $0.label, field) }) else {
                throw Self.notOffered("type \(field)", on: screen)
            }
            controllers[id]?.alert?.fields[index].text = text
        case .tap(let element):
            guard let action = alert.actions.first(where: { Self.names($0.name, $0.title, element) }),
                let presenter = controllers[id]?.presenter
            else { throw Self.notOffered("tap \(element)", on: screen) }
            let texts = alert.fields.map(\.text)
            // UIKit dismisses the alert, then calls the action's handler; the
            // action (and so the alert) lives until the handler returns.
            let whileHandling = Owner.hold("the tapped UIAlertAction")
            retain(id, by: whileHandling)
            defer { release(id, from: whileHandling) }
            try dismiss()
            if let handler = action.handler, let model = definition.model {
                try run(model.runAlertAction(handler, fields: texts, presenter: presenter, in: &self))
            }
        default:
            throw Self.notOffered(gesture.description, on: screen)
        }
    }

    /// Whether `word` names an element by its name or its label, ignoring case.
    package static func names(_ name: String, _ label: String, _ word: String) -> Bool {
        name.lowercased() == word.lowercased() || label.lowercased() == word.lowercased()
    }

    /// The error for a gesture the top screen does not offer, naming what it does offer.
    package static func notOffered(_ gesture: String, on screen: Screen) -> Rejection {
        let offered = screen.actionNames
        return Rejection(
            "\(gesture): \(screen.title) does not offer that; it offers "
                + (offered.isEmpty ? "nothing to tap" : offered.joined(separator: ", ")))
    }
}

extension Gesture: CustomStringConvertible {
    public var description: String {
        switch self {
        case .tap(let element): return "tap \(element)"
        case .type(let field, _): return "type \(field)"
        case .toggle(let name): return "toggle \(name)"
        case .swipe(let row, let action): return "swipe \(row) \(action)"
        case .editMode(let on): return "edit-mode \(on ? "on" : "off")"
        case .move(let row, let section, _): return "move \(row) \(section)"
        case .delete(let row): return "delete \(row)"
        }
    }
}
