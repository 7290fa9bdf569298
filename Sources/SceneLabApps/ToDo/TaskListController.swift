/// `TaskListController`: the sections, tap to complete, the swipe actions,
/// Edit/Done with delete and move, and "+".
extension ToDoManager {
    func listScreen(_ language: Language) -> Screen {
        var screen = Screen(title: ToDoStrings.listTitle(language))
        let editLabel = isEditing ? ToDoStrings.doneButton : ToDoStrings.editButton
        screen.leftButtons = [Screen.Button(name: isEditing ? "done" : "edit", label: editLabel(language))]
        screen.rightButtons = [Screen.Button(name: "+", label: "+")]
        screen.isEditing = isEditing
        screen.extraActions =
            isEditing
            ? ["edit-mode off", "delete ROW", "move ROW SECTION [POSITION]"] : ["edit-mode on"]
        screen.sections = TaskList.sectionsTypesPosition.enumerated().map { index, type in
            Screen.Section(
                header: ToDoStrings.header(of: type)(language),
                rows: tasks.tasks(in: index).map { task in
                    var actions = [Screen.Button(name: "edit", label: ToDoStrings.edit(language))]
                    if task.status == .completed {
                        actions.insert(Screen.Button(name: "undone", label: ToDoStrings.notDone(language)), at: 0)
                    }
                    actions.append(Screen.Button(name: "delete", label: ToDoStrings.delete(language)))
                    return Screen.Row(
                        symbol: ToDoStrings.symbol(of: task.status), text: task.title, swipeActions: actions)
                })
        }
        return screen
    }

    mutating func performOnList(
        _ gesture: Gesture, list: ObjectID, screen: Screen, _ app: inout Application
    )
        throws(Rejection) -> [AppAction]
    {
        switch gesture {
        case .tap(let element) where element == "+":
            return [.performSegue("toCreateScreen", from: list, setup: Setup.create(list: list))]
        case .tap(let element)
        where screen.leftButtons.contains(where: { Application.names($0.name, $0.label, element) }):
            // The button shows Edit or Done; only the one shown can be tapped.
            setEditing(!isEditing, list: list, &app)
            return []
        case .editMode(let on):
            guard on != isEditing else {
                throw Rejection(
                    "edit-mode \(on ? "on" : "off") ignored: the table is \(on ? "already" : "not") in edit mode")
            }
            setEditing(on, list: list, &app)
            return []
        case .tap(let element):
            guard let number = Screen.rowNumber(element), let position = tasks.position(ofNumber: number),
                let task = tasks.task(at: position)
            else { throw Application.notOffered(gesture.description, on: screen) }
            app.call(
                "tableView(_:didSelectRowAt:)", on: list, channel: .table,
                arguments: [Self.indexPath("didSelectRowAt", position)], confidence: .documented)
            guard task.status == .planned else {
                app.call("deselectRow(at:animated:)", on: list, channel: .table, confidence: .documented)
                app.note("\(task.title) is already completed: tapping it only clears the highlight")
                return []
            }
            tasks.setStatus(.completed, at: position)
            save(&app)
            app.reloadSection(position.section, of: list, sections: tableSections(of: list, app) ?? [])
            return []
        case .swipe(let number, let action):
            guard let position = tasks.position(ofNumber: number), tasks.task(at: position) != nil,
                let row = screen.numberedRows.first(where: { $0.number == number })?.row,
                let chosen = row.swipeActions.first(where: { Application.names($0.name, $0.label, action) })
            else { throw Application.notOffered(gesture.description, on: screen) }
            switch chosen.name {
            case "undone":
                app.recordClosure(
                    "UIContextualAction handler", on: list, arguments: [Event.Argument("title", .string(chosen.label))])
                tasks.setStatus(.planned, at: position)
                save(&app)
                app.reloadSection(position.section, of: list, sections: tableSections(of: list, app) ?? [])
                return []
            case "edit":
                app.recordClosure(
                    "UIContextualAction handler", on: list, arguments: [Event.Argument("title", .string(chosen.label))])
                return [
                    .show(
                        className: "TaskEditController", from: list, segue: nil,
                        setup: Setup.edit(list: list, position: position))
                ]
            default:
                return delete(at: position, list: list, &app)
            }
        case .delete(let number):
            guard isEditing else {
                throw Rejection(
                    "delete: turn edit mode on first (`edit-mode on`), or swipe the row: `swipe \(number) delete`")
            }
            guard let position = tasks.position(ofNumber: number) else {
                throw Application.notOffered(gesture.description, on: screen)
            }
            return delete(at: position, list: list, &app)
        case .move(let number, let sectionNumber, let rowNumber):
            guard isEditing else { throw Rejection("move: turn edit mode on first (`edit-mode on`)") }
            guard let source = tasks.position(ofNumber: number) else {
                throw Application.notOffered(gesture.description, on: screen)
            }
            guard TaskList.sectionsTypesPosition.indices.contains(sectionNumber - 1) else {
                throw Rejection(
                    "move: there is no section \(sectionNumber); the sections are 1 (important) and 2 (current)")
            }
            let destination = (section: sectionNumber - 1, row: (rowNumber ?? Int.max) - 1)
            let clamped = (
                section: destination.section,
                row: min(
                    destination.row,
                    tasks.tasks(in: destination.section).count - (source.section == destination.section ? 1 : 0))
            )
            app.call(
                "tableView(_:moveRowAt:to:)", on: list, channel: .table,
                arguments: [Self.indexPath("moveRowAt", source), Self.indexPath("to", clamped)],
                confidence: .documented)
            tasks.move(from: source, to: clamped)
            save(&app)
            app.reloadData(of: list, sections: tableSections(of: list, app))
            return []
        default:
            throw Application.notOffered(gesture.description, on: screen)
        }
    }

    private mutating func setEditing(_ on: Bool, list: ObjectID, _ app: inout Application) {
        isEditing = on
        app.call(
            "setEditing(_:animated:)", on: list, channel: .table,
            arguments: [Event.Argument("editing", .bool(on)), .animated(true)], confidence: .documented)
    }

    /// `tableView(_:commit:forRowAt:)`: remove from the model, save, then delete the row.
    private mutating func delete(
        at position: (section: Int, row: Int), list: ObjectID, _ app: inout Application
    ) -> [AppAction] {
        app.call(
            "tableView(_:commit:forRowAt:)", on: list, channel: .table,
            arguments: [Event.Argument("commit", .object(".delete")), Self.indexPath("forRowAt", position)],
            confidence: .documented)
        tasks.remove(at: position)
        save(&app)
        app.call(
            "deleteRows(at:with:)", on: list, channel: .table, arguments: [Self.indexPath("at", position)],
            confidence: .documented)
        return []
    }

    static func indexPath(_ label: String, _ position: (section: Int, row: Int)) -> Event.Argument {
        Application.indexPath(label, position.section, position.row)
    }
}
