import PropertyLists

/// The book's `ChecklistItem` (`NSObject, Codable`): a text and whether it
/// is checked. The book's class is a reference type; `id` stands in for the
/// object's identity, so that an edit finds the very item it began with
/// (`items.firstIndex(of:)`), and is never saved.
struct ChecklistItem: Sendable, Equatable {
    var id: Int
    var text: String
    var checked = false

    /// What `PropertyListEncoder` makes of one item: a dictionary of its
    /// stored properties (`checked`, `text`; the identity is no property).
    var propertyList: PropertyList {
        .dictionary(["checked": .boolean(checked), "text": .string(text)])
    }
}
