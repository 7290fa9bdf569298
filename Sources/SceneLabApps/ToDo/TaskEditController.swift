/// `TaskEditController`: one screen to create and to edit a task. «Сохранить»
/// calls `doAfterEdit`, whose body (the list's code) changes and saves the
/// tasks and reloads the table, then pops.
extension ToDoManager {
    func editScreen(_ editor: TaskEditor, _ language: Language) -> Screen {
        var screen = Screen(title: ToDoStrings.editTitle(language))
        screen.rightButtons = [Screen.Button(name: "save", label: ToDoStrings.save(language))]
        screen.fields = [
            Screen.Field(
                name: "title", label: ToDoStrings.titleLabel(language), text: editor.title,
                placeholder: ToDoStrings.titlePlaceholder(language))
        ]
        screen.sections = [
            Screen.Section(
                header: nil,
                rows: [
                    Screen.Row(
                        text: ToDoStrings.typeLabel(language), detail: ToDoStrings.title(of: editor.type)(language),
                        accessory: ">")
                ])
        ]
        screen.switches = [
            Screen.Switch(name: "status", label: ToDoStrings.statusLabel(language), isOn: editor.status == .completed)
        ]
        return screen
    }

    mutating func performOnEditor(
        _ gesture: Gesture, editor id: ObjectID, screen: Screen, _ app: inout Application
    )
        throws(Rejection) -> [AppAction]
    {
        guard var editor = editors[id] else { throw Application.notOffered(gesture.description, on: screen) }
        switch gesture {
        case .type(let field, let text) where field.lowercased() == "title" || ToDoStrings.titleLabel.matches(field):
            editor.title = text
            editors[id] = editor
            return []
        case .toggle(let name) where name.lowercased() == "status" || ToDoStrings.statusLabel.matches(name):
            editor.status = editor.status == .planned ? .completed : .planned
            editors[id] = editor
            return []
        case .tap(let element)
        where element == "1" || element.lowercased() == "type" || ToDoStrings.typeLabel.matches(element):
            app.call(
                "tableView(_:didSelectRowAt:)", on: id, channel: .table,
                arguments: [Self.indexPath("didSelectRowAt", (0, 1))], confidence: .documented)
            return [.performSegue("toTaskTypeScreen", from: id, setup: Setup.pickType(editor: id))]
        case .tap(let element) where element.lowercased() == "save" || ToDoStrings.save.matches(element):
            return save(editor, editorID: id, &app)
        default:
            throw Application.notOffered(gesture.description, on: screen)
        }
    }

    /// `saveTask(_:)`, with the validation the book left as an exercise: an
    /// empty (or blank) title shows an alert and saves nothing.
    private mutating func save(_ editor: TaskEditor, editorID: ObjectID, _ app: inout Application) -> [AppAction] {
        let language = app.language
        guard editor.title.contains(where: { !$0.isWhitespace }) else {
            let alert = Alert(
                title: ToDoStrings.emptyTitleAlert(language), message: ToDoStrings.emptyTitleMessage(language),
                fields: [],
                actions: [Alert.Action(name: "ok", title: ToDoStrings.ok(language), style: .default, handler: nil)])
            return [.presentAlert(alert, from: editorID)]
        }
        // The book's `doAfterEdit` captures the list `[unowned self]`.
        guard app.controller(editor.list) != nil else {
            app.crashOnUnownedReference(closure: "doAfterEdit", captured: editor.listName)
            return []
        }
        app.recordClosure(
            "doAfterEdit", on: editorID,
            arguments: [
                Event.Argument("title", .string(editor.title)), Event.Argument("type", .string(editor.type.rawValue)),
                Event.Argument("status", .string(editor.status.rawValue)),
            ])
        let task = Task(title: editor.title, type: editor.type, status: editor.status)
        if let position = editor.editing, let original = editor.original {
            // The list may have changed while the editor was open (`task rm`):
            // replace the task that was being edited, wherever it is now.
            if let current = tasks.task(at: position) == original ? position : tasks.position(of: original) {
                tasks.replace(at: current, with: task)
            } else {
                app.note("the task being edited is no longer in the list; saving adds it again")
                tasks.append(task)
            }
        } else {
            tasks.append(task)
        }
        save(&app)
        app.reloadData(of: editor.list, sections: tableSections(of: editor.list, app))
        return [.pop(from: editorID)]
    }
}
