/// Turns the bytes of a `.plist` file back into a property list.
///
/// Pure Swift, no Foundation. Reads `bplist00` binary plists and Apple's XML
/// plists, telling which one it found. Hostile input is an error, never a
/// crash: every failure is a `PropertyListError` with the byte offset to look at.
public enum PropertyListDecoder {
    /// The value in `bytes` and the format it was written in.
    public static func decode(
        _ bytes: [UInt8]
    ) throws(PropertyListError) -> (value: PropertyList, format: PropertyListFormat) {
        guard bytes.count <= PropertyListLimits.maximumFileSize else {
            throw PropertyListError(
                "too large: a property list may be at most \(PropertyListLimits.maximumFileSize >> 20) MiB",
                offset: PropertyListLimits.maximumFileSize)
        }
        let binaryMagic: [UInt8] = Array("bplist".utf8)
        if bytes.count >= 8, bytes[0..<6].elementsEqual(binaryMagic) {
            // "bplist" followed by another version ("bplist15", "bplist16") is a
            // different object encoding, not something to guess at.
            guard bytes[6] == UInt8(ascii: "0"), bytes[7] == UInt8(ascii: "0") else {
                throw PropertyListError("unsupported binary property list version", offset: 6)
            }
            return (try BinaryPropertyListReader.read(bytes), .binary)
        }
        guard let first = firstSignificantByte(in: bytes) else {
            throw PropertyListError("empty input is not a property list", offset: bytes.count)
        }
        switch bytes[first] {
        case UInt8(ascii: "<"):
            return (try XMLPropertyListReader.read(bytes), .xml)
        case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "\""):
            throw PropertyListError("OpenStep (old-style) property lists are not supported", offset: first)
        case 0xFE, 0xFF:
            throw PropertyListError(
                "UTF-16 and UTF-32 XML property lists are not supported; expected UTF-8", offset: first)
        case 0x00 where first + 1 < bytes.count && bytes[first + 1] == UInt8(ascii: "<"):
            throw PropertyListError(
                "UTF-16 and UTF-32 XML property lists are not supported; expected UTF-8", offset: first)
        default:
            throw PropertyListError("it starts with neither \"bplist00\" nor \"<?xml\"", offset: first)
        }
    }

    /// Where the content starts after a UTF-8 byte order mark and blank space.
    private static func firstSignificantByte(in bytes: [UInt8]) -> Int? {
        var index = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return index
            }
        }
        return nil
    }
}
