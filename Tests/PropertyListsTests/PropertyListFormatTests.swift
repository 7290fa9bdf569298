import Testing

@testable import PropertyLists

/// The exact bytes each format writes, and the less common forms the readers accept.
@Suite struct PropertyListFormatTests {
    private func xmlText(_ value: PropertyList) -> String {
        String(decoding: PropertyListEncoder.encode(value, format: .xml), as: UTF8.self)
    }

    private func decodeXML(_ text: String) throws -> PropertyList {
        let decoded = try PropertyListDecoder.decode(Array(text.utf8))
        #expect(decoded.format == .xml)
        return decoded.value
    }

    private func wrapped(_ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n\(body)\n</plist>\n"
    }

    // MARK: XML writing

    @Test func xmlLayoutMatchesPlistlib() {
        let value = PropertyList.dictionary([
            "b": .array([.integer(-5), .real(1.5), .boolean(true), .boolean(false), .array([]), .dictionary([:])]),
            "a": .string("x < y & z > w"),
            "date": .date(PropertyListDate(secondsSinceReferenceDate: PropertyListSamples.leapDaySeconds + 0.9)),
            "data": .data([0, 1, 2, 3]),
            "empty": .string(""),
        ])
        #expect(
            xmlText(value) == """
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                <plist version="1.0">
                <dict>
                \t<key>a</key>
                \t<string>x &lt; y &amp; z &gt; w</string>
                \t<key>b</key>
                \t<array>
                \t\t<integer>-5</integer>
                \t\t<real>1.5</real>
                \t\t<true/>
                \t\t<false/>
                \t\t<array/>
                \t\t<dict/>
                \t</array>
                \t<key>data</key>
                \t<data>
                \tAAECAw==
                \t</data>
                \t<key>date</key>
                \t<date>2024-02-29T12:34:56Z</date>
                \t<key>empty</key>
                \t<string></string>
                </dict>
                </plist>

                """)
    }

    @Test func base64LinesNarrowWithIndentation() {
        // plistlib: 76 - 8 × level columns, at least 16, whole 3-byte groups.
        let data = PropertyList.data([UInt8](repeating: 0xFF, count: 120))
        let lines = xmlText(.array([.array([data])])).split(separator: "\n")
        let base64 = lines.filter { $0.hasPrefix("\t\t") && $0.contains("/") && !$0.contains("<") }
        #expect(base64.map(\.count) == [2 + 60, 2 + 60, 2 + 40])
        let top = xmlText(data).split(separator: "\n").filter { $0.contains("/") && !$0.contains("<") }
        #expect(top.map(\.count) == [76, 76, 8])
    }

    @Test func dictionaryKeysInCodePointOrder() {
        let value = PropertyList.dictionary([
            "b": .integer(2), "a": .integer(1), "B": .integer(0), "é": .integer(4), "z": .integer(3), "😀": .integer(5),
        ])
        let keys = xmlText(value).split(separator: "\n").filter { $0.contains("<key>") }
        #expect(
            keys == [
                "\t<key>B</key>", "\t<key>a</key>", "\t<key>b</key>", "\t<key>z</key>", "\t<key>é</key>",
                "\t<key>😀</key>",
            ])
    }

    @Test func realsAndSpecialValuesAsText() {
        let value = PropertyList.array([
            .real(0.1), .real(1e100), .real(-0.0), .real(.infinity), .real(-.infinity), .real(.nan), .real(2),
        ])
        let reals = xmlText(value).split(separator: "\n").filter { $0.contains("<real>") }
        #expect(
            reals == [
                "\t<real>0.1</real>", "\t<real>1e+100</real>", "\t<real>-0.0</real>", "\t<real>inf</real>",
                "\t<real>-inf</real>", "\t<real>nan</real>", "\t<real>2.0</real>",
            ])
    }

    @Test func carriageReturnsAreWrittenAsReferences() {
        #expect(xmlText(.string("a\rb")).contains("<string>a&#13;b</string>"))
    }

    @Test func datesOutsideFourDigitYearsAreClamped() throws {
        let early = PropertyList.date(PropertyListDate(secondsSinceReferenceDate: -1e15))
        let late = PropertyList.date(PropertyListDate(secondsSinceReferenceDate: .infinity))
        #expect(xmlText(early).contains("<date>0001-01-01T00:00:00Z</date>"))
        #expect(xmlText(late).contains("<date>9999-12-31T23:59:59Z</date>"))
    }

    // MARK: XML reading

    @Test func readsEntitiesReferencesAndCDATA() throws {
        let value = try decodeXML(
            wrapped(
                "<string>&lt;&gt;&amp;&quot;&apos; &#65;&#x42;&#x1F600; <![CDATA[<raw> & ]]> tail</string>"))
        #expect(value == .string("<>&\"' AB😀 <raw> &  tail"))
    }

    @Test func skipsCommentsAndProcessingInstructionsEverywhere() throws {
        let text = """
            \u{FEFF}  <?xml version="1.0" encoding="UTF-8"?>
            <!-- before the doctype -->
            <!DOCTYPE plist [ <!ENTITY x "y>"> ]>
            <?custom instruction?>
            <plist version="1.0">
            <!-- a comment --><dict>
              <key>a<!-- inside --></key> <?pi?> <string>b<!-- in text -->c</string>
              <!-- between -->
              <key>n</key><integer> 7 </integer>
            </dict>
            </plist>
            <!-- after -->

            """
        #expect(try decodeXML(text) == .dictionary(["a": .string("bc"), "n": .integer(7)]))
    }

    @Test func readsEmptyForms() throws {
        let value = try decodeXML(
            wrapped(
                "<array><dict/><array/><string/><data/><dict></dict><array></array><string></string><data></data><true></true><false/></array>"
            ))
        #expect(
            value
                == .array([
                    .dictionary([:]), .array([]), .string(""), .data([]), .dictionary([:]), .array([]), .string(""),
                    .data([]), .boolean(true), .boolean(false),
                ]))
        #expect(try decodeXML(wrapped("<dict><key/><string/></dict>")) == .dictionary(["": .string("")]))
    }

    @Test func readsIntegersInEveryAcceptedForm() throws {
        let value = try decodeXML(
            wrapped(
                """
                <array><integer>0x1F</integer><integer>0XfF</integer><integer>-0x10</integer><integer>+12</integer>
                <integer>-9223372036854775808</integer><integer>0x7FFFFFFFFFFFFFFF</integer><integer>007</integer></array>
                """))
        #expect(
            value
                == .array([
                    .integer(31), .integer(255), .integer(-16), .integer(12), .integer(.min), .integer(.max),
                    .integer(7),
                ]))
    }

    @Test func readsRealsInFoundationsForms() throws {
        let value = try decodeXML(
            wrapped(
                "<array><real>1</real><real>+infinity</real><real>-infinity</real><real>-inf</real><real>1E3</real><real> .5 </real></array>"
            ))
        #expect(
            value
                == .array([.real(1), .real(.infinity), .real(-.infinity), .real(-.infinity), .real(1000), .real(0.5)]))
        guard case .real(let real) = try decodeXML(wrapped("<real>NaN</real>")) else {
            Issue.record("not a real")
            return
        }
        #expect(real.isNaN)
    }

    @Test func readsPartialDatesAsPlistlibDoes() throws {
        let start2024 = PropertyListSamples.leapDaySeconds - (31 + 28) * 86_400 - 12 * 3_600 - 34 * 60 - 56
        #expect(
            try decodeXML(wrapped("<date>2024Z</date>"))
                == .date(PropertyListDate(secondsSinceReferenceDate: start2024)))
        #expect(
            try decodeXML(wrapped("<date>2024-02-29T12:34Z</date>"))
                == .date(PropertyListDate(secondsSinceReferenceDate: PropertyListSamples.leapDaySeconds - 56)))
        #expect(
            try decodeXML(wrapped("<date>1970-01-01T00:00:00Z</date>"))
                == .date(PropertyListDate(unixTime: 0)))
    }

    @Test func base64AcceptsAnyBlankSpaceAndMissingPadding() throws {
        #expect(try decodeXML(wrapped("<data>\n\t AA\r\nEC\tAw = =\n</data>")) == .data([0, 1, 2, 3]))
        #expect(try decodeXML(wrapped("<data>AAECAw</data>")) == .data([0, 1, 2, 3]))
        #expect(try decodeXML(wrapped("<data>AAEC</data>")) == .data([0, 1, 2]))
    }

    @Test func blankSpaceAroundTagsAndNamesIsAllowed() throws {
        #expect(try decodeXML("\n\n  <plist>\n<array  >\n<true />\n</array >\n</plist >") == .array([.boolean(true)]))
    }

    @Test func aRepeatedKeyKeepsTheLastValue() throws {
        #expect(
            try decodeXML(wrapped("<dict><key>a</key><integer>1</integer><key>a</key><integer>2</integer></dict>"))
                == .dictionary(["a": .integer(2)]))
    }

    @Test func tagConstantsSpellTheirNames() {
        typealias Tag = XMLPropertyListReader.Tag
        let constants: [(UInt64, String)] = [
            (Tag.plist, "plist"), (Tag.dict, "dict"), (Tag.array, "array"), (Tag.key, "key"),
            (Tag.string, "string"), (Tag.integer, "integer"), (Tag.real, "real"), (Tag.date, "date"),
            (Tag.data, "data"), (Tag.true, "true"), (Tag.false, "false"),
        ]
        for (constant, name) in constants {
            #expect(constant == Tag.pack(name), "\(name)")
        }
    }

    // MARK: Binary

    /// The trailer's fields: offset width, reference width, object count, top, table offset.
    private func trailer(
        _ bytes: [UInt8]
    ) -> (offsetWidth: Int, referenceWidth: Int, objects: Int, top: Int, table: Int) {
        func field(_ start: Int) -> Int { bytes[start..<start + 8].reduce(0) { $0 << 8 | Int($1) } }
        let start = bytes.count - 32
        return (Int(bytes[start + 6]), Int(bytes[start + 7]), field(start + 8), field(start + 16), field(start + 24))
    }

    @Test func binaryHeaderAndTrailer() {
        let bytes = PropertyListEncoder.encode(.array([.boolean(true)]), format: .binary)
        #expect(Array(bytes.prefix(8)) == Array("bplist00".utf8))
        let fields = trailer(bytes)
        #expect(fields.offsetWidth == 1 && fields.referenceWidth == 1 && fields.objects == 2 && fields.top == 0)
        #expect(Array(bytes[(bytes.count - 32)..<(bytes.count - 26)]) == [0, 0, 0, 0, 0, 0])
        // Objects: the scalar first, then the array; two one-byte offsets.
        #expect(Array(bytes[8..<fields.table]) == [0x09, 0xA1, 0x01])
        #expect(Array(bytes[fields.table..<(fields.table + 2)]) == [9, 8])
    }

    @Test func referencesAndOffsetsUseTheFewestBytes() {
        let small = PropertyListEncoder.encode(.array((0..<200).map { .integer($0) }), format: .binary)
        #expect(trailer(small).referenceWidth == 1)
        #expect(trailer(small).offsetWidth == 2)
        let medium = PropertyListEncoder.encode(.array((0..<300).map { .integer($0) }), format: .binary)
        #expect(trailer(medium).referenceWidth == 2)
        let tiny = PropertyListEncoder.encode(.string("x"), format: .binary)
        #expect(trailer(tiny).offsetWidth == 1 && trailer(tiny).referenceWidth == 1)
    }

    @Test func equalScalarsAreWrittenOnce() {
        let task = PropertyList.dictionary(["title": .string("same"), "done": .boolean(true), "rank": .integer(3)])
        let bytes = PropertyListEncoder.encode(.array(Array(repeating: task, count: 100)), format: .binary)
        // 1 array + 100 dictionaries + 3 keys + 3 values.
        #expect(trailer(bytes).objects == 107)
        // 1, 1.0, true and a date at 1.0 look alike but are four objects.
        let alike = PropertyList.array([
            .integer(1), .real(1), .boolean(true), .date(PropertyListDate(secondsSinceReferenceDate: 1)), .integer(1),
        ])
        #expect(trailer(PropertyListEncoder.encode(alike, format: .binary)).objects == 5)
    }

    @Test func binaryMarkers() {
        func objects(_ value: PropertyList) -> [UInt8] {
            let bytes = PropertyListEncoder.encode(value, format: .binary)
            return Array(bytes[8..<trailer(bytes).table])
        }
        #expect(objects(.integer(255)) == [0x10, 0xFF])
        #expect(objects(.integer(256)) == [0x11, 0x01, 0x00])
        #expect(objects(.integer(65_536)) == [0x12, 0x00, 0x01, 0x00, 0x00])
        #expect(objects(.integer(-1)) == [0x13] + [UInt8](repeating: 0xFF, count: 8))
        #expect(objects(.real(1)) == [0x23, 0x3F, 0xF0, 0, 0, 0, 0, 0, 0])
        #expect(objects(.date(PropertyListDate(secondsSinceReferenceDate: 1))) == [0x33, 0x3F, 0xF0, 0, 0, 0, 0, 0, 0])
        #expect(objects(.boolean(false)) == [0x08])
        #expect(objects(.data([7, 8])) == [0x42, 7, 8])
        #expect(objects(.string("hi")) == [0x52, 0x68, 0x69])
        #expect(objects(.string("é😀")) == [0x63, 0x00, 0xE9, 0xD8, 0x3D, 0xDE, 0x00])
        #expect(
            objects(.string(String(repeating: "a", count: 15))) == [0x5F, 0x10, 0x0F]
                + [UInt8](repeating: 0x61, count: 15))
        #expect(objects(.dictionary([:])) == [0xD0])
    }

    @Test func readsSinglePrecisionAndWideIntegers() throws {
        let float = PropertyListHostileInputTests.binary([[0x22, 0x3F, 0xC0, 0x00, 0x00]])
        #expect(try PropertyListDecoder.decode(float).value == .real(1.5))
        let wide = PropertyListHostileInputTests.binary([[0x14] + [UInt8](repeating: 0xFF, count: 16)])
        #expect(try PropertyListDecoder.decode(wide).value == .integer(-1))
        let positive = PropertyListHostileInputTests.binary([[0x14] + [UInt8](repeating: 0, count: 15) + [5]])
        #expect(try PropertyListDecoder.decode(positive).value == .integer(5))
    }
}
