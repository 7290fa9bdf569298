import SwiftSourceModel
import Testing

/// `SwiftExpression.contains(where:)`: every part of a tree is asked, however deep, and a tree
/// none of whose parts the test accepts is not.
@Suite struct ExpressionSearchTests {
    private let tree = SwiftExpression.binary(
        "??",
        .subscripted(.unwrap(.member(.name("note"), "userInfo")), labels: [""], arguments: [.call(.name("key"), labels: [], arguments: [])]),
        .ternary(.name("flag"), .interpolation([.string("a"), .name("deep")]), .array([.integer(1)])))

    @Test func everyPartIsAskedHoweverDeep() {
        #expect(tree.containsCall)
        #expect(tree.contains { $0 == .name("deep") })
        #expect(tree.contains { $0 == .integer(1) })
        #expect(tree.contains { if case .member(_, "userInfo") = $0 { return true } else { return false } })
        #expect(!tree.contains { $0 == .name("absent") })
        #expect(!SwiftExpression.binary("+", .name("a"), .integer(2)).containsCall)
    }
}
