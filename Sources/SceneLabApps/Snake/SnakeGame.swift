import SceneLabCore

/// The course's singleton `Game`: the records of every game this process
/// played, loaded in its `init` and saved in the `records` property's `didSet`.
struct SnakeGame: Sendable {
    private(set) var records: [Record]
    private var caretaker = RecordsCaretaker()

    /// `private init()`: loads the records (a property observer does not
    /// fire for an assignment in `init`, so nothing is saved back).
    init(loadingFrom context: inout AppContext) {
        records = caretaker.retrieveRecords(&context)
    }

    /// `addRecord(_:)`: appends, and the `didSet` saves the whole list.
    mutating func addRecord(_ record: Record, _ context: inout AppContext) {
        records.append(record)
        // The one line the model's change prints, in the session's language.
        context.note(SnakeDiagnostic.recordAdded(number: records.count, score: record.value))
        caretaker.save(records: records, &context)
    }
}
