import Testing

@testable import SceneLabCore
@testable import SceneLabSession

@Suite struct VerbTableTests {
    @Test func everyVerbHasExactlyOneCatalogEntry() {
        for verb in Verb.allCases {
            let entries = CommandCatalog.all.filter { $0.verb == verb }
            #expect(entries.count == 1, "\(verb.rawValue) has \(entries.count) catalog entries")
        }
        #expect(CommandCatalog.all.count == Verb.allCases.count)
    }

    @Test func everyNameAndAliasFindsItsEntry() {
        for info in CommandCatalog.all {
            for word in [info.name] + info.aliases {
                #expect(CommandCatalog.info(for: word) === info, "\(word) does not find \(info.name)")
            }
        }
    }

    @Test(arguments: ["", "pus", "pushh", "Push", "pop-", "-pop", "quit ", "exi", "present\u{0}"])
    func otherWordsFindNothing(word: String) {
        #expect(CommandCatalog.info(for: word) == nil)
    }

    @Test func wordsThatShareASlotAreAllFound() throws {
        // Three words whose hashes pick the same slot of the table's 16: each
        // lookup past the first has to probe on.
        func slot(_ word: String) -> Int {
            var word = word
            return word.withUTF8 { FNV1a.hash($0) } & 15
        }
        let words = (0..<1000).map { "w\($0)" }.filter { slot($0) == slot("w0") }.prefix(3)
        try #require(words.count == 3)
        let entries = words.enumerated().map { (word: $0.element, info: CommandCatalog.all[$0.offset]) }
        let table = VerbTable(entries)
        for entry in entries { #expect(table.info(for: entry.word) === entry.info) }
        #expect(table.info(for: "w1000") == nil)
    }

    @Test func theFirstEntryForAWordWins() {
        let first = CommandCatalog.all[0]
        let second = CommandCatalog.all[1]
        let table = VerbTable([(word: "same", info: first), (word: "same", info: second)])
        #expect(table.info(for: "same") === first)
    }
}

/// The hash the small tables share is FNV-1a as published (64-bit offset
/// basis and prime), so that a table's probe sequence is the documented one.
@Suite struct FNV1aTests {
    @Test(arguments: [
        ("", UInt64(0xcbf2_9ce4_8422_2325)), ("a", 0xaf63_dc4c_8601_ec8c), ("foobar", 0x8594_4171_f739_67e8),
    ])
    func knownVectors(text: String, expected: UInt64) {
        var text = text
        let hash = text.withUTF8 { FNV1a.hash($0) }
        #expect(UInt64(bitPattern: Int64(hash)) == expected)
    }
}
