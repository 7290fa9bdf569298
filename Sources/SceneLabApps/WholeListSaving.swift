import PropertyLists
import SceneLabCore

/// How the books' apps keep their model: the whole list under one key,
/// saved on every change (the `didSet` of the model array). Written once for
/// every app that saves so.
///
/// Two things the books' code does not do are added, so that nothing stored
/// is lost silently:
/// - a stored value that loading could not use whole is kept under the
///   backup key before the first save overwrites it;
/// - a backup never replaces an older one: a second goes under `KEY-2`, and so on;
/// - a value another process saved under the key since this process loaded
///   or last saved it is kept under the backup key, with a warning, rather
///   than overwritten (the book's last writer would win).
///
/// Who else saved is known two ways. When other processes may write the
/// store (files), by comparing the stored value with the one this process
/// last loaded or saved. When none can (memory), by the store's revision of
/// the key, which lets a list grow in place: comparing, or even keeping the
/// last value, would cost a copy of the whole list per change.
struct WholeListSaving: Sendable {
    let key: String
    let backupKey: String
    /// What this process last loaded or saved under `key`, when the store is shared.
    private var expected: PropertyList?
    /// The key's revision when this process last loaded or saved it, when the store is not shared.
    private var revision: Int?
    /// The stored value loading could not keep whole, until the first save keeps it.
    private var unusableOriginal: PropertyList?

    init(key: String, backupKey: String) {
        self.key = key
        self.backupKey = backupKey
    }

    /// Notes what loading found: `original` is the value loading could not
    /// use whole, if any.
    mutating func didLoad(original: PropertyList?, _ app: AppContext) {
        if app.defaultsAreShared {
            expected = app.storedValue(forKey: key)
        } else {
            revision = app.defaultsRevision(forKey: key)
        }
        unusableOriginal = original
    }

    /// Saves `value`, the whole list. The books' code (`book as-written`)
    /// keeps nothing aside: the save overwrites whatever is stored.
    mutating func save(_ value: PropertyList, _ app: inout AppContext) {
        if app.code == .asWritten {
            app.writeDefaults(value, forKey: key, backup: nil)
            if unusableOriginal != nil {
                unusableOriginal = nil
                app.note(BookAppDiagnostic.overwroteUnusableValue(key: key))
            }
            return
        }
        if let original = unusableOriginal {
            unusableOriginal = nil
            if let aside = app.keepDefaultsAside(original, under: backupKey) {
                app.note(BookAppDiagnostic.keptUnusableValue(aside: aside))
            }
        }
        if app.defaultsAreShared {
            app.writeDefaults(value, forKey: key, backup: (expected, backupKey))
            expected = value
        } else {
            // Unchanged since this process saved: overwrite. Changed: whatever
            // is stored now is someone else's (a `defaults` command), so keep it.
            let isOurs = revision == app.defaultsRevision(forKey: key)
            app.writeDefaults(value, forKey: key, backup: isOurs ? nil : (nil, backupKey))
            revision = app.defaultsRevision(forKey: key)
        }
    }

    /// Saves the whole list after `element` was inserted at `index`, in
    /// place, when the stored list is this process's own and nothing else is
    /// pending. Returns `false`, having done nothing, when it is not: the
    /// caller then saves the whole list with `save`.
    mutating func insert(_ element: PropertyList, at index: Int, _ app: inout AppContext) -> Bool {
        guard !app.defaultsAreShared, unusableOriginal == nil, revision == app.defaultsRevision(forKey: key),
            app.insertDefaults(element, at: index, intoArrayForKey: key)
        else { return false }
        revision = app.defaultsRevision(forKey: key)
        return true
    }
}
