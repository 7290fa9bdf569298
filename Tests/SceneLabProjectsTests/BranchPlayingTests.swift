import Foundation
import SceneLabProjects
import Testing

/// An action whose `if` chooses between dismissing and popping takes the side UIKit would:
/// the Meals project's storyboard (+ presents the editor in its own navigation controller, a
/// row pushes it) with the editor's Cancel written in several ways.
@Suite struct BranchPlayingTests {
    private func player(cancel body: String) throws -> Player {
        let url = Fixtures.root.appendingPathComponent("Tests/Projects/Meals/Meals/Base.lproj/Main.storyboard")
        let storyboard = try String(contentsOf: url, encoding: .utf8)
        let swift = """
            class MealViewController: UIViewController {
                var meal: String?
                // The list gives an editor its meal in the real app: `meal` is not always nil.
                func edit(_ name: String) { meal = name }
                @IBAction func cancel(_ sender: UIBarButtonItem) {
                    \(body)
                }
            }
            """
        return try Player(try Inline.project(storyboard: storyboard, swift: ["MealViewController": swift]))
    }

    /// A Cancel whose condition scenelab cannot work out: the body dismisses, the `else` pops.
    private static let unknownCondition = """
                if meal == nil {
                    dismiss(animated: true, completion: nil)
                } else {
                    navigationController?.popViewController(animated: true)
                }
        """

    /// The notes of adding (+, Cancel) and of editing (a row, Cancel), each ending on the list.
    private func addAndEdit(_ player: inout Player) -> (adding: [String], editing: [String]) {
        player.run("launch")
        player.run("tap +")
        let adding = player.run("tap Cancel").events.of(.note).compactMap(\.text)
        #expect(player.screenTitle() == "Your Meals")
        player.run("tap 1")
        let editing = player.run("tap Cancel").events.of(.note).compactMap(\.text)
        #expect(player.screenTitle() == "Your Meals")
        return (adding, editing)
    }

    @Test func theInlineConditionDismissesWhenAddingAndPopsWhenEditing() throws {
        var player = try player(
            cancel: """
                if presentingViewController is UINavigationController {
                    dismiss(animated: true, completion: nil)
                } else if let owningNavigationController = navigationController {
                    owningNavigationController.popViewController(animated: true)
                } else {
                    fatalError("The editor is not inside a navigation controller.")
                }
                """)
        let (adding, editing) = addAndEdit(&player)
        #expect(adding.isEmpty && editing.isEmpty, "\(adding) \(editing)")
    }

    @Test func theSideTakenPrintsItsOwnLinesAndNotTheOthers() throws {
        var player = try player(
            cancel: """
                print("cancel")
                if presentingViewController is UINavigationController {
                    print("adding: dismiss")
                    dismiss(animated: true, completion: nil)
                } else if let owningNavigationController = navigationController {
                    print("editing: pop")
                    owningNavigationController.popViewController(animated: true)
                } else {
                    print("nowhere")
                }
                print("done")
                """)
        player.run("launch")
        player.run("tap +")
        let adding = player.run("tap Cancel").events.printed
        #expect(adding == ["cancel", "adding: dismiss", "done"])
        player.run("tap 1")
        let editing = player.run("tap Cancel").events.printed
        #expect(editing == ["cancel", "editing: pop", "done"])
    }

    @Test func elseTakesTheOtherSidesPrintsToo() throws {
        var player = try player(
            cancel: """
                if meal == nil {
                    print("dismissing")
                    dismiss(animated: true, completion: nil)
                } else {
                    print("popping")
                    navigationController?.popViewController(animated: true)
                }
                """)
        player.run("launch")
        player.run("tap 1")
        let printed = player.run("tap Cancel --else").events.printed
        #expect(printed == ["popping"])
    }

    @Test func aNilComparisonAndANegationAreWorkedOutToo() throws {
        var player = try player(
            cancel: """
                if navigationController == nil || true { }
                if !(presentingViewController != nil) {
                    navigationController?.popViewController(animated: true)
                } else {
                    dismiss(animated: true)
                }
                """)
        let (adding, editing) = addAndEdit(&player)
        #expect(adding.isEmpty && editing.isEmpty, "\(adding) \(editing)")
    }

    @Test func elseAsksForTheOtherSideOfAConditionScenelabCannotWorkOut() throws {
        var player = try player(cancel: Self.unknownCondition)
        player.run("launch")
        player.run("tap 1")
        // The first branch dismisses, and nothing is presented: the editor would stay.
        let notes = player.run("tap Cancel --else").events.of(.note).compactMap(\.text)
        #expect(player.screenTitle() == "Your Meals")
        #expect(notes.contains { $0.contains("as --else asked, it played the else") }, "\(notes)")
        // Without it, the same tap says how to ask.
        var plain = try self.player(cancel: Self.unknownCondition)
        plain.run("launch")
        plain.run("tap 1")
        let first = plain.run("tap Cancel").events.of(.note).compactMap(\.text)
        #expect(first.contains { $0.contains("the same tap with --else plays the else") }, "\(first)")
    }

