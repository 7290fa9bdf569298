/// `TaskTypeController`: two rows, the selected one checked; choosing one
/// calls `doAfterTypeSelected` and pops.
extension ToDoManager {
    static let typeRows: [TaskPriority] = [.important, .normal]

    func typeScreen(_ picker: TypePicker, _ language: Language) -> Screen {
        var screen = Screen(title: ToDoStrings.typeLabel(language))
        screen.sections = [
            Screen.Section(
                header: nil,
                rows: Self.typeRows.map { type in
                    Screen.Row(
                        text: ToDoStrings.title(of: type)(language),
                        detail: (type == .important ? ToDoStrings.importantDescription : ToDoStrings.normalDescription)(
                            language),
                        accessory: type == picker.selectedType ? "✓" : nil)
                })
        ]
        return screen
    }

    mutating func performOnTypePicker(
        _ gesture: Gesture, picker id: ObjectID, screen: Screen, _ app: inout Application
    )
        throws(Rejection) -> [AppAction]
    {
        guard case .tap(let element) = gesture, let picker = typePickers[id] else {
            throw Application.notOffered(gesture.description, on: screen)
        }
        let chosen: TaskPriority
        if let number = Screen.rowNumber(element), Self.typeRows.indices.contains(number - 1) {
            chosen = Self.typeRows[number - 1]
        } else if let type = Self.typeRows.first(where: {
            $0.rawValue == element.lowercased() || ToDoStrings.title(of: $0).matches(element)
        }) {
            chosen = type
        } else {
            throw Application.notOffered(gesture.description, on: screen)
        }
        app.call(
            "tableView(_:didSelectRowAt:)", on: id, channel: .table,
            arguments: [Self.indexPath("didSelectRowAt", (0, Self.typeRows.firstIndex(of: chosen) ?? 0))],
            confidence: .documented)
        // The book's `doAfterTypeSelected` captures the editor `[unowned self]`.
        guard app.controller(picker.editor) != nil else {
            app.crashOnUnownedReference(closure: "doAfterTypeSelected", captured: picker.editorName)
            return []
        }
        app.recordClosure("doAfterTypeSelected", on: id, arguments: [Event.Argument("type", .string(chosen.rawValue))])
        editors[picker.editor]?.type = chosen
        return [.pop(from: id)]
    }
}
