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

    @Test func aDefaultStandsInForNone() {
        #expect(holds(.binary("??", .nilLiteral, .boolean(true))) == true)
        #expect(holds(.binary("??", .name("pending"), .boolean(true))) == nil)
    }
}
