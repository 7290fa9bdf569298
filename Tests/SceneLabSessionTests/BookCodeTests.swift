import Testing
import SceneLabTesting

@testable import PropertyLists
@testable import SceneLabApps
@testable import SceneLabCore
@testable import SceneLabSession

/// `book as-written|fixed` (issue 29, items 11, 15, 16): the books' code as printed,
/// bugs included, against scenelab's fixed code, the default.
@Suite struct BookCodeTests {
    /// The lines of the session's outcome for `line`, as `check` prints them.
    static func lines(_ session: inout Session, _ line: String) -> [String] {
        renderedText(session.execute(line))
    }

    /// A session that runs the books' code (or not), with To-Do's Milk, Cat (important) and
    /// Keys (completed) stored and launched, trace off.
    static func toDoSession(_ code: BookCode) -> Session {
        sessionAfter(
            "trace none", "book \(code.rawValue)", "launch", "task add Milk", "task add Cat --important",
            "task add Keys --completed")
    }

    static func storeWrites(_ outcome: Session.Outcome, key: String) -> Int {
        outcome.events.filter { $0.kind == .store && $0.method == "set(_:forKey:)" && $0.text?.contains("\"\(key)\"") != false }
            .count
    }

    @Test func theSettingIsFixedByDefaultAndChangesOnlyWhileNoAppRuns() {
        var session = Session()
        #expect(session.simulator.code == .fixed)
        #expect(Self.lines(&session, "book as-written") == ["  apps run the books' code as printed, bugs included (book as-written)"])
        #expect(session.simulator.code == .asWritten)
        _ = session.execute("launch")
        let refused = Self.lines(&session, "book fixed")
        #expect(refused.first?.hasPrefix("error: book cannot change while To-Do Manager runs") == true)
        #expect(session.simulator.code == .asWritten)
        #expect(session.simulator.application?.code == .asWritten)
        #expect(Explanations.topic(forLine: "book as-written") == "book")
    }

    @Test func theBooksEditClosureLeavesAnEditedTaskInItsOldSection() {
        for code in BookCode.allCases {
            var session = Self.toDoSession(code)
            // Cat (important, task 1): its type becomes normal («Текущая», row 2).
            for line in ["swipe 1 edit", "tap type", "tap 2"] { _ = session.execute(line) }
            let saved = Self.lines(&session, "tap save")
            let list = session.simulator.application?.model as? ToDoManager
            let important = list?.tasks.tasks(in: 0).map(\.title)
            switch code {
            case .asWritten:
                #expect(important == ["Cat"])
                #expect(list?.tasks.tasks(in: 0).first?.type == .normal)
                #expect(saved.contains { $0.contains("wrote Cat back into Important") })
            case .fixed:
                #expect(important == [])
                #expect(list?.tasks.tasks(in: 1).map(\.title) == ["Milk", "Cat", "Keys"])
                #expect(!saved.contains { $0.contains("book as-written") })
            }
        }
    }

    @Test func theBooksMoveGivesTheNewTypeToAnotherTaskWhenSortingMovedTheDroppedOne() {
        for code in BookCode.allCases {
            var session = Self.toDoSession(code)
            _ = session.execute("edit-mode on")
            _ = session.execute("trace store on")
            // Keys (completed, task 3) dropped at the top of Important, above Cat (planned).
            let moved = session.execute("move 3 1 1")
            let list = session.simulator.application?.model as? ToDoManager
            let keys = list?.tasks.tasks(in: 0).first { $0.title == "Keys" }
            #expect(list?.tasks.tasks(in: 0).map(\.title) == ["Cat", "Keys"])
            switch code {
            case .asWritten:
                #expect(keys?.type == .normal)
                // remove, insert, `.type =`: each a didSet that saves.
                #expect(Self.storeWrites(moved, key: "tasks") == 3)
                #expect(renderedText(moved).contains { $0.contains("landed on Cat") })
            case .fixed:
                #expect(keys?.type == .important)
                #expect(Self.storeWrites(moved, key: "tasks") == 1)
            }
        }
    }

    /// Cat, Milk, then an integer where a dictionary should be.
    static let damaged = PropertyList.array([
        .dictionary(["title": .string("Cat"), "type": .string("important"), "status": .string("planned")]),
        .dictionary(["title": .string("Milk"), "type": .string("normal"), "status": .string("planned")]),
        .integer(42),
    ])

