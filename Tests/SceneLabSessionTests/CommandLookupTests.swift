import Testing

@testable import SceneLabCore
@testable import SceneLabSession

/// The catalog finds a command by any of its words, and nothing else.
@Suite struct CommandLookupTests {
    @Test func everyWordNamesExactlyOneSpec() {
        for word in CommandCatalog.names {
            let specs = CommandCatalog.all.filter { $0.words.contains(word) }
            #expect(specs.count == 1, "\(word) names \(specs.count) specs")
        }
        #expect(Set(CommandCatalog.names).count == CommandCatalog.names.count)
    }

    @Test func theAppsModelCommandsAreInTheCatalog() {
        for spec in AppCatalog.books.commands {
            #expect(CommandCatalog.spec(for: spec.name)?.usage == spec.usage, "\(spec.name) is not listed")
            #expect(CommandCatalog.spec(for: spec.name)?.group == .store)
        }
        #expect(!AppCatalog.books.commands.isEmpty)
    }

    @Test func everyNameAndAliasFindsItsSpec() {
        for spec in CommandCatalog.all {
            for word in spec.words {
                #expect(CommandCatalog.spec(for: word) === spec, "\(word) does not find \(spec.name)")
            }
        }
    }

    @Test(arguments: ["", "pus", "pushh", "Push", "pop-", "-pop", "quit ", "exi", "present\u{0}"])
    func otherWordsFindNothing(word: String) {
        #expect(CommandCatalog.spec(for: word) == nil)
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
