/// `ContactEditController`: the editing the book announced but never built.
/// Save writes the contact back (found again, even if the list changed),
/// sorts, saves, reloads, then pops; Back discards.
extension ContactsApp {
    func editScreen(_ editor: ContactEditor, _ language: Language) -> Screen {
        var screen = Screen(title: ContactsStrings.editTitle(language))
        screen.rightButtons = [Screen.Button(name: "save", label: ContactsStrings.save(language))]
        screen.fields = [
            Screen.Field(
                name: "name", label: ContactsStrings.name(language), text: editor.name,
                placeholder: ContactsStrings.name(language)),
            Screen.Field(
                name: "phone", label: ContactsStrings.phone(language), text: editor.phone,
                placeholder: ContactsStrings.phone(language)),
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
        case .type(let field, let text) where field.lowercased() == "name" || ContactsStrings.name.matches(field):
            editor.name = text
        case .type(let field, let text) where field.lowercased() == "phone" || ContactsStrings.phone.matches(field):
            editor.phone = text
        case .tap(let element) where element.lowercased() == "save" || ContactsStrings.save.matches(element):
            let edited = Contact(title: editor.name, phone: editor.phone)
            // The list may have changed while the editor was open (`contact rm`):
            // replace the contact that was being edited, wherever it is now.
            if let index = contacts.firstIndex(of: editor.original) {
                contacts[index] = edited
            } else {
                app.note("the contact being edited is no longer in the list; saving adds it again")
                contacts.append(edited)
            }
            contacts.sort { $0.title < $1.title }
            save(&app)
            if app.controller(editor.list) != nil {
                app.reloadData(of: editor.list, sections: tableSections(of: editor.list, app))
            }
            return [.pop(from: id)]
        default:
            throw Application.notOffered(gesture.description, on: screen)
        }
        editors[id] = editor
        return []
    }
}
