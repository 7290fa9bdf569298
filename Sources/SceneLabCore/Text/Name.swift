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
    // The length in the low 31 bits and `isPlain` in the top one: 12 bytes
    // in all, so that an `ObjectName` (a name and an instance number) fits
    // in 16 and an event carrying several names stays small to copy.
    private let lengthAndPlainness: UInt32
    private static let plainBit: UInt32 = 1 << 31
    /// The longest name: 2 GiB less a byte, far beyond any line scenelab reads.
    private static let maximumCount = Int(plainBit - 1)

    /// The length in UTF-8 bytes.
    public var utf8Count: Int { Int(lengthAndPlainness & ~Self.plainBit) }
    /// Whether the bytes can be written as they are both in a terminal line
    /// and inside a JSON string: no control or direction-changing character
    /// (`VisibleText`), no quote, backslash or tab. Names almost always are.
    public var isPlain: Bool { lengthAndPlainness & Self.plainBit != 0 }

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

    /// A name for a literal the program vouches for as plain: one of the
    /// engine's own method and label names. Checked in debug builds (where
    /// the tests run); in release nothing runs, so a constant made this way
    /// costs nothing to make or to read.
    @_transparent
    package init(plain literal: StaticString) {
        assert(
            literal.hasPointerRepresentation
                && VisibleText.isPlain(
                    utf8: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)),
            "'\(literal)' is not a plain name")
        self.bytes = Bytes(start: literal.utf8Start)
        self.lengthAndPlainness = UInt32(truncatingIfNeeded: literal.utf8CodeUnitCount) | Self.plainBit
    }

    /// The name for `text`, interned: the first use of a text copies its
    /// bytes for good, later uses find that copy.
    public init(_ text: String) {
        self = NameTable.shared.name(for: text)
    }

    /// How many distinct texts have been interned so far in this process:
    /// what the table keeps for good, so tests can see it stay bounded.
    package static var internedCount: Int { NameTable.shared.count }

    /// Wraps bytes that stay valid and unchanged for the life of the process.
    fileprivate init(permanent buffer: UnsafeBufferPointer<UInt8>, isPlain: Bool) {
        // An empty literal may have no address of its own; any valid pointer serves for zero bytes.
        self.bytes = buffer.baseAddress.map(Bytes.init) ?? Name.emptyBytes
        self.lengthAndPlainness =
            UInt32(truncatingIfNeeded: min(buffer.count, Self.maximumCount)) | (isPlain ? Self.plainBit : 0)
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
        return bytes(lhs.utf8, equal: rhs.utf8)
    }

    /// Whether two byte ranges hold the same bytes.
    fileprivate static func bytes(_ lhs: UnsafeBufferPointer<UInt8>, equal rhs: UnsafeBufferPointer<UInt8>) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for index in lhs.indices where lhs[index] != rhs[index] { return false }
        return true
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
/// class, method, domain, key and string argument a session has used, and
/// per navigation controller's delegate (`UINavigationController#1.delegate`),
/// each distinct text once, however often it recurs. An event's free text
/// (command lines, notes, output) is not interned (`Event.text`): it is
/// mostly distinct, and would make the table grow with the script.
private final class NameTable: Sendable {
    static let shared = NameTable()

    private let names = Mutex(InternedNames())

    var count: Int { names.withLock { $0.count } }

    func name(for text: String) -> Name {
        var text = text
        return text.withUTF8 { utf8 in
            names.withLock { names in names.name(for: utf8) }
        }
    }
}

/// An open-addressing hash set of names, keyed by their bytes: interning
/// runs for every command line a script holds, so a lookup is one hash over
/// the bytes (FNV-1a) and, almost always, one comparison.
private struct InternedNames {
    // A power of two, kept at most half full.
    private var slots = [Name?](repeating: nil, count: 1024)
    private(set) var count = 0

