import SwiftSourceModel
import SwiftSourceReader
import Testing

/// An `if` that chooses between navigation calls is kept whole, with its condition read as far
/// as a controller's state answers it; other `if`s list their body in place, as before.
struct BranchTests {
    private func branch(_ body: String, constants: String = "") -> SwiftBranch? {
        let sources = readOne(
            """
            class Editor: UIViewController {
                @IBAction func cancel(_ sender: Any) {
                    \(constants)
                    \(body)
                }
            }
            """)
        for statement in sources.statements("Editor", "cancel(_:)") {
            if case .branch(let branch) = statement { return branch }
        }
        return nil
    }

    private func condition(_ text: String, constants: String = "") -> SwiftCondition? {
        branch("if \(text) { dismiss(animated: true) } else { navigationController?.popViewController(animated: true) }",
            constants: constants)?.condition
    }

    /// A `switch` whose cases print apart is kept whole, one case a side; a case naming a property
    /// (`case fiveButton:`) compares the subject with it, as the tap's sender can be told.
    @Test func aSwitchWhoseCasesPrintIsKeptWhole() throws {
        let read = try #require(
            branch(
                """
                switch sender {
                case fiveButton: print("five")
                case self.tenButton: print("ten")
                default: print("other")
                }
                """))
        #expect(read.condition == .holds(.binary("==", .name("sender"), .name("fiveButton")), text: "sender matches case fiveButton"))
        guard case .branch(let second)? = read.otherwise.first else {
            Issue.record("the second case is the first's else")
            return
        }
        #expect(second.condition == .holds(.binary("==", .name("sender"), .member(.name("self"), "tenButton")), text: "sender matches case self.tenButton"))
        // A `switch` that prints in one case only lists it in place.
        #expect(branch("switch sender { case fiveButton: print(\"five\") default: break }") == nil)
    }

    @Test func theFoodTrackerCancelIsABranchWithBothSides() throws {
        let read = try #require(
            branch(
                """
                if isPresentingInAddMode {
                    dismiss(animated: true, completion: nil)
                } else if let owningNavigationController = navigationController {
                    owningNavigationController.popViewController(animated: true)
                } else {
                    fatalError("not in a navigation controller")
                }
                """,
                constants: "let isPresentingInAddMode = presentingViewController is UINavigationController"))
        #expect(read.condition == .presentingViewControllerIs("UINavigationController"))
        #expect(read.body == [.call(method: "dismiss(animated:completion:)", arguments: [[.text("true")], [.expression("nil")]])])
        guard case .branch(let elseIf)? = read.otherwise.first else {
            Issue.record("the else if is no branch: \(read.otherwise)")
            return
        }
        #expect(elseIf.condition == .hasNavigationController)
        #expect(elseIf.body.count == 1 && elseIf.otherwise.isEmpty)
        #expect(read.line == 4)
    }

    @Test func conditionsAControllersStateAnswersAreRead() {
        #expect(condition("presentingViewController is UINavigationController") == .presentingViewControllerIs("UINavigationController"))
        #expect(condition("self.presentingViewController is UIKit.UINavigationController") == .presentingViewControllerIs("UINavigationController"))
        #expect(condition("presentingViewController != nil") == .hasPresentingViewController)
        #expect(condition("presentingViewController == nil") == .not(.hasPresentingViewController))
        #expect(condition("navigationController != nil") == .hasNavigationController)
        #expect(condition("let nav = navigationController") == .hasNavigationController)
        #expect(condition("let navigationController") == .hasNavigationController)
        #expect(condition("let nav = presentingViewController as? UINavigationController") == .presentingViewControllerIs("UINavigationController"))
        #expect(condition("isBeingPresented") == .isBeingPresented)
        #expect(condition("!isMovingFromParent") == .not(.isMovingFromParent))
        #expect(condition("(isBeingPresented)") == .isBeingPresented)
        #expect(condition("isBeingPresented && navigationController != nil") == .all([.isBeingPresented, .hasNavigationController]))
        #expect(condition("isBeingPresented, let nav = navigationController") == .all([.isBeingPresented, .hasNavigationController]))
        #expect(condition("adding", constants: "let adding = presentingViewController != nil") == .hasPresentingViewController)
    }

    @Test func otherConditionsKeepTheirText() {
        // A value the tap may know keeps its expression too (`TapValue`), and so does a `let` kept
        // as a value (`.declare`), which the engine works out where it is bound; a local made by a
        // closure is not kept, so its `if` stays unknown.
        #expect(condition("meal == nil") == .holds(.binary("==", .name("meal"), .nilLiteral), text: "meal == nil"))
        #expect(
            condition("isBeingPresented || meal == nil")
                == .holds(
                    .binary("||", .name("isBeingPresented"), .binary("==", .name("meal"), .nilLiteral)),
                    text: "isBeingPresented || meal == nil"))
        #expect(condition("adding", constants: "let adding = meal == nil") == .holds(.name("adding"), text: "adding"))
        #expect(condition("adding", constants: "var adding = meal == nil") == .unknown("adding"))
        #expect(condition("adding", constants: "let adding = items.contains { $0 == meal }") == .unknown("adding"))
    }

    @Test func anIfWithoutNavigationIsAConditionalWithBothSides() {
        let sources = readOne(
            """
            class Editor: UIViewController {
                override func viewDidLoad() {
                    if presentingViewController != nil { print("a") } else { print("b") }
                }
            }
            """)
        let statements = sources.statements("Editor", "viewDidLoad()")
        #expect(statements.count == 1)
        guard case .conditional(let conditional)? = statements.first else {
            Issue.record("not a conditional: \(statements)")
            return
        }
        #expect(conditional.clauses == [.holds(.binary("!=", .name("presentingViewController"), .nilLiteral))])
        guard case .print? = conditional.body.first, case .print? = conditional.otherwise.first else {
            Issue.record("not a print on each side: \(conditional)")
            return
        }
        // Read as before the condition could be worked out: the body in place.
        #expect(statements.first?.asListed == conditional.body)
    }

    /// A ternary written as a statement is the `if` it means: a branch when a side navigates, a
    /// conditional the console follows when neither does; one inside an expression stays a value.
    @Test func aTernaryStatementIsAnIfAndItsElse() {
        let sources = readOne(
            """
            class Quiz: UIViewController {
                @objc func answered() {
                    brain.isLast() ? present(ResultViewController(), animated: true) : brain.next()
                    brain.isLast() ? showResult() : brain.next()
                    let text = brain.isLast() ? "last" : "more"
                }
            }
            """)
        let statements = sources.statements("Quiz", "answered()")
        guard statements.count == 3, case .branch(let branch) = statements[0], case .conditional(let conditional) = statements[1]
        else {
            Issue.record("not a branch, a conditional and a local: \(statements)")
            return
        }
        let test = SwiftExpression.call(.member(.name("brain"), "isLast"), labels: [], arguments: [])
        #expect(branch.condition == .holds(test, text: "brain.isLast()"))
        #expect(branch.otherwise == [.call(method: "brain.next()", arguments: [])])
        #expect(conditional.clauses == [.holds(test)])
        #expect(conditional.body == [.call(method: "showResult()", arguments: [])])
        #expect(conditional.otherwise == [.call(method: "brain.next()", arguments: [])])
        guard case .declare("text", .ternary) = statements[2] else {
            Issue.record("not a local: \(statements[2])")
            return
        }
    }

    @Test func aBranchComesBackFromItsBytesUnchanged() throws {
        let sources = readOne(
            """
            class Editor: UIViewController {
                @IBAction func cancel(_ sender: Any) {
                    let adding = presentingViewController is UINavigationController
                    if adding && !isBeingPresented { dismiss(animated: true) }
                    else if let nav = navigationController { nav.popViewController(animated: true) }
                    if meal == nil { dismiss(animated: true) }
                }
            }
            """)
        let decoded = try SwiftSources(bytes: sources.bytes)
        #expect(decoded == sources)
        // The local the test of a type gives, then the two `if`s.
        let statements = sources.statements("Editor", "cancel(_:)")
        #expect(statements.count == 3)
        #expect(
            statements.first
                == .declare(name: "adding", value: .binary("is", .name("presentingViewController"), .name("UINavigationController"))))
    }

    /// `return` of a value the reader takes for a controller ends the method once the value's
    /// calls have run: a `return` on a line of its own before `print(…)` returns what the print
    /// gives, as Swift reads it, and what follows is never reached.
    @Test func aReturnedControllerEndsTheMethod() throws {
        let sources = readOne(
            """
            class A: UIViewController {
                func show() {
                    present(B(), animated: true)
                    return
                    print("after")
                    present(C(), animated: true)
                }
            }
            """)
        let statements = try #require(sources.classes["A"]?.methods["show()"]?.statements)
        let end = try #require(statements.firstIndex(of: .returns(nil)))
        #expect(statements[..<end].contains { if case .print = $0 { return true } else { return false } })
        // What stands after it is listed after the end, where nothing plays it.
        let second = statements.lastIndex { if case .show = $0 { return true } else { return false } }
        #expect(second.map { $0 > end } == true)
    }

    /// A guard on values is an `if` whose else leaves: a conditional (a branch when the else
    /// navigates) on its clauses as one test, each bound name replaced by the value it unwraps,
    /// then the names it binds; a guard whose clauses call anything is left as it was.
    @Test func aGuardOnValuesIsAnIfWhoseElseLeaves() throws {
        let sources = readOne(
            """
            class A: UIViewController {
                func check() {
                    guard let name = field.text, !name.isEmpty else { print("empty"); return }
                    print(name)
                }
                func go() {
                    guard ready else { present(B(), animated: true); return }
                }
                func load() {
                    guard let data = fetch() else { return }
                }
            }
            """)
        let check = try #require(sources.classes["A"]?.methods["check()"]?.statements)
        guard case .conditional(let conditional) = check.first else {
            Issue.record("a conditional first: \(check)")
            return
        }
        let text = SwiftExpression.member(.name("field"), "text")
        #expect(conditional.isGuard)
        #expect(conditional.body.isEmpty)
        #expect(
            conditional.clauses
                == [.holds(.binary("&&", .binary("!=", text, .nilLiteral), .prefix("!", .member(.unwrap(text), "isEmpty"))))])
        #expect(conditional.otherwise.last == .returns(nil))
        #expect(check.dropFirst().first == .declare(name: "name", value: .unwrap(text)))
        let go = try #require(sources.classes["A"]?.methods["go()"]?.statements)
        guard case .branch(let branch)? = go.first else {
            Issue.record("a branch: \(go)")
            return
        }
        #expect(branch.body.isEmpty && branch.otherwise.last == .returns(nil))
        let load = try #require(sources.classes["A"]?.methods["load()"]?.statements)
        #expect(!load.contains { if case .conditional = $0 { return true } else { return false } })
    }

    /// A navigating `if let` with more clauses is one test, each bound name replaced by the value
    /// it unwraps, and the body starts by binding the names.
    @Test func aNavigatingIfLetIsOneTestAndBindsItsNames() throws {
        let sources = readOne(
            """
            class A: UIViewController {
                func go() {
                    if let name = field.text, !name.isEmpty { present(B(), animated: true) } else { dismiss(animated: true) }
                }
            }
            """)
        let statements = try #require(sources.classes["A"]?.methods["go()"]?.statements)
        guard case .branch(let branch)? = statements.first else {
            Issue.record("a branch: \(statements)")
            return
        }
        let text = SwiftExpression.member(.name("field"), "text")
        #expect(
            branch.condition
                == .holds(
                    .binary("&&", .binary("!=", text, .nilLiteral), .prefix("!", .member(.unwrap(text), "isEmpty"))),
                    text: "let name = field.text, !name.isEmpty"))
        #expect(branch.body.first == .declare(name: "name", value: .unwrap(text)))
    }
}
