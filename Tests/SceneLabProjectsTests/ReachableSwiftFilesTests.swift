import SwiftSourceReader
import SwiftSourceModel
import StoryboardReader
import Testing
import XcodeProject

@testable import SceneLabProjects

/// Which Swift files `open` reads first: those the app reaches from its storyboards, delegates
/// and entry point; and the same code for them as when every file is read.
@Suite struct ReachableSwiftFilesTests {
    private func file(_ path: String, _ text: String) -> ProjectFile { ProjectFile(path: path, bytes: Array(text.utf8)) }

    private func paths(_ files: [ProjectFile]) -> [String] { files.map(\.path) }

    @Test func namesReachFilesThroughEachOtherAndTheRestAreLeft() {
        let split = ReachableSwiftFiles(
            files: [
                file("List.swift", "class ListViewController: UIViewController { let store = Store() }"),
                file("Store.swift", "final class Store { var items: [Item] = [] }"),
                file("Item.swift", "struct Item { let title: String }"),
                file("Item+Text.swift", "extension Item { var text: String { title } }"),
                file("Draft.swift", "class DraftViewController: UIViewController { let old = OldModel() }"),
                file("OldModel.swift", "struct OldModel {}"),
            ],
            roots: ["ListViewController"])
        #expect(paths(split.reachable) == ["List.swift", "Store.swift", "Item.swift", "Item+Text.swift"])
        #expect(paths(split.unreached) == ["Draft.swift", "OldModel.swift"])
        #expect(split.unreachedTypes == ["DraftViewController", "OldModel"])
    }

