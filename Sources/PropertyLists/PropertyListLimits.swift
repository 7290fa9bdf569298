/// What the store accepts from a property-list file, so that no file can make
/// scenelab hang, run out of memory or write a file far larger than it read.
///
/// A binary plist may point many times at one object. Reading shares that
/// object, but everything that walks the value afterwards (the writer,
/// `defaults read`, `export`, an app's loading code) meets one copy per
/// reference: 64 levels of arrays that each point twice at the level below
/// fit in 300 bytes and expand to 2⁶⁴ values. So the limits count values as
/// they expand, every reference a copy, and a file over any limit is
/// treated as damaged: reported and moved aside. The file store also
/// refuses to write a domain whose file would be over `maximumFileSize`, so
/// everything it writes it can read back.
public enum PropertyListLimits {
    /// The largest file read: 64 MiB. A larger domain file is moved aside
    /// unread; a larger file to import is refused.
    public static let maximumFileSize = 64 << 20
    /// The deepest nesting of arrays and dictionaries.
    public static let maximumDepth = 512
    /// The most values (strings, numbers, dates, data, arrays and
    /// dictionaries; keys are not counted) once shared references are
    /// expanded: 1,048,576, ten times the To-Do Manager's 100,000 tasks' values.
    public static let maximumExpandedValues = 1 << 20
    /// The most bytes of strings and data once shared references are
    /// expanded: 64 MiB, as no file over that could be read back.
    public static let maximumExpandedBytes = 64 << 20

    /// How big a value is once every shared reference is counted as a copy;
    /// sums saturate just past the limits, so no input can overflow them.
    struct ExpandedSize: Sendable, Equatable {
        var values: Int
        var bytes: Int

        static let zero = ExpandedSize(values: 0, bytes: 0)

        /// One scalar of `bytes` bytes (0 for numbers, dates and booleans).
        static func scalar(bytes: Int) -> ExpandedSize {
            ExpandedSize(values: 1, bytes: min(bytes, maximumExpandedBytes + 1))
        }

        var exceedsLimits: Bool { values > maximumExpandedValues || bytes > maximumExpandedBytes }

        static func + (lhs: ExpandedSize, rhs: ExpandedSize) -> ExpandedSize {
            ExpandedSize(
                values: min(lhs.values + rhs.values, maximumExpandedValues + 1),
                bytes: min(lhs.bytes + rhs.bytes, maximumExpandedBytes + 1))
        }

        static func += (lhs: inout ExpandedSize, rhs: ExpandedSize) { lhs = lhs + rhs }

        /// What a message says of a value over the limits.
        var excess: String {
            if values > maximumExpandedValues {
                return "it expands to more than \(maximumExpandedValues) values (shared references count once each)"
            }
            return "its strings and data expand to more than \(maximumExpandedBytes >> 20) MiB "
                + "(shared references count once each)"
        }
    }
}
