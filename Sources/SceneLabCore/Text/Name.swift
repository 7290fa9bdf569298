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

    /// A name for a literal: its bytes are the program's own, so nothing is
    /// copied, but they are checked each time (`isPlain`): a name the engine
    /// records on every transition is made once, as a constant (`Name+Selectors`).
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
/// class, domain, key, title, command line, note and output line a session
/// has used, and per navigation controller's delegate
/// (`UINavigationController#1.delegate`). So it holds about what the
/// session was given to read and what it printed, each distinct text once,
/// however often it recurs: a script that repeats its commands adds nothing.
private final class NameTable: Sendable {
    static let shared = NameTable()

    // Keyed by the names themselves (equal when their bytes are), so each
    // text is stored once, as the name's own bytes.
    private let names = Mutex<Set<Name>>([])

    func name(for text: String) -> Name {
        var text = text
        return text.withUTF8 { utf8 in
            names.withLock { names in
                // A probe over the string's own bytes, used only to look up.
                let probe = Name(permanent: utf8, isPlain: false)
                if let index = names.firstIndex(of: probe) { return names[index] }
                let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: max(utf8.count, 1))
                if let source = utf8.baseAddress { storage.update(from: source, count: utf8.count) }
                let name = Name(permanent: UnsafeBufferPointer(start: storage, count: utf8.count))
                names.insert(name)
                return name
            }
        }
    }
}
