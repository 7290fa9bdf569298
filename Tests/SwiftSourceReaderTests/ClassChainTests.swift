import SwiftSourceModel
import Testing

import SwiftSourceReader

/// Superclasses, helpers they share, and overrides found through the chain.
@Suite struct ClassChainTests {
    let files = [
        SwiftFile(
            path: "Base.swift",
            text: """
                import UIKit

                class LoggingViewController: UIViewController {
                    var name: String { "base" }

                    func log(_ message: String) {
                        print("[\\(name)] \\(message)")
                    }

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        log("viewDidLoad")
                    }
                }
                """),
        SwiftFile(
            path: "Middle.swift",
            text: """
                class ListViewController: LoggingViewController {
                    override var name: String { return "list" }
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        self.log("will appear, animated: \\(animated)")
                    }
                }
                """),
        SwiftFile(
            path: "Leaf.swift",
            text: """
                final class DetailViewController: ListViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        log("detail " + name, level: 2)
                    }
                }
                """),
    ]

    @Test func aHelperCallIsNamedAsItsMethod() {
        let sources = SwiftSourceReader.read(files)
        #expect(
            sources.statements("LoggingViewController", "viewDidLoad()") == [
                .superCall("viewDidLoad()"), .call(method: "log(_:)", arguments: [[.text("viewDidLoad")]]),
            ])
        #expect(
            sources.printedItems("LoggingViewController", "log(_:)") == [
                [[.text("["), .property("name"), .text("] "), .property("message")]]
            ])
        #expect(sources.classes["LoggingViewController"]?.methods["log(_:)"]?.parameters == ["message"])
        #expect(
            sources.statements("ListViewController", "viewWillAppear(_:)").last
                == .call(method: "log(_:)", arguments: [[.text("will appear, animated: "), .property("animated")]]))
        #expect(
            sources.statements("DetailViewController", "viewDidLoad()").last
                == .call(method: "log(_:level:)", arguments: [[.text("detail "), .property("name")], [.text("2")]]))
    }

    @Test func theChainRunsNearestFirstAcrossFiles() {
        let sources = SwiftSourceReader.read(files)
        #expect(
            sources.chain(from: "DetailViewController").map(\.name) == [
                "DetailViewController", "ListViewController", "LoggingViewController",
            ])
        #expect(sources.chain(from: "UIViewController").isEmpty)
        #expect(sources.classes["DetailViewController"]?.path == "Leaf.swift")
    }

    @Test func theNearestOverrideIsTheImplementation() {
        let sources = SwiftSourceReader.read(files)
        let didLoad = sources.implementation(of: "viewDidLoad()", in: "DetailViewController")
        #expect(didLoad?.0.name == "DetailViewController")
        let willAppear = sources.implementation(of: "viewWillAppear(_:)", in: "DetailViewController")
        #expect(willAppear?.0.name == "ListViewController")
        #expect(willAppear?.1.callsSuper == true)
        let log = sources.implementation(of: "log(_:)", in: "DetailViewController")
        #expect(log?.0.name == "LoggingViewController")
        #expect(sources.implementation(of: "viewDidAppear(_:)", in: "DetailViewController") == nil)
        #expect(sources.implementation(of: "viewDidLoad()", in: "NoSuchController") == nil)
    }

    @Test func computedPropertiesAreGettersAndOverriddenConstants() {
        let sources = SwiftSourceReader.read(files)
        #expect(sources.classes["LoggingViewController"]?.constants["name"] == "base")
        #expect(sources.classes["ListViewController"]?.constants["name"] == "list")
        #expect(sources.classes["ListViewController"]?.overriddenProperties == ["name"])
        #expect(sources.classes["LoggingViewController"]?.overriddenProperties == [])
        #expect(sources.constant("name", in: "DetailViewController") == "list")
        #expect(sources.classes["ListViewController"]?.methods["name"]?.isOverride == true)
    }

    @Test func aCycleEndsTheChainInsteadOfLooping() {
        let sources = readOne(
            """
            class A: B { override func viewDidLoad() { print("A") } }
            class B: A {}
            class C: C {}
            """)
        #expect(sources.chain(from: "A").map(\.name) == ["A", "B"])
        #expect(sources.chain(from: "B").map(\.name) == ["B", "A"])
        #expect(sources.chain(from: "C").map(\.name) == ["C"])
        #expect(sources.implementation(of: "viewDidAppear(_:)", in: "B") == nil)
        #expect(sources.implementation(of: "viewDidLoad()", in: "B")?.0.name == "A")
    }

    @Test func genericAndQualifiedSuperclassesAreSimpleNames() {
        let sources = readOne(
            """
            class Base<Item>: UIKit.UITableViewController {}
            class Numbers: Base<Int>, UITableViewDataSource {}
            @MainActor open class Opened: UIViewController {}
            class Alone {}
            """)
        #expect(sources.classes["Base"]?.superclass == "UITableViewController")
        #expect(sources.classes["Numbers"]?.superclass == "Base")
        #expect(sources.classes["Opened"]?.superclass == "UIViewController")
        #expect(sources.classes["Alone"] != nil)
        #expect(sources.classes["Alone"]?.superclass == nil)
        #expect(sources.chain(from: "Numbers").map(\.name) == ["Numbers", "Base"])
    }

    @Test func nestedClassesGoByTheirOwnNameAndOtherTypesAreIgnored() {
        let sources = readOne(
            """
            enum Screens {
                class Settings: UIViewController {
                    override func viewDidLoad() { print("settings") }
                }
            }
            struct Model { func viewDidLoad() {} }
            protocol Loading { func viewDidLoad() }
            class Outer {
                class Inner: Outer {}
                func make() { class Local: UIViewController {} }
            }
            """)
        #expect(Set(sources.classes.keys) == ["Settings", "Outer", "Inner"])
        #expect(sources.classes["Settings"]?.methods["viewDidLoad()"]?.isOverride == true)
        #expect(sources.classes["Inner"]?.superclass == "Outer")
    }

    @Test func extensionsJoinTheirClassWhicheverFileComesFirst() {
        let sources = SwiftSourceReader.read([
            SwiftFile(
                path: "Extra.swift",
                text: """
                    extension GameViewController {
                        override func viewDidAppear(_ animated: Bool) { print("appeared") }
                        static let level = 1
                    }
                    extension UIViewController {
                        func trace(_ event: String) { print(event) }
                    }
                    """),
            SwiftFile(
                path: "Game.swift",
                text: """
                    class GameViewController: UIViewController {
                        override func viewDidLoad() { trace("loaded") }
                    }
                    """),
        ])
        let game = sources.classes["GameViewController"]
        #expect(game?.path == "Game.swift")
        #expect(Set(game?.methods.keys.map { $0 } ?? []) == ["viewDidLoad()", "viewDidAppear(_:)"])
        #expect(game?.constants["level"] == "1")
        #expect(sources.classes["UIViewController"] == nil)
        #expect(sources.extensions["UIViewController"]?.methods["trace(_:)"] != nil)
        #expect(sources.chain(from: "GameViewController").map(\.name) == ["GameViewController", "UIViewController"])
        #expect(sources.implementation(of: "trace(_:)", in: "GameViewController")?.0.name == "UIViewController")
    }
}
