import SceneLabCore
import SwiftSourceModel
import Testing

@testable import SceneLabProjects

/// What a tap knows worked out as Swift would: a text field's `text` as typed, optional chaining
/// and `??` on it, a string's `isEmpty` and `count`, and the locals bound before.
@Suite struct TapValueTests {
    private let text = SwiftExpression.member(.name("nameField"), "text")

    private func holds(_ expression: SwiftExpression, fields: [String: String] = [:]) -> Bool? {
        var facts = TapValue.Facts()
        facts.fields = fields
        facts.locals = ["ready": .boolean(true), "pending": .unknown]
        return TapValue.holds(expression, tap: facts) { _ in nil }
    }

    @Test func aFieldsTextIsWhatWasTyped() {
        let isEmpty = SwiftExpression.binary("??", .member(.unwrap(text), "isEmpty"), .boolean(true))
        #expect(holds(isEmpty, fields: ["nameField": ""]) == true)
        #expect(holds(isEmpty, fields: ["nameField": "Ada"]) == false)
        // A field the screen does not have: not known.
        #expect(holds(isEmpty) == nil)
        #expect(holds(.binary("==", text, .string("Ada")), fields: ["nameField": "Ada"]) == true)
        #expect(holds(.binary(">", .member(.unwrap(text), "count"), .integer(2)), fields: ["nameField": "Ada"]) == true)
        #expect(holds(.binary("==", .member(.member(.name("self"), "nameField"), "text"), .string("")), fields: ["nameField": ""]) == true)
    }

    @Test func aLocalBoundBeforeIsKnownAndAnUnknownOneHidesNothing() {
        #expect(holds(.name("ready")) == true)
        #expect(holds(.prefix("!", .name("ready"))) == false)
        #expect(holds(.name("pending")) == nil)
        #expect(holds(.binary("==", .name("pending"), .integer(1))) == nil)
    }

    /// `rows[indexPath.row]` of a literal array, or of a view model's array (`viewModel.rows`, asked
    /// of the stored values by its path): the element at the row the tap gives, a case by its name.
    @Test func anArraysElementAtTheRowIsKnown() {
        var facts = TapValue.Facts(row: 1)
        facts.locals = ["pending": .unknown]
        let cases = SwiftExpression.array([.member(.name(""), "push"), .member(.name(""), "present")])
        let row = SwiftExpression.member(.name("indexPath"), "row")
        let stored: (String) -> ConsoleValue? = { name in
            switch name {
            case "rows": return .array([.type("push"), .type("present")])
            case "viewModel.rows": return .array([.string("A"), .string("B")])
            default: return nil
            }
        }
        #expect(TapValue.value(of: .subscripted(cases, labels: [""], arguments: [row]), tap: facts, stored: stored) == .type("present"))
        #expect(TapValue.value(of: .subscripted(.name("rows"), labels: [""], arguments: [row]), tap: facts, stored: stored) == .type("present"))
        let modelRows = SwiftExpression.member(.name("viewModel"), "rows")
        #expect(TapValue.value(of: .subscripted(modelRows, labels: [""], arguments: [row]), tap: facts, stored: stored) == .string("B"))
        #expect(TapValue.holds(.binary("==", .subscripted(.name("rows"), labels: [""], arguments: [row]), .member(.name(""), "present")), tap: facts, stored: stored) == true)
        // Past the end, an index not known, an element not known: not known.
        #expect(TapValue.value(of: .subscripted(cases, labels: [""], arguments: [.integer(2)]), tap: facts, stored: stored) == nil)
        #expect(TapValue.value(of: .subscripted(cases, labels: [""], arguments: [.name("pending")]), tap: facts, stored: stored) == nil)
        #expect(TapValue.value(of: .array([.name("pending")]), tap: facts, stored: stored) == nil)
        // A local of the tap's is no object whose property the stored values hold.
        #expect(TapValue.value(of: .member(.name("pending"), "rows"), tap: facts, stored: stored) == nil)
    }

    @Test func aDefaultStandsInForNone() {
        #expect(holds(.binary("??", .nilLiteral, .boolean(true))) == true)
        #expect(holds(.binary("??", .name("pending"), .boolean(true))) == nil)
    }
}
