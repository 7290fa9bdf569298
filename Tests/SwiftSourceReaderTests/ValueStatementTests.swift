import SwiftSourceModel
import Testing

/// The statements that keep values: assignments, locals, `return`s and `if`s a console may decide.
@Suite struct ValueStatementTests {
    @Test func assignmentsLocalsAndReturnsAreListedInOrder() {
        let sources = readOne(
            """
            class Logger: UIViewController {
                private static var counts = [String: Int]()
                private var number: Int?
                static func bump(_ name: String) -> Int {
                    counts[name] = (counts[name] ?? 0) + 1
                    let now = counts[name]!
                    return now
                }
            }
            """)
        #expect(
            sources.statements("Logger", "bump(_:)") == [
                .assign(
                    target: .subscripted(.name("counts"), labels: [""], arguments: [.name("name")]), operator: "=",
                    value: .binary(
                        "+",
                        .binary(
                            "??", .subscripted(.name("counts"), labels: [""], arguments: [.name("name")]), .integer(0)),
                        .integer(1))),
                .declare(
                    name: "now", value: .unwrap(.subscripted(.name("counts"), labels: [""], arguments: [.name("name")]))
                ),
                .returns(.name("now")),
            ])
        #expect(
            sources.classes["Logger"]?.storedProperties["counts"]
                == SwiftStoredProperty(name: "counts", initialValue: .emptyCollection, isStatic: true))
        #expect(
            sources.classes["Logger"]?.storedProperties["number"]
                == SwiftStoredProperty(name: "number", initialValue: nil, isOptional: true))
    }

    @Test func aReturnInAClosureACaseOrALoopIsNotTheMethods() {
        let sources = readOne(
            """
            class V: UIViewController {
                override func viewDidLoad() {
                    switch view.tag {
                    case 1: print("one"); return
                    default: print("other")
                    }
                    for _ in 0..<2 { return }
                    DispatchQueue.main.async { return }
                    print("after")
                }
            }
            """)
        let statements = sources.statements("V", "viewDidLoad()")
        func returns(_ list: [SwiftStatement]) -> Bool {
            list.contains { statement in
                if case .returns = statement { return true }
                if case .branch(let branch) = statement { return returns(branch.body) || returns(branch.otherwise) }
                return false
            }
        }
        #expect(!returns(statements))
        // The `switch`, whose cases print apart, is kept whole: one case a side.
        guard case .branch(let first)? = statements.first, case .branch(let second)? = first.otherwise.first else {
            Issue.record("the switch is a branch per case")
            return
        }
        #expect(first.body.count == 1 && second.body.count == 1)
        #expect(sources.printedItems("V", "viewDidLoad()") == [[[.text("after")]]])
    }

    @Test func anIfThatRegistersAnObserverStaysInPlace() {
        let sources = readOne(
            """
            class V: UIViewController {
                override func viewDidLoad() {
                    if view.tag == 1 {
                        NotificationCenter.default.addObserver(
                            self, selector: #selector(ping), name: UIApplication.didBecomeActiveNotification, object: nil)
                    }
                }
                @objc func ping() {}
            }
            """)
        guard case .observe? = sources.statements("V", "viewDidLoad()").first else {
            Issue.record("not an observer at the top: \(sources.statements("V", "viewDidLoad()"))")
            return
        }
    }

    @Test func aGetterOrFunctionOfOneExpressionReturnsIt() {
        let sources = readOne(
            """
            class V: UIViewController {
                var name: String { String(describing: type(of: self)) }
                func twice(_ x: Int) -> Int { x * 2 }
                func log() { print("x") }
            }
            """)
        #expect(
            sources.statements("V", "name")
                == [
                    .returns(
                        .call(
                            .name("String"), labels: ["describing"],
                            arguments: [.call(.name("type"), labels: ["of"], arguments: [.name("self")])]))
                ])
        #expect(sources.statements("V", "twice(_:)") == [.returns(.binary("*", .name("x"), .integer(2)))])
        #expect(sources.printedItems("V", "log()") == [[[.text("x")]]])
    }
}

extension ValueStatementTests {
    @Test func aTernaryGroupsLooserThanTheOperatorsAroundIt() {
        let sources = readOne(
            """
            class V: UIViewController {
                func pick(_ count: Int) -> String { count > 1 ? "many" : "one" + "!" }
            }
            """)
        #expect(
            sources.statements("V", "pick(_:)") == [
                .returns(
                    .ternary(
                        .binary(">", .name("count"), .integer(1)), .string("many"),
                        .binary("+", .string("one"), .string("!"))))
            ])
    }
}

extension ValueStatementTests {
    @Test func aWeakSelfsPropertyIsTheObjects() {
        let sources = readOne(
            """
            class V: UIViewController {
                var taps = 0
                override func viewDidLoad() {
                    DispatchQueue.main.async { [weak self] in self?.taps += 1 }
                }
            }
            """)
        #expect(
            sources.statements("V", "viewDidLoad()") == [
                .assign(target: .member(.name("self"), "taps"), operator: "+=", value: .integer(1))
            ])
    }
}
