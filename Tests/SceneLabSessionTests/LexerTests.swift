import CommandGrammar
import Testing

@testable import SceneLabApps
@testable import SceneLabCore
@testable import SceneLabSession

@Suite struct LexerTests {
    private func texts(_ line: String) throws -> [String] { try Lexer.words(in: line).map(\.text) }

    private func error(_ line: String) -> CommandError? {
        do {
            _ = try Lexer.words(in: line)
            return nil
        } catch {
            return error
        }
    }

    /// The byte reading agrees with the character reading on every line it
    /// takes, and leaves every line the character reading refuses to it, on
    /// lines made of the characters the grammar gives a meaning to (the same
    /// lines every run: the generator is seeded).
    @Test func readingBytesAndReadingCharactersAgree() {
        let pieces = ["a", "task", " ", "  ", "\t", "\"", "'", "\\", "#", "x y", "\u{7F}", "\u{1B}", "é", "=", "-"]
        // The game's seeded SplitMix64, reused: any seeded generator would do.
        var generator = SecretGenerator(seed: 2026)
        var lines = ["", "#", "\"\"", "''", "a\\", "\\\t", "\"a\tb\"", "'\\'", "a#b \"#\" #c"]
        for _ in 0..<3000 {
            let count = generator.value(in: 1...8)
            lines.append((0..<count).map { _ in pieces[generator.value(in: 0...pieces.count - 1)] }.joined())
        }
        var readByBytes = 0
        for line in lines {
            let reference = Result { () throws(CommandError) in try Lexer.wordsByCharacter(in: line) }
            guard let byBytes = Lexer.wordsByByte(in: line) else { continue }
            readByBytes += 1
            switch reference {
            case .success(let words): #expect(byBytes == words, "\(line.debugDescription)")
            case .failure:
                Issue.record("the byte reading took a line the character reading refuses: \(line.debugDescription)")
            }
        }
        // Most generated lines are ASCII without a stray quote: the byte reading must take many.
        #expect(readByBytes > lines.count / 4)
    }

    /// A line of plain words is split by the one-pass reader, which agrees with
    /// the character reading; any line with a quote, escape, comment or
    /// character outside printable ASCII is left to the fuller readers.
    @Test func plainLinesAreSplitInOnePassAndAgree() throws {
        let pieces = ["push", "A", " ", "  ", "\t", "--style", "full-screen", "x=1", "-"]
        var generator = SecretGenerator(seed: 7)
        var taken = 0
        for _ in 0..<2000 {
            let count = generator.value(in: 1...8)
            var line = (0..<count).map { _ in pieces[generator.value(in: 0...pieces.count - 1)] }.joined()
            let plain = line.withUTF8 { Lexer.wordsOfPlainLine($0) }
            let reference = try Lexer.wordsByCharacter(in: line)
            #expect(plain == reference, "\(line.debugDescription)")
            if plain != nil { taken += 1 }
        }
        #expect(taken == 2000)
        for var line in ["a \"b\"", "a 'b'", "a\\ b", "a #c", "a b#c", "Déjà vu", "a\u{7F}"] {
            #expect(line.withUTF8 { Lexer.wordsOfPlainLine($0) } == nil, "\(line.debugDescription)")
        }
    }

