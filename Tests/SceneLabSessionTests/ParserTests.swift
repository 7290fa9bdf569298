import CommandGrammar
import Testing

@testable import SceneLabApps
@testable import SceneLabCore
@testable import SceneLabSession

@Suite struct ParserTests {
    private func error(_ line: String) -> CommandError? {
        do {
            _ = try Parser.parse(line)
            return nil
        } catch {
            return error
        }
    }

    static let commands: [(String, Command)] = [
        ("launch", .simulator(.launch(app: nil, window: nil))),
        ("launch contacts", .simulator(.launch(app: "contacts", window: nil))),
        ("launch todo --window code", .simulator(.launch(app: "todo", window: .code))),
        ("launch --window code target", .simulator(.launch(app: "target", window: .code))),
        ("launch --window=storyboard", .simulator(.launch(app: nil, window: .storyboard))),
        ("home", .simulator(.home)),
        ("switcher", .simulator(.switcher)),
        ("open", .simulator(.open)),
        ("interrupt", .simulator(.interrupt)),
        ("resume", .simulator(.resume)),
        ("kill", .simulator(.kill)),
        ("memory-warning", .simulator(.memoryWarning)),
        ("push TaskEditController", .simulator(.push(className: "TaskEditController"))),
        ("push _Private2", .simulator(.push(className: "_Private2"))),
        ("pop", .simulator(.pop)),
        ("pop-to-root", .simulator(.popToRoot)),
        ("pop-to 2", .simulator(.popTo(index: 2))),
        ("pop-to 0", .simulator(.popTo(index: 0))),
        ("set-stack A", .simulator(.setStack(classNames: ["A"]))),
        ("set-stack A B C", .simulator(.setStack(classNames: ["A", "B", "C"]))),
        ("present About", .simulator(.present(className: "About", style: .automatic))),
        ("present About --style full-screen", .simulator(.present(className: "About", style: .fullScreen))),
        ("present --style page-sheet About", .simulator(.present(className: "About", style: .pageSheet))),
        ("present About --style=over-full-screen", .simulator(.present(className: "About", style: .overFullScreen))),
        ("present About --style automatic", .simulator(.present(className: "About", style: .automatic))),
        ("dismiss", .simulator(.dismiss)),
        ("tree", .simulator(.tree)),
        ("objects", .simulator(.objects)),
        ("trace", .session(.showTrace)),
        ("trace layout on", .session(.trace(.layout, on: true))),
        ("trace lifecycle off", .session(.trace(.lifecycle, on: false))),
        ("trace book", .session(.tracePreset(.book))),
        ("trace all", .session(.tracePreset(.all))),
        ("trace default", .session(.tracePreset(.default))),
        ("trace none", .session(.tracePreset(.none))),
        ("echo on", .session(.echo(true))),
        ("echo off", .session(.echo(false))),
        ("bail on", .session(.bail(true))),
        ("bail off", .session(.bail(false))),
        ("help", .session(.help(topic: nil))),
        ("help push", .session(.help(topic: "push"))),
        ("help exit", .session(.help(topic: "exit"))),
        ("quit", .session(.quit)),
        ("exit", .session(.quit)),
        ("  push   A   # push it", .simulator(.push(className: "A"))),
        (#"push "A""#, .simulator(.push(className: "A"))),
    ]

    @Test(arguments: commands)
    func parses(line: String, expected: Command) throws {
        #expect(try Parser.parse(line) == expected)
    }

    /// A title is blank when every character is whitespace, ASCII or not.
    @Test(arguments: ["task add '   '", "task add '\u{00A0}\u{2003}'"])
    func blankTaskTitlesAreRefused(line: String) {
        #expect(error(line)?.message.contains("not blank") == true)
    }

    @Test(arguments: [("task add ' x '", " x "), ("task add 'Ёлка'", "Ёлка"), ("task add '\u{00A0}é'", "\u{00A0}é")])
    func titlesWithAVisibleCharacterAreKept(line: String, title: String) throws {
        let command = try Parser.parse(line)
        #expect(command == .simulator(.model(.taskAdd(title: title, important: false, completed: false))))
    }

    @Test func everyCatalogCommandHasAParsedExample() throws {
        for spec in CommandCatalog.all {
            let parsed = try Parser.parse(spec.example)
            #expect(parsed != nil, "example of \(spec.name) does not parse")
        }
    }

    @Test(arguments: ["", "   ", "\t", "# comment", "   # indented comment"])
    func blankAndCommentLinesGiveNil(line: String) throws {
        #expect(try Parser.parse(line) == nil)
    }

    @Test func unknownCommandSuggestsTheClosest() throws {
        let failure = try #require(error("psuh A"))
        #expect(failure.column == 1)
        #expect(failure.message.contains("unknown command 'psuh'"))
        #expect(failure.message.contains("did you mean 'push'?"))
    }

    /// The words people try first get what they mean, not the nearest spelling
    /// (`show A` had suggested `show-primary`).
    @Test(arguments: [
        ("back", "`pop`"), ("clear", "`kill` then `launch`"), ("start", "`launch`"), ("reset", "`kill` then `launch`"),
        ("close", "`dismiss`"), ("show A", "`push CLASS`"), ("Back", "`pop`"),
    ])
    func wordsPeopleTryAreAnsweredWithWhatTheyMean(line: String, meant: String) throws {
        let failure = try #require(error(line))
        #expect(failure.message.contains(meant), "\(line): \(failure.message)")
        #expect(!failure.message.contains("did you mean"))
    }

    @Test func unknownCommandColumnIsWhereTheWordStarts() throws {
        let failure = try #require(error("   lanch"))
        #expect(failure.column == 4)
        #expect(failure.message.contains("did you mean 'launch'?"))
    }

    @Test func unknownCommandWithNothingCloseSaysHelp() throws {
        let failure = try #require(error("xyzzyplugh"))
        #expect(failure.column == 1)
        #expect(!failure.message.contains("did you mean"))
        #expect(failure.message.contains("help"))
    }

    @Test(arguments: [
        ("push", 5),
        ("push   ", 8),
        ("pop-to", 7),
        ("set-stack", 10),
        ("present", 8),
        ("trace layout", 13),
        ("echo", 5),
        ("bail", 5),
        ("present A --style", 18),
        ("launch --window", 16),
    ])
    func missingArgumentPointsPastTheEndOfTheLine(line: String, column: Int) throws {
        let failure = try #require(error(line))
        #expect(failure.column == column)
        #expect(failure.message.contains("usage:"))
    }

    @Test(arguments: [
        ("pop extra", 5, "unexpected argument 'extra'"),
        ("push A B", 8, "unexpected argument 'B'"),
        ("launch todo more", 13, "unexpected argument 'more'"),
        ("home --now", 6, "unknown option '--now'"),
        ("trace book x", 12, "unexpected argument 'x'"),
        ("echo on off", 9, "unexpected argument 'off'"),
        ("help push pop", 11, "unexpected argument 'pop'"),
        ("pop-to 1 2", 10, "unexpected argument '2'"),
        ("present A --style full-screen B", 31, "unexpected argument 'B'"),
    ])
    func extraArgumentNamesItsColumn(line: String, column: Int, message: String) throws {
        let failure = try #require(error(line))
        #expect(failure.column == column)
        #expect(failure.message.contains(message))
    }

    @Test func badWindowValueNamesItsColumn() throws {
        let failure = try #require(error("launch --window xib"))
        #expect(failure.column == 17)
        #expect(failure.message.contains("storyboard, code"))
        #expect(failure.message.contains("'xib'"))
    }

    @Test func badStyleValueNamesItsColumn() throws {
        let failure = try #require(error("present A --style sideways"))
        #expect(failure.column == 19)
        #expect(failure.message.contains("automatic, page-sheet, full-screen, over-full-screen"))
    }

    @Test func badStyleValueWithEqualsPointsAtTheValueAndSuggests() throws {
        let failure = try #require(error("present A --style=full"))
        #expect(failure.column == 19)
        #expect(failure.message.contains("did you mean 'full-screen'?"))
    }

    @Test(arguments: [
        ("push 9Lives", 6),
        ("push A-B", 6),
        ("push A.B", 6),
        ("present \"\"", 9),
        ("set-stack A 1B", 13),
    ])
    func badClassNameNamesItsColumn(line: String, column: Int) throws {
        let failure = try #require(error(line))
        #expect(failure.column == column)
        #expect(failure.message.contains("is not a class name"))
    }

    @Test(arguments: [
        "Экран", "Экран2", "_Задача", String(repeating: "Я", count: 200), String(repeating: "A", count: 255),
    ])
    func classNamesBeyondASCIIOrLongInBytesAreAccepted(name: String) throws {
        #expect(try Parser.parse("push \(name)") == .simulator(.push(className: name)))
    }

    @Test(arguments: [String(repeating: "A", count: 256), String(repeating: "Я", count: 256)])
    func aClassNameLongerThan255CharactersIsRefused(name: String) throws {
        let failure = try #require(error("push \(name)"))
        #expect(failure.message.contains("at most 255 characters"))
    }

    @Test(arguments: ["2Экран", "Экран-1", "Экран Два"])
    func aNonASCIIClassNameStillFollowsTheRules(line: String) throws {
        let failure = try #require(error("push '\(line)'"))
        #expect(failure.message.contains("is not a class name"))
    }

    @Test func dashWordInPlaceOfAClassIsAnUnknownOption() throws {
        let failure = try #require(error("push --fast"))
        #expect(failure.column == 6)
        #expect(failure.message.contains("unknown option '--fast'"))
    }

    @Test(arguments: [("pop-to -1", 8), ("pop-to x", 8), ("pop-to 1.5", 8), ("pop-to  one", 9)])
    func badIndexNamesItsColumn(line: String, column: Int) throws {
        let failure = try #require(error(line))
        #expect(failure.column == column)
        #expect(failure.message.contains("is not a stack index"))
    }

    @Test func unknownTraceChannelListsChannels() throws {
        let failure = try #require(error("trace layot on"))
        #expect(failure.column == 7)
        #expect(failure.message.contains("did you mean 'layout'?"))
        #expect(failure.message.contains("lifecycle"))
    }

    @Test func onOffMustBeOnOrOff() throws {
        let failure = try #require(error("trace layout maybe"))
        #expect(failure.column == 14)
        #expect(failure.message.contains("expected on or off, not 'maybe'"))
    }

    @Test func helpForAnUnknownCommandSuggests() throws {
        let failure = try #require(error("help pus"))
        #expect(failure.column == 6)
        #expect(failure.message.contains("did you mean 'push'?"))
    }

    @Test func lexerErrorsComeThroughTheParser() throws {
        let failure = try #require(error(#"push "A"#))
        #expect(failure.column == 6)
        #expect(failure.message.contains("unterminated"))
    }

    /// An unknown option of `launch` is reported as one, not taken as the APP.
    @Test func unknownOptionOfLaunchIsAnError() throws {
        let failure = try #require(error("launch --verbose"))
        #expect(failure.column == 8)
        #expect(failure.message.contains("unknown option '--verbose'"))
        let mistyped = try #require(error("launch --windw code"))
        #expect(mistyped.column == 8)
    }
}
