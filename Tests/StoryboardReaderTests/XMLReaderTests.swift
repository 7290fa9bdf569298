import Testing

import StoryboardReader

/// The bounded XML reader: what it reads, and how it refuses what it must.
@Suite struct XMLReaderTests {
    @Test func readsElementsAttributesAndText() throws {
        let document = try ElementTree.parse(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- a comment -->
            <a x="1" y='two &amp; &quot;three&quot;'>
              <b>hello &lt;world&gt; &#65;&#x42;</b><c/><![CDATA[<raw>]]>
            </a>
            """)
        #expect(document.root.name == "a")
        #expect(document.root.attribute("y") == "two & \"three\"")
        let b = document[document.root.children[0]]
        #expect(b.text == "hello <world> AB")
        #expect(b.line == 4 && b.column == 3)
        #expect(document.root.text.contains("<raw>"))
        #expect(document.descendants(of: 0) == 1..<3)
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let document = try ElementTree.parse("<a>\nпривет<b/></a>")
        #expect(document[1].line == 2 && document[1].column == 7)
    }

    private func refusal(_ text: String) -> XMLReadError? {
        do {
            _ = try ElementTree.parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func refusesDoctypeAndEntities() {
        let doctype = refusal("<?xml version=\"1.0\"?>\n<!DOCTYPE lol [<!ENTITY a \"aaaa\">]>\n<a>&a;</a>")
        #expect(doctype?.kind == .doctype)
        #expect(doctype?.line == 2 && doctype?.column == 1)
        #expect(refusal("<!ENTITY a \"x\"><a/>")?.kind == .entityDeclaration)
        let unknown = refusal("<a>\n  &nbsp;</a>")
        #expect(unknown?.kind == .unknownEntity("nbsp"))
        #expect(unknown?.line == 2 && unknown?.column == 3)
        #expect(refusal("<a t=\"&bogus;\"/>")?.kind == .unknownEntity("bogus"))
        #expect(refusal("<a>&#0;</a>")?.kind == .malformed)
    }

    @Test func refusesDeepNestingWithoutRecursion() {
        let deep = String(repeating: "<a>", count: 10_000) + String(repeating: "</a>", count: 10_000)
        let error = refusal(deep)
        #expect(error?.kind == .tooDeep)
        #expect(error?.column == 3 * XMLLimits.maximumDepth + 1)
        let allowed = String(repeating: "<a>", count: XMLLimits.maximumDepth)
            + String(repeating: "</a>", count: XMLLimits.maximumDepth)
        #expect(refusal(allowed) == nil)
    }

    @Test func refusesOversizedInput() {
        var bytes = Array("<a>".utf8)
        bytes += [UInt8](repeating: UInt8(ascii: "x"), count: XMLLimits.maximumInputSize)
        bytes += Array("</a>".utf8)
        #expect(throws: XMLReadError.self) { try ElementTree.parse(bytes) }
        do {
            _ = try ElementTree.parse(bytes)
        } catch {
            #expect(error.kind == .tooLarge)
        }
    }

    @Test func refusesTruncatedAndMalformedInput() {
        #expect(refusal("<a><b>")?.kind == .truncated)
        #expect(refusal("<a x=\"1")?.kind == .truncated)
        #expect(refusal("<a><!-- never closed")?.kind == .truncated)
        #expect(refusal("")?.kind == .malformed)
        #expect(refusal("<a></b>")?.kind == .mismatchedTag(expected: "a", found: "b"))
        #expect(refusal("<a/><b/>")?.kind == .malformed)
        #expect(refusal("<a x=\"1\" x=\"2\"/>")?.kind == .malformed)
        #expect(refusal("<a>&</a>")?.kind == .malformed)
        #expect(refusal("text")?.kind == .malformed)
        #expect(throws: XMLReadError.self) { try ElementTree.parse([0x3C, 0x61, 0xFF, 0x3E]) }
    }
}
