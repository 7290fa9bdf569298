import Testing

@testable import SceneLabProjects

/// What a Swift file declares at its top level and mentions, scanned without parsing: the one
/// way it may err is towards reading a file.
@Suite struct SwiftFileOutlineTests {
    private func outline(_ text: String) -> SwiftFileOutline { SwiftFileOutline(Array(text.utf8)) }

    @Test func typesAndExtensionsAtTheTopLevelAreDeclaredOrExtended() {
        let found = outline(
            """
            import UIKit
            import class Foundation.NSObject

            /// A screen.
            @objc(PlanScreen) final public class PlanViewController: UIViewController, UITableViewDelegate {
                class func make() -> PlanViewController { PlanViewController() }
                struct Row { let title: String }
            }
            @available(iOS 13.0, *)
            private enum Step: Int { case first, second }
            protocol Storing: AnyObject where Self: NSObject {}
            struct Pair<T: Equatable> { var left: T }
            actor Counter {}
            extension Palette.Shade: CustomStringConvertible { var description: String { "" } }
            extension UIViewController { func log() {} }
            """)
        #expect(found.declared == ["PlanViewController", "Step", "Storing", "Pair", "Counter"])
        #expect(found.extended == ["Palette", "UIViewController"])
        #expect(!found.isAlwaysRead)
        #expect(!found.startsTheApp)
        #expect(found.mentioned.isSuperset(of: ["UITableViewDelegate", "Row", "Shade", "NSObject", "log"]))
    }

    /// The bodies of the methods UIKit calls only as a person acts: an `@IBAction`, an `@objc`
    /// target, a row's selection; not a lifecycle method, not a computed property's, and not an
    /// `@objc` method of a file that observes notifications.
    @Test func theBodiesOfActionsAreSetApart() {
        let found = outline(
            """
            class ListViewController: UITableViewController {
                @objc dynamic var count = 0
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(add))
                    let header = HeaderView()
                }
                @objc private func add() { navigationController?.pushViewController(EditorViewController(), animated: true) }
                @IBAction func showHelp(_ sender: Any) { present(HelpViewController(), animated: true) }
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    show(DetailViewController(), sender: self)
                }
                var footer: UIView { FooterView() }
            }
            """)
        #expect(found.bodies.contains { $0.isAction })
        #expect(Set(found.bodies.filter(\.isAction).compactMap(\.name)) == ["add", "showHelp"])
        #expect(found.wordsOutsideBodies.isSuperset(of: ["HeaderView", "FooterView", "viewDidLoad", "add"]))
        #expect(found.wordsOutsideBodies.isDisjoint(with: ["EditorViewController", "HelpViewController", "DetailViewController"]))
        // `add` stands only in its declaration and in `#selector(add)`: no code calls it.
        #expect(!found.plainUses.contains("add"))
        #expect(found.mentioned.isSuperset(of: ["EditorViewController", "HelpViewController", "DetailViewController"]))

        let observing = outline(
            """
            class HomeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(self, selector: #selector(wake), name: UIApplication.didBecomeActiveNotification, object: nil)
                }
                @objc func wake() { present(LockViewController(), animated: true) }
            }
            """)
        #expect(!observing.bodies.contains { $0.isAction })
        #expect(observing.wordsOutsideBodies.contains("LockViewController"))

        let called = outline(
            """
            class A: UIViewController {
                override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); refresh() }
                @objc func refresh() { present(B(), animated: true) }
            }
            """)
        #expect(called.plainUses.contains("refresh"))
    }

