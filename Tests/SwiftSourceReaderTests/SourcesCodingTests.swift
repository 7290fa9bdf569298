import Foundation
import SwiftSourceModel
import SwiftSourceReader
import Testing

/// What the reader finds crosses from its library to the program as bytes: a batch of files
/// in, `SwiftSources.bytes` out. Both must give back exactly what went in, and bytes that are
/// not what the writer wrote must be refused with an error, never read as something else.
struct SourcesCodingTests {
    static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("examples/LifecycleLab/LifecycleLab")

    /// The example project's Swift files, and two of our own with every kind of print part.
    static var files: [SwiftFile] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: example.path)) ?? []
        var files = names.filter { $0.hasSuffix(".swift") }.sorted().compactMap { name -> SwiftFile? in
            guard let text = try? String(contentsOf: example.appendingPathComponent(name), encoding: .utf8) else {
                return nil
            }
            return SwiftFile(path: "LifecycleLab/" + name, text: text)
        }
        files.append(
            SwiftFile(
                path: "Every.swift",
                text: """
                    class Base: UIViewController { let tag = "base" }
                    final class Every: Base {
                        override var title: String? { get { "T" } set {} }
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            print("\\(#function) \\(type(of: self)) \\(String(reflecting: type(of: self))) \\(title!) \\(tag) \\(x + 1)", separator: "-", terminator: "")
                            NSLog("%@ %d", "a", 3)
                            debugPrint("é\\t")
                            helper(#line)
                        }
                        @IBAction func tapped(_ sender: Any) {}
                        @objc(unwindHere:) @IBAction func unwindHere(segue: UIStoryboardSegue) {}
                        static func make() {}
                        func helper(_ n: Int) { print(n) }
                    }
                    extension UIViewController { func shared() { print("shared") } }
                    protocol Tracking: AnyObject {}
                    extension Tracking { func track() { print("tracked") } }
                    final class Watching: UIViewController, Tracking {
                        override func viewDidLoad() {
                            NotificationCenter.default.addObserver(self, selector: #selector(active), name: .UIApplicationDidBecomeActive, object: nil)
                            NotificationCenter.default.addObserver(forName: UIScene.didActivateNotification, object: nil, queue: .main) { [weak self] _ in
                                self?.track()
                            }
                            NotificationCenter.default.removeObserver(self, name: UIApplication.didBecomeActiveNotification, object: nil)
                        }
                        @objc func active() {}
                    }
                    class Broken: { func
                    """))
        // Screens, windows and navigation made in code.
        files.append(
            SwiftFile(
                path: "Built.swift",
                text: """
                    final class Built: UIViewController {
                        lazy var go: UIButton = { let b = UIButton(type: .system); b.setTitle("Go", for: .normal); return b }()
                        override func viewDidLoad() {
                            title = "Built"
                            navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(add))
                            navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .close, primaryAction: UIAction { _ in print("x") })
                        }
                        @objc func add() { present(UINavigationController(rootViewController: Built()), animated: true) }
                        func tabs() -> UITabBarController {
                            let tabs = UITabBarController()
                            tabs.viewControllers = [storyboard!.instantiateViewController(withIdentifier: "x"), Built()]
                            return tabs
                        }
                    }
                    final class Delegate: UIResponder { var window: UIWindow?
                        func scene() { window?.rootViewController = tabs() }
                    }
                    """))
        return files
    }

    @Test func theSourcesComeBackFromTheirBytesUnchanged() throws {
        let sources = SwiftSourceReader.read(Self.files)
        #expect(sources.classes.count >= 9)
        #expect(!sources.extensions.isEmpty && !sources.warnings.isEmpty)
        let decoded = try SwiftSources(bytes: sources.bytes)
        #expect(decoded == sources)
        #expect(decoded.classes["Every"]?.methods["unwindHere(segue:)"]?.objcName == "unwindHere:")
        #expect(decoded.classes["Watching"]?.conformances == ["Tracking"])
        #expect(decoded.extensions["Tracking"]?.conformances == ["AnyObject"])
    }

    /// Registrations with the notification center: the name in today's spelling, the selected
    /// method, a closure's statements kept in the registration (not listed where it stands).
    @Test func observersAreReadWithTheirHandlers() throws {
        let sources = SwiftSourceReader.read(Self.files)
        let statements = try #require(sources.classes["Watching"]?.methods["viewDidLoad()"]?.statements)
        #expect(statements.count == 3)
        guard statements.count == 3, case .observe(let first) = statements[0], case .observe(let second) = statements[1]
        else { return }
        #expect(first.notification == "UIApplication.didBecomeActiveNotification")
        #expect(first.handler == .method("active"))
        #expect(second.notification == "UIScene.didActivateNotification")
        #expect(second.handler == .closure([.call(method: "track()", arguments: [])]))
        #expect(statements[2] == .stopObserving(notification: "UIApplication.didBecomeActiveNotification", closuresOnly: false))
        // A protocol extension's method is found after the class chain.
        #expect(sources.implementation(of: "track()", in: "Watching")?.0.name == "Tracking")
    }

    /// Every kind of warning crosses from the reading library as its values, and comes back the same.
    @Test func everyWarningComesBackFromItsBytesUnchanged() throws {
        let problems: [SourceProblem] = [
            .fileTooLarge(maximumMiB: 2), .unreadable(") ]"), .expected("}", closing: 7), .expected(")", closing: nil),
            .duplicateMember(className: "A", member: "viewDidLoad()"),
            .duplicateClass("Twice", earlierPath: "One.swift", earlierLine: 1), .moreWarnings(20),
            .readerUnavailable(reason: "no library"),
        ] + SourceProblem.NestedShape.allCases.map { .nestedTooDeep($0, count: 30, limit: 12) }
        let sources = SwiftSources(warnings: problems.enumerated().map {
            SourceWarning(path: "F\($0.offset).swift", line: $0.offset, column: 1, problem: $0.element)
        })
        let decoded = try SwiftSources(bytes: sources.bytes)
        #expect(decoded.warnings == sources.warnings)
    }

    @Test func filesComeBackFromTheirBatchUnchanged() {
        let files = Self.files + [SwiftFile(path: "", text: ""), SwiftFile(path: "Ünï/cødé.swift", text: "\u{0}\n")]
        let batch = SwiftFileBatch.encode(files)
        #expect(batch.withUnsafeBufferPointer(SwiftFileBatch.decode) == files)
    }

    @Test func aBatchCutShortIsRefused() {
        let batch = SwiftFileBatch.encode([SwiftFile(path: "A.swift", text: "class A {}")])
        for length in [1, 7, 8, 10, batch.count - 1] {
            #expect(Array(batch.prefix(length)).withUnsafeBufferPointer(SwiftFileBatch.decode) == nil, "\(length)")
        }
        #expect([UInt8]().withUnsafeBufferPointer(SwiftFileBatch.decode) == [])
    }

    /// Every value a model type can hold, written and read back: numbers of every size and
    /// sign, text that is not ASCII, deep expressions, every made controller and control.
    @Test func valuesOfEveryKindComeBackUnchanged() throws {
        var deep = SwiftExpression.name("x")
        for step in 0..<300 { deep = step.isMultiple(of: 2) ? .member(deep, "m\(step)") : .unwrap(deep) }
        let expressions: [SwiftExpression] = [
            .string("é\u{0}\n"), .integer(0), .integer(-1), .integer(Int.min), .integer(Int.max), .double(-0.5),
            .double(.infinity), .boolean(true), .nilLiteral, .emptyCollection, deep,
            .call(.name("f"), labels: ["a", ""], arguments: [.integer(1), .string("b")]),
            .subscripted(.name("a"), labels: [""], arguments: [.integer(2)]), .binary("+", .integer(1), .integer(2)),
            .prefix("!", .boolean(false)), .ternary(.boolean(true), .integer(1), .integer(2)),
            .interpolation([.string("a"), .name("b")]), .unknown("?"), .array([.string("Red"), .integer(2), .array([])]),
        ]
        let made: [MadeController] = [
            .instance(className: "A", title: nil), .instance(className: "B", title: .string("Bee")),
            .storyboard(identifier: nil, storyboardName: nil), .storyboard(identifier: "x", storyboardName: "Main"),
            .navigation(className: "UINavigationController", root: .instance(className: "A", title: nil)),
            .navigation(className: "Nav", root: nil), .tabBar(className: "Tabs", tabs: [.returnedBy(method: "make()")]),
            .split(className: "UISplitViewController", primary: .instance(className: "A", title: nil), secondary: nil),
        ]
        let control = CodeControl(
            name: "go", kind: .barButtonItem, title: "Go", systemItem: "add",
            handler: .closure([.print(PrintCall(items: [[.function]], line: 3, column: 4, path: "P.swift"))]),
            placement: .rightBar, line: 2, path: "P.swift")
        var holder = SwiftClass(
            name: "Holder", superclass: nil, path: "H.swift", line: 1,
            methods: [
                "m()": SwiftMethod(
                    name: "m()", isOverride: false, callsSuper: false, isIBAction: false, isStatic: true,
                    parameters: ["a"], line: 5,
                    statements: expressions.map { .returns($0) } + made.map { .setRoot($0) } + [
                        .interface(.control(control)), .interface(.title("T")), .interface(.tabs(made)),
                        .assign(target: .name("a"), operator: "+=", value: .integer(1)), .declare(name: "b", value: deep),
                        .returns(nil), .stopObserving(notification: nil, closuresOnly: true),
                        .conditional(SwiftConditional(clauses: [.holds(.boolean(true)), .binds("x", .name("y"))], body: [.superCall("m()")], otherwise: [])),
                        .branch(SwiftBranch(condition: .not(.all([.isBeingPresented, .unknown("z")])), body: [], otherwise: [], path: "H.swift", line: 9)),
                    ],
                    objcName: "m:", returnedLiteral: "true")
            ],
            constants: ["k": "v", "é": ""], overriddenProperties: ["k"], conformances: ["P"])
        holder.storedProperties = ["s": SwiftStoredProperty(name: "s", initialValue: deep, isStatic: true, isOptional: true, isFloatingPoint: false)]
        holder.madeControllers = made
        holder.keepsMadeControllers = true
        holder.isValueType = true
        var sources = SwiftSources(classes: ["Holder": holder], extensions: [:], warnings: [])
        sources.globals = ["g": SwiftStoredProperty(name: "g", initialValue: nil, isStatic: true, isOptional: false, isFloatingPoint: true)]
        #expect(try SwiftSources(bytes: sources.bytes) == sources)
    }

    @Test func bytesCutShortAtAnyLengthAreRefused() {
        let bytes = SwiftSourceReader.read(Self.files).bytes
        #expect(bytes.count > 1_000)
        for length in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 400)) {
            #expect(throws: SwiftSourcesCodingError.self, "\(length)") { try SwiftSources(bytes: Array(bytes.prefix(length))) }
        }
    }

    @Test func wrongBytesAreAnErrorNamingWhatIsWrong() throws {
        let sources = SwiftSources(
            classes: ["A": SwiftClass(name: "A", superclass: nil, path: "A.swift", line: 1)], extensions: [:], warnings: [])
        let bytes = sources.bytes
        // Another format's first bytes.
        var otherVersion = bytes
        let version = "scenelab-sources-".utf8.count
        otherVersion[version] = otherVersion[version] == UInt8(ascii: "9") ? UInt8(ascii: "1") : otherVersion[version] + 1
        #expect(problem { try SwiftSources(bytes: otherVersion) } == "not sources of this version")
        // Bytes after the end.
        #expect(problem { try SwiftSources(bytes: bytes + [0]) } == "bytes left after the sources")
        // A list claiming more items than there are bytes: refused before anything is made.
        let magic = Array(bytes.prefix(version + 1))
        #expect(problem { try SwiftSources(bytes: magic + [0xFF, 0xFF, 0xFF, 0xFF, 0x0F]) }?.hasPrefix("a list: a count of") == true)
        // A statement of a kind no writer writes.
        let unknownStatement = SwiftSources(
            classes: ["A": SwiftClass(name: "A", superclass: nil, path: "", line: 0, initialValues: [.superCall("x")])],
            extensions: [:], warnings: []
        ).bytes
        var damaged = unknownStatement
        // The one statement's kind (8, `superCall`) is the byte before its method's length and text.
        let kind = try #require(damaged.indices.dropLast(2).last { damaged[$0] == 8 && damaged[$0 + 1] == 1 && damaged[$0 + 2] == UInt8(ascii: "x") })
        damaged[kind] = 99
        #expect(problem { try SwiftSources(bytes: damaged) } == "a statement of unknown kind 99")
        // Nesting deeper than the reader allows.
        var deep = SwiftExpression.name("x")
        for _ in 0..<(SourcesReader.maximumDepth + 5) { deep = .unwrap(deep) }
        let tooDeep = SwiftSources(
            classes: ["A": SwiftClass(name: "A", superclass: nil, path: "", line: 0, initialValues: [.returns(deep)])],
            extensions: [:], warnings: [])
        #expect(problem { try SwiftSources(bytes: tooDeep.bytes) } == "an expression: nested deeper than 2000")
    }

    /// What reading failed with, or nil when it did not.
    private func problem(_ body: () throws -> SwiftSources) -> String? {
        do {
            _ = try body()
            return nil
        } catch {
            return (error as? SwiftSourcesCodingError)?.description ?? "\(error)"
        }
    }
}
