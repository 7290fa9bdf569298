import CommandGrammar
import Foundation
import Testing

@testable import SceneLabApps
@testable import SceneLabCore
@testable import SceneLabSession

/// `explain` in Russian: every topic it accepts (methods, commands, orders,
/// variants, cited sources) has a Russian text, the Russian is Russian, and
/// English is what it was.
@Suite struct RussianExplainTests {
    // MARK: coverage

    /// The topics the apps and the containers bring, and the explanations of
    /// the apps' and containers' own commands: their targets translate them.
    static var ownedElsewhere: Set<String> {
        let sessionSpecs = Set(RussianCoverageTests.sessionSpecs.map(\.name))
        let elsewhere: [[String: [String]]] = []
        return Set(
            Explanations.topicNames.filter { key in
                guard let owner = Explanations.tables.first(where: { $0.english[key] != nil }) else { return false }
                _ = sessionSpecs
                return elsewhere.contains(owner.english)
            })
    }

    /// The session's topics, each with its Russian lines (nil when it has none).
    static var sessionTopics: [(key: String, russian: [String]?)] {
        let elsewhere = ownedElsewhere
        return Explanations.topicNames.filter { !elsewhere.contains($0) }.map { key in
            (key, Explanations.tables.first { $0.english[key] != nil }?.russian[key])
        }
    }

    @Test func everyTopicExplainAcceptsHasRussian() {
        let topics = Self.sessionTopics
        // Methods, commands, orders, variants: the session owns most topics.
        #expect(topics.count > 150)
        #expect(topics.contains { $0.key == "order-will-did" })
        #expect(topics.contains { $0.key == "push" })
        var missing = topics.filter { $0.russian?.isEmpty ?? true }.map(\.key)
        missing += Explanations.sourceIDs.filter { Explanations.sourcesRussian[$0] == nil }
        #expect(missing.isEmpty, "no Russian for: \(missing)")
    }

    /// A Russian table names no topic its English one does not (a stale or misspelt key).
    @Test func theRussianTablesHaveNoStrayKeys() {
        for table in Explanations.tables {
            let stray = Set(table.russian.keys).subtracting(table.english.keys)
            #expect(stray.isEmpty, "Russian for unknown topics: \(stray.sorted())")
        }
        let stray = Set(Explanations.sourcesRussian.keys).subtracting(Explanations.sources.keys)
        #expect(stray.isEmpty, "Russian for unknown sources: \(stray.sorted())")
    }

    @Test func everyRussianLineIsRussian() {
        let lines = Self.sessionTopics.flatMap { topic in (topic.russian ?? []).map { (topic.key, $0) } }
        #expect(lines.count > 250)
        for (key, line) in lines {
            #expect(Self.readsAsRussian(line), "\(key): \(line)")
            #expect(line.count <= 115, "\(key): a line of \(line.count) columns")
        }
        // A source's texts are sentences that `explain` wraps at 100 columns.
        for (id, source) in Explanations.sourcesRussian {
            for text in [source.kind, source.settles] + (source.address.map { [$0] } ?? []) {
                #expect(Self.readsAsRussian(text), "\(id): \(text)")
            }
        }
    }

    /// The check itself: English prose fails it, Russian and bare names pass.
    @Test func theRussianCheckCanFail() {
        #expect(!Self.readsAsRussian("Flip a switch."))
        #expect(!Self.readsAsRussian("Вызывается when the view loads."))
        #expect(Self.readsAsRussian("Вызывается один раз (`trace layout on`)."))
        #expect(Self.readsAsRussian("applicationWillTerminate."))
        #expect(Self.readsAsRussian("(\"Attempted to read an unowned reference\"), и приложение завершается."))
    }

    // MARK: what a person sees

    /// What `explain TOPIC` prints in a session in `language`.
    static func explain(_ topic: String, in language: Language) -> [String] {
        var session = Session()
        if language == .ru { _ = session.execute("lang ru") }
        return session.execute("explain \(topic)").events.filter { $0.kind == .output }.compactMap(\.text)
    }

    @Test(arguments: [
        (
            "viewDidLoad",
            "View создано, но ещё не в окне. Вызывается один раз на экземпляр, а не при каждом показе экрана."
        ),
        (
            "push",
            "Push A→B: B загружается, A viewWillDisappear, B viewWillAppear, A viewDidDisappear, B viewDidAppear;"
        ),
        ("S17", "S17: вопрос на Stack Overflow с логами matt о смахивании приложений."),
        ("order-will-did", "У объекта will-вызов приходит раньше его did-вызова: между ними идёт анимация перехода."),
        ("kill", "Смахивание запущенного приложения: логи расходятся, поэтому scenelab проигрывает одну записанную"),
        ("finish", "Палец отпускают после точки невозврата: свайп завершается (см. `explain interactive`)."),
    ])
    func explainInRussianIsRussian(topic: String, first: String) {
        let lines = Self.explain(topic, in: .ru)
        #expect(lines.first == first)
        #expect(lines.allSatisfy(Self.readsAsRussian), "\(lines)")
    }

