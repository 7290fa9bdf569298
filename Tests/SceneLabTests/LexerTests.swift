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

    /// The byte reading of ASCII lines and the character reading agree on
    /// every line made of the characters the grammar gives a meaning to.
    @Test func readingBytesAndReadingCharactersAgree() {
        let pieces = ["a", "task", " ", "  ", "\t", "\"", "'", "\\", "#", "x y", "\u{7F}", "\u{1B}", "é", "=", "-"]
        var generator = SystemRandomNumberGenerator()
        var lines = ["", "#", "\"\"", "''", "a\\", "\\\t", "\"a\tb\"", "'\\'", "a#b \"#\" #c"]
        for _ in 0..<3000 {
            let count = Int.random(in: 1...8, using: &generator)
            lines.append((0..<count).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined())
        }
        for line in lines {
            let fast = Result { () throws(CommandError) in try Lexer.words(in: line) }
            let reference = Result { () throws(CommandError) in try Lexer.wordsByCharacter(in: line) }
            switch (fast, reference) {
            case (.success(let fast), .success(let reference)): #expect(fast == reference, "\(line.debugDescription)")
            case (.failure(let fast), .failure(let reference)):
                #expect(fast.column == reference.column, "\(line.debugDescription)")
            default: Issue.record("one reading failed and the other did not: \(line.debugDescription)")
            }
        }
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
        #expect(CommandError(column: 4, "bad").description == "column 4: bad")
    }
}