    @Test func filesThatMustBeReadAreReadWhateverNamesThem() {
        let split = ReachableSwiftFiles(
            files: [
                file("Helpers.swift", "extension UIViewController { func log() { print(Theme.name) } }"),
                file("Theme.swift", "enum Theme { static let name = \"dark\" }"),
                file("Globals.swift", "let sharedFormatter = 1\nclass Unnamed {}"),
                file("AppDelegate.swift", "@main class Main: UIResponder, UIApplicationDelegate {}"),
                file("Scenes.swift", "class Windows: UIResponder, UIWindowSceneDelegate {}"),
                file("Broken.swift", "class Half {"),
                file("Empty.swift", "//  Empty.swift\nimport Foundation\n"),
                file("Label.swift", "class FancyLabel: UILabel {}"),
                file("Labels.swift", "class FancyLabel: UILabel {}\nclass OtherLabel: UILabel {}"),
                file("Lonely.swift", "class LonelyViewController: UIViewController {}"),
            ],
            roots: [])
        #expect(
            paths(split.reachable) == [
                "Helpers.swift", "Theme.swift", "Globals.swift", "AppDelegate.swift", "Scenes.swift", "Broken.swift",
                "Empty.swift", "Label.swift", "Labels.swift",
            ])
        #expect(split.unreachedTypes == ["LonelyViewController"])
    }

    /// A storyboard names the classes it makes wherever they stand: a controller, a view inside
    /// it, a segue; those are the roots the app starts from.
    @Test func aStoryboardNamesEveryCustomClassItMakes() throws {
        let storyboard = try StoryboardReader.Storyboard.read(
            Inline.storyboard(
                initial: "home",
                Inline.scene(id: "home", className: "HomeViewController", next: "detail")
                    + Inline.scene(id: "detail", className: nil)
            ).replacingOccurrences(of: "<button ", with: "<button customClass=\"PillButton\" "))
        #expect(storyboard.customClassNames == ["HomeViewController", "PillButton"])
    }

    @Test func aProjectWhoseFilesAllReachReadsThemAll() {
        let split = ReachableSwiftFiles(
            files: [file("A.swift", "class A { let b = B() }"), file("B.swift", "class B { weak var a: A? }")],
            roots: ["B"])
        #expect(split.unreached.isEmpty)
        #expect(split.unreachedTypes.isEmpty)
    }

    /// Eight rooms a storyboard's segues show and no code names wait for the launch; the guide
    /// is read at once, as the hall's code names its segue's identifier, a word of that file.
    @Test func screensOnlyAStoryboardShowsAreReadAfterTheLaunch() {
        let rooms = (1...8).map { "Room\($0)ViewController" }
        var later = Dictionary(uniqueKeysWithValues: rooms.map { ($0, Set(["show" + $0])) })
        later["GuideViewController"] = ["showGuide"]
        let split = ReachableSwiftFiles(
            files: [
                file("Hall.swift", "class HallViewController: UIViewController { override func viewDidLoad() { performSegue(withIdentifier: \"showGuide\", sender: nil) } }"),
                file("Guide.swift", "class GuideViewController: UIViewController {}"),
            ] + rooms.map { file($0 + ".swift", "class \($0): UIViewController { let notes = RoomNotes() }") }
                + [file("RoomNotes.swift", "struct RoomNotes {}")],
            roots: Set(["HallViewController", "GuideViewController"] + rooms), laterScreens: later)
        #expect(paths(split.reachable) == ["Hall.swift", "Guide.swift"])
        // What only the rooms name comes with them.
        #expect(paths(split.readAfterLaunch) == rooms.map { $0 + ".swift" } + ["RoomNotes.swift"])
        #expect(split.typesReadAfterLaunch == Set(rooms + ["RoomNotes"]))
        #expect(split.unreached.isEmpty)
    }

    /// A room the hall's code names is read at `open`; fewer rooms than the minimum left for
    /// later are read at `open` too.
    @Test func aScreenCodeNamesOrAFewScreensAreReadAtOpen() {
        let rooms = (1...3).map { "Room\($0)ViewController" }
        let files =
            [file("Hall.swift", "class HallViewController: UIViewController { let first = Room1ViewController() }")]
            + rooms.map { file($0 + ".swift", "class \($0): UIViewController {}") }
        let later = Dictionary(uniqueKeysWithValues: rooms.map { ($0, Set<String>()) })
        let few = ReachableSwiftFiles(files: files, roots: Set(["HallViewController"] + rooms), laterScreens: later)
        #expect(few.readAfterLaunch.isEmpty)
        #expect(few.reachable.count == 4)
        let split = ReachableSwiftFiles(
            files: files, roots: Set(["HallViewController"] + rooms), laterScreens: later, minimumPutOff: 1)
        #expect(paths(split.reachable) == ["Hall.swift", "Room1ViewController.swift"])
        #expect(paths(split.readAfterLaunch) == ["Room2ViewController.swift", "Room3ViewController.swift"])
    }

    /// Classes a file lists only as `Name.self` wait for the launch: scenelab's code makes no
    /// instance of a metatype.
    @Test func classesNamedOnlyAsMetatypesAreReadAfterTheLaunch() {
        let split = ReachableSwiftFiles(
            files: [
                file("Screens.swift", "extension UIViewController { static let all: [UIViewController.Type] = [A.self, B.self] }"),
                file("A.swift", "class A: UIViewController {}"),
                file("B.swift", "class B: UIViewController {}"),
                file("C.swift", "class C: UIViewController { let a = A.self; let kind = String(describing: B.self) }"),
            ],
            roots: ["C"], minimumPutOff: 1)
        // C names A and B only as metatypes too; a name written otherwise anywhere in a file is followed.
        #expect(paths(split.reachable) == ["Screens.swift", "C.swift"])
        #expect(paths(split.readAfterLaunch) == ["A.swift", "B.swift"])
        #expect(SwiftFileOutline(Array("let a = A.self; let b = B.self.init(); B()".utf8)).namedAsMetatypeOnly == ["A"])
    }

    /// Controllers only a button's action makes wait for the launch, each making the next; one an
    /// action makes that the code also calls itself is read at `open`.
    @Test func controllersOnlyActionsMakeAreReadAfterTheLaunch() {
        let steps = (1...3).map { "Step\($0)ViewController" }
        func step(_ index: Int) -> ProjectFile {
            let next = index < steps.count ? "navigationController?.pushViewController(\(steps[index])(), animated: true)" : ""
            return file(steps[index - 1] + ".swift", "class \(steps[index - 1]): UIViewController { @objc func next() { \(next) } }")
        }
        let home = file(
            "Home.swift",
            "class HomeViewController: UIViewController { @objc func start() { show(Step1ViewController(), sender: nil) } }")
        let split = ReachableSwiftFiles(
            files: [home] + (1...3).map(step), roots: ["HomeViewController"], minimumPutOff: 1)
        #expect(paths(split.reachable) == ["Home.swift"])
        #expect(paths(split.readAfterLaunch) == steps.map { $0 + ".swift" })

        let calledAtLaunch = file(
            "Home.swift",
            "class HomeViewController: UIViewController { override func viewDidLoad() { start() } @objc func start() { show(Step1ViewController(), sender: nil) } }")
        let read = ReachableSwiftFiles(
            files: [calledAtLaunch] + (1...3).map(step), roots: ["HomeViewController"], minimumPutOff: 1)
        #expect(paths(read.reachable) == ["Home.swift", "Step1ViewController.swift"])
    }

    /// The storyboard's classes made once the app runs: not the initial navigation controller's
    /// root, and each with its storyboard identifier's and its segues' identifiers' words.
    @Test func laterScreensAreThoseNoLaunchMakes() throws {
        let storyboard = Inline.storyboard(
            initial: "nav",
            Inline.navigationController(id: "nav", root: "home")
                + Inline.scene(id: "home", className: "HomeViewController", next: "detail", segueIdentifier: "show-detail")
                + Inline.scene(id: "detail", className: "DetailViewController"))
        let project = try Inline.project(storyboard: storyboard, swift: [:])
        #expect(ProjectApp.laterScreens(in: project) == ["DetailViewController": ["show", "detail"]])

        // A navigation controller the code instantiates by its identifier makes its root: the
        // identifier's words make the root too.
        let guide = Inline.storyboard(
            initial: "home",
            Inline.scene(id: "home", className: "HomeViewController")
                + Inline.navigationController(id: "guideNav", root: "guide")
                    .replacingOccurrences(of: "<navigationController id", with: "<navigationController storyboardIdentifier=\"GuideNav\" id")
                + Inline.scene(id: "guide", className: "GuideViewController"))
        #expect(ProjectApp.laterScreens(in: try Inline.project(storyboard: guide, swift: [:])) == ["GuideViewController": ["GuideNav"]])
    }

    /// Two screens made by the same word (one segue identifier from two scenes) are both reached by it.
    @Test func aWordThatMakesTwoScreensReachesBoth() {
        let split = ReachableSwiftFiles(
            files: [
                file("Home.swift", "class HomeViewController: UIViewController { override func viewDidLoad() { performSegue(withIdentifier: \"next\", sender: nil) } }"),
                file("A.swift", "class AViewController: UIViewController {}"),
                file("B.swift", "class BViewController: UIViewController {}"),
                file("C.swift", "class CViewController: UIViewController {}"),
            ],
            roots: ["HomeViewController", "AViewController", "BViewController", "CViewController"],
            laterScreens: ["AViewController": ["next"], "BViewController": ["next"], "CViewController": ["other"]],
            minimumPutOff: 1)
        #expect(paths(split.reachable) == ["Home.swift", "A.swift", "B.swift"])
        #expect(paths(split.readAfterLaunch) == ["C.swift"])
    }

    /// A method the app's own code never calls (a helper left over, one only an action calls)
    /// runs at no launch: what it makes is read while the app launches. A helper the launch's
    /// code calls, a delegate's method UIKit calls and an override are read at `open`.
    @Test func methodsNoLaunchCodeCallsAreReadAfterTheLaunch() {
        let screens = (1...8).map { "Screen\($0)ViewController" }
        let made = screens.enumerated().map { "case \($0.offset): return \($0.element)()" }.joined(separator: "\n")
        let split = ReachableSwiftFiles(
            files: [
                file(
                    "Home.swift",
                    """
                    class HomeViewController: UIViewController {
                        override func viewDidLoad() { super.viewDidLoad(); configure() }
                        private func configure() { let badge = BadgeView() }
                        @IBAction func openSettings(_ sender: Any) { showSettings() }
                        func showSettings() { navigationController?.pushViewController(SettingsViewController(), animated: true) }
                        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { NoteCell() }
                        override func prepare(for segue: UIStoryboardSegue, sender: Any?) { let about = AboutViewController() }
                    }
                    """),
                file("Badge.swift", "class BadgeView: UIView {}"),
                file("Cell.swift", "class NoteCell: UITableViewCell {}"),
                file("About.swift", "class AboutViewController: UIViewController {}"),
                file("Settings.swift", "class SettingsViewController: UIViewController {}"),
                file("Screens.swift", "extension UIViewController {\n    func screen(_ number: Int) -> UIViewController? {\n        switch number {\n\(made)\n        default: return nil\n        }\n    }\n}"),
            ] + screens.map { file($0 + ".swift", "class \($0): UIViewController {}") },
            roots: ["HomeViewController"])
        #expect(paths(split.reachable) == ["Home.swift", "Badge.swift", "Cell.swift", "About.swift", "Screens.swift"])
        #expect(paths(split.readAfterLaunch) == ["Settings.swift"] + screens.map { $0 + ".swift" })
        #expect(split.unreached.isEmpty)
    }

    /// A helper the launch calls makes its screens at the launch, even when only another helper
    /// it calls names them; `Factory.make()`, a static method called through its type, too.
    @Test func aCalledHelperCallsWhatItCalls() {
        let screens = (1...8).map { "Screen\($0)ViewController" }
        let pushes = screens.map { "navigationController?.pushViewController(\($0)(), animated: false)" }
            .joined(separator: "; ")
        let split = ReachableSwiftFiles(
            files: [
                file(
                    "Home.swift",
                    """
                    class HomeViewController: UIViewController {
                        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); start() }
                        func start() { pushAll() }
                        func pushAll() { \(pushes) }
                        override func viewDidLoad() { let root = Factory.make() }
                    }
                    """),
                file("Factory.swift", "struct Factory { static func make() -> UIViewController { MenuViewController() } }"),
                file("Menu.swift", "class MenuViewController: UIViewController {}"),
            ] + screens.map { file($0 + ".swift", "class \($0): UIViewController {}") },
            roots: ["HomeViewController"])
        #expect(split.readAfterLaunch.isEmpty)
        #expect(paths(split.reachable).count == 11)
    }

    /// Swift computes a `static` property's value, a `class` or `static` getter's and a `lazy
    /// var`'s on first use: what they make is read at `open` only when code that may run reads
    /// the property (`Store.shared`), else while the app launches. An instance's stored property
    /// is made with the instance, read at `open`; an observer of a static property runs when code
    /// sets it (`Self.count += 1`), read at `open` when that code may run.
    @Test func propertiesComputedOnFirstUseWaitForTheirReader() {
        let screens = (1...8).map { "Screen\($0)ViewController" }
        let made = screens.map { "\($0)()," }.joined(separator: "\n")
        let split = ReachableSwiftFiles(
            files: [
                file(
                    "Home.swift",
                    """
                    class HomeViewController: UIViewController {
                        let badge = BadgeView()
                        static var count = 0 { didSet { print(Counter.text) } }
                        lazy var about = AboutViewController()
                        @objc func openAbout() { navigationController?.pushViewController(about, animated: true) }
                        override func viewDidLoad() { super.viewDidLoad(); Store.shared.load(); Self.count += 1 }
                    }
                    """),
                file("Badge.swift", "class BadgeView: UIView {}"),
                file("Counter.swift", "enum Counter { static let text = \"one\" }"),
                file("About.swift", "class AboutViewController: UIViewController {}"),
                file("Store.swift", "final class Store {\n    static let shared = Store(backup: BackupStore())\n    init(backup: BackupStore) {}\n    func load() {}\n}"),
                file("Backup.swift", "final class BackupStore {}"),
                file(
                    "Screens.swift",
                    "extension UIViewController {\n    static let screens: [UIViewController] = [\n\(made)\n    ]\n    class var first: UIViewController { Screen1ViewController() }\n}"),
            ] + screens.map { file($0 + ".swift", "class \($0): UIViewController {}") },
            roots: ["HomeViewController"])
        #expect(paths(split.reachable) == ["Home.swift", "Badge.swift", "Counter.swift", "Store.swift", "Backup.swift", "Screens.swift"])
        #expect(paths(split.readAfterLaunch) == ["About.swift"] + screens.map { $0 + ".swift" })
    }

    @Test func theFirstParameterOfAFrameworksTypeTellsADelegatesMethod() {
        let told: (String) -> Bool = SwiftFileOutline.Scanner.firstParameterIsFrameworkType
        #expect(told("_ tableView: UITableView, numberOfRowsInSection section: Int"))
        #expect(told("_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]"))
        #expect(told("with coder: NSCoder"))
        #expect(told("_ session: URLSession, task: URLSessionTask"))
        #expect(told("_ handler: @escaping UIActionHandler"))
        #expect(!told(""))
        #expect(!told("_ number: Int"))
        #expect(!told("for item: [String: Int], at index: Int"))
        #expect(!told("completion: @escaping () -> Void"))
        #expect(!told("_ note: Note"))
    }

    /// A method a file observes a notification with is no person's action, whichever file declares it.
    @Test func aSelectorAnotherFileObservesIsNoAction() {
        let split = ReachableSwiftFiles(
            files: [
                file("Home.swift", "class HomeViewController: UIViewController { @objc func reload() { show(ListViewController(), sender: nil) } }"),
                file("List.swift", "class ListViewController: UIViewController {}"),
                file("Wiring.swift", "extension UIViewController { func wire(_ home: HomeViewController) { NotificationCenter.default.addObserver(home, selector: #selector(HomeViewController.reload), name: .x, object: nil) } }"),
            ],
            roots: ["HomeViewController"], minimumPutOff: 1)
        #expect(split.readAfterLaunch.isEmpty)
    }

    /// A step of a sign-up the home screen makes with it and keeps in a stored property.
    private func step(_ number: Int, initializer: String = "setUp()") -> ProjectFile {
        file(
            "Step\(number).swift",
            """
            final class Step\(number)ViewController: UIViewController {
                private let heading = "Step \(number)"
                init() {
                    super.init(nibName: nil, bundle: nil)
                    \(initializer)
                }
                func setUp() { print(heading) }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    print(Theme.title)
                    describe()
                }
                private func describe() { print("shown") }
            }
            """)
    }

    /// The home screen's stored properties, one per step: `let step3 = Step3ViewController()`.
    private func home(_ steps: ClosedRange<Int>, viewDidLoad: String = "") -> ProjectFile {
        let properties = steps.map { "    let step\($0) = Step\($0)ViewController()\n" }.joined()
        return file(
            "Home.swift",
            "class HomeViewController: UIViewController {\n\(properties)    override func viewDidLoad() { \(viewDidLoad) }\n}")
    }

    /// Objects the launch makes as stored properties no code names, and never shows: their files
    /// are read at `open` with the declarations of the methods nothing left can run made blank
    /// (the overrides UIKit calls once the view is loaded, a helper only those call), the same
    /// length and lines, and what the initializer calls kept; whole while the app launches.
    @Test func objectsTheLaunchOnlyMakesAreReadInPart() throws {
        let steps = (1...8).map { step($0) }
        let split = ReachableSwiftFiles(
            files: [home(1...8), file("Theme.swift", "enum Theme { static let title = \"Sign up\" }")] + steps,
            roots: ["HomeViewController"])
        #expect(split.readInPart == steps.map(\.path))
        #expect(split.readAfterLaunch.isEmpty)
        let read = try #require(split.reachable.first { $0.path == "Step3.swift" })
        let original = steps[2]
        let text = String(decoding: read.bytes, as: UTF8.self)
        #expect(read.bytes.count == original.bytes.count)
        #expect(read.bytes.indices.filter { read.bytes[$0] == 0x0A } == original.bytes.indices.filter { original.bytes[$0] == 0x0A })
        #expect(!text.contains("viewDidLoad") && !text.contains("describe") && !text.contains("shown"))
        #expect(text.contains("func setUp() { print(heading) }") && text.contains("private let heading = \"Step 3\""))
        #expect(text.contains("super.init(nibName: nil, bundle: nil)"))
        #expect(split.wordsReadAfterLaunch.contains("describe"))
    }

    /// An object code can reach is read whole: its property named by code that may run, its
    /// class named anywhere else (a subclass), `self` handed on or its view asked for by its
    /// initializer, a class a storyboard names, a file read whatever names it; and a few files
    /// read in part are read whole, so that a small project warns of everything at `open`.
    @Test func objectsCodeCanReachAreReadWhole() {
        let steps = (1...8).map { number -> ProjectFile in
            switch number {
            case 3: step(3, initializer: "Registry.add(self)")
            case 4: step(4, initializer: "view.backgroundColor = .red")
            default: step(number)
            }
        }
        let split = ReachableSwiftFiles(
            files: [
                home(1...8, viewDidLoad: "show(step1, sender: nil)"),
                file("Special.swift", "final class SpecialViewController: Step2ViewController {}"),
                file("Registry.swift", "enum Registry { static func add(_ screen: UIViewController) {} }"),
                file("Theme.swift", "enum Theme { static let title = \"Sign up\" }"),
            ] + steps,
            roots: ["HomeViewController", "Step5ViewController", "SpecialViewController"], minimumPutOff: 1)
        #expect(split.readInPart == ["Step6.swift", "Step7.swift", "Step8.swift"])
        let few = ReachableSwiftFiles(files: [home(1...2)] + [step(1), step(2)], roots: ["HomeViewController"])
        #expect(few.readInPart.isEmpty)
        #expect(few.reachable == [home(1...2), step(1), step(2)])
    }

    /// The test projects and the example: each class read first is the class read with every
    /// file, its code the same, and each class left out is declared in a file left unread.
    @Test(arguments: Fixtures.allProjectFolders)
    func theClassesReadFirstAreTheClassesOfTheWholeReading(folder: String) throws {
        let project = try Fixtures.project(at: Fixtures.root.appendingPathComponent(folder))
        var firstFiles: [SwiftFile] = []
        let (_, firstWarnings, unread, _) = try ProjectApp.reachableDefinition(of: project, id: "app") { files in
            firstFiles = files
            return SwiftSourceReader.read(files)
        }
        let first = SwiftSourceReader.read(firstFiles)
        let whole = SwiftSourceReader.read(
            project.swiftFiles.map { SwiftFile(path: $0.path, text: String(decoding: $0.bytes, as: UTF8.self)) })
        for (name, declared) in first.classes where !unread.readInPart.contains(declared.path) {
            #expect(whole.classes[name] == declared, "\(folder): \(name)")
        }
        // A class read in part has the whole class's properties and initializers and some of its methods.
        for (name, declared) in first.classes where unread.readInPart.contains(declared.path) {
            var kept = whole.classes[name]
            let methods = kept?.methods.filter { declared.methods[$0.key] != nil } ?? [:]
            kept?.methods = methods
            #expect(kept == declared, "\(folder): \(name)")
        }
        for (name, declared) in whole.classes where first.classes[name] == nil {
            #expect(
                unread.paths.contains(declared.path) || unread.readAfterLaunch.contains(declared.path),
                "\(folder): \(name) is left out, yet its file was read")
        }
        let (_, wholeWarnings) = try ProjectApp.definition(of: project, id: "app", readSwift: SwiftSourceReader.read)
        let said = Set(wholeWarnings.map { $0.text(in: .en) })
        for warning in firstWarnings { #expect(said.contains(warning.text(in: .en)), "\(folder): \(warning.text(in: .en))") }
    }
}