    @Test func aSourceInRussianSaysWhereAndWhatItSettles() {
        let lines = Self.explain("S17", in: .ru)
        #expect(lines.contains { $0.hasPrefix("Где: перевод вопроса Stack Overflow 71570813 на isolution.pro") })
        #expect(lines.contains { $0.hasPrefix("Что он подтверждает: последовательности kill") })
        #expect(lines.allSatisfy { $0.count <= 100 })
        // A URL stays as the notes give it.
        #expect(Self.explain("S4", in: .ru).contains("Где: readke.com/c/0Z41505102021.html."))
    }

    @Test(arguments: [
        (
            "viewDidLoad",
            "The view exists but is not in a window yet. Runs once per instance, not each time the screen shows."
        ),
        (
            "push",
            "Push A→B: B loads, A viewWillDisappear, B viewWillAppear, A viewDidDisappear, B viewDidAppear; A stays in the stack."
        ),
        ("S17", "S17: a Stack Overflow question with matt's logs of swiping apps away."),
        (
            "order-will-did",
            "An object's will-call comes before its did-call: the transition's animation runs between them."
        ),
        (
            "kill",
            "Swiping a running app away: the logs disagree, so scenelab plays one logged sequence and marks it uncertain."
        ),
        ("finish", "The finger lifts past the point of no return: the swipe completes (see `explain interactive`)."),
    ])
    func explainInEnglishIsUnchanged(topic: String, first: String) {
        let lines = Self.explain(topic, in: .en)
        #expect(lines.first == first)
        #expect(lines == Explanations.lines(for: topic))
        if let key = Explanations.key(for: topic) { #expect(lines == Explanations.allTopics[key]) }
    }

    @Test func explainLastSpeaksTheSessionsLanguage() {
        var session = Session()
        _ = session.execute("lang ru")
        _ = session.execute("launch")
        _ = session.execute("home")
        let lines = session.execute("explain last").events.filter { $0.kind == .output }.compactMap(\.text)
        #expect(lines.first?.hasPrefix("Жест «Домой» доходит только до делегата сцены") == true)
    }

    /// A Russian quiz's «почему A раньше B: …» gives the reason in Russian; English keeps its own.
    @Test func theQuizsReasonsAreRussian() {
        let earlier = QuizCall(printed: "B#1 viewWillAppear(animated: true)")
        let later = QuizCall(printed: "B#1 viewDidAppear(animated: true)")
        let russian = OrderReasons.reason(earlier: earlier, later: later, language: .ru)
        #expect(russian == "У объекта will-вызов приходит раньше его did-вызова: между ними идёт анимация перехода.")
        let english = OrderReasons.reason(earlier: earlier, later: later)
        #expect(
            english == "An object's will-call comes before its did-call: the transition's animation runs between them.")
        // Every rule's topic has Russian, and the fallback (the command's topic) too.
        for topic in Explanations.orderTopics.keys {
            #expect(Explanations.lines(for: topic, in: .ru)?.allSatisfy(Self.readsAsRussian) == true, "\(topic)")
        }
        let fallback = OrderReasons.reason(
            earlier: QuizCall(printed: "X"), later: QuizCall(printed: "Y"), language: .ru)
        #expect(Self.readsAsRussian(fallback), "\(fallback)")
    }

    // MARK: the check

    /// English words that Russian prose never needs outside quotes and code.
    static let englishWords: Set<String> = [
        "the", "and", "is", "are", "of", "not", "when", "with", "that", "this", "from", "before", "after", "only",
        "its", "it", "to", "in", "on", "or", "but", "for", "by", "as", "be", "was", "has", "have", "gets", "runs",
    ]

    /// Whether a line of Russian text reads as Russian: outside backticks and
    /// quotes it has no common English word, and it has a Cyrillic letter
    /// wherever it has a word of prose (a lower-case Latin word of three
    /// letters or more); UIKit's names alone (`applicationWillTerminate.`) pass.
    static func readsAsRussian(_ line: String) -> Bool {
        var bare = ""
        var closing: Character?
        for character in line {
            if let close = closing {
                if character == close { closing = nil }
                continue
            }
            switch character {
            case "`": closing = "`"
            case "\"": closing = "\""
            case "«": closing = "»"
            default: bare.append(character)
            }
        }
        let words = bare.split { $0 == " " || $0 == "/" }.map {
            $0.trimmingCharacters(in: .init(charactersIn: ".,;:()[]…—"))
        }
        if words.contains(where: englishWords.contains) { return false }
        let hasProse = words.contains { word in
            word.count >= 3 && word.allSatisfy { $0.isASCII && $0.isLowercase }
                && !CommandCatalog.names.contains(word)
        }
        return !hasProse || line.unicodeScalars.contains { (0x400...0x4FF).contains($0.value) }
    }
}
