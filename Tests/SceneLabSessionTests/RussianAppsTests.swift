import CommandGrammar
import PropertyLists
import Testing

@testable import SceneLabApps
@testable import SceneLabCore
@testable import SceneLabSession

/// Russian all the way, for the books' apps: what an app's code says as
/// scenelab's words (refusals, notes, warnings, a model command's prose, its
/// command spec, its `explain` topics, its parser's errors) is Russian in a
/// Russian session, and stays as it was in English.
@Suite struct RussianAppsTests {
    static func hasCyrillic(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0x400...0x4FF).contains($0.value) }
    }

    /// The errors, notes and scenelab's output lines a Russian session prints for `lines`.
    static func play(_ lines: [String], outputs: Bool = false) -> [String] {
        var session = Session()
        _ = session.execute("lang ru")
        _ = session.execute("trace none")
        return lines.flatMap { line in
            let events = session.execute(line).events
            // Setting the device up is the core's, which words its own lines.
            guard !line.hasPrefix("device"), line != "rotate" else { return [String]() }
            return events.compactMap { event -> String? in
                let kinds: [Event.Kind] = outputs ? [.error, .note, .output] : [.error, .note]
                guard kinds.contains(event.kind), let text = event.text else { return nil }
                return "\(line) → \(text)"
            }
        }
    }

    /// Each app played through commands it refuses, notes and model commands:
    /// the lines expected, at least, and every one Russian.
    static let scenarios: [(app: String, lines: [String], expected: Int)] = [
        (
            "todo",
            [
                "launch", "task add Milk", "task add Bread", "task done 9", "edit-mode off", "move 1 2", "delete 1",
                "tap 1", "tap 2", "swipe 2 undone", "task edit 1 --title Rye", "swipe 1 edit", "task rm 1", "tap save",
                "edit-mode on", "edit-mode on", "move 1 5", "task undone 1", "task rm 9",
            ], 14
        ),
        (
            "contacts",
            [
                "launch contacts", "contact add Anna 555", "contact add Zoe 556", "contact rm 3", "tap 1",
                "tap create-contact", "tap cancel", "contact rm 1", "tap back", "swipe 1 delete",
            ], 7
        ),
        (
            "checklists",
            [
                "launch checklists", "item add Walk", "item check 9", "item check 1", "tap +", "tap done",
                "type text X", "tap done", "tap info 1", "tap done", "swipe 1 delete", "item rm 7",
            ], 10
        ),
        (
            "target",
            [
                "launch target", "type slider abc", "type slider 99", "tap check", "type seed x", "type seed 5",
                "type slider 20", "tap check",
            ], 6
        ),
        (
            "snake",
            ["launch snake", "tap start", "tap apple", "tap apple", "tap wall", "snake wiring closure", "tap start"],
            6
        ),
        (
            "concentration",
            ["device ipad-pro-9.7", "rotate", "launch concentration", "concentration reuse on", "tap sports"], 1
        ),
        ("segnav", ["launch segnav", "tap sub-menu", "tap 1", "type text Run", "tap back"], 2),
    ]

    @Test(arguments: 0..<7)
    func everyAppSpeaksRussian(_ index: Int) {
        let scenario = Self.scenarios[index]
        let lines = Self.play(scenario.lines)
        #expect(lines.count >= scenario.expected, "\(scenario.app): \(lines)")
        for line in lines {
            #expect(Self.hasCyrillic(line), "\(scenario.app): \(line)")
        }
    }

    /// What a model command prints as scenelab's prose; the apps' data (a
    /// task's title, a record's date) stays as it is.
    @Test func modelCommandsProseIsRussian() {
        let outputs = Self.play(
            [
                "launch", "task list", "kill", "launch contacts", "contact list", "kill", "launch checklists",
                "item list", "kill", "launch snake", "snake records", "snake wiring", "snake wiring closure", "kill",
                "launch concentration", "concentration reuse", "concentration reuse on",
            ], outputs: true
        ).filter { ["task", "contact", "item", "snake", "concentration"].contains(String($0.prefix { $0 != " " })) }
        #expect(
            outputs.contains("task list → (задач нет)") && outputs.contains("contact list → (контактов нет)")
                && outputs.contains("item list → (пунктов нет)") && outputs.contains("snake records → (рекордов нет)"),
            "\(outputs)")
        #expect(outputs.count == 8, "\(outputs)")
        for line in outputs { #expect(Self.hasCyrillic(line), "\(line)") }
    }

    /// The demos have no code of their own: what they print is the core's,
    /// which words its refusals itself. Nothing they print comes from an app's
    /// English, and they declare no command or topic to translate.
    @Test(arguments: ["tabs", "split", "pages", "container"])
    func theDemosAddNoEnglishOfTheirOwn(_ id: String) {
        guard let demo = AppCatalog.books.app(named: id) else {
            Issue.record("no demo \(id)")
            return
        }
        #expect(demo.commands.isEmpty && demo.topics.isEmpty)
        var session = Session()
        _ = session.execute("lang ru")
        let launch = session.execute("launch \(id)").events
        #expect(!launch.contains { $0.kind == .error })
    }

    // MARK: What help and explain print

    @Test func everyAppCommandSpecHasRussian() {
        let specs = AppCatalog.books.commands
        #expect(specs.map(\.name).sorted() == ["concentration", "contact", "item", "snake", "task"])
        for spec in specs {
            for wording in [spec.summary] + spec.explanation {
                let russian = wording.ru ?? ""
                #expect(Self.hasCyrillic(russian), "\(spec.name): \(wording.en)")
                #expect(wording.text(in: .en) == wording.en)
            }
        }
    }

    @Test func everyAppTopicHasRussian() {
        var count = 0
        for app in AppCatalog.books.apps {
            for (topic, lines) in app.topics {
                for line in lines {
                    count += 1
                    #expect(Self.hasCyrillic(line.ru ?? ""), "\(app.id) \(topic): \(line.en)")
                }
            }
        }
        #expect(count > 60)
    }

    // MARK: The parsers' errors

    @Test func theParsersErrorsHaveRussian() {
        let thrownWhole: [BookAppDiagnostic] = [
            .blankItemText, .blankTaskTitle, .taskEditChangesNothing, .contactAddNeedsPhone,
        ]
        for diagnostic in thrownWhole {
            let error = CommandError(column: 3, diagnostic)
            #expect(error.column == 3 && Self.hasCyrillic(error.message(in: .ru)), "\(diagnostic)")
            #expect(error.message(in: .en) == diagnostic.english)
        }
        // What the parser says in Russian is what the error was thrown with: nothing is read back.
        func russian(_ line: String) -> String? {
            do {
                _ = try Parser.parse(line, language: .ru)
                return nil
            } catch {
                return error.message
            }
        }
        #expect(russian("task add \" \"") == "у задачи должно быть непустое название")
        #expect(russian("snake wiring foo") == "snake wiring принимает delegate или closure, а не 'foo'")
        #expect(russian("task done x") == "'x' не годится: нужно указать номер задачи (счёт с 1)")
        #expect(russian("item check") == "item: нужно указать номер пункта; вызов: item add TEXT | list | check N | rm N")
        #expect(russian("contact")?.hasPrefix("contact: нужно указать действие (add, list, rm); вызов: contact add") == true)
        #expect(russian("concentration reuse maybe") == "ожидается on или off, а не 'maybe'")
        #expect(russian("defaults frob")?.hasPrefix("defaults: неизвестное действие 'frob' (действия: read,") == true)
        #expect(russian("present A --stle x")?.hasPrefix("неизвестный параметр '--stle' для present; может быть, '--style'? вызов: present CLASS") == true)
    }

    // MARK: English stays as it was

    @Test func englishIsUnchanged() throws {
        #expect(Rejection.noItem(.task, numbered: 7, count: 3).message == "there is no task 7; the tasks are 1...3")
        #expect(Rejection.noItem(.item, numbered: 2, count: 0).message(in: .ru) == "нет пункта 2; список пуст")
        var session = Session()
        _ = session.execute("trace none")
        _ = session.execute("launch checklists")
        let texts = ["item check 4", "item add Walk", "tap +", "item list"].flatMap { line in
            session.execute(line).events.compactMap { $0.kind == .command ? nil : $0.text }
        }
        #expect(
            texts == [
                "there is no item 4; the list is empty", "added item 1: Walk",
                "prepare(for:sender:): controller.delegate = self", "1. [ ] Walk",
            ])
        do {
            _ = try Parser.parse("task edit 1")
            Issue.record("accepted")
        } catch {
            #expect(
                error.message == "nothing to change; give --title T, --important or --normal, --completed or --planned")
        }
    }

    /// A stored list loading skips or changes warns in both languages.
    @Test func loadingWarningsHaveRussian() {
        let stored: PropertyList = .array([
            .dictionary(["title": .string("B"), "type": .string("weird"), "status": .string("odd")]),
            .dictionary(["title": .string("C"), "type": .string("normal")]),
            .integer(3),
        ])
        let warnings = TasksStorage.load(from: stored).warnings
        #expect(warnings.count == 4)
        #expect(warnings[0].about("tasks").english == "tasks: entry 1 ('B') has the unknown type 'weird': loaded as normal")
        for warning in warnings { #expect(Self.hasCyrillic(warning.russian), "\(warning.english)") }
        #expect(Self.hasCyrillic(ContactStorage.load(from: .integer(1)).warnings.first?.russian ?? ""))
    }
}
