/// How the books' apps keep their model: the whole list under one key,
/// saved on every change (the `didSet` of the model array). Written once for
/// every app that saves so.
///
/// Two things the books' code does not do are added, so that nothing stored
/// is lost silently:
/// - a stored value that loading could not use whole is kept under the
///   backup key before the first save overwrites it;
/// - a value another process saved under the key since this process loaded
///   or last saved it is kept under the backup key, with a warning, rather
///   than overwritten (the book's last writer would win).
struct WholeListSaving: Sendable {
    let key: String
    let backupKey: String
    /// What this process last loaded or saved under `key`.
    private var expected: PropertyList?
    /// The stored value loading could not keep whole, until the first save keeps it.
    private var unusableOriginal: PropertyList?

    init(key: String, backupKey: String) {
        self.key = key
        self.backupKey = backupKey
    }

    /// Notes what loading found: `original` is the value loading could not
    /// use whole, if any.
    mutating func didLoad(original: PropertyList?, _ app: Application) {
        expected = app.storedValue(forKey: key)
        unusableOriginal = original
    }

    /// Saves `value`, the whole list.
    mutating func save(_ value: PropertyList, _ app: inout Application) {
        if let original = unusableOriginal {
            unusableOriginal = nil
            app.writeDefaults(original, forKey: backupKey)
            app.note("kept the stored value that loading could not use whole under '\(backupKey)'")
        }
        app.writeDefaults(value, forKey: key, backup: (expected, backupKey))
        expected = value
    }
}
