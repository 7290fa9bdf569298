import CommandGrammar
import Foundation
import Testing

@testable import SceneLabCore
@testable import SceneLabSession
@testable import SceneLabCommandLine

/// Russian all the way for the parser and the command line: every error a
/// wrong line gets, every grammar word the errors name, and `--help` of
/// each command, in Russian under `lang ru`; English as it was.
@Suite struct RussianCommandLineTests {
    static func isCyrillic(_ text: some StringProtocol) -> Bool {
        text.unicodeScalars.contains { (0x400...0x4FF).contains($0.value) }
    }

    /// Wrong lines, one for each kind of error the words of a command give.
    static let wrongLines = [
        "push", "push 1A", "push --bogus", "present X --stle", "tap", "pop 3 more", "trace lifecycle maybe",
        "trace style foo", "trace nosuch", "scene nwe", "scene focus 0", "tab x", "rotate sideways",
        "defaults wrte", "defaults write k -int x", "defaults write k -float y", "defaults write k -bool maybe",
        "defaults write k -date soon", "defaults write k -data xyz", "defaults write k -strng v",
        "defaults read --decode xml k", "defaults register k -array-add x", "help nosuch", "export", "export svg",
        "export svg a.svg --from x", "history --force", "lesson", "lesson 0", "ios x", "echo \"open",
        "echo \\", "hold 9x", "files todo --app todo", "segue", "task", "task add", "task nosuch",
        "page sideways", "important --important --normal", "export svg a.svg --to",
    ]

    /// English words that would mean an error was left untranslated.
    static let englishWords = [
        " needs ", "usage:", "unknown", "unexpected", "did you mean", " takes ", " is not ", "expected",
        "column", "cannot", " the ", "give ",
    ]

    @Test func everyWrongLineIsRefusedInRussian() {
        var english: [String] = []
        for line in Self.wrongLines {
            do {
                _ = try Parser.parse(line, language: .ru)
            } catch {
                let message = error.message
                if !Self.isCyrillic(message) || Self.englishWords.contains(where: { message.contains($0) }) {
                    english.append("\(line) → \(message)")
                }
            }
        }
        #expect(english.isEmpty, "English left in:\n\(english.joined(separator: "\n"))")
    }

    @Test func englishErrorsAreAsTheyWere() throws {
        do {
            _ = try Parser.parse("push", language: .en)
            Issue.record("push without a class was read")
        } catch {
            #expect(error.column == 5)
            #expect(error.message == "push needs a CLASS; usage: push CLASS")
        }
        var session = Session()
        let outcome = session.execute("push")
        #expect(outcome.events.contains { $0.text?.hasPrefix("column 5: push needs a CLASS") == true })
    }

    @Test func theSessionSaysColumnInRussian() {
        var session = Session(simulator: Simulator(language: .ru))
        let outcome = session.execute("push")
        #expect(outcome.events.contains { $0.text?.hasPrefix("столбец 5: push: нужно указать класс CLASS") == true })
    }

    /// What a command wants, when a line leaves it out, is said in Russian
    /// (`Wording` takes both languages; this checks the Russian is Russian).
    @Test func missingWordsAreNamedInRussian() throws {
        let lines = [
            "push", "tab", "hold", "scene focus", "tap", "type", "move 1", "swipe", "segue", "explain",
            "source", "record", "lesson", "defaults read-type", "defaults find", "defaults export", "rm",
            "page set", "child remove x",
        ]
        for line in lines {
            do {
                _ = try Parser.parse(line, language: .ru)
                Issue.record("'\(line)' parsed")
            } catch {
                let message = error.message
                guard let range = message.range(of: "нужно указать ") else {
                    Issue.record("'\(line)': \(message)")
                    continue
                }
                let wanted = message[range.upperBound...].prefix { $0 != ";" && $0 != "(" }
                #expect(Self.isCyrillic(String(wanted)), "'\(line)': \(message)")
            }
        }
    }

    /// Each command's `--help` under `--lang ru`: every line with prose
    /// has Russian (option names, values and variable names stay as typed).
    @Test func helpInRussianHasCyrillicOnEveryProseLine() {
        for syntax in [SceneLabCommand.syntax, CheckCommand.syntax, QuizCommand.syntax, ResultsCommand.syntax] {
            let help = HelpText.of(syntax, in: .ru)
            var english: [String] = []
            for line in help.split(separator: "\n") {
                var text = line.drop { $0 == " " }
                // An entry's name, then its text after a gap of spaces; a name alone has no prose.
                if text.hasPrefix("-") || text.hasPrefix("<") || text.first?.isNumber == true
                    || text.first.map({ $0.isUppercase && $0.isASCII }) == true
                {
                    guard let gap = text.firstRange(of: "  ") else { continue }
                    text = text[gap.upperBound...].drop { $0 == " " }
                }
                // A word of prose: lowercase letters, not a path or a variable (`~/.editrc`, `${XDG_DATA_HOME}`).
                let hasWords = text.split(separator: " ").contains { token in
                    !token.contains(where: { "/$~_-".contains($0) })
                        && token.filter { $0.isASCII && $0.isLowercase }.count >= 3
                }
                if hasWords && !Self.isCyrillic(text) { english.append(String(line)) }
            }
            #expect(english.isEmpty, "\(syntax.name) --help has English prose:\n\(english.joined(separator: "\n"))")
            #expect(!Self.isCyrillic(HelpText.of(syntax, in: .en)))
        }
    }

    @Test func explicitLangWinsOverTheLocale() {
        #expect(CommandLineLanguage.of(["--lang", "ru", "--help"]) == .ru)
        #expect(CommandLineLanguage.of(["--lang=en", "--lang=ru"]) == .ru)
        #expect(CommandLineLanguage.of(["--", "--lang", "ru"]) == DeviceOptions.language(nil))
    }

    @Test func usageErrorsHaveRussian() throws {
        do {
            _ = try ParsedArguments.parse(["--formt", "x"], for: SceneLabCommand.syntax)
            Issue.record("parsed")
        } catch {
            #expect(error.message == "unknown option '--formt'; did you mean '--format'?")
            #expect(error.text(in: .ru) == "неизвестный параметр '--formt'; может быть, '--format'?")
        }
        let wrong = UsageError(.usageTakes, "format", "text or jsonl", "x")
        #expect(Self.isCyrillic(wrong.text(in: .ru)))
    }
}
