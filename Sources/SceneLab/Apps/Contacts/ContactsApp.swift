extension AppDefinition {
    /// The Contacts app of the book's part II.
    public static let contacts = AppDefinition(
        id: "contacts",
        displayName: "Contacts",
        bundleIdentifier: "com.example.Contacts",
        root: .navigationController(root: "ContactListController"),
        screenClasses: ["ContactListController", "ContactEditController"]
    )
}
