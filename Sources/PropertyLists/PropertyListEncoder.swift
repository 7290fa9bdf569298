/// Turns a property list into the bytes of a `.plist` file.
///
/// Pure Swift, no Foundation: the store writes through this on every platform,
/// so its files look the same on Linux and macOS and need no bridging to
/// `NSDictionary`. Both formats are read back by Foundation's
/// `PropertyListSerialization` and Python's `plistlib`.
public enum PropertyListEncoder {
    /// The bytes of `value` as a property-list file in `format`.
    ///
    /// Dictionary keys are written in code-point order in both formats, so the
    /// same value always gives the same bytes (a store can skip rewriting a
    /// file whose content has not changed). XML dates keep whole seconds only.
    public static func encode(_ value: PropertyList, format: PropertyListFormat) -> [UInt8] {
        switch format {
        case .xml: return XMLPropertyListWriter.write(value)
        case .binary: return BinaryPropertyListWriter.write(value)
        }
    }
}
