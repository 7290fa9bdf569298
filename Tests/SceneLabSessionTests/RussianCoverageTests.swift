import CommandGrammar
import Foundation
import Testing

@testable import SceneLabCore
@testable import SceneLabSession

/// Russian all the way, for the session layer: every phrase scenelab says
/// has a Russian text taking the same arguments, and every text of the
/// session's own command specs has a Russian one; English stays as it was.
@Suite struct RussianCoverageTests {
    /// The session's own specs (not the apps' or the containers', which their owners translate).
    static let sessionSpecs: [CommandSpec<Command>] =
        CommandCatalog.gestures + CommandCatalog.navigation + CommandCatalog.ui + CommandCatalog.store
        + [CommandCatalog.segue] + CommandCatalog.looking

    /// Every English text of those specs a person reads: summaries, details, explanations.
    static var specTexts: [(name: String, wording: Wording)] {
        sessionSpecs.flatMap { spec in
            ([spec.summary] + spec.details + spec.explanation).map { (spec.name, $0) }
        }
    }

    @Test func everyPhraseHasRussianWithTheSamePlaceholders() {
        for phrase in Phrase.allCases {
            let english = phrase.template(.en)
            let russian = phrase.template(.ru)
            #expect(!russian.isEmpty, "\(phrase) has no Russian")
            #expect(Set(Phrase.placeholders(in: russian)) == Set(Phrase.placeholders(in: english)), "\(phrase)")
            // Russian, not English left in place: a Cyrillic letter wherever the English has a word.
            if english.contains(where: \.isLetter) && english != "{1} (help {2}):" {
                #expect(russian.unicodeScalars.contains { (0x400...0x4FF).contains($0.value) }, "\(phrase): \(russian)")
            }
        }
    }

    /// What `help` and `explain` print of the session's specs: summaries,
    /// details, explanations. (A Russian text is always there: `Wording`
    /// takes both; this checks that it is Russian, not English copied over.)
    @Test func everySessionSpecTextHasRussian() {
        var missing: [String] = []
        for (name, wording) in Self.specTexts {
            let russian = wording.ru
            guard !russian.isEmpty,
                !Self.hasProse(wording.en) || russian.unicodeScalars.contains(where: { (0x400...0x4FF).contains($0.value) })
            else {
                missing.append("\(name): \(wording.en)")
                continue
            }
        }
        #expect(missing.isEmpty, "no Russian for:\n\(missing.joined(separator: "\n"))")
    }

    /// Whether English text has words to translate: a lowercase word of three
    /// letters or more that is not a command's name (`defaults export DOMAIN
    /// FILE|-` is syntax alone, the same in Russian).
    static func hasProse(_ text: String) -> Bool {
        let commands = Set(CommandCatalog.names)
        return text.split(separator: " ").contains { token in
            let word = token.trimmingCharacters(in: CharacterSet(charactersIn: ".,;:()"))
            return word.count >= 3 && word.allSatisfy(\.isLowercase) && !commands.contains(word)
        }
    }

    @Test func syntaxAloneIsNotProse() {
        #expect(!Self.hasProse("  defaults export DOMAIN FILE|- [--force]"))
        #expect(Self.hasProse("Flip a switch."))
    }

    @Test func englishIsUnchangedAndRussianIsRussian() throws {
        #expect(Phrase.unknownCommand(.en, "foo") == "unknown command 'foo'")
        #expect(Phrase.unknownCommand(.ru, "foo") == "неизвестная команда 'foo'")
        #expect(Help.lines(for: nil, in: .en).dropFirst().first == "System and user gestures (help gestures):")
        #expect(Help.lines(for: nil, in: .ru).dropFirst().first == "Системные жесты и жесты пользователя (help gestures):")
        #expect(Help.lines(for: "tap", in: .ru).first == "вызов: tap ELEMENT [--else]")
        #expect(throws: CommandError.self) { try Parser.parse("fooo", language: .ru) }
        do {
            _ = try Parser.parse("pusj X", language: .ru)
        } catch {
            #expect(error.message == "неизвестная команда 'pusj'; может быть, 'push'?")
        }
    }

    /// An argument holding a placeholder stays as typed: filling is one pass.
    @Test func argumentsAreNotFilledTwice() {
        #expect(Phrase.filling("{1} and {2}", with: ["{2}", "x"]) == "{2} and x")
        #expect(Phrase.filling("{3} {1}", with: ["a"]) == "{3} a")
    }

    /// Russian counts take three forms (1 команда, 3 команды, 5 команд, 11–14 like 5);
    /// English two, as scenelab always wrote them.
    @Test func countedNounsTakeTheFormTheirNumberTakes() {
        let russian = [1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111].map { Phrase.commands(.ru, $0) }
        #expect(
            russian == [
                "1 команда", "2 команды", "4 команды", "5 команд", "11 команд", "12 команд", "14 команд",
                "21 команда", "22 команды", "25 команд", "101 команда", "111 команд",
            ])
        #expect(Phrase.lines(.ru, 3) == "3 строки")
        #expect(
            [0, 1, 2, 11].map { Phrase.commands(.en, $0) } == ["0 commands", "1 command", "2 commands", "11 commands"])
        #expect(Phrase.lines(.en, 1) == "1 line")
        #expect(Phrase.checkSummary(.en, "3", "0") == "3 passed, 0 failed")
        #expect(Phrase.checkSummary(.ru, "3", "0") == "прошли: 3, не прошли: 0")
    }

    @Test func aRussianSessionSpeaksRussian() {
        var session = Session()
        _ = session.execute("lang ru")
        let help = session.execute("help").events.compactMap(\.text)
        #expect(help.contains("Программная навигация (help navigation):"))
        let unknown = session.execute("frob").events.compactMap(\.text)
        #expect(unknown.contains { $0.contains("неизвестная команда 'frob'") })
        let quiz = QuizQuestion(
            truth: ["A#1 loadView()", "A#1 viewDidLoad()"].map(QuizCall.init(printed:)), seed: 1, student: "s", step: 1)
        guard case .failure(let refusal) = QuizAnswer.read("9", for: quiz, language: .ru) else {
            Issue.record("answer 9 accepted")
            return
        }
        #expect(refusal.message == "9 нет в списке: вызовы пронумерованы от 1 до 2")
    }
}
