extension ContactsApp {
    /// Listing 7.10's three contacts, in the order the book appends them.
    static let chapter7TestContacts = [
        Contact(title: "Саня Техосмотр", phone: "+799912312323"),
        Contact(title: "Владимир Анатольевич", phone: "+781213342321"),
        Contact(title: "Сильвестр", phone: "+7000911112"),
    ]
}
