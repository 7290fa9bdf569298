/// `contact …`: shortcuts through the same model and storage code as the UI;
/// a visible list reloads.
extension ContactsApp {
    mutating func perform(_ command: ModelCommand, _ app: inout Application) throws(Rejection) -> [AppAction] {
        switch command {
        case .contactList:
            if contacts.isEmpty { app.record(.output("(no contacts)")) }
            for (index, contact) in contacts.enumerated() {
                app.record(.output("\(index + 1). \(contact.title) — \(contact.phone)"))
            }
            return []
        case .contactAdd(let name, let phone):
            add(Contact(title: name, phone: phone), &app)
        case .contactEdit(let number, let name, let phone):
            let index = try index(of: number)
            if let name { contacts[index].title = name }
            if let phone { contacts[index].phone = phone }
            contacts.sort { $0.title < $1.title }
            save(&app)
        case .contactRemove(let number):
            contacts.remove(at: try index(of: number))
            save(&app)
        default:
            return []
        }
        if let list = app.liveController(ofClass: "ContactListController"), app.controller(list)?.isViewLoaded == true {
            app.reloadData(of: list, sections: tableSections(of: list, app))
        }
        return []
    }

    private func index(of number: Int) throws(Rejection) -> Int {
        guard contacts.indices.contains(number - 1) else {
            throw Rejection(
                "there is no contact \(number); \(contacts.isEmpty ? "the list is empty" : "the contacts are 1...\(contacts.count)")"
            )
        }
        return number - 1
    }
}
