import SwiftSourceModel
import SwiftSourceReader
import Testing

/// Lines and columns as Xcode gives them, whatever ends the file's lines.
@Suite struct SourcePlacesTests {
    @Test func everyLineEndingCountsOnce() {
        // Line 1 ends with CR LF, line 2 with a lone CR, line 3 with LF.
        let text = "import UIKit\r\nclass A: UIViewController {\r  override func viewDidLoad() {\n"
            + "    print(\"one\")\r\n\r\n      print(\"two\")\n  }\n}\n"
        let calls = readOne(text).printCalls("A", "viewDidLoad()")
        #expect(readOne(text).classes["A"]?.line == 2)
        #expect(readOne(text).classes["A"]?.methods["viewDidLoad()"]?.line == 3)
        #expect(calls.map(\.line) == [4, 6])
        #expect(calls.map(\.column) == [5, 7])
    }

    @Test func columnsCountBytesAfterTextThatIsNotASCII() {
        let text = "class B: UIViewController {\n  override func viewDidLoad() {\n    /* é */ print(\"x\")\n  }\n}\n"
        // `/* é */ ` is eight characters and nine bytes: Xcode's columns count bytes.
        #expect(readOne(text).printCalls("B", "viewDidLoad()").first?.column == 14)
    }

    @Test func theLastLineNeedsNoEnding() {
        let text = "class C: UIViewController {\n  override func viewDidLoad() { print(\"x\") } }"
        #expect(readOne(text).printCalls("C", "viewDidLoad()").first?.line == 2)
    }
}
