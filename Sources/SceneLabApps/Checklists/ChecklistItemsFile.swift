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
            return .failure(DecodeFailure(
                    en: "not a property list: \(error.description)", ru: "не property list: \(error.description)"))
        }
        guard case .array(let elements) = value else {
            return .failure(DecodeFailure(
                    en: "expected an array of items, found \(value.typeName)",
                    ru: "ожидался массив пунктов, а лежит \(value.typeName)"))
        }
        var items: [ChecklistItem] = []
        items.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            guard case .dictionary(let fields) = element else {
                return .failure(
                    DecodeFailure(
                        en: "item \(index + 1) is \(element.typeName), not a dictionary",
                        ru: "пункт \(index + 1) — \(element.typeName), а не словарь"))
            }
            guard case .string(let text) = fields["text"] else {
                return .failure(DecodeFailure(
                        en: "item \(index + 1) has no string under 'text'",
                        ru: "у пункта \(index + 1) нет строки под 'text'"))
            }
            guard case .boolean(let checked) = fields["checked"] else {
                return .failure(DecodeFailure(
                        en: "item \(index + 1) has no boolean under 'checked'",
                        ru: "у пункта \(index + 1) нет boolean под 'checked'"))
            }
            items.append(ChecklistItem(id: firstID + index, text: text, checked: checked))
        }
        return .success(items)
    }

    /// Why the file's bytes are not items.
    struct DecodeFailure: Error, CustomStringConvertible {
        /// Why, in both languages: the warning that moves the file aside quotes it.
        let wording: Wording

        init(en: String, ru: String) { wording = Wording(en: en, ru: ru) }

        var description: String { wording.en }
    }
}
