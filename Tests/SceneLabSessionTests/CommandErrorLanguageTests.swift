import CommandGrammar
import Testing

import SceneLabCore
@testable import SceneLabSession

/// Every command-line error is thrown in both languages where it is made:
/// the Russian is the thrower's, not read back from the English.
@Suite struct CommandErrorLanguageTests {
    /// A line of each kind of refusal: the lexer, the grammar, `defaults`,
    /// the specs, the apps' parsers, an option's suggestion.
    static let badLines = [
        "push \"A", "push A\\", "push \u{7}", "push", "push 1A", "pop-to 9x", "present A --style", "present A --stle",
        "trace style foo", "trace chanel on", "help pussh", "export", "export svg f --from 0", "export svg f --to 1 --from 2",
        "history --force", "ios twelve", "files todo --app todo", "defaults frob", "defaults read --decode xml k",
        "defaults read --decode json", "defaults write d -int x", "defaults write d k -dict a", "defaults write d k -bool maybe",
        "defaults write d k -date soon", "defaults write d k -data zz", "defaults write d k -flot 1", "task add \" \"",
        "task done x", "snake wiring foo", "item check", "concentration reuse maybe",
    ]

    private static func error(_ line: String, _ language: Language) -> String? {
        do {
            _ = try Parser.parse(line, language: language)
            return nil
        } catch {
            return error.message
        }
    }

    private static func hasCyrillic(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0x400...0x4FF).contains($0.value) }
    }

    @Test(arguments: badLines) func theErrorIsRefusedInBothLanguagesEachItsOwn(line: String) throws {
        let english = try #require(Self.error(line, .en), "\(line) was not refused")
        let russian = try #require(Self.error(line, .ru))
        #expect(!Self.hasCyrillic(english), "\(line): \(english)")
        #expect(Self.hasCyrillic(russian), "\(line): \(russian)")
    }
}
