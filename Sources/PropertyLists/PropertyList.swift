/// A property-list value: the only kinds of value the store keeps.
///
/// These are the types `UserDefaults` accepts: strings, numbers, booleans,
/// dates, data, arrays, and dictionaries with string keys.
public enum PropertyList: Sendable, Equatable {
    case string(String)
    case integer(Int)
    case real(Double)
    case boolean(Bool)
    case date(PropertyListDate)
    case data([UInt8])
    case array([PropertyList])
    case dictionary([String: PropertyList])

    /// The type's name as the `defaults` tool prints it (`read-type`).
    public var typeName: String {
        switch self {
        case .string: return "string"
        case .integer: return "integer"
        case .real: return "float"
        case .boolean: return "boolean"
        case .date: return "date"
        case .data: return "data"
        case .array: return "array"
        case .dictionary: return "dictionary"
        }
    }
}

/// A point in time as property lists store it: seconds since
/// 2001-01-01 00:00:00 UTC (Foundation's reference date).
public struct PropertyListDate: Sendable, Hashable, Comparable {
    public var secondsSinceReferenceDate: Double

    public init(secondsSinceReferenceDate: Double) {
        self.secondsSinceReferenceDate = secondsSinceReferenceDate
    }

    /// Seconds between 1970-01-01 and 2001-01-01.
    public static let referenceDateInUnixTime: Double = 978_307_200

    public init(unixTime: Double) {
        self.secondsSinceReferenceDate = unixTime - Self.referenceDateInUnixTime
    }

    public var unixTime: Double { secondsSinceReferenceDate + Self.referenceDateInUnixTime }

    public static func < (lhs: PropertyListDate, rhs: PropertyListDate) -> Bool {
        lhs.secondsSinceReferenceDate < rhs.secondsSinceReferenceDate
    }
}

/// How a property list is written to a file.
public enum PropertyListFormat: String, Sendable, Equatable, CaseIterable {
    /// `<?xml …?><plist version="1.0">…`: readable, the default.
    case xml
    /// `bplist00`: compact and fast.
    case binary
}

/// Bytes that are not a property list, with where and why.
public struct PropertyListError: Error, Sendable, Equatable, CustomStringConvertible {
    public let message: String
    /// The byte offset where reading failed, when known.
    public let offset: Int?

    public init(_ message: String, offset: Int? = nil) {
        self.message = message
        self.offset = offset
    }

    public var description: String {
        offset.map { "\(message) (at byte \($0))" } ?? message
    }
}