    @Test func quotedAndEscapedASCIILinesAreReadByByte() {
        #expect(
            Lexer.wordsByByte(in: "task add \"Buy milk\" --important")?.map(\.text) == [
                "task", "add", "Buy milk", "--important",
            ])
        #expect(Lexer.wordsByByte(in: "type title 'a \\ b' # set it")?.map(\.text) == ["type", "title", "a \\ b"])
        #expect(Lexer.wordsByByte(in: "type title Déjà") == nil)
        #expect(Lexer.wordsByByte(in: "type title \"open") == nil)
    }

    @Test func splitsOnSpacesAndTabsWithColumns() throws {
        let words = try Lexer.words(in: "push  TaskEditController\tnow")
        #expect(words == [Word("push", column: 1), Word("TaskEditController", column: 7), Word("now", column: 26)])
    }

    @Test func leadingAndTrailingBlanksMakeNoWords() throws {
        #expect(try Lexer.words(in: "   ").isEmpty)
        #expect(try Lexer.words(in: "") == [])
        #expect(try Lexer.words(in: "  pop  ") == [Word("pop", column: 3)])
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let words = try Lexer.words(in: "Важные x")
        #expect(words.map(\.column) == [1, 8])
    }

    @Test func doubleQuotesMakeOneWord() throws {
        let words = try Lexer.words(in: #"task "two words" x"#)
        #expect(words == [Word("task", column: 1), Word("two words", column: 6), Word("x", column: 18)])
    }

    @Test func singleQuotesMakeOneWord() throws {
        #expect(try texts("a 'b c'") == ["a", "b c"])
    }

    @Test func adjacentQuotedPartsJoin() throws {
        #expect(try texts(#"'a'"b"c"#) == ["abc"])
    }

    @Test func emptyQuotesMakeAnEmptyWord() throws {
        #expect(try Lexer.words(in: #"x """#) == [Word("x", column: 1), Word("", column: 3)])
    }

    @Test func backslashEscapesInDoubleQuotes() throws {
        #expect(try texts(#"say "a \"q\" \\ b""#) == ["say", #"a "q" \ b"#])
    }

    @Test func backslashIsLiteralInSingleQuotes() throws {
        #expect(try texts(#"'a\b'"#) == [#"a\b"#])
    }

    @Test func backslashEscapesOutsideQuotes() throws {
        #expect(try texts(#"a\ b c"#) == ["a b", "c"])
        #expect(try texts(#"\"x"#) == [#""x"#])
        #expect(try texts("\\#x") == ["#x"])
    }

    @Test func escapedWordStartsAtTheBackslash() throws {
        #expect(try Lexer.words(in: #"ab \ c"#) == [Word("ab", column: 1), Word(" c", column: 4)])
    }

    @Test func hashStartsACommentAtAWordStart() throws {
        #expect(try texts("push A # a comment") == ["push", "A"])
        #expect(try texts("# the whole line") == [])
        #expect(try texts("   #indented") == [])
        #expect(try texts("a #b") == ["a"])
    }

    @Test func hashInsideAWordOrQuotesIsText() throws {
        #expect(try texts("a#b c") == ["a#b", "c"])
        #expect(try texts("\"#\" '#x'") == ["#", "#x"])
    }

    @Test func unterminatedDoubleQuoteNamesTheOpeningColumn() throws {
        let failure = try #require(error(#"push "Foo bar"#))
        #expect(failure.column == 6)
        #expect(failure.message.contains("unterminated"))
    }

    @Test func unterminatedSingleQuoteNamesTheOpeningColumn() throws {
        let failure = try #require(error(#"a "b" 'c"#))
        #expect(failure.column == 7)
        #expect(failure.message.contains("'"))
    }

    @Test func unterminatedQuoteAfterAnEscapedQuote() throws {
        let failure = try #require(error(#"x "a\""#))
        #expect(failure.column == 3)
    }

    @Test func trailingBackslashIsAnError() throws {
        let failure = try #require(error(#"push A\"#))
        #expect(failure.column == 7)
        #expect(failure.message.contains("backslash"))
    }

    @Test(arguments: [
        ("push \u{1}A", 6, "U+0001"),
        ("pop\u{7F}", 4, "U+007F"),
        ("a \"b\u{1B}\"", 5, "U+001B"),
        ("x\u{0}", 2, "U+0000"),
    ])
    func controlCharactersAreRejectedWithTheirColumn(line: String, column: Int, code: String) throws {
        let failure = try #require(error(line))
        #expect(failure.column == column)
        #expect(failure.message.contains(code))
    }

    @Test func errorDescriptionNamesTheColumn() {
        #expect(CommandError(column: 4, "bad", ru: "плохо").description == "column 4: bad")
    }
}

/// What `actions` lists runs as listed: a name the lexer would split, unquote or cut at `#` is
/// typed in double quotes, and reads back as the name.
struct TypedNameTests {
    @Test(arguments: [
        "City's Table", "Say \"hi\"", "Back\\Slash", "#1 Pick", "+  Add child", " Lead", "Trail ", "",
    ])
    func aNameTheLexerWouldChangeIsQuotedAndReadsBack(name: String) throws {
        let typed = TypedName.quoted(name)
        #expect(typed.hasPrefix("\"") && typed.hasSuffix("\""))
        let words = try Lexer.words(in: "tap " + typed)
        #expect(words.map(\.text) == ["tap", name])
    }

    @Test(arguments: ["Done", "Go to B", "+", "Détails", "Save & Close"])
    func aNameTheLexerReadsAsItselfIsLeftAsItIs(name: String) throws {
        #expect(TypedName.quoted(name) == name)
        let words = try Lexer.words(in: "tap " + name)
        #expect(words.dropFirst().map(\.text).joined(separator: " ") == name)
    }
}
