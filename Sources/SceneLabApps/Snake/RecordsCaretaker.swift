import CommandGrammar
import PropertyLists
import SceneLabCore

/// The course's `RecordsCaretaker` (memento): the records as JSON `Data`
/// under the key `records`, read with `data(forKey:)`.
///
/// The course returns an empty list for a value it cannot decode and
/// overwrites it at the next save. scenelab keeps such a value under
/// `records-backup` before that save (the same rule as the other books'
/// apps) and warns, so that nothing stored is lost silently.
struct RecordsCaretaker: Sendable {
    static let key = "records"
    static let backupKey = "records-backup"

    private var saving = WholeListSaving(key: key, backupKey: backupKey)

    /// `retrieveRecords()`: the stored records, or none.
    mutating func retrieveRecords(_ context: inout AppContext) -> [Record] {
        let stored = context.readDefaults(Self.key, as: "data(forKey:)")
        guard let stored else {
            saving.didLoad(original: nil, context)
            return []
        }
        guard case .data(let bytes) = stored else {
            context.warn(SnakeDiagnostic.recordsNotData(key: Self.key, type: stored.typeName))
            saving.didLoad(original: stored, context)
            return []
        }
        let records: [Record]
        switch Self.decode(bytes) {
        case .success(let decoded): records = decoded
        case .failure(let reason):
            context.warn(SnakeDiagnostic.recordsNotJSON(key: Self.key, reason: reason))
            saving.didLoad(original: stored, context)
            return []
        }
        saving.didLoad(original: nil, context)
        return records
    }

    /// What `JSONDecoder().decode([Record].self, from:)` makes of the bytes.
    static func decode(_ bytes: [UInt8]) -> Result<[Record], DecodeFailure> {
        let json: JSONValue
        do {
            json = try JSONValue.parse(bytes)
        } catch {
            return .failure(.notJSON(error.description))
        }
        guard case .array(let elements) = json else { return .failure(.notAnArray) }
        var records: [Record] = []
        for (index, element) in elements.enumerated() {
            guard let record = Record(json: element) else {
                return .failure(.recordLacksFields(record: index + 1))
            }
            records.append(record)
        }
        return .success(records)
    }

    /// Why stored bytes are not records: the warning quotes it, rendered
    /// with `SnakeDiagnostic`.
    enum DecodeFailure: Error, Diagnostic, Equatable, CustomStringConvertible {
        /// The bytes are no JSON; the parser's own message.
        case notJSON(String)
        /// The JSON is not an array.
        case notAnArray
        /// The element at `record` (from 1) lacks a number `date` or a whole `value`.
        case recordLacksFields(record: Int)

        var description: String { english }
    }

    /// `save(records:)`: the whole list, encoded, under the key.
    mutating func save(records: [Record], _ context: inout AppContext) {
        let json = JSONValue.array(records.map(\.json))
        saving.save(.data(json.serialized), &context)
    }
}
