import Foundation
import Testing

@testable import SceneLabSession

/// README.md's table under "### Commands" lists every command there is, and
/// nothing that is not one.
@Suite struct ReadmeCommandTableTests {
    static let readme = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md")

    /// The code spans of the table's first column, `\|` read as `|`.
    static func commandSpans() throws -> [String] {
        let text = try String(contentsOf: readme, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let heading = lines.firstIndex(of: "### Commands") else { return [] }
        let section = lines[(heading + 1)...].prefix { !$0.hasPrefix("#") }
        var spans: [String] = []
        for row in section where row.hasPrefix("| ") && !row.hasPrefix("|---") {
            // The first column ends at the first `|` that is not escaped.
            var column = ""
            var previous: Character = " "
            for character in row.dropFirst(2) {
                if character == "|" && previous != "\\" { break }
                column.append(character)
                previous = character
            }
            let parts = column.replacingOccurrences(of: "\\|", with: "|").split(
                separator: "`", omittingEmptySubsequences: false)
            // Odd parts are inside backticks.
            spans += parts.enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        }
        return spans
    }

    /// The first words of the spans that start a command line (not `--force`).
    static func commandWords() throws -> Set<String> {
        Set(
            try commandSpans().compactMap { $0.split(separator: " ").first.map(String.init) }.filter {
                !$0.hasPrefix("-")
            })
    }

    @Test func theTableIsFound() throws {
        #expect(try Self.commandSpans().count > 40)
    }

    @Test func everyCommandIsInTheTable() throws {
        let words = try Self.commandWords()
        let spans = Set(try Self.commandSpans())
        for spec in CommandCatalog.all {
            #expect(
                spans.contains(spec.usage) || words.contains(spec.name),
                "README's command table does not list \(spec.name) (usage: \(spec.usage))")
            for alias in spec.aliases {
                #expect(words.contains(alias), "README's command table does not list \(alias), \(spec.name)'s alias")
            }
        }
    }

    @Test func theTableListsOnlyCommands() throws {
        for word in try Self.commandWords() {
            #expect(CommandCatalog.spec(for: word) != nil, "README's command table lists '\(word)', no command")
        }
    }
}
