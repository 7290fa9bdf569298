import Testing

@testable import PropertyLists

/// Values shared by the property-list tests, and the round trip they all lean on.
enum PropertyListSamples {
    /// Encodes `value` in `format` and decodes it again, checking the format is detected.
    static func roundTrip(_ value: PropertyList, _ format: PropertyListFormat) throws -> PropertyList {
        let bytes = PropertyListEncoder.encode(value, format: format)
        let decoded = try PropertyListDecoder.decode(bytes)
        #expect(decoded.format == format)
        return decoded.value
    }

    /// 2024-02-29T12:34:56Z, seconds since 2001.
    static let leapDaySeconds: Double = 730_902_896

    /// A bit of everything, with whole-second dates so it survives XML too.
    static let everything: PropertyList = .dictionary([
        "string": .string("héllo <&> \"quoted\" 'single' 世界 😀 e\u{301}"),
        "empty string": .string(""),
        "integer": .integer(42),
        "negative": .integer(-7),
        "minimum": .integer(Int(Int64.min)),
        "maximum": .integer(Int(Int64.max)),
        "zero": .integer(0),
        "real": .real(3.25),
        "tiny": .real(.leastNonzeroMagnitude),
        "huge": .real(1.7976931348623157e308),
        "infinity": .real(.infinity),
        "true": .boolean(true),
        "false": .boolean(false),
        "date": .date(PropertyListDate(secondsSinceReferenceDate: leapDaySeconds)),
        "data": .data(Array(0...255)),
        "empty data": .data([]),
        "array": .array([.integer(1), .string("two"), .array([.real(3.5), .dictionary([:])]), .array([])]),
        "dict": .dictionary(["nested": .dictionary(["k": .string("v")]), "<&>": .string("key escaped")]),
    ])

    /// `depth` arrays, each inside the previous one, around a string.
    static func nested(depth: Int) -> PropertyList {
        var value = PropertyList.string("bottom")
        for level in 0..<depth {
            value = level.isMultiple(of: 2) ? .array([value]) : .dictionary(["level \(level)": value])
        }
        return value
    }
}

