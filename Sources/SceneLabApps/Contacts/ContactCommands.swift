import CommandGrammar
import SceneLabCore

/// `contact …`: shortcuts through the same model and storage code as the UI;
/// a visible list reloads.
extension ContactsApp {
    mutating func perform(_ command: ContactCommand, _ context: inout AppContext) throws(Rejection) -> [AppAction] {
        switch command {
        case .list:
            if contacts.isEmpty { context.output(ContactsDiagnostic.noContacts) }
            for (index, contact) in contacts.enumerated() {
                context.output("\(index + 1). \(contact.title) — \(contact.phone)")
            }
            return []
        case .add(let name, let phone):
            add(Contact(title: name, phone: phone), &context)
        case .remove(let number):
            let index = try index(of: number)
            context.note(ContactsDiagnostic.contactRemoved(number: number, name: contacts[index].title))
            contacts.remove(at: index)
            save(&context)
        }
        context.reloadLoadedTable(of: ContactListController.self, sections: listSections)
        return []
    }

    private func index(of number: Int) throws(Rejection) -> Int {
        guard contacts.indices.contains(number - 1) else {
            throw Rejection.noItem(.contact, numbered: number, count: contacts.count)
        }
        return number - 1
    }
}

/// Contacts' model commands: `contact add|list|rm`.
public enum ContactCommand: AppModelCommand, Equatable {
    case add(name: String, phone: String)
    case list
    case remove(Int)

    public var noun: String { "contact" }
    public var appID: String { ContactsApp.definition.id }
    public var onlyReads: Bool { self == .list }
}

extension ModelCommand {
    public static func contactAdd(name: String, phone: String) -> ModelCommand {
        ModelCommand(ContactCommand.add(name: name, phone: phone))
    }
    public static var contactList: ModelCommand { ModelCommand(ContactCommand.list) }
    public static func contactRemove(_ number: Int) -> ModelCommand { ModelCommand(ContactCommand.remove(number)) }
}
