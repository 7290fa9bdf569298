import SwiftSourceModel
import SwiftSourceReader
import Testing

/// Reading is linear in the number of calls: 20,000 prints in one method took 17 s, and
/// 100,000 never finished, when each call copied the file's tree. The time limit guards
/// against a hang; it measures nothing.
struct ManyCallsTests {
    @Test(.timeLimit(.minutes(1))) func fiftyThousandPrintsInOneMethodAreAllRead() {
        var source = "class Home: UIViewController {\n    override func viewDidLoad() {\n"
        for number in 0..<50_000 { source += "        print(\"line \(number)\")\n" }
        source += "    }\n}\n"
        let statements = readOne(source).statements("Home", "viewDidLoad()")
        #expect(statements.count == 50_000)
        #expect(statements.last == .print(PrintCall(items: [[.text("line 49999")]], line: 50_002, column: 9, path: "ViewController.swift")))
    }
}
