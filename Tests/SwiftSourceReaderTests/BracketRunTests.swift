import SwiftSourceModel
import SwiftSourceReader
import Testing

/// A 61-byte line of nested array brackets made `open` hang: swift-syntax's parser doubles
/// its work with each bracket. Such a file is named and skipped, before the parser sees it.
struct BracketRunTests {
    @Test func theSixtyOneByteLineIsSkippedWithAWarningAtItsPlace() {
        let line = "let x = " + String(repeating: "[", count: 28) + String(repeating: "]", count: 25)
        #expect(line.utf8.count == 61)
        let sources = readOne("class A: UIViewController {}\n" + line + "\n", path: "Deep.swift")
        #expect(sources.classes.isEmpty)
        let warning = sources.warnings.first
        #expect(warning?.path == "Deep.swift")
        #expect(warning?.line == 2 && warning?.column == 9)
        #expect(warning?.message.contains("skipped: 28 square brackets") == true)
    }

    @Test func bracketsWithBlanksBetweenThemCountAsOneRun() {
        let sources = readOne("let x = " + String(repeating: "[ \n", count: 30))
        #expect(sources.warnings.first?.message.contains("skipped: 30 square brackets") == true)
    }

    @Test func ordinaryNestingIsRead() {
        let nested = "let grid: [[[Int]]] = [[[1, 2], [3]], [[4]]]\nclass A: UIViewController {}\n"
        let sources = readOne(nested + "let x = " + String(repeating: "[1, ", count: 40) + "1" + String(repeating: "]", count: 40))
        #expect(sources.classes["A"] != nil)
        #expect(!sources.warnings.contains { $0.message.contains("square brackets") })
    }
}
