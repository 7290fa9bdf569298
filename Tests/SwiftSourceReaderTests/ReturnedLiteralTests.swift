import SwiftSourceModel
import SwiftSourceReader
import Testing

/// The literal a method answers with whatever it does first: how scenelab reads a split view
/// delegate's collapse answer.
@Suite struct ReturnedLiteralTests {
    private func answer(_ body: String) -> String? {
        let source = """
            class AppDelegate: UIResponder, UISplitViewControllerDelegate {
                func splitViewController(_ s: UISplitViewController, collapseSecondary secondary: UIViewController, onto primary: UIViewController) -> Bool {
            \(body)
                }
            }
            """
        return readOne(source).classes["AppDelegate"]?.methods["splitViewController(_:collapseSecondary:onto:)"]?
            .returnedLiteral
    }

    @Test func aLoneLiteralOrReturnIsTheAnswer() {
        #expect(answer("return true") == "true")
        #expect(answer("false") == "false")
    }

    @Test func printsBeforeTheFinalReturnDoNotChangeIt() {
        #expect(answer("print(#function)\nlet x = 1\nreturn true") == "true")
    }

    @Test func anEarlierReturnMakesTheAnswerUnknown() {
        #expect(answer("guard secondary is UINavigationController else { return false }\nreturn true") == nil)
        #expect(answer("if primary.title == nil { return true }\nreturn false") == nil)
        #expect(answer("print(1)\nfalse") == nil)
    }
}
