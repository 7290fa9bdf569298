import Foundation
import PropertyLists
import SwiftSourceModel
import SwiftSourceReader
import Testing

/// What the reader finds crosses from its library to the program as bytes: a batch of files
/// in, a binary property list out. Both must give back exactly what went in.
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

    @Test func theSourcesComeBackFromTheirPropertyListUnchanged() throws {
        let sources = SwiftSourceReader.read(Self.files)
        #expect(sources.classes.count >= 9)
        #expect(!sources.extensions.isEmpty && !sources.warnings.isEmpty)
        let bytes = PropertyListEncoder.encode(sources.propertyList, format: .binary)
        let decoded = try SwiftSources(propertyList: PropertyListDecoder.decode(bytes).value)
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
    @Test func everyWarningComesBackFromItsPropertyListUnchanged() throws {
        let problems: [SourceProblem] = [
            .fileTooLarge(maximumMiB: 2), .unreadable(") ]"), .expected("}", closing: 7), .expected(")", closing: nil),
            .duplicateMember(className: "A", member: "viewDidLoad()"),
            .duplicateClass("Twice", earlierPath: "One.swift", earlierLine: 1), .moreWarnings(20),
            .readerUnavailable(reason: "no library"),
        ] + SourceProblem.NestedShape.allCases.map { .nestedTooDeep($0, count: 30, limit: 12) }
        let sources = SwiftSources(warnings: problems.enumerated().map {
            SourceWarning(path: "F\($0.offset).swift", line: $0.offset, column: 1, problem: $0.element)
        })
        let bytes = PropertyListEncoder.encode(sources.propertyList, format: .binary)
        let decoded = try SwiftSources(propertyList: PropertyListDecoder.decode(bytes).value)
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

    @Test func aDamagedPropertyListIsAnErrorNamingWhatIsWrong() {
        #expect(throws: SwiftSourcesCodingError.self) { try SwiftSources(propertyList: .dictionary([:])) }
        do {
            _ = try SwiftSources(propertyList: .dictionary([:]))
        } catch {
            #expect(error.description == "sources: classes is missing or not an array")
        }
        let badPart = PropertyList.dictionary([
            "classes": .array([]), "extensions": .array([]),
            "warnings": .array([.dictionary(["path": .integer(1)])]),
        ])
        #expect(throws: SwiftSourcesCodingError.self) { try SwiftSources(propertyList: badPart) }
    }
}