    /// A method only the app's code calls has its body set apart too, with the methods it calls;
    /// an override, a delegate's method (its first parameter a framework's type) and an `@objc`
    /// method of a file that observes notifications do not.
    @Test func theBodiesOfMethodsCalledByNameAreSetApart() {
        let found = outline(
            """
            class HomeViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); let list = ListViewController.self }
                private func showSettings() { present(SettingsViewController(), animated: true); track() }
                static func make(_ number: Int) -> UIViewController { Step(number).controller() }
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { Rows.count }
                func encode(with coder: NSCoder) { Archive.save() }
            }
            """)
        #expect(found.bodies.map(\.name) == ["showSettings", "make"])
        #expect(found.bodies.allSatisfy { !$0.isAction })
        #expect(found.bodies.first?.words.isSuperset(of: ["SettingsViewController", "present", "track"]) == true)
        #expect(found.bodies.first?.plainUses.contains("track") == true)
        #expect(found.wordsOutsideBodies.isSuperset(of: ["Rows", "Archive", "viewDidLoad", "showSettings"]))
        #expect(found.wordsOutsideBodies.isDisjoint(with: ["SettingsViewController", "Step", "track"]))
        // Declared, not called: a method's name after `func` is no use of it.
        #expect(!found.plainUses.contains("showSettings"))
        #expect(found.namedAsMetatypeOnly == ["ListViewController"])
        #expect(found.mentioned.isSuperset(of: ["SettingsViewController", "Step", "Rows", "ListViewController"]))

        let observing = outline(
            """
            class HomeViewController: UIViewController {
                func start() { NotificationCenter.default.addObserver(self, selector: #selector(wake), name: .x, object: nil) }
                @objc func wake() { present(LockViewController(), animated: true) }
            }
            """)
        #expect(observing.bodies.map(\.name) == ["start"])
        #expect(observing.selectorsCalledByCode == ["wake"])
        #expect(observing.wordsOutsideBodies.contains("LockViewController"))
    }

    /// A `static` or `class` property's value or getter and a `lazy var`'s value run on first
    /// use: set apart as bodies named by the property, up to where the next member starts. An
    /// instance's stored value, an override, an `@objc` property and an observer are not.
    @Test func theValuesOfPropertiesComputedOnFirstUseAreSetApart() {
        let found = outline(
            """
            class Store {
                static let shared = Store(backup: Backup.make(), other: [Other(), More()]), spare = Spare()
                let detail = DetailViewController()
                lazy var about: AboutViewController = {
                    let about = AboutViewController()
                    return about
                }()
                class var first: UIViewController { FirstViewController() }
                static var count = 0 {
                    didSet { Counter.tick() }
                }
                override class var layerClass: AnyClass { CAGradientLayer.self }
                @objc static var observed = Observed()
                var plain: Int { Plain.value }
                static let formatter = Formatter()
                deinit { print(Store.shared, formatter) }
            }
            """)
        #expect(found.bodies.map(\.name) == ["shared", "about", "first", "count", "formatter"])
        #expect(found.bodies.allSatisfy { $0.isProperty && !$0.isAction })
        #expect(found.bodies.first?.words == ["Store", "backup", "Backup", "make", "other", "Other", "More"])
        #expect(found.bodies[1].words.isSuperset(of: ["AboutViewController", "about", "return"]))
        #expect(found.bodies[3].words.isSuperset(of: ["didSet", "Counter", "tick"]))
        #expect(found.wordsOutsideBodies.isSuperset(of: ["Spare", "DetailViewController", "CAGradientLayer", "Observed", "Plain"]))
        #expect(found.wordsOutsideBodies.isDisjoint(with: ["Backup", "AboutViewController", "FirstViewController", "Counter"]))
        // Declared is not read; read as a member of another value, or plainly, is.
        #expect(!found.readsOutsideBodies("about") && !found.readsOutsideBodies("first"))
        #expect(found.readsOutsideBodies("shared") && found.readsOutsideBodies("formatter"))
        #expect(found.bodies[1].reads("about") && !found.bodies[0].reads("shared"))
    }

    /// Every word counts once however often it is written, a long one as a short one.
    /// Every method with a body and where its whole declaration stands, attributes and
    /// modifiers included; which override a method UIKit calls once the view is loaded; and the
    /// instance properties made by calling a class's name, not a lazy or static one's, nor a value.
    @Test func methodsAndTheObjectsPropertiesMakeAreFound() {
        let text = """
            final class HomeViewController: UIViewController {
                let detail = DetailViewController(style: .plain)
                private var badge: BadgeView = BadgeView()
                lazy var about = AboutViewController()
                static let shared = Store()
                var count = max(1, 2)
                let items = [Item()]
                @objc private func refresh() { reload() }
                override func viewDidLoad() { super.viewDidLoad() }
                override func awakeFromNib() {}
                func ==(lhs: Int, rhs: Int) -> Bool { true }
                init() { super.init(nibName: nil, bundle: nil) }
            }
            """
        let found = outline(text)
        #expect(found.constructions == [.init(property: "detail", className: "DetailViewController"), .init(property: "badge", className: "BadgeView")])
        #expect(found.methods.map(\.name) == ["refresh", "viewDidLoad", "awakeFromNib", nil])
        #expect(found.methods.map(\.overridesViewLoading) == [false, true, false, false])
        let bytes = Array(text.utf8)
        let declarations = found.methods.map { String(decoding: bytes[$0.declaration], as: UTF8.self) }
        #expect(declarations[0] == "@objc private func refresh() { reload() }")
        #expect(declarations[1] == "override func viewDidLoad() { super.viewDidLoad() }")
        #expect(String(decoding: bytes[found.methods[1].body], as: UTF8.self) == " super.viewDidLoad() }")
    }