@Suite struct PropertyListRoundTripTests {
    @Test(arguments: PropertyListFormat.allCases)
    func everyTypeSurvives(format: PropertyListFormat) throws {
        #expect(
            try PropertyListSamples.roundTrip(PropertyListSamples.everything, format) == PropertyListSamples.everything)
    }

    @Test(arguments: PropertyListFormat.allCases)
    func scalarsSurviveAsTheRootValue(format: PropertyListFormat) throws {
        let roots: [PropertyList] = [
            .string("alone"), .integer(-1), .real(0.5), .boolean(false), .data([9]),
            .date(PropertyListDate(secondsSinceReferenceDate: -86_400)), .array([]), .dictionary([:]),
        ]
        for root in roots {
            #expect(try PropertyListSamples.roundTrip(root, format) == root)
        }
    }

    @Test(arguments: PropertyListFormat.allCases)
    func emptyContainersAndStrings(format: PropertyListFormat) throws {
        let value = PropertyList.array([
            .array([]), .dictionary([:]), .string(""), .data([]),
            .dictionary(["": .string(""), "empty array": .array([]), "empty dict": .dictionary([:])]),
        ])
        #expect(try PropertyListSamples.roundTrip(value, format) == value)
    }

    @Test(arguments: PropertyListFormat.allCases)
    func unicodeAndXMLSpecialCharactersInStringsAndKeys(format: PropertyListFormat) throws {
        let texts = [
            "日本語のテキスト", "中文", "한국어", "😀👩‍👩‍👧‍👦🇺🇦", "e\u{301}", "é", "a\u{308}\u{301}",
            "<tag attr=\"x\">&amp;</tag>", "]]>", "tab\there", "line\nbreak", "carriage\rreturn",
            "crlf\r\nend", "  leading and trailing  ", "\u{FEFF}bom", "\u{10FFFF}", "&#65;",
        ]
        var dictionary: [String: PropertyList] = [:]
        for text in texts { dictionary[text] = .string(text) }
        let value = PropertyList.array([.dictionary(dictionary), .array(texts.map { .string($0) })])
        let decoded = try PropertyListSamples.roundTrip(value, format)
        #expect(decoded == value)
        // Swift's == on String ignores normalisation; the bytes must survive exactly.
        guard case .array(let items) = decoded, case .array(let strings) = items[1] else {
            Issue.record("wrong shape")
            return
        }
        let bytes = strings.map { item -> [UInt8] in
            if case .string(let text) = item { return Array(text.utf8) }
            return []
        }
        #expect(bytes == texts.map { Array($0.utf8) })
    }

    @Test(arguments: PropertyListFormat.allCases)
    func canonicallyEquivalentStringsStayDistinct(format: PropertyListFormat) throws {
        // The binary writer shares equal strings; it must not share these two.
        let value = PropertyList.array([.string("é"), .string("e\u{301}"), .string("é")])
        guard case .array(let items) = try PropertyListSamples.roundTrip(value, format) else {
            Issue.record("not an array")
            return
        }
        let bytes = items.map { item -> [UInt8] in
            if case .string(let text) = item { return Array(text.utf8) }
            return []
        }
        #expect(bytes == [[0xC3, 0xA9], [0x65, 0xCC, 0x81], [0xC3, 0xA9]])
    }

    @Test(arguments: PropertyListFormat.allCases)
    func integersAtTheEdges(format: PropertyListFormat) throws {
        let integers: [Int] = [
            .min, .min + 1, -1_000_000_000_000, -4_294_967_296, -65_536, -256, -255, -1, 0, 1, 14, 15, 16,
            255, 256, 65_535, 65_536, 4_294_967_295, 4_294_967_296, .max - 1, .max,
        ]
        let value = PropertyList.array(integers.map { .integer($0) })
        #expect(try PropertyListSamples.roundTrip(value, format) == value)
    }

    @Test(arguments: PropertyListFormat.allCases)
    func reals(format: PropertyListFormat) throws {
        let reals: [Double] = [
            0.1, -0.1, 1.0 / 3.0, 2.5, -2.5, 1e300, -1e300, .greatestFiniteMagnitude, 1e-300,
            .leastNormalMagnitude, .leastNonzeroMagnitude, 0.0, 123_456_789.123_456_789, 1e16, 1e-5,
            .infinity, -.infinity, Double(Float.pi),
        ]
        let value = PropertyList.array(reals.map { .real($0) })
        #expect(try PropertyListSamples.roundTrip(value, format) == value)
    }

    @Test(arguments: PropertyListFormat.allCases)
    func negativeZeroKeepsItsSign(format: PropertyListFormat) throws {
        guard case .real(let real) = try PropertyListSamples.roundTrip(.real(-0.0), format) else {
            Issue.record("not a real")
            return
        }
        #expect(real == 0 && real.sign == .minus)
    }

    @Test(arguments: PropertyListFormat.allCases)
    func notANumberStaysNotANumber(format: PropertyListFormat) throws {
        guard case .real(let real) = try PropertyListSamples.roundTrip(.real(.nan), format) else {
            Issue.record("not a real")
            return
        }
        #expect(real.isNaN)
    }

    @Test func xmlDatesKeepWholeSecondsRoundedDown() throws {
        let cases: [(written: Double, read: Double)] = [
            (PropertyListSamples.leapDaySeconds + 0.75, PropertyListSamples.leapDaySeconds),
            (0, 0),
            (-0.5, -1),
            (-978_307_200, -978_307_200),  // 1970-01-01
            (-31_622_400.25, -31_622_401),  // in 2000, a leap year before the reference date
            (3_000_000_000.999, 3_000_000_000),
        ]
        for (written, read) in cases {
            let value = PropertyList.date(PropertyListDate(secondsSinceReferenceDate: written))
            #expect(
                try PropertyListSamples.roundTrip(value, .xml)
                    == .date(PropertyListDate(secondsSinceReferenceDate: read)))
        }
    }

    @Test func binaryDatesKeepFractionalSeconds() throws {
        for seconds in [PropertyListSamples.leapDaySeconds + 0.123_456, -0.5, 1e-6, 1e12 + 0.25] {
            let value = PropertyList.date(PropertyListDate(secondsSinceReferenceDate: seconds))
            #expect(try PropertyListSamples.roundTrip(value, .binary) == value)
        }
    }

    @Test(arguments: PropertyListFormat.allCases)
    func dataOfEveryPaddingLength(format: PropertyListFormat) throws {
        for length in 0...70 {
            let value = PropertyList.data((0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 250) })
            #expect(try PropertyListSamples.roundTrip(value, format) == value, "length \(length)")
        }
    }

    @Test(arguments: PropertyListFormat.allCases)
    func oneMegabyteOfData(format: PropertyListFormat) throws {
        let bytes = (0..<1_048_576).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 11) }
        let value = PropertyList.dictionary(["blob": .data(bytes)])
        #expect(try PropertyListSamples.roundTrip(value, format) == value)
    }

    @Test(arguments: PropertyListFormat.allCases)
    func deepButLegalNesting(format: PropertyListFormat) throws {
        for depth in [100, XMLPropertyListReader.maximumDepth] {
            let value = PropertyListSamples.nested(depth: depth)
            #expect(try PropertyListSamples.roundTrip(value, format) == value)
        }
    }

    @Test(arguments: PropertyListFormat.allCases)
    func dictionaryWithTwentyKeys(format: PropertyListFormat) throws {
        var dictionary: [String: PropertyList] = [:]
        for index in 0..<20 {
            dictionary["key \(index)"] = index.isMultiple(of: 2) ? .integer(index) : .string("value \(index)")
        }
        let value = PropertyList.dictionary(dictionary)
        #expect(try PropertyListSamples.roundTrip(value, format) == value)
    }

    @Test(arguments: PropertyListFormat.allCases)
    func sharedValuesAndLongContainers(format: PropertyListFormat) throws {
        // Counts of 15 and more take the extended count form in binary.
        let tasks = (0..<300).map { index -> PropertyList in
            .dictionary([
                "title": .string("Task \(index) with a title longer than fifteen bytes"),
                "type": .string(index.isMultiple(of: 3) ? "important" : "normal"),
                "done": .boolean(index.isMultiple(of: 2)),
                "priority": .integer(index % 5),
            ])
        }
        let value = PropertyList.array(tasks)
        #expect(try PropertyListSamples.roundTrip(value, format) == value)
    }

    @Test(arguments: PropertyListFormat.allCases)
    func equalValuesGiveEqualBytes(format: PropertyListFormat) {
        // Keys are sorted, so hash-order differences between dictionaries do not show.
        let first = PropertyListEncoder.encode(PropertyListSamples.everything, format: format)
        var copy: [String: PropertyList] = [:]
        if case .dictionary(let dictionary) = PropertyListSamples.everything {
            for key in dictionary.keys.sorted().reversed() { copy[key] = dictionary[key] }
        }
        #expect(PropertyListEncoder.encode(.dictionary(copy), format: format) == first)
    }
}
