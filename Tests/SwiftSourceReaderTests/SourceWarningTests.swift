import SwiftSourceModel
import Testing

import SwiftSourceReader

/// What the reader says about sources it cannot read whole.
@Suite struct SourceWarningTests {
    @Test func unbalancedBracesWarnWithALineAndTheRestIsStillRead() {
        let sources = readOne(
            """
            class Good: UIViewController {
                override func viewDidLoad() {
                    print("fine")
                }
            }

            class Broken: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    print("half")
            }
            """,
            path: "Broken.swift")
        #expect(sources.warnings.count == 1)
        let warning = sources.warnings.first
        #expect(warning?.path == "Broken.swift")
        // The parser notices at the end of the file; the message points back.
        #expect(warning?.line == 10)
        #expect(warning?.problem == .expected("}", closing: 7))
        #expect(sources.printedItems("Good", "viewDidLoad()") == [[[.text("fine")]]])
        #expect(sources.printedItems("Broken", "viewWillAppear(_:)") == [[[.text("half")]]])
    }

    @Test func strayCodeIsNamedInTheWarning() {
        let sources = readOne(
            """
            class A: UIViewController {
                override func viewDidLoad() { print("a") }
                ) ]
            }
            """)
        #expect(sources.warnings.first?.line == 3)
        #expect(sources.warnings.first?.problem == .unreadable(") ]"))
        #expect(sources.printedItems("A", "viewDidLoad()") == [[[.text("a")]]])
    }

    @Test func cleanSourcesHaveNoWarnings() {
        #expect(readOne("class A: UIViewController {}").warnings.isEmpty)
    }

    @Test func aFileOverTheLimitIsSkipped() {
        let padding = String(repeating: "// padding\n", count: SwiftSourceReader.maximumFileSize / 11 + 1)
        let sources = SwiftSourceReader.read([
            SwiftFile(path: "Huge.swift", text: "class Huge: UIViewController {}\n" + padding),
            SwiftFile(path: "Small.swift", text: "class Small: UIViewController {}"),
        ])
        #expect(sources.classes["Huge"] == nil)
        #expect(sources.classes["Small"] != nil)
        #expect(sources.warnings.map(\.path) == ["Huge.swift"])
        #expect(sources.warnings.first?.problem == .fileTooLarge(maximumMiB: 2))
    }

    @Test func warningsStopAtTheLimitAndCountTheRest() {
        let files = (0..<(SwiftSourceReader.maximumWarnings + 20)).map { index in
            SwiftFile(path: "F\(index).swift", text: "class C\(index) {")
        }
        let sources = SwiftSourceReader.read(files)
        #expect(sources.warnings.count == SwiftSourceReader.maximumWarnings + 1)
        #expect(sources.warnings.last?.problem == .moreWarnings(20))
    }

    @Test func aSecondClassOfTheSameNameIsReportedAndTheFirstKept() {
        let sources = SwiftSourceReader.read([
            SwiftFile(path: "One.swift", text: "class Twice: UIViewController {}"),
            SwiftFile(path: "Two.swift", text: "class Twice: UITableViewController {}"),
        ])
        #expect(sources.classes["Twice"]?.superclass == "UIViewController")
        #expect(sources.warnings.first?.path == "Two.swift")
        #expect(sources.warnings.first?.problem == .duplicateClass("Twice", earlierPath: "One.swift", earlierLine: 1))
    }
}
