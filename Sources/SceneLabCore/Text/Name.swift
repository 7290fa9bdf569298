import Synchronization

/// A class, method or label name, as a small value that copies like an integer.
///
/// Every event names a receiver, a class and a method, and a long script
/// makes millions of events: as `String`s those names would be reference
/// counted on every copy and scanned for control characters on every print.
/// A `Name` is a pointer to UTF-8 bytes that live as long as the process —
/// a string literal's own bytes, or an interned copy made once per distinct
/// text — plus whether those bytes print as they are.
public struct Name: Sendable, Hashable, BitwiseCopyable, ExpressibleByStringLiteral, CustomStringConvertible {
    // The bytes are never freed nor changed, so sharing the pointer across
    // threads is safe; `unchecked` because the compiler cannot see that.
    private struct Bytes: @unchecked Sendable, BitwiseCopyable {
        let start: UnsafePointer<UInt8>
    }

    private let bytes: Bytes
    // 32 bits are plenty for a name, and keep the value at 16 bytes.
    private let count: UInt32
    /// The length in UTF-8 bytes.
    public var utf8Count: Int { Int(count) }
    /// Whether the bytes can be written as they are both in a terminal line
    /// and inside a JSON string: no control or direction-changing character
    /// (`VisibleText`), no quote, backslash or tab. Names almost always are.
    public let isPlain: Bool

    /// A name for a literal: its bytes are the program's own, so nothing is copied.
    public init(stringLiteral literal: StaticString) {
        guard literal.hasPointerRepresentation else {
            self.init(literal.description)
            return
        }
        let buffer = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
        self.init(permanent: buffer)
    }

    /// The name for `text`, interned: the first use of a text copies its
    /// bytes for good, later uses find that copy.
    public init(_ text: String) {
        self = NameTable.shared.name(for: text)
    }

    /// Wraps bytes that stay valid and unchanged for the life of the process.
    fileprivate init(permanent buffer: UnsafeBufferPointer<UInt8>, isPlain: Bool) {
        // An empty literal may have no address of its own; any valid pointer serves for zero bytes.
        self.bytes = buffer.baseAddress.map(Bytes.init) ?? Name.emptyBytes
        self.count = UInt32(clamping: buffer.count)
        self.isPlain = isPlain
    }

    /// Wraps bytes that stay valid and unchanged for the life of the process, checking them.
    fileprivate init(permanent buffer: UnsafeBufferPointer<UInt8>) {
        self.init(permanent: buffer, isPlain: VisibleText.isPlain(utf8: buffer))
    }

    private static let emptyBytes = Bytes(start: UnsafePointer(UnsafeMutablePointer<UInt8>.allocate(capacity: 1)))

    /// The name's UTF-8 bytes, valid for the life of the process.
    public var utf8: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: bytes.start, count: utf8Count) }

    /// The name as a `String`.
    public var description: String { String(decoding: utf8, as: UTF8.self) }

    public var isEmpty: Bool { utf8Count == 0 }

    public static func == (lhs: Name, rhs: Name) -> Bool {
        guard lhs.utf8Count == rhs.utf8Count else { return false }
        if lhs.bytes.start == rhs.bytes.start { return true }
        return lhs.utf8.elementsEqual(rhs.utf8)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(bytes: UnsafeRawBufferPointer(utf8))
    }

    /// Whether the bytes end with `suffix`'s.
    public func hasSuffix(_ suffix: StaticString) -> Bool {
        let count = suffix.utf8CodeUnitCount
        guard count <= utf8Count else { return false }
        let tail = bytes.start + (utf8Count - count)
        let expected = suffix.utf8Start
        for offset in 0..<count where tail[offset] != expected[offset] { return false }
        return true
    }
}

/// The interned copies of every `Name` made from a `String`.
///
/// Shared by the whole process (names must outlive the events that carry
/// them, wherever those go) and never emptied: one entry per distinct
/// class, domain, key or title a session has used, and per navigation
/// controller's delegate (`UINavigationController#1.delegate`), so it
/// holds about what the session was given to read, once.
private final class NameTable: Sendable {
    static let shared = NameTable()

    private let names = Mutex<[String: Name]>([:])

    func name(for text: String) -> Name {
        names.withLock { names in
            if let name = names[text] { return name }
            let count = text.utf8.count
            let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: max(count, 1))
            var text = text
            text.withUTF8 { utf8 in
                if let source = utf8.baseAddress { storage.update(from: source, count: count) }
            }
            let name = Name(permanent: UnsafeBufferPointer(start: storage, count: count))
            names[text] = name
            return name
        }
    }
}
