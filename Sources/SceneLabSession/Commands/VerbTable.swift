/// The catalog's entries by the words that name them (names and aliases):
/// an open-addressing table hashed with FNV-1a, since every command line
/// looks its first word up here.
struct VerbTable: Sendable {
    // A power of two, at most half full, so that a probe ends soon.
    private let slots: [(word: String, info: CommandInfo)?]

    init(_ entries: [(word: String, info: CommandInfo)]) {
        var size = 16
        while size < entries.count * 2 { size *= 2 }
        var slots = [(word: String, info: CommandInfo)?](repeating: nil, count: size)
        for entry in entries {
            var slot = Self.hash(entry.word) & (size - 1)
            while let taken = slots[slot] {
                // The first entry for a word wins, as the catalog lists them.
                if taken.word == entry.word { break }
                slot = (slot + 1) & (size - 1)
            }
            if slots[slot] == nil { slots[slot] = entry }
        }
        self.slots = slots
    }

    /// The entry `word` names, or nil.
    func info(for word: String) -> CommandInfo? {
        let mask = slots.count - 1
        var slot = Self.hash(word) & mask
        while let entry = slots[slot] {
            if entry.word == word { return entry.info }
            slot = (slot + 1) & mask
        }
        return nil
    }

    private static func hash(_ word: String) -> Int {
        var word = word
        return word.withUTF8 { FNV1a.hash($0) }
    }
}
