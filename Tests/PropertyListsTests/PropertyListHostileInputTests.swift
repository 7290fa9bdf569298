import Testing

@testable import PropertyLists

/// Damaged and malicious input is a `PropertyListError` with an offset:
/// never a crash, a hang or an allocation the file does not justify.
@Suite struct PropertyListHostileInputTests {
    // MARK: Building damaged files

    static func xml(_ body: String) -> [UInt8] { xml(Array(body.utf8)) }

    static func xml(_ body: [UInt8]) -> [UInt8] {
        let header = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">

            """
        return Array(header.utf8) + body + Array("\n</plist>\n".utf8)
    }

    /// A `bplist00` file from raw object encodings, with a trailer that is
    /// right unless told otherwise.
    static func binary(
        _ objects: [[UInt8]], top: UInt64 = 0, offsetWidth: UInt8 = 1, referenceWidth: UInt8 = 1,
        objectCount: UInt64? = nil, offsetTableOffset: UInt64? = nil, offsets: [UInt64]? = nil
    ) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var computed: [UInt64] = []
        for object in objects {
            computed.append(UInt64(bytes.count))
            bytes += object
        }
        let table = UInt64(bytes.count)
        for offset in offsets ?? computed {
            for shift in stride(from: 8 * (Int(offsetWidth) - 1), through: 0, by: -8) {
                bytes.append(UInt8(truncatingIfNeeded: offset >> UInt64(shift)))
            }
        }
        bytes += [0, 0, 0, 0, 0, 0, offsetWidth, referenceWidth]
        for field in [objectCount ?? UInt64(objects.count), top, offsetTableOffset ?? table] {
            for shift in stride(from: 56, through: 0, by: -8) {
                bytes.append(UInt8(truncatingIfNeeded: field >> UInt64(shift)))
            }
        }
        return bytes
    }

    /// `depth` arrays each holding the next, the innermost empty.
    static func deepBinary(depth: Int) -> [UInt8] {
        let objects = (0..<depth).map { index -> [UInt8] in
            guard index + 1 < depth else { return [0xA0] }
            return [0xA1, UInt8(truncatingIfNeeded: (index + 1) >> 8), UInt8(truncatingIfNeeded: index + 1)]
        }
        return binary(objects, offsetWidth: 2, referenceWidth: 2)
    }

    static func expectFailure(
        _ bytes: [UInt8], _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        do {
            let decoded = try PropertyListDecoder.decode(bytes)
            Issue.record(
                "decoded \(decoded.value) from damaged input \(comment.map { "\($0)" } ?? "")",
                sourceLocation: sourceLocation)
        } catch {
            #expect(error.offset != nil, "no offset for \(error.message)", sourceLocation: sourceLocation)
        }
    }

    // MARK: Anything

    @Test(
        arguments: [
            ("empty", [UInt8]()),
            ("blank", Array("  \n\t ".utf8)),
            ("byte order mark only", [0xEF, 0xBB, 0xBF]),
            ("garbage", [0x00, 0x01, 0xFF, 0x7F, 0x80, 0x13, 0x37]),
            ("JSON", Array(#"{"a": 1}"#.utf8)),
            ("OpenStep", Array("{ a = b; }".utf8)),
            ("UTF-16 XML", [0xFF, 0xFE, 0x3C, 0x00, 0x3F, 0x00]),
            ("another binary version", Array("bplist15".utf8) + [UInt8](repeating: 0, count: 40)),
            ("binary magic only", Array("bplist00".utf8)),
        ] as [(String, [UInt8])])
    func notAPropertyList(name: String, bytes: [UInt8]) {
        Self.expectFailure(bytes, "\(name)")
    }

    // MARK: XML

    @Test(
        arguments: [
            ("no plist root", Array(#"<?xml version="1.0"?><dict><key>a</key><true/></dict>"#.utf8)),
            ("wrong root", Array("<plst><true/></plst>".utf8)),
            ("empty plist", xml("")),
            ("self-closed plist", Array(#"<plist version="1.0"/>"#.utf8)),
            ("two root values", xml("<true/><false/>")),
            ("unknown tag", xml("<foo/>")),
            ("unknown long tag", xml("<dictionaryish/>")),
            ("mismatched tags", xml("<array><dict></array></dict>")),
            ("closing tag of another element", xml("<string>abc</key>")),
            ("unterminated string", Array("<plist><string>abc".utf8)),
            ("unterminated array", Array("<plist><array><true/>".utf8)),
            ("unterminated tag", Array("<plist><array".utf8)),
            ("unterminated comment", xml("<!-- never closed <true/>")),
            ("unterminated CDATA", xml("<string><![CDATA[abc</string>")),
            ("unknown entity", xml("<string>&nbsp;</string>")),
            ("entity without semicolon", xml("<string>a &amp b</string>")),
            ("reference to a surrogate", xml("<string>&#xD800;</string>")),
            ("reference to NUL", xml("<string>&#0;</string>")),
            ("reference beyond Unicode", xml("<string>&#x110000;</string>")),
            ("bad base64 symbol", xml("<data>AA@A</data>")),
            ("base64 with a lone symbol", xml("<data>AAAAA</data>")),
            ("base64 data after padding", xml("<data>AA==AA</data>")),
            ("base64 with too much padding", xml("<data>A===</data>")),
            ("dict key without value", xml("<dict><key>a</key></dict>")),
            ("two keys in a row", xml("<dict><key>a</key><key>b</key><true/></dict>")),
            ("dict value without key", xml("<dict><string>a</string></dict>")),
            ("dict container without key", xml("<dict><array/></dict>")),
            ("key in an array", xml("<array><key>a</key></array>")),
            ("key at the root", xml("<key>a</key>")),
            ("text outside elements", xml("hello<true/>")),
            ("text between array elements", xml("<array><true/>x<false/></array>")),
            ("trailing garbage", xml("<true/>") + Array("garbage".utf8)),
            ("a second plist", xml("<true/>") + xml("<true/>")),
            ("not an integer", xml("<integer>12a</integer>")),
            ("integer too large", xml("<integer>9223372036854775808</integer>")),
            ("integer too small", xml("<integer>-9223372036854775809</integer>")),
            ("empty integer", xml("<integer></integer>")),
            ("hex integer too large", xml("<integer>0x10000000000000000</integer>")),
            ("not a real", xml("<real>one</real>")),
            ("empty real", xml("<real/>")),
            ("month 13", xml("<date>2024-13-01T00:00:00Z</date>")),
            ("February 30", xml("<date>2024-02-30T00:00:00Z</date>")),
            ("date without Z", xml("<date>2024-01-01T00:00:00</date>")),
            ("date with an offset", xml("<date>2024-01-01T00:00:00+01:00</date>")),
            ("content in true", xml("<true>yes</true>")),
            ("attributes on a value", xml(#"<string lang="en">a</string>"#)),
            ("tag inside a string", xml("<string>a<b/>c</string>")),
            ("invalid UTF-8 in a string", xml(Array("<string>".utf8) + [0xC3, 0x28] + Array("</string>".utf8))),
            ("invalid UTF-8 in a key", xml(Array("<dict><key>".utf8) + [0xFF] + Array("</key><true/></dict>".utf8))),
            ("overlong UTF-8", xml(Array("<string>".utf8) + [0xC0, 0xAF] + Array("</string>".utf8))),
            ("closing tag first", xml("</array>")),
            ("lone angle bracket", xml("< dict/>")),
        ] as [(String, [UInt8])])
    func damagedXML(name: String, bytes: [UInt8]) {
        Self.expectFailure(bytes, "\(name)")
    }

    @Test func aRepeatedKeyKeepsItsLastValueInBothFormats() throws {
        let xml = Self.xml("<dict><key>a</key><integer>1</integer><key>a</key><integer>2</integer></dict>")
        // A dictionary whose two keys are both "a", with the values 1 and 2.
        let binary = Self.binary([
            [0xD2, 1, 2, 3, 4], [0x51, UInt8(ascii: "a")], [0x51, UInt8(ascii: "a")], [0x10, 1], [0x10, 2],
        ])
        for bytes in [xml, binary] {
            #expect(try PropertyListDecoder.decode(bytes).value == .dictionary(["a": .integer(2)]))
        }
    }

    @Test func nestedContainersKeepTheirOwnValues() throws {
        let xml = Self.xml(
            "<dict><key>a</key><array><integer>1</integer><dict><key>b</key><true/></dict></array>"
                + "<key>c</key><array/></dict>")
        let expected = PropertyList.dictionary([
            "a": .array([.integer(1), .dictionary(["b": .boolean(true)])]), "c": .array([]),
        ])
        #expect(try PropertyListDecoder.decode(xml).value == expected)
        let binary = PropertyListEncoder.encode(expected, format: .binary)
        #expect(try PropertyListDecoder.decode(binary).value == expected)
    }

    @Test func truncatedXMLFailsAtEveryCut() throws {
        let bytes = PropertyListEncoder.encode(PropertyListSamples.everything, format: .xml)
        let closing = bytes.count - 1  // the writer ends with "</plist>\n"
        // Every cut before the end of `</plist>` loses something; after it only the final newline goes.
        for length in 0..<closing {
            Self.expectFailure(Array(bytes[..<length]), "cut at \(length)")
        }
        #expect(try PropertyListDecoder.decode(Array(bytes[..<closing])).value == PropertyListSamples.everything)
    }

    @Test func xmlNestingDeeperThanTheLimit() {
        let depth = 1_000
        let body = String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth)
        Self.expectFailure(Self.xml(body))
        let dictionaries =
            String(repeating: "<dict><key>k</key>", count: depth) + "<true/>"
            + String(repeating: "</dict>", count: depth)
        Self.expectFailure(Self.xml(dictionaries))
    }

    @Test func xmlNestingAtTheLimitIsAccepted() throws {
        let depth = XMLPropertyListReader.maximumDepth
        let body = String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth)
        _ = try PropertyListDecoder.decode(Self.xml(body))
        let deeper = String(repeating: "<array>", count: depth + 1) + String(repeating: "</array>", count: depth + 1)
        Self.expectFailure(Self.xml(deeper))
    }

    @Test func errorsNameTheOffendingByte() {
        let bytes = Self.xml("<array><true/><bogus/></array>")
        let offset = Array(bytes).firstRange(of: Array("<bogus/>".utf8))?.lowerBound
        #expect(throws: PropertyListError("unknown tag", offset: offset)) {
            try PropertyListDecoder.decode(bytes)
        }
    }

    // MARK: Binary

    @Test(
        arguments: [
            ("too short", binary([]).dropLast(10).map { $0 }),
            ("zero-width offsets", binary([[0x53, 0x61, 0x62, 0x63]], offsetWidth: 0)),
            ("zero-width references", binary([[0xA1, 0x00]], referenceWidth: 0)),
            ("three-byte offsets", binary([[0x09]], offsetWidth: 3)),
            ("no objects", binary([[0x09]], objectCount: 0)),
            ("absurd object count", binary([[0x09]], objectCount: .max)),
            ("object count beyond the offset table", binary([[0x09]], objectCount: 3)),
            ("top object out of range", binary([[0x09]], top: 1)),
            ("offset table inside the header", binary([[0x09]], offsetTableOffset: 4)),
            ("offset table past the end", binary([[0x09]], offsetTableOffset: 1 << 40)),
            ("offset pointing outside the file", binary([[0x09]], offsets: [200])),
            ("offset pointing into the header", binary([[0x09]], offsets: [2])),
            ("offset pointing into the offset table", binary([[0x09]], offsets: [9])),
            ("reference out of range", binary([[0xA1, 0x05]])),
            ("array containing itself", binary([[0xA1, 0x00]])),
            ("two arrays containing each other", binary([[0xA1, 0x01], [0xA1, 0x00]])),
            ("dictionary containing itself", binary([[0xD1, 0x01, 0x00], [0x51, 0x6B]])),
            ("absurd data count", binary([[0x4F, 0x13, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]])),
            ("negative data count", binary([[0x4F, 0x13, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]])),
            ("absurd array count", binary([[0xAF, 0x12, 0xFF, 0xFF, 0xFF, 0xFF]])),
            (
                "array count that overflows when doubled",
                binary([[0xDF, 0x13, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]])
            ),
            ("absurd UTF-16 count", binary([[0x6F, 0x13, 0x40, 0, 0, 0, 0, 0, 0, 0]])),
            ("string longer than the file", binary([[0x5E, 0x61]])),
            ("count marker without an integer", binary([[0x5F, 0x51, 0x61]])),
            ("count integer cut off", binary([[0x5F, 0x13, 0x00]])),
            ("dictionary key that is not a string", binary([[0xD1, 0x01, 0x01], [0x10, 0x05]])),
            ("dictionary key that is an array", binary([[0xD1, 0x01, 0x01], [0xA0]])),
            ("non-ASCII byte in an ASCII string", binary([[0x52, 0x61, 0xE9]])),
            ("unpaired surrogate", binary([[0x61, 0xD8, 0x00]])),
            ("integer wider than 16 bytes", binary([[0x15] + [UInt8](repeating: 0, count: 32)])),
            ("16-byte integer beyond 64 bits", binary([[0x14, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0]])),
            ("real of 2 bytes", binary([[0x21, 0x00, 0x00]])),
            ("real cut off", binary([[0x23, 0x00]])),
            ("date of 4 bytes", binary([[0x32, 0, 0, 0, 0]])),
            ("null", binary([[0x00]])),
            ("fill byte", binary([[0x0F]])),
            ("UID", binary([[0x80, 0x01]])),
            ("set", binary([[0xC0]])),
            ("unknown marker", binary([[0x70]])),
            ("references too narrow for the object count", binary(Array(repeating: [0x09], count: 300))),
        ] as [(String, [UInt8])])
    func damagedBinary(name: String, bytes: [UInt8]) {
        Self.expectFailure(bytes, "\(name)")
    }

    @Test func truncatedBinaryFailsAtEveryCut() {
        let bytes = PropertyListEncoder.encode(PropertyListSamples.everything, format: .binary)
        for length in 0..<bytes.count {
            Self.expectFailure(Array(bytes[..<length]), "cut at \(length)")
        }
    }

    @Test func binaryNestingDeeperThanTheLimit() throws {
        Self.expectFailure(Self.deepBinary(depth: 1_000))
        Self.expectFailure(Self.deepBinary(depth: BinaryPropertyListReader.maximumDepth + 1))
        #expect(
            try PropertyListDecoder.decode(Self.deepBinary(depth: BinaryPropertyListReader.maximumDepth)).format
                == .binary)
    }

    /// `depth` arrays, each holding the next one twice: `depth` objects, 2^depth paths.
    static func doublingArrays(depth: Int, leaf: [UInt8] = [0xA0]) -> [UInt8] {
        let objects = (0..<depth).map { index -> [UInt8] in
            index + 1 < depth ? [0xA2, UInt8(index + 1), UInt8(index + 1)] : leaf
        }
        return binary(objects, offsetWidth: leaf.count > 200 ? 4 : 1)
    }

    @Test func sharedContainersThatExpandPastTheLimitAreRefused() {
        // Forty levels: 2^40 values once expanded, in 200 bytes. Refused while
        // reading, long before anything walks the copies.
        let bytes = Self.doublingArrays(depth: 40)
        #expect(bytes.count < 300)
        #expect(throws: PropertyListError.self) { try PropertyListDecoder.decode(bytes) }
        do {
            _ = try PropertyListDecoder.decode(bytes)
        } catch {
            #expect(error.message.contains("more than 1048576 values"), "\(error)")
        }
        // Sixty-four levels would overflow a plain count; the tally saturates.
        #expect(throws: PropertyListError.self) { try PropertyListDecoder.decode(Self.doublingArrays(depth: 64)) }
    }

    @Test func sharedContainersWithinTheLimitAreReadOnceAndShared() throws {
        // Nineteen levels: 2^19 - 1 arrays and 2^18 empty leaves, under a million values.
        let bytes = Self.doublingArrays(depth: 19)
        guard case .array(let top) = try PropertyListDecoder.decode(bytes).value else {
            Issue.record("not an array")
            return
        }
        #expect(top.count == 2)
        #expect(top[0] == top[1])
    }

    @Test func oneSharedStringCopiedPastTheByteLimitIsRefused() {
        // A 1 MiB string referenced 2^7 times: 128 MiB of text once expanded.
        let size = 1 << 20
        // An ASCII string (0x5F) whose length follows as a 4-byte integer (0x12).
        let string: [UInt8] = [0x5F, 0x12, 0x00, 0x10, 0x00, 0x00] + [UInt8](repeating: 0x61, count: size)
        let bytes = Self.doublingArrays(depth: 8, leaf: string)
        #expect(throws: PropertyListError.self) { try PropertyListDecoder.decode(bytes) }
        // Two levels (four copies, 4 MiB) are fine.
        #expect(throws: Never.self) { try PropertyListDecoder.decode(Self.doublingArrays(depth: 3, leaf: string)) }
    }

    @Test func xmlWithMoreValuesThanTheLimitIsRefused() {
        let count = PropertyListLimits.maximumExpandedValues
        var text = "<plist><array>"
        text += String(repeating: "<true/>", count: count)
        text += "</array></plist>"
        #expect(throws: PropertyListError.self) { try PropertyListDecoder.decode(Array(text.utf8)) }
        let fits = "<plist><array>" + String(repeating: "<true/>", count: count - 1) + "</array></plist>"
        #expect(throws: Never.self) { try PropertyListDecoder.decode(Array(fits.utf8)) }
    }

    @Test func inputOverTheFileSizeLimitIsRefusedUnread() {
        let bytes = [UInt8](repeating: 0x20, count: PropertyListLimits.maximumFileSize + 1)
        #expect(throws: PropertyListError.self) { try PropertyListDecoder.decode(bytes) }
    }

    @Test func randomDamageNeverCrashes() {
        // Deterministic pseudo-random bit flips, byte overwrites and cuts.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        let originals = [
            PropertyListEncoder.encode(PropertyListSamples.everything, format: .binary),
            PropertyListEncoder.encode(PropertyListSamples.nested(depth: 20), format: .binary),
            PropertyListEncoder.encode(PropertyListSamples.everything, format: .xml),
        ]
        var failures = 0
        for round in 0..<3_000 {
            var bytes = originals[round % originals.count]
            for _ in 0...(next() % 4) {
                let index = Int(next() % UInt64(bytes.count))
                switch next() % 3 {
                case 0: bytes[index] ^= UInt8(1 << (next() % 8))
                case 1: bytes[index] = UInt8(truncatingIfNeeded: next())
                default: bytes.removeSubrange(index..<min(bytes.count, index + Int(next() % 4) + 1))
                }
                if bytes.isEmpty { break }
            }
            do {
                _ = try PropertyListDecoder.decode(bytes)
            } catch {
                failures += 1
                #expect(error.offset != nil)
            }
        }
        #expect(failures > 0)
    }
}
