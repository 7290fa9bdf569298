import CommandGrammar
import Testing

@testable import SceneLabApps
@testable import SceneLabCore
@testable import SceneLabSession

@Suite struct VisibleTextTests {
    @Test(arguments: [
        ("plain", "plain"),
        ("tab\there", "tab\there"),
        ("\u{1B}[31mRed", "\\u{1b}[31mRed"),
        ("bell\u{7}", "bell\\u{7}"),
        ("del\u{7F}", "del\\u{7f}"),
        ("csi\u{9B}31m", "csi\\u{9b}31m"),
        ("rlo\u{202E}txt", "rlo\\u{202e}txt"),
        ("isolate\u{2066}x\u{2069}", "isolate\\u{2066}x\\u{2069}"),
        ("line\u{2028}sep", "line\\u{2028}sep"),
        ("lrm\u{200E}", "lrm\\u{200e}"),
        ("arabic mark\u{061C}", "arabic mark\\u{61c}"),
        ("Задача «Важная»", "Задача «Важная»"),
        ("emoji 👩‍💻", "emoji 👩‍💻"),
        ("new\nline", "new\\u{a}line"),
    ])
    func escaping(_ text: String, _ shown: String) {
        #expect(VisibleText.escaping(text) == shown)
        #expect(VisibleText.needsEscaping(text) == (text != shown))
        #expect(VisibleText.needsEscaping(utf8: Array(text.utf8)) == (text != shown))
    }

    @Test func everyHiddenScalarIsFoundFromItsBytesAlone() {
        // The byte scan must agree with the scalar test over the whole range it covers.
        for value in UInt32(0)...0x2100 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "a" + String(Character(scalar)) + "b"
            #expect(
                VisibleText.needsEscaping(utf8: Array(text.utf8)) == VisibleText.isHidden(scalar),
                "U+\(String(value, radix: 16))")
        }
    }

    @Test func theTextRendererShowsEveryUntrustedPieceEscaped() {
        let renderer = TextRenderer(channels: Set(Channel.allCases))
        let store = Event.store(
            "set(_:forKey:)", domain: "com.example.ToDoManager",
            arguments: [Event.Argument("forKey", .string("evil\u{1B}]0;x\u{7}"))])
        let lines = [
            renderer.render(store), renderer.render(.output("out\u{9B}")), renderer.render(.note("note\u{202E}")),
            renderer.render(.error("error\u{1B}")), renderer.render(.warning("warn\u{1B}")),
        ]
        for line in lines {
            switch line {
            case .output(let text), .error(let text), .warning(let text), .note(let text):
                #expect(!VisibleText.needsEscaping(text), "\(text)")
                #expect(text.contains("\\u{"), "\(text)")
            case nil:
                Issue.record("a line was hidden")
            }
        }
    }

    @Test func warningsAreTheirOwnLinesAndStillNotesInJSONL() {
        let event = Event.warning("moved a file aside")
        #expect(TextRenderer().render(event) == .warning("moved a file aside"))
        #expect(JSONLRenderer.line(for: event).contains("\"kind\":\"note\""))
        #expect(JSONLRenderer.line(for: event).contains("warning: moved a file aside"))
    }

    @Test(arguments: ["\u{9B}", "\u{202E}", "\u{2028}", "\u{2066}", "\u{1B}", "\u{7F}"])
    func theLexerRefusesHiddenCharactersInAnyWord(_ hidden: String) {
        #expect(throws: CommandError.self) { try Lexer.words(in: "task add 'x\(hidden)y'") }
        #expect(throws: CommandError.self) { try Lexer.words(in: "defaults write com.x\(hidden) k v") }
    }
}
