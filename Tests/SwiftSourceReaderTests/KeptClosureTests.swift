import SwiftSourceModel
import SwiftSourceReader
import Testing

/// Closures kept in properties (`editor.onSave = { text in … }`): listed apart, to run where the
/// property is called, not where the closure is written.
@Suite struct KeptClosureTests {
    private let app = """
        class ListViewController: UIViewController {
            lazy var header: UILabel = { UILabel() }()
            @objc func add() {
                let editor = EditorViewController()
                editor.onSave = { [weak self] text in
                    print("saved \\(text)")
                }
                editor.rate = { (stars: Int) -> Int in
                    return stars * 2
                }
                UIView.animate(withDuration: 0.3) { print("animating") }
                navigationController?.pushViewController(editor, animated: true)
            }
        }
        class EditorViewController: UIViewController {
            var onSave: ((String) -> Void)?
            var rate: ((Int) -> Int)?
            var completion: (() -> Void)?
            override func viewDidLoad() {
                super.viewDidLoad()
                completion = { print("done") }
            }
            @objc func save() {
                onSave?("Milk")
                self.completion?()
            }
        }
        """

    private func kept(_ statements: [SwiftStatement]) -> [StoredClosure] {
        statements.compactMap { if case .storeClosure(let kept) = $0 { return kept } else { return nil } }
    }

    @Test func aClosureAssignedToAPropertyIsKeptNotRun() throws {
        let sources = readOne(app)
        let add = sources.statements("ListViewController", "add()")
        let closures = kept(add)
        try #require(closures.count == 2)
        #expect(closures[0].property == "onSave")
        #expect(closures[0].parameters == ["text"])
        #expect(closures[0].statements.count == 1)
        if case .print = closures[0].statements.first {} else { Issue.record("the closure's print is its own") }
        // A typed parameter list, and a `return` that is the closure's, handed back to its caller.
        #expect(closures[1].property == "rate")
        #expect(closures[1].parameters == ["stars"])
        #expect(closures[1].statements.contains { if case .returns = $0 { return true } else { return false } })
        // Nothing of the kept closures runs in the method; a closure argument is no kept closure
        // (UIKit runs an animation's at once: its print stands in the method).
        let printed = add.compactMap { statement -> String? in
            guard case .print(let call) = statement, case .text(let text)? = call.items.first?.first else { return nil }
            return text
        }
        #expect(printed == ["animating"])
        // A property given a closure of its own, with no parameters named: `$0` and on stand for them.
        let own = kept(sources.statements("EditorViewController", "viewDidLoad()"))
        #expect(own.map(\.property) == ["completion"])
        #expect(own.first?.parameters.first == "$0")
    }

    @Test func aKeptClosureCalledThroughItsPropertyIsListedAsACall() {
        let sources = readOne(app)
        let calls = sources.statements("EditorViewController", "save()").compactMap { statement -> String? in
            if case .call(let name, _) = statement { return name }
            return nil
        }
        #expect(calls == ["onSave(_:)", "completion()"])
    }
}
