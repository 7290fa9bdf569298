import SwiftSourceModel
import SwiftSourceReader
import Testing

/// Shapes that hang swift-syntax's parser (nested `[`) or overflow its stack (generic
/// chains, `try` chains, nested `#if`) are named and skipped before the parser sees them.
struct NestingGuardTests {
    @Test func theSixtyOneByteLineIsSkippedWithAWarningAtItsPlace() {
        let line = "let x = " + String(repeating: "[", count: 28) + String(repeating: "]", count: 25)
        #expect(line.utf8.count == 61)
        let sources = readOne("class A: UIViewController {}\n" + line + "\n", path: "Deep.swift")
        #expect(sources.classes.isEmpty)
        let warning = sources.warnings.first
        #expect(warning?.path == "Deep.swift")
        #expect(warning?.line == 2 && warning?.column == 9)
        #expect(warning?.problem == .nestedTooDeep(.squareBrackets, count: 28, limit: 12))
    }

    @Test func bracketsWithBlanksBetweenThemCountAsOneRun() {
        let sources = readOne("let x = " + String(repeating: "[ \n", count: 30))
        #expect(sources.warnings.first?.problem == .nestedTooDeep(.squareBrackets, count: 30, limit: 12))
    }

    /// Ten times the 1,800 generic levels, 2,000 `try`s and 3,000 `#if`s that crashed `open`.
    @Test(arguments: [
        ("let x: " + String(repeating: "A<", count: 18_000) + "Int" + String(repeating: ">", count: 18_000),
         SourceProblem.NestedShape.genericArguments),
        ("let x = " + String(repeating: "try ", count: 20_000) + "f()", .effects),
        (String(repeating: "#if A\n", count: 30_000) + String(repeating: "#endif\n", count: 30_000), .conditions),
        ("let x: " + String(repeating: "Swift.Array<", count: 200) + "Int" + String(repeating: ">", count: 200),
         .genericArguments),
        // Ten times the 8,000 nested interpolations of a 40 KB file that took 3 GB.
        ("let x = " + String(repeating: "\"\\(", count: 80_000) + "1" + String(repeating: ")\"", count: 80_000),
         .interpolations),
    ])
    func deepChainsAreSkippedNotCrashedOn(source: String, named: SourceProblem.NestedShape) {
        let sources = readOne("class A: UIViewController {}\n" + source + "\n")
        #expect(sources.classes.isEmpty)
        guard case .nestedTooDeep(let shape, _, _)? = sources.warnings.first?.problem else {
            Issue.record("no nesting warning: \(sources.warnings)")
            return
        }
        #expect(shape == named)
    }

    @Test func ordinaryCodeIsRead() {
        let source = """
            let grid: [[[Int]]] = [[[1, 2], [3]], [[4]]]
            let map: Dictionary<String, Array<Set<Int>>> = [:]
            #if DEBUG
            #if os(iOS)
            let flag = true
            #endif
            #endif
            class A: UIViewController {
                override func viewDidLoad() {
                    if a < b && c < d && e < f && g < h { print("x") }
                    let y = try? await f()
                    print("\\(a) \\(b)\\(c) \\("in" + "\\(d)")")
                }
            }
            """
        let many = source + "\n" + String(repeating: "let c = a < b\n", count: 500)
            + "let x = " + String(repeating: "[1, ", count: 40) + "1" + String(repeating: "]", count: 40) + "\n"
        let sources = readOne(many)
        #expect(sources.classes["A"] != nil)
        #expect(!sources.warnings.contains {
            if case .nestedTooDeep = $0.problem { return true }
            return false
        }, "\(sources.warnings)")
    }
}
