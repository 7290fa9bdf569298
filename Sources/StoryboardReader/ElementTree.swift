/// A parsed XML document as a tree of elements: their attributes and their text, held
/// flat in one array and linked by index.
///
/// Flat storage means nothing walks or frees the tree recursively: a deep
/// document cannot overflow the stack when read, traversed or released.
/// Comments, processing instructions and the XML declaration are dropped.
public struct ElementTree: Sendable {
    /// One element. `children` and `parent` are indices into `elements`.
    public struct Element: Sendable {
        public let name: String
        /// In document order; names are unique within one element.
        public let attributes: [(name: String, value: String)]
        /// The element's own character data (text and CDATA directly inside
        /// it, entities decoded), concatenated; empty when it has none.
        public internal(set) var text: String
        public internal(set) var children: [Int]
        public let parent: Int?
        /// One past the index of the element's last descendant.
        public internal(set) var subtreeEnd: Int
        /// Where the start tag's `<` is.
        public let line: Int
        public let column: Int

        /// The value of the attribute `name`, if present.
        public func attribute(_ name: String) -> String? {
            attributes.first { $0.name == name }?.value
        }
    }

    /// Every element, in document order; the root is at index 0.
    public internal(set) var elements: [Element]

    /// The root element.
    public var root: Element { elements[0] }

    public subscript(index: Int) -> Element { elements[index] }

    /// The child elements of `index` named `name`, as indices.
    public func children(of index: Int, named name: String) -> [Int] {
        elements[index].children.filter { elements[$0].name == name }
    }

    /// Every element below `index` (not itself), in document order:
    /// descendants are stored contiguously after their ancestor.
    public func descendants(of index: Int) -> Range<Int> {
        (index + 1)..<elements[index].subtreeEnd
    }

    /// Reads `bytes` as XML within `XMLLimits`; a UTF-8 byte order mark is allowed.
    public static func parse(_ bytes: [UInt8]) throws(XMLReadError) -> ElementTree {
        var parser = ElementScanner(bytes)
        return try parser.parse()
    }

    /// Reads `text` as XML within `XMLLimits`.
    public static func parse(_ text: String) throws(XMLReadError) -> ElementTree {
        try parse(Array(text.utf8))
    }
}
