import Testing

@testable import PropertyLists

/// The JSON codec the Snake records go through: what JSONEncoder writes reads
/// back the same, and hostile bytes are refused with a reason, never a trap.
@Suite struct JSONValueTests {
    @Test func recordsRoundTripCompactlyWithWholeNumbersUnfractioned() throws {
        let value = JSONValue.array([.object([("date", .number(788_950_805)), ("value", .number(2))])])
        let bytes = value.serialized
        #expect(String(decoding: bytes, as: UTF8.self) == #"[{"date":788950805,"value":2}]"#)
        #expect(try JSONValue.parse(bytes) == value)
    }

    @Test func stringsEscapeWhatJSONNeedsAndReadEscapesBack() throws {
        let text = "quote \" backslash \\ tab \t bell \u{07} snake 🐍"
        let bytes = JSONValue.string(text).serialized
        #expect(String(decoding: bytes, as: UTF8.self) == #""quote \" backslash \\ tab \t bell \u0007 snake 🐍""#)
        #expect(try JSONValue.parse(bytes) == .string(text))
        #expect(try JSONValue.parse(Array(#""\ud83d\udc0d \u00e9""#.utf8)) == .string("🐍 é"))
    }

    @Test func fractionsAndExponentsAreNumbers() throws {
        #expect(
            try JSONValue.parse(Array("[12.5, -3e2, 0]".utf8)) == .array([.number(12.5), .number(-300), .number(0)]))
    }

    @Test(arguments: [
        "", "[", "{\"a\" 1}", "[1,]", "tru", "\"unterminated", "01x", "1e", "[1] 2", "\"\\q\"", "\"\\ud800\"",
        "1e999",
    ])
    func malformedTextIsRefused(_ text: String) {
        #expect(throws: JSONError.self) { try JSONValue.parse(Array(text.utf8)) }
    }

    @Test func deepNestingIsRefusedNotRecursedInto() {
        let deep = Array(repeating: UInt8(ascii: "["), count: 100_000)
        #expect(throws: JSONError.self) { try JSONValue.parse(deep) }
        let allowed = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        #expect((try? JSONValue.parse(Array(allowed.utf8))) != nil)
    }

    @Test func invalidUTF8InAStringIsRefused() {
        #expect(throws: JSONError.self) { try JSONValue.parse([0x22, 0xFF, 0xFE, 0x22]) }
    }

    @Test func controlCharactersInsideStringsAreRefused() {
        #expect(throws: JSONError.self) { try JSONValue.parse([0x22, 0x0A, 0x22]) }
    }
}
