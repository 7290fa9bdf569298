import CommandGrammar
import PropertyLists
import SceneLabStore
import SceneLabCore

/// `Documents/Checklists.plist` as the book writes and reads it: the whole
/// `items` array, encoded by `PropertyListEncoder` (a binary property list
/// of dictionaries) and written atomically; decoded by `PropertyListDecoder`
/// as `[ChecklistItem]`.
enum ChecklistItemsFile {
    /// `dataFilePath()`: `documentsDirectory().appendingPathComponent("Checklists.plist")`.
    static let path = ContainerPath.documents("Checklists.plist")

    /// `PropertyListEncoder().encode(items)`: binary is its default output format.
    static func encode(_ items: [ChecklistItem]) -> [UInt8] {
        PropertyListEncoder.encode(.array(items.map(\.propertyList)), format: .binary)
    }

    /// `PropertyListDecoder().decode([ChecklistItem].self, from: data)`, with
    /// what a synthesized `Decodable` asks of each element: both keys
    /// present with their types (the properties' defaults do not make a key
    /// optional); keys it does not know are ignored. Identities are given
    /// from `firstID` on.
    static func decode(_ bytes: [UInt8], firstID: Int) -> Result<[ChecklistItem], DecodeFailure> {
        let value: PropertyList
        do {
            value = try PropertyListDecoder.decode(bytes).value
        } catch {
            return .failure(.notAPropertyList(error.description))
        }
        guard case .array(let elements) = value else {
            return .failure(.notAnArray(type: value.typeName))
        }
        var items: [ChecklistItem] = []
        items.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            guard case .dictionary(let fields) = element else {
                return .failure(.itemNotADictionary(item: index + 1, type: element.typeName))
            }
            guard case .string(let text) = fields["text"] else {
                return .failure(.itemWithoutText(item: index + 1))
            }
            guard case .boolean(let checked) = fields["checked"] else {
                return .failure(.itemWithoutChecked(item: index + 1))
            }
            items.append(ChecklistItem(id: firstID + index, text: text, checked: checked))
        }
        return .success(items)
    }

    /// Why the file is not items: the warning that moves the file aside
    /// quotes it, rendered with `ChecklistsDiagnostic`.
    enum DecodeFailure: Error, Diagnostic, Equatable, CustomStringConvertible {
        /// The container could not give the file's bytes (a folder, a file
        /// over the size limit); the store says why, in English.
        case damagedFile(FileDamage)
        /// The bytes are no property list; the decoder's own message.
        case notAPropertyList(String)
        /// The property list is a value of this type, not an array.
        case notAnArray(type: String)
        /// An element of the array is a value of this type, not a dictionary.
        case itemNotADictionary(item: Int, type: String)
        /// An element has no string under `text`.
        case itemWithoutText(item: Int)
        /// An element has no boolean under `checked`.
        case itemWithoutChecked(item: Int)

        var description: String { english }
    }
}