    /// A name in backticks is the name; two backticks with nothing between are none, and a type
    /// so named makes the file one that is always read (a fuzzer's find: an empty name declared).
    @Test func backticksWithNothingBetweenNameNothing() {
        #expect(outline("class `Default` {}").declared == ["Default"])
        let empty = outline("class `` Summary {}")
        #expect(empty.declared.isEmpty && empty.isAlwaysRead)
    }

    @Test func eachWordIsMentionedOnceWhateverItsLength() {
        let long = String(repeating: "Long", count: 20) + "ViewController"
        let found = outline("class A { let a = \(long)(); let b = \(long)(); let c = AB; let d = BA }")
        #expect(found.mentioned == ["class", "A", "let", "a", "b", "c", "d", long, "AB", "BA"])
    }

    @Test func wordsInCommentsAndStringsCountAsMentioned() {
        let found = outline(
            """
            class A {
                // pushes DraftViewController later
                let name = "SettingsViewController"
                /* Nested /* OldScreen */ still a comment */
            }
            """)
        #expect(found.mentioned.isSuperset(of: ["DraftViewController", "SettingsViewController", "OldScreen"]))
        #expect(found.declared == ["A"])
        #expect(!found.isAlwaysRead)
    }

    @Test func codeAtTheTopLevelIsAlwaysRead() {
        for text in [
            "func helper() {}\nclass A {}",
            "let shared = Store()\nclass A {}",
            "class A {}\nvar count = 0",
            "typealias Handler = () -> Void",
            "print(\"hello\")",
            "UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, nil)",
            "infix operator <>: AdditionPrecedence",
            "#selector(A.b)",
        ] {
            #expect(outline(text).isAlwaysRead, "\(text)")
        }
    }

    @Test func textItCannotFollowIsAlwaysRead() {
        for text in [
            "class A {",
            "class A { let s = \"open }",
            "class A {} /* never closed",
            "class A { func f() { let x = [1, 2) } }",
            "class A",
        ] {
            #expect(outline(text).isAlwaysRead, "\(text)")
        }
    }

    @Test func bracesInStringsInterpolationsAndRawStringsDoNotEndABody() {
        let found = outline(
            #"""
            class A {
                let open = "{"
                let raw = #"a "quoted" } brace \(not interpolated"#
                let many = """
                    } still text "
                    \(values.map { "\($0)}" }.joined())
                    """
                let escaped = "\"}\\"
                let interpolated = "\(items.filter { $0 > 1 }.count)"
            }
            struct B {}
            """#)
        #expect(found.declared == ["A", "B"])
        #expect(!found.isAlwaysRead)
    }

    @Test func directivesStandAroundDeclarations() {
        let found = outline(
            """
            #if canImport(UIKit)
            import UIKit
            class Screen: UIViewController {}
            #else
            class Screen: NSViewController {}
            #endif
            """)
        #expect(found.declared == ["Screen"])
        #expect(!found.isAlwaysRead)
    }

    @Test func anEntryPointStartsTheApp() {
        #expect(outline("@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {}").startsTheApp)
        #expect(outline("@UIApplicationMain class AppDelegate: UIResponder {}").startsTheApp)
        #expect(!outline("@MainActor class Model {}").startsTheApp)
    }

    /// Interpolations nested past any real file's are not followed to their end: the file is read
    /// (where the reader's own bound speaks), and the scan's stack stays small.
    @Test func interpolationsNestedBeyondTheBoundMakeTheFileRead() {
        let deep = "class A { let s = " + String(repeating: "\"\\(", count: 100_000) + " }"
        #expect(outline(deep).isAlwaysRead)
        let shallow = "class A { let s = \"\\(\"\\(\"x\")\")\" }"
        #expect(!outline(shallow).isAlwaysRead)
    }
}
