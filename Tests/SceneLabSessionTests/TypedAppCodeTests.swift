import Testing
import SceneLabTesting

@testable import SceneLabApps
@testable import SceneLabCore
@testable import SceneLabSession

/// App code is one type per controller class: the engine gives each instance
/// its code when it is made, resolves gestures against the drawn screen and
/// makes UIKit's own calls around the code.
@Suite struct TypedAppCodeTests {
    @Test func eachInstanceGetsTheCodeOfItsClassAndPlainClassesNone() throws {
        let session = sessionAfter("launch", "push A", "tap back", "tap +")
        let app = try #require(session.simulator.application)
        let kinds = app.controllers.keys.map { id in
            "\(app.name(of: id)): \(app.controllers.code(of: id).map { String(describing: type(of: $0)) } ?? "none")"
        }
        #expect(
            kinds == [
                "UINavigationController#1: none", "TaskListController#1: TaskListController",
                "TaskEditController#1: TaskEditController",
            ])
    }

    @Test func tappingARowByItsTextSelectsItAsItsNumberWould() {
        var byText = sessionAfter("launch", "task add Bread", "task add Milk")
        var byNumber = sessionAfter("launch", "task add Bread", "task add Milk")
        let text = byText.execute("tap milk").events
        let number = byNumber.execute("tap 2").events
        #expect(calls(text, on: [.table]) == calls(number, on: [.table]))
        #expect(calls(text, on: [.table]).first == "TaskListController#1 tableView(_:didSelectRowAt:)")
        #expect(byText.execute("task list").events.contains { $0.text?.contains("Milk  [normal, completed]") == true })
    }

    @Test func theEngineSelectsTheRowBeforeTheAppsCodeRuns() {
        var session = sessionAfter("launch", "task add Bread", "task done 1")
        let table = calls(session.execute("tap 1").events, on: [.table])
        #expect(
            table == [
                "TaskListController#1 tableView(_:didSelectRowAt:)", "TaskListController#1 deselectRow(at:animated:)",
            ])
    }

    @Test func aCellWiredToASegueHearsOfItsSelectionAfterThePrepare() {
        var session = sessionAfter("launch segnav")
        let events = session.execute("tap 2").events
        // The menu's own calls; the pushed list then asks its data source.
        let order = calls(events, on: [.table, .segue]).filter { $0.hasPrefix("UITableViewController#1") }
        #expect(
            order == [
                "UITableViewController#1 prepare(for:sender:)", "UITableViewController#1 tableView(_:didSelectRowAt:)",
            ])
        let selection = events.first { $0.method == "tableView(_:didSelectRowAt:)" }
        #expect(selection?.confidence == .observed)
    }

    @Test func aHeldBackSelectionIsNotLostWhenNoSegueFollows() throws {
        var app = try #require(sessionAfter("launch segnav").simulator.application)
        let list = try #require(app.visibleController)
        app.recorder.events.removeAll()
        try AppCode.run([], selecting: AppCode.RowSelection(controller: list, section: 0, row: 1), in: &app)
        #expect(calls(app.recorder.events, on: [.table]) == ["UITableViewController#1 tableView(_:didSelectRowAt:)"])
        #expect(app.recorder.events.first?.confidence == .documented)
    }

    @Test func theTypePickerTakesATypeByItsName() {
        var session = sessionAfter("launch", "tap +", "tap type")
        let events = session.execute("tap important").events
        #expect(calls(events, on: [.table]) == ["TaskTypeController#1 tableView(_:didSelectRowAt:)"])
        #expect(events.contains { $0.method == "doAfterTypeSelected" })
        let screen = session.execute("screen").events.compactMap(\.text).joined(separator: "\n")
        #expect(screen.contains("Important"), "the editor shows the chosen type")
    }

    @Test func aFieldIsTypedIntoByItsLabelAsByItsName() {
        // In Russian the title field's label («Название») is not its name (`title`).
        func screenAfterTyping(_ field: String) -> String {
            var session = Session(simulator: Simulator(language: .ru))
            for line in ["launch", "tap +", "type \(field) Bread"] { #expect(!session.execute(line).failed) }
            return session.execute("screen").events.compactMap(\.text).joined(separator: "\n")
        }
        let byLabel = screenAfterTyping("Название")
        #expect(byLabel.contains("Bread"))
        #expect(byLabel == screenAfterTyping("title"))
    }

    @Test func aControllerWithoutCodeOffersNothingToItsGestures() {
        var session = sessionAfter("launch", "push A")
        let outcome = session.execute("tap 1")
        #expect(outcome.failed)
        #expect(outcome.events.contains { $0.kind == .error && $0.text?.contains("A does not offer that") == true })
    }

    @Test func theTablesOwnDeleteCommitsBeforeTheAppDeletesTheRow() {
        var session = sessionAfter("launch", "task add Bread", "task add Milk")
        let swiped = calls(session.execute("swipe 1 delete").events, on: [.table, .delegate])
        #expect(
            swiped == [
                "TaskListController#1 tableView(_:commit:forRowAt:)", "TaskListController#1 deleteRows(at:with:)",
            ])
        _ = session.execute("edit-mode on")
        let deleted = calls(session.execute("delete 1").events, on: [.table, .delegate])
        #expect(deleted == swiped)
    }

    @Test func aTrailingActionIsConfiguredThenItsHandlerRuns() {
        var session = sessionAfter("launch contacts", "contact add Bob 1")
        let events = session.execute("swipe 1 delete").events
        #expect(
            calls(events, on: [.table, .delegate]).prefix(2) == [
                "ViewController#1 tableView(_:trailingSwipeActionsConfigurationForRowAt:)",
                "ViewController#1 UIContextualAction handler",
            ])
        #expect(session.execute("contact list").events.contains { $0.text == "(no contacts)" })
    }

    @Test func aMoveInEditModeIsClampedToTheSectionTheScreenShows() {
        var session = sessionAfter("launch", "task add A", "task add B", "edit-mode on")
        let events = session.execute("move 1 1 9").events
        let move = events.first { $0.method == "tableView(_:moveRowAt:to:)" }
        #expect(move?.arguments.map(\.value.description) == ["[1, 0]", "[0, 0]"])
        #expect(session.execute("task list").events.contains { $0.text?.contains("A  [important") == true })
    }

    @Test func eachListKeepsItsOwnEditMode() {
        var session = sessionAfter("launch", "task add Bread", "edit-mode on", "push TaskListController")
        let screen = session.execute("screen").events.compactMap(\.text).joined(separator: "\n")
        #expect(screen.contains("[Edit]"))
        #expect(!screen.contains("⊖"))
        #expect(session.execute("edit-mode off").failed)
        _ = session.execute("pop")
        let first = session.execute("screen").events.compactMap(\.text).joined(separator: "\n")
        #expect(first.contains("[Done]") && first.contains("⊖"))
    }

    // MARK: Typed buttons, alert actions and segue setups

    @Test func aControlIsNamedByItsRawValueOrItsOwnName() {
        #expect(TaskListController.Button(name: "+") == .add)
        #expect(GameController.Button(name: "present-cached") == .presentCached)
        #expect(GameController.Button.presentCached.name == "present-cached")
        // A theme is named in lower case, its title is what the button shows.
        #expect(ConcentrationTheme(name: "sports") == .sports)
        #expect(ConcentrationTheme(name: "Sports") == nil)
        #expect(ConcentrationTheme.faces.name == "faces")
        #expect(NoControl(name: "+") == nil)
        let drawn = Screen.Button(ConcentrationTheme.animals, label: "Animals", swipeStyle: .trailingAction)
        #expect(drawn == Screen.Button(name: "animals", label: "Animals", swipeStyle: .trailingAction))
    }

    @Test func everyButtonAScreenDrawsReachesItsCodeAsACase() throws {
        var session = sessionAfter("launch", "task add Bread")
        var app = try #require(session.simulator.application)
        let list = try #require(app.visibleController)
        let screen = try #require(GestureHandling.topScreen(in: app))
        let names = (screen.leftButtons + screen.rightButtons).map(\.name)
        #expect(names == ["edit", "+"])
        #expect(names.compactMap(TaskListController.Button.init(name:)) == [.edit, .add])
        // The typed edit button turns edit mode on, as `tap edit` does.
        let actions = try TaskListController.runTap(screen.leftButtons[0], on: screen, id: list, in: &app)
        #expect(actions.isEmpty)
        #expect((app.controllers.code(of: list) as? TaskListController)?.isEditing == true)
        // The typed "+" performs the create segue.
        let added = try TaskListController.runTap(screen.rightButtons[0], on: screen, id: list, in: &app)
        guard case .performSegue(let segue, _, _)? = added.first else {
            Issue.record("tap + returned no segue")
            return
        }
        #expect(segue == TaskListController.createSegue)
        // Through the session, the tap reaches the same code.
        _ = session.execute("tap +")
        #expect(session.simulator.stackNames.last == "TaskEditController#1")
    }

    @Test func aButtonNameTheCodeHasNoCaseForIsRefusedAsTheScreenRefusesIt() throws {
        var app = try #require(sessionAfter("launch", "tap +", "tap type").simulator.application)
        let picker = try #require(app.visibleController)
        let screen = try #require(GestureHandling.topScreen(in: app))
        let stray = Screen.Button(name: "bogus", label: "Bogus")
        // TaskTypeController draws no buttons: its `Button` is `NoControl`.
        #expect(throws: GestureHandling.notOffered("tap bogus", on: screen)) {
            try TaskTypeController.runTap(stray, on: screen, id: picker, in: &app)
        }
        // A code with buttons refuses a name that is none of them, in the same words.
        #expect(throws: GestureHandling.notOffered("tap bogus", on: screen)) {
            try TaskListController.runTap(stray, on: screen, id: picker, in: &app)
        }
        #expect(screen.refusal(ofTap: TaskListController.Button.add) == GestureHandling.notOffered("tap +", on: screen))
    }

    @Test func aSegueSetupIsAppliedToTheDestinationThroughItsCodeType() throws {
        var app = try #require(sessionAfter("launch", "task add Bread", "task add Milk").simulator.application)
        let list = try #require(app.visibleController)
        let model = try #require(app.model as? ToDoManager)
        let position = try #require(model.tasks.position(ofNumber: 2))
        let task = try #require(model.tasks.task(at: position))
        let setup = SegueSetup(for: TaskEditController.self, .edit(list: list, position: position))
        #expect(setup.className == TaskEditController.className)
        try AppCode.run([.show(setup, from: list)], in: &app)
        let editor = try #require(app.visibleController)
        let code = try #require(app.controllers.code(of: editor) as? TaskEditController)
        #expect(code.title == task.title)
        #expect(code.list == list)
        #expect(code.editing?.section == position.section && code.editing?.row == position.row)
    }

    @Test func aSegueSetupForAnotherClassLeavesTheDestinationAsMade() throws {
        var app = try #require(sessionAfter("launch", "task add Bread").simulator.application)
        let list = try #require(app.visibleController)
        // A picker's setup, shown as an editor: the editor's code is not the
        // picker's, so the setup reaches nothing (and nothing casts it).
        let misplaced = SegueSetup(for: TaskTypeController.self, list)
        try AppCode.run(
            [.show(className: TaskEditController.className, from: list, segue: nil, setup: misplaced)], in: &app)
        let editor = try #require(app.visibleController)
        let code = try #require(app.controllers.code(of: editor) as? TaskEditController)
        #expect(code.list == nil)
    }

    @Test func anAlertActionReachesTheModelAsItsTypedHandler() throws {
        var session = sessionAfter("launch contacts", "tap create-contact")
        var app = try #require(session.simulator.application)
        let shown = try #require(app.visibleController)
        let alert = try #require(app.controllers[shown]?.alert)
        #expect(alert.actions.map(\.handler) == [nil, ContactsApp.AlertAction.create.name])
        let list = try #require(app.controllers.keys.first { app.name(of: $0) == "ViewController#1" })
        // A name the app has no handler for does nothing.
        #expect(ContactsApp.runAlertAction("bogus", fields: ["Ann", "+1"], presenter: list, in: &app).isEmpty)
        #expect((app.model as? ContactsApp)?.contacts.isEmpty == true)
        _ = ContactsApp.runAlertAction("create", fields: ["Ann", "+1"], presenter: list, in: &app)
        #expect((app.model as? ContactsApp)?.contacts.map(\.title) == ["Ann"])
        // Through the session: the alert's create button runs the typed handler.
        for line in ["type name Bob", "type phone +2"] { #expect(!session.execute(line).failed) }
        let created = session.execute("tap create").events
        #expect(created.contains { $0.method == "UIAlertAction handler" })
        #expect(session.execute("contact list").events.contains { $0.text?.contains("Bob") == true })
    }
}
