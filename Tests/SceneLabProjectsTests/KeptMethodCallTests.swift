@testable import SceneLabProjects
import SwiftSourceModel
import SwiftSourceReader
import Testing

/// Closures kept in properties that only call a method of the object that kept them: which are,
/// and which are not.
@Suite struct KeptMethodCallTests {
    private func sources(_ text: String) -> SwiftSources {
        SwiftSourceReader.read([SwiftFile(path: "App/List.swift", text: text)])
    }

    @Test func aMethodNamedInPlaceOfAClosureAndAClosureThatCallsOneAreMethodCalls() {
        let read = sources(
            """
            class ListViewController: UIViewController {
                let detail = DetailView()
                var item = "Milk"
                override func loadView() {
                    detail.onDone = finish
                    detail.onPick = { [weak self] name in self?.pick(name) }
                    detail.onLog = { print("logged") }
                    detail.title = item
                    view = detail
                }
                func finish() { print("finished") }
                func pick(_ name: String) { print(name) }
            }
            class DetailView: UIView {
                var onDone: (() -> Void)?
                var onPick: ((String) -> Void)?
                var onLog: (() -> Void)?
                var title = ""
            }
            """)
        let withCalls = Playbook.withKeptClosureCalls(read)
        let calls = withCalls.keptMethodCalls
        #expect(calls["onDone"] == KeptMethodCall(writer: "ListViewController", method: "finish()"))
        #expect(calls["onPick"] == KeptMethodCall(writer: "ListViewController", method: "pick(_:)"))
        // A closure of its own statements is a method of its own of the writer's, named by its place;
        // a value's name is no method.
        #expect(calls["onLog"] == KeptMethodCall(writer: "ListViewController", method: "{closure}@List.swift:7()"))
        #expect(withCalls.keptClosureBodies["{closure}@List.swift:7()"]?.statements.count == 1)
        #expect(withCalls.classes["ListViewController"]?.methods["{closure}@List.swift:7()"] == nil)
        #expect(withCalls.implementation(of: "{closure}@List.swift:7()", in: "ListViewController")?.0.name == "ListViewController")
        #expect(withCalls.called("onLog?()", from: "DetailView")?.method.name == "{closure}@List.swift:7()")
        #expect(calls["title"] == nil)
        #expect(Playbook.keptClosures(in: read)["title"] == nil)
        #expect(withCalls.called("onDone?()", from: "DetailView")?.method.name == "finish()")
        #expect(withCalls.called("self.onPick?(_:)", from: "DetailView")?.owner.name == "ListViewController")
        // An object whose class declares no such property calls nothing by that name.
        #expect(withCalls.called("onDone?()", from: "ListViewController") == nil)
    }

    /// Two places keep a closure under one name: which runs is known only as the app runs.
    @Test func aPropertyTwoPlacesKeepAClosureInIsNoMethodCall() {
        let read = sources(
            """
            class A: UIViewController {
                let panel = Panel()
                override func viewDidLoad() { panel.onDone = finish }
                func finish() {}
            }
            class B: UIViewController {
                let panel = Panel()
                override func viewDidLoad() { panel.onDone = finish }
                func finish() {}
            }
            class Panel: UIView { var onDone: (() -> Void)? }
            """)
        #expect(Playbook.withKeptClosureCalls(read).keptMethodCalls["onDone"] == nil)
    }
}