    /// As written, the first save writes over the damaged value with nothing
    /// kept aside; the fixed code keeps it under tasks-backup.
    @Test func asWrittenNothingIsKeptAsideBeforeTheSaveOverwrites() {
        for code in BookCode.allCases {
            var session = sessionAfter(
                "trace none", "book \(code.rawValue)",
                "defaults write com.example.ToDoManager tasks -array-add -int 42")
            _ = session.execute("launch")
            _ = session.execute("task add Milk")
            let stored = session.execute("defaults read com.example.ToDoManager tasks-backup").events
            let hasBackup = !stored.contains { $0.kind == .error }
            #expect(hasBackup == (code == .fixed), "\(code)")
        }
    }

    /// The book's saveTask checks nothing (000:L12277–12280); the fixed code
    /// refuses an empty title with the alert the book's exercise asks for.
    @Test func asWrittenAnEmptyTitleIsSaved() {
        for code in BookCode.allCases {
            var session = sessionAfter("trace none", "book \(code.rawValue)", "launch", "tap +", "tap save")
            let tasks = (session.simulator.application?.model as? ToDoManager)?.tasks.all ?? []
            #expect((tasks.map(\.title) == [""]) == (code == .asWritten), "\(code)")
            _ = session.execute("quit")
        }
    }

    /// As written, an app shows its book's own strings whatever the UI's
    /// language, and UIKit's own (the Edit button) as the book shows them
    /// (000:L10539); scenelab's words stay in the session's language.
    @Test func asWrittenTheAppsShowTheirBooksStrings() {
        for (code, language) in [(BookCode.asWritten, "en"), (.asWritten, "ru"), (.fixed, "en"), (.fixed, "ru")] {
            var session = sessionAfter("lang \(language)", "book \(code.rawValue)", "trace none", "launch")
            let screen = Self.lines(&session, "screen").joined(separator: "\n")
            let bookStrings = code == .asWritten || language == "ru"
            #expect(screen.contains("Задачи") == bookStrings, "\(code) \(language)")
            let systemEnglish = code == .asWritten || language == "en"
            #expect(screen.contains("[Edit]") == systemEnglish, "\(code) \(language)")
            let note = Self.lines(&session, "task add Milk").joined()
            #expect(note.contains("added task 1") == (language == "en"))
        }
        var snake = sessionAfter("book as-written", "trace none", "launch snake", "tap results")
        #expect(Self.lines(&snake, "screen").contains("  [Заккрыть] ‹close›"))
    }

    @Test func theBooksWholeArrayCastEmptiesTheListForOneBadlyTypedEntry() {
        let fixed = TasksStorage.load(from: Self.damaged, code: .fixed)
        #expect(fixed.tasks.map(\.title) == ["Cat", "Milk"])
        #expect(fixed.warnings.map(\.english) == ["entry 3 is an integer, not a dictionary: skipped"])
        let book = TasksStorage.load(from: Self.damaged, code: .asWritten)
        #expect(book.tasks.isEmpty)
        #expect(book.warnings.count == 1)
        #expect(book.warnings.first?.english.contains("`as? [[String: String]]` fails for the whole array") == true)
        #expect(book.warnings.first?.russian.contains("не загружены") == true)
        #expect(book.original == Self.damaged)
        // A value that is no string inside a dictionary fails the cast too, even in a key the book never reads.
        let extra = PropertyList.array([
            .dictionary([
                "title": .string("Pay"), "type": .string("normal"), "status": .string("planned"), "due": .integer(5),
            ])
        ])
        #expect(TasksStorage.load(from: extra, code: .fixed).tasks.count == 1)
        let failed = TasksStorage.load(from: extra, code: .asWritten)
        #expect(failed.tasks.isEmpty)
        #expect(failed.warnings.first?.english.hasPrefix("entry 1 ('Pay'): its 'due' is an integer, not a string") == true)
        // Contacts read the same way.
        let contacts = PropertyList.array([
            .dictionary(["title": .string("Anna"), "phone": .string("+1")]), .string("oops"),
        ])
        #expect(ContactStorage.load(from: contacts, code: .fixed).contacts.count == 1)
        #expect(ContactStorage.load(from: contacts, code: .asWritten).contacts.isEmpty)
    }

