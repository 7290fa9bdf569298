/// What the XML reader accepts, so that no file handed to `scenelab open`
/// can make it hang, run out of memory or overflow the stack.
///
/// The same idea as `PropertyListLimits`: every limit is checked while
/// reading, before the cost is paid. The figures are far above real
/// storyboards (the largest seen are about 200 KB, nested about 30 deep).
public enum XMLLimits {
    /// The largest input read: 16 MiB.
    public static let maximumInputSize = 16 << 20
    /// The deepest nesting of elements.
    public static let maximumDepth = 256
    /// The most elements in one document.
    public static let maximumElements = 1 << 20
    /// The most attributes on one element.
    public static let maximumAttributes = 256
}
