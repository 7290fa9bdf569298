import Synchronization
import SceneLabStore

/// The items as the last save left them, for a file encoded only when it is
/// read (`EncodedOnRead`), kept so that a save after an add costs O(1).
///
/// A save that captured the items array itself would share its storage with
/// the list controller, and the controller's next `items.append` would copy
/// the whole array: n adds would copy n²/2 items. Instead a save keeps a
/// prefix of an append-only log that the controller never holds: the next
/// add appends one item to the log and saves a one-longer prefix, and every
/// older save still reads its own, unchanged prefix. Any other change (a
/// toggle, a delete, an edit), or a log another copy of the simulation has
/// appended to meanwhile, starts a new log from the items: O(n), as the
/// book's encoding of the whole array is.
struct SavedItems: Sendable {
    private let log: ItemLog
    /// How many of the log's items this save holds.
    let count: Int

    /// The save of `items`, made after `previous` (the controller's last save, if any).
    static func saving(_ items: [ChecklistItem], after previous: SavedItems?) -> SavedItems {
        if let previous, items.count == previous.count + 1, let added = items.last,
            previous.count == 0 || previous.log.item(at: previous.count - 1) == items[previous.count - 1],
            previous.log.append(added, after: previous.count)
        {
            return SavedItems(log: previous.log, count: items.count)
        }
        return SavedItems(log: ItemLog(items), count: items.count)
    }

    /// The file's contents: this save's items, encoded when the file is read.
    var contents: EncodedOnRead {
        let log = log
        let count = count
        return EncodedOnRead { ChecklistItemsFile.encode(log.prefix(count)) }
    }
}

/// Items only ever appended to, shared by the saves that hold its prefixes.
private final class ItemLog: Sendable {
    private let items: Mutex<[ChecklistItem]>

    init(_ items: [ChecklistItem]) { self.items = Mutex(items) }

    /// Appends `item` if the log holds exactly `count` items; says whether it did.
    func append(_ item: ChecklistItem, after count: Int) -> Bool {
        items.withLock { items in
            guard items.count == count else { return false }
            items.append(item)
            return true
        }
    }

    func item(at index: Int) -> ChecklistItem? {
        items.withLock { items in items.indices.contains(index) ? items[index] : nil }
    }

    /// The first `count` items.
    func prefix(_ count: Int) -> [ChecklistItem] {
        items.withLock { Array($0.prefix(count)) }
    }
}