    /// The name for `bytes`: the one interned before, or a new permanent copy.
    mutating func name(for bytes: UnsafeBufferPointer<UInt8>) -> Name {
        let slot = self.slot(for: bytes)
        if let name = slots[slot] { return name }
        let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: max(bytes.count, 1))
        if let source = bytes.baseAddress { storage.update(from: source, count: bytes.count) }
        let name = Name(permanent: UnsafeBufferPointer(start: storage, count: bytes.count))
        slots[slot] = name
        count += 1
        if count * 2 > slots.count { grow() }
        return name
    }

    /// The slot holding the name with these bytes, or the empty slot where it would go.
    private func slot(for bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let mask = slots.count - 1
        var slot = FNV1a.hash(bytes) & mask
        while let name = slots[slot], !Name.bytes(name.utf8, equal: bytes) {
            slot = (slot + 1) & mask
        }
        return slot
    }

    private mutating func grow() {
        let old = slots
        slots = [Name?](repeating: nil, count: old.count * 2)
        for case let name? in old { slots[slot(for: name.utf8)] = name }
    }
}

/// The bytes of events' free text (command lines, notes, output lines) for
/// as long as their events are in use: copied in as the events are made and
/// freed together by `reset()`, which the edge calls once it has written a
/// command's events and keeps none of them.
///
/// Free text is mostly distinct (a script's lines, a CS193p log's growing
/// prefix), so interned for good it would grow with the script; as a
/// `String` it would make every event a value with a reference, and every
/// copy of one a retain. Here an event holds a `Name` into the arena and
/// stays `BitwiseCopyable`.
///
/// An arena nobody resets keeps its text for the life of the process, as
/// interning did: a test or `check` that reads events after their session
/// is gone reads valid bytes. Resetting is the owner's promise that no
/// event made since the last reset is read again.
public final class TextArena: Sendable {
    /// The arena free text of events made now goes into; none outside a
    /// session's command (the text is then interned, `Name.init(_:)`).
    @TaskLocal public static var current: TextArena?

    private let chunks = Mutex(Chunks())

    public init() {}

    deinit { chunks.withLock { $0.free() } }

    /// The name for `text`, its bytes copied into the arena.
    func name(for text: String) -> Name {
        var text = text
        return text.withUTF8 { utf8 in
            chunks.withLock { chunks in
                Name(permanent: UnsafeBufferPointer(start: chunks.copy(utf8), count: utf8.count))
            }
        }
    }

    /// Frees the text of every event made since the last reset, keeping one
    /// chunk to fill again.
    public func reset() { chunks.withLock { $0.reset() } }

    /// Bytes held in chunks now, filled or not.
    package var capacity: Int { chunks.withLock { $0.capacity } }

    /// Chunks of 64 KiB filled one after another; a text longer than a chunk gets one of its own.
    /// `unchecked` because of the pointers: the arena owns the chunks, and
    /// they are only touched under its lock.
    private struct Chunks: @unchecked Sendable {
        /// A block of bytes and its size.
        struct Chunk {
            let start: UnsafeMutablePointer<UInt8>
            let count: Int

            static func allocate(_ count: Int) -> Chunk { Chunk(start: .allocate(capacity: count), count: count) }
        }

        static let size = 1 << 16
        var full: [Chunk] = []
        /// Empty until the first text: an arena that is never used costs nothing.
        var current = Chunk.allocate(0)
        var used = 0

        var capacity: Int { full.reduce(current.count) { $0 + $1.count } }

        mutating func copy(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafePointer<UInt8> {
            if bytes.count > current.count - used {
                full.append(current)
                current = .allocate(max(Self.size, bytes.count))
                used = 0
            }
            let start = current.start + used
            if let source = bytes.baseAddress { start.update(from: source, count: bytes.count) }
            used += bytes.count
            return UnsafePointer(start)
        }

        mutating func free() {
            for chunk in full { chunk.start.deallocate() }
            current.start.deallocate()
        }

        mutating func reset() {
            for chunk in full { chunk.start.deallocate() }
            full.removeAll(keepingCapacity: true)
            // A chunk grown for one long text goes too: the next command starts with one of the usual size.
            if current.count > Self.size {
                current.start.deallocate()
                current = .allocate(Self.size)
            }
            used = 0
        }
    }
}

extension Name {
    /// The name for an event's free text: in the current `TextArena` when a
    /// session's command is running, interned otherwise.
    init(eventText text: String) {
        self = TextArena.current?.name(for: text) ?? Name(text)
    }
}