    @Test func aConditionScenelabCannotWorkOutPlaysTheFirstBranchAndSaysSoOnce() throws {
        var player = try player(cancel: Self.unknownCondition)
        player.run("launch")
        player.run("tap +")
        let notes = player.run("tap Cancel").events.of(.note).compactMap(\.text)
        #expect(player.screenTitle() == "Your Meals")
        let said = notes.filter { $0.contains("if meal == nil (MealViewController.swift:6)") }
        #expect(said.count == 1, "\(notes)")
        #expect(said.first?.contains("first branch") == true)
    }

    @Test func theNoteIsSaidInRussianToo() {
        let note = PlayDiagnostic.conditionNotEvaluated(
            condition: "meal == nil", site: "MealViewController.swift:4", tookElse: false)
        #expect(note.russian.contains("if meal == nil (MealViewController.swift:4)"))
        #expect(note.russian.contains("первую ветку"))
        #expect(note.russian.contains("--else"))
        #expect(note.english.contains("first branch"))
        let other = PlayDiagnostic.conditionNotEvaluated(
            condition: "meal == nil", site: "MealViewController.swift:4", tookElse: true)
        #expect(other.russian.contains("сыграл else"))
        #expect(other.english.contains("played the else"))
    }

    @Test func aLetBoundToALiteralDecidesTheIfWithoutANote() throws {
        // `adding` is false: the `else` pops, and its lines print; nothing is said undecided.
        var player = try player(
            cancel: """
                let adding = false
                if adding {
                    print("adding")
                    dismiss(animated: true, completion: nil)
                } else {
                    print("editing: before the pop")
                    navigationController?.popViewController(animated: true)
                    print("editing: after the pop")
                }
                print("done")
                """)
        player.run("launch")
        player.run("tap 1")
        let events = player.run("tap Cancel").events
        #expect(events.printed == ["editing: before the pop", "editing: after the pop", "done"])
        #expect(events.of(.note).isEmpty, "\(events.of(.note).compactMap(\.text))")
        #expect(player.screenTitle() == "Your Meals")
    }

    @Test func aVarIsNotTakenForItsFirstValue() throws {
        // A `var` may change before the `if`: the condition stays one scenelab does not work out.
        var player = try player(
            cancel: """
                var adding = false
                if adding {
                    dismiss(animated: true, completion: nil)
                } else {
                    navigationController?.popViewController(animated: true)
                }
                """)
        player.run("launch")
        player.run("tap 1")
        let notes = player.run("tap Cancel").events.of(.note).compactMap(\.text)
        #expect(notes.contains { $0.contains("if adding (MealViewController.swift:7)") }, "\(notes)")
    }

    @Test func theControllerASideMakesIsMadeWhereItsCallStands() throws {
        // The editor's Cancel pushes a controller made in code inside the side taken: its
        // initializer prints between the side's two prints, before the lines after the `if`.
        let url = Fixtures.root.appendingPathComponent("Tests/Projects/Meals/Meals/Base.lproj/Main.storyboard")
        let storyboard = try String(contentsOf: url, encoding: .utf8)
        let editor = """
            class MealViewController: UIViewController {
                @IBAction func cancel(_ sender: UIBarButtonItem) {
                    let again = 1
                    if again == 1 {
                        print("before")
                        navigationController?.pushViewController(NoteViewController(), animated: true)
                        print("after")
                    }
                    print("end")
                }
            }
            """
        let note = """
            class NoteViewController: UIViewController {
                init() {
                    super.init(nibName: nil, bundle: nil)
                    print("note made")
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        var player = try Player(
            try Inline.project(storyboard: storyboard, swift: ["MealViewController": editor, "NoteViewController": note]))
        player.run("launch")
        player.run("tap 1")
        let printed = player.run("tap Cancel").events.printed
        #expect(printed == ["before", "note made", "after", "end"], "\(printed)")
        #expect(player.screenTitle() != "Your Meals")
    }

    @Test func anOutletTheStoryboardConnectsIsNotTakenForNil() throws {
        // `nameField` has no value in the code, but the storyboard connects it: it is not nil,
        // and scenelab does not say it is.
        let url = Fixtures.root.appendingPathComponent("Tests/Projects/Sides/Sides/Main.storyboard")
        let storyboard = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(
            of: #"<segue destination="Sd3-Vc-c3A""#,
            with: #"<outlet property="nameField" destination="Sd2-Bt-b2F" id="Sd2-Ou-b2K"/><segue destination="Sd3-Vc-c3A""#)
        let home = """
            class HomeViewController: UIViewController {
                @IBOutlet weak var nameField: UIButton!
                @IBAction func continueTapped(_ sender: UIButton) {
                    if nameField == nil {
                        print("not connected")
                    } else {
                        print("connected")
                        performSegue(withIdentifier: "showDone", sender: self)
                    }
                }
            }
            """
        var player = try Player(try Inline.project(storyboard: storyboard, swift: ["HomeViewController": home]))
        player.run("launch")
        let printed = player.run("tap Continue --else").events.printed
        #expect(printed == ["connected"], "\(printed)")
    }
}
