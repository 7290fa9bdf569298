import Testing

@testable import SceneLabApps
@testable import SceneLabCore
@testable import SceneLabSession

/// A change of an app's model prints one note a student can read, in the
/// app's language, whatever the trace shows.
@Suite struct ModelChangeNoteTests {
    private func notes(_ session: inout Session, _ line: String) -> [String] {
        session.execute(line).events.compactMap { $0.kind == .note ? $0.text : nil }
    }

    @Test func toDoChangesPrintOneNoteEach() {
        var session = Session()
        _ = session.execute("trace none")
        _ = session.execute("launch")
        #expect(notes(&session, "task add Milk") == ["added task 1: Milk"])
        #expect(notes(&session, "task add Bread") == ["added task 2: Bread"])
        #expect(notes(&session, "tap 1") == ["task 1 completed: Milk"])
        #expect(notes(&session, "task undone 2") == ["task 2 planned again: Milk"])
        #expect(notes(&session, "task edit 1 --title Rye") == ["task 1 changed: Rye"])
        #expect(notes(&session, "task rm 1") == ["removed task 1: Rye"])
        // A refused change prints no note.
        #expect(notes(&session, "task done 9").isEmpty)
    }

    @Test func theNoteSpeaksTheAppsLanguage() {
        var session = Session()
        _ = session.execute("lang ru")
        _ = session.execute("launch")
        #expect(notes(&session, "task add Молоко") == ["добавлена задача 1: Молоко"])
        #expect(notes(&session, "tap 1") == ["задача 1 выполнена: Молоко"])
    }

    @Test func contactsAndChecklistsPrintTheirChanges() {
        var contacts = Session()
        _ = contacts.execute("launch contacts")
        #expect(notes(&contacts, "contact add Zoe 555") == ["added contact 1: Zoe"])
        #expect(notes(&contacts, "contact add Anna 556") == ["added contact 1: Anna"])
        #expect(notes(&contacts, "contact rm 2") == ["removed contact 2: Zoe"])
        var checklists = Session()
        _ = checklists.execute("launch checklists")
        #expect(notes(&checklists, "item add Walk") == ["added item 1: Walk"])
        #expect(notes(&checklists, "item check 1") == ["item 1 checked: Walk"])
        #expect(notes(&checklists, "item check 1") == ["item 1 unchecked: Walk"])
        #expect(notes(&checklists, "item rm 1") == ["removed item 1: Walk"])
    }
}
