import CommandGrammar
import SceneLabCore

/// The catalog's specs by the words that name them (names and aliases):
/// an open-addressing table hashed with FNV-1a, since every command line
/// looks its first word up here.
struct CommandTable: Sendable {
    // A power of two, at most half full, so that a probe ends soon.
    private let slots: [(word: String, spec: CommandSpec<Command>)?]

    init(_ entries: [(word: String, spec: CommandSpec<Command>)]) {
        var size = 16
        while size < entries.count * 2 { size *= 2 }
        var slots = [(word: String, spec: CommandSpec<Command>)?](repeating: nil, count: size)
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

    /// The spec `word` names, or nil.
    func spec(for word: String) -> CommandSpec<Command>? {
        let mask = slots.count - 1
        var slot = Self.hash(word) & mask
        while let entry = slots[slot] {
            if entry.word == word { return entry.spec }
            slot = (slot + 1) & mask
        }
        return nil
    }

    private static func hash(_ word: String) -> Int {
        var word = word
        return word.withUTF8 { FNV1a.hash($0) }
    }
}
