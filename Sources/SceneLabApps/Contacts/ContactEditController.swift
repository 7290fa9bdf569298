import SceneLabCore

/// `ContactEditController`: the editing the book announced but never built.
/// Save writes the contact back (found again, even if the list changed),
/// sorts, saves, reloads, then pops; Back discards.
struct ContactEditController: EditScreenCode {
    typealias Model = ContactsApp
    /// What the list hands over: the contact to edit, by index, and itself.
    struct Setup: Sendable {
        var index: Int
        var list: ObjectID
    }

    static let className = "ContactEditController"

    /// The name and phone fields.
    var fields = FormFields("name", "phone")
    /// The contact as it was when editing began, found again at save; `nil`
    /// until the list configures the screen.
    var original: Contact?
    var list: ObjectID?

    mutating func prepare(_ setup: Setup, _ model: inout ContactsApp, _ context: inout AppContext) {
        guard model.contacts.indices.contains(setup.index) else { return }
        let contact = model.contacts[setup.index]
        (fields["name"], fields["phone"]) = (contact.title, contact.phone)
        (original, list) = (contact, setup.list)
    }

    func screen(_ model: ContactsApp, _ context: AppContext) -> Screen? {
        guard original != nil else { return nil }
        let language = context.language
        return Screen.editForm(
            title: ContactsStrings.editTitle(language), saveLabel: ContactsStrings.save(language),
            fields: [
                ("name", ContactsStrings.name(language), fields["name"], ContactsStrings.name(language)),
                ("phone", ContactsStrings.phone(language), fields["phone"], ContactsStrings.phone(language)),
            ])
    }

    var isConfigured: Bool { original != nil }

    /// Writes the contact back, found again even if the list changed, sorts, saves, reloads, pops.
    func save(editor: ObjectID, _ model: inout ContactsApp, _ context: inout AppContext) -> [AppAction] {
        guard let original else { return [] }
        let edited = Contact(title: fields["name"], phone: fields["phone"])
        // The list may have changed while the editor was open (`contact rm`):
        // replace the contact that was being edited, wherever it is now.
        let wasThere = model.contacts.firstIndex(of: original)
        if let index = wasThere {
            model.contacts[index] = edited
        } else {
            context.note(ContactNotes.editedContactGone)
            model.contacts.append(edited)
        }
        model.contacts.sort { $0.title < $1.title }
        let number = (model.contacts.firstIndex(of: edited) ?? 0) + 1
        let note = wasThere == nil ? ContactNotes.added : ContactNotes.changed
        context.note(note(number, edited))
        model.save(&context)
        if let list, context.isAlive(list) { context.reloadData(of: list, sections: model.listSections) }
        return [.pop(from: editor)]
    }
}