    /// Item 15: an entry skipped for a missing string is named by its title.
    @Test func aSkippedEntryIsNamedByItsTitleInBothLanguages() {
        let value = PropertyList.array([
            .dictionary(["title": .string("Cat"), "type": .string("important"), "status": .string("planned")]),
            .dictionary(["title": .string("Buy milk"), "type": .integer(1)]),
            .dictionary(["type": .string("normal"), "status": .string("planned")]),
        ])
        for code in BookCode.allCases where code == .fixed {
            let loaded = TasksStorage.load(from: value, code: code)
            #expect(loaded.warnings.map(\.english) == [
                "entry 2 ('Buy milk') has no string type, status: skipped", "entry 3 has no string title: skipped",
            ])
            #expect(loaded.warnings.first?.russian == "в записи 2 ('Buy milk') нет строки type, status: пропущена")
        }
    }

    @Test func theBooksLoadSavesThroughDidSetAndTheFixedOneWritesNothing() {
        for code in BookCode.allCases {
            var session = Self.toDoSession(code)
            _ = session.execute("kill")
            _ = session.execute("trace store on")
            let launched = session.execute("launch")
            // setTasks: an empty section per type (2), then an append per task (3); then
            // viewDidLoad's leftover loadTasks(): an empty section per type (2), and the store is empty.
            #expect(Self.storeWrites(launched, key: "tasks") == (code == .asWritten ? 7 : 0))
            let kept = (session.simulator.application?.model as? ToDoManager)?.tasks.all.count
            #expect(kept == (code == .asWritten ? 0 : 3), "\(code)")
            var contacts = sessionAfter("trace none", "book \(code.rawValue)", "trace store on")
            let opened = contacts.execute("launch contacts")
            #expect(Self.storeWrites(opened, key: "contacts") == (code == .asWritten ? 1 : 0))
        }
    }

    @Test func snakesRecordsShowNoDateUnderTheBooksFormat() {
        #expect(SnakeStrings.dateText(Simulator.clockStart, code: .asWritten) == "")
        #expect(SnakeStrings.dateText(Simulator.clockStart, code: .fixed) == "2026-01-01 09:00:00 +0000")
        var session = sessionAfter("trace none", "book as-written", "launch snake", "tap start", "tap wall")
        let shown = Self.lines(&session, "tap results")
        #expect(shown.contains { $0.contains("dateFormat = \".short\"") })
        #expect(Self.lines(&session, "screen").contains("    1.  — 0"))
    }

    /// Item 16: iPhone `kill` with scenes, the logs against the book.
    @Test func iPhoneKillNamesTheBooksClaimAndCodeBookPlaysIt() {
        for code in BookCode.allCases {
            var simulator = Simulator(code: code)
            simulator.run(.launch(app: "target", window: .storyboard))
            let events = simulator.apply(.kill)
            let disconnect = events.filter { $0.method == "sceneDidDisconnect(_:)" }
            let notes = eventsOfKind(.note, in: events).compactMap(\.text)
            switch code {
            case .fixed:
                #expect(disconnect.isEmpty)
                #expect(notes.contains { $0.hasPrefix("no sceneDidDisconnect, as the logs") && $0.contains("the book") })
            case .asWritten:
                #expect(disconnect.count == 1)
                #expect(disconnect.first?.confidence == .uncertain)
                #expect(notes.contains { $0.hasPrefix("book as-written: sceneDidDisconnect as the book says") })
            }
        }
        // iPad plays the disconnect either way and needs no such note.
        var iPad = Simulator(catalog: .books, device: .iPad)
        iPad.run(.launch(app: nil, window: .storyboard))
        #expect(!eventsOfKind(.note, in: iPad.apply(.kill)).contains { $0.text?.contains("the book") == true })
    }

    @Test func theExplainTopicsNameBothCodes() {
        for topic in ["todo-edit-bug", "todo-move-bug", "book-load", "book-date", "kill", "book"] {
            let text = (Explanations.lines(for: topic) ?? []).joined(separator: " ")
            #expect(text.contains("book as-written"), "\(topic)")
            let russian = (Explanations.lines(for: topic, in: .ru) ?? []).joined(separator: " ")
            #expect(russian.contains("book as-written"), "\(topic)")
            if topic != "kill" { #expect(text.contains("book fixed"), "\(topic)") }
        }
        #expect(Explanations.lines(for: "todo-edit-bug", in: .ru)?.first?.hasPrefix("Замыкание") == true)
    }
}
