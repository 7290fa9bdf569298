/// What a book's own `print` calls show in Xcode's console, by the class
/// and method whose override prints: the `usov` trace style's lines. Data
/// beside an app's code, as the book's listings write it; each line says
/// from which chapter its listing is in the reader's code, and a line one
/// way of building the window prints (`willConnectTo` of Listing 5.2 beside
/// `sceneWillConnectTo` of Listing 5.8) says which.
public struct BookConsole: Sendable {
    /// One `print` of a listing.
    public struct Printed: Sendable {
        /// What it prints; `\(indexPath.row)` stands for the call's row.
        public let text: String
        /// The chapter whose listing adds it; nil for the book's finished code only.
        public let chapter: Int?
        /// The listing of that chapter that adds it; nil for the chapter's first.
        public let listing: Int?
        /// The listing of the same chapter that replaces it, if one does: the
        /// line is then in no finished code, only between the two.
        public let replacedBy: Int?
        /// The window setup under which this listing's version runs; nil for any.
        public let window: WindowSetup?

        public init(
            _ text: String, chapter: Int? = nil, listing: Int? = nil, replacedBy: Int? = nil, window: WindowSetup? = nil
        ) {
            self.text = text
            self.chapter = chapter
            self.listing = listing
            self.replacedBy = replacedBy
            self.window = window
        }

        /// Whether the reader's code has this line at the end of `chapter` (nil:
        /// the finished code) with its window built by `window`.
        func isPrinted(in chapter: BookChapter?, window setup: WindowSetup) -> Bool {
            if let window, window != setup { return false }
            guard let chapter else { return replacedBy == nil }
            // A line of the chapter's first listing is not there before it (`N.0`).
            guard let first = self.chapter, chapter.has(listing: listing ?? 1, ofChapter: first) else { return false }
            return replacedBy.map { !chapter.has(listing: $0, ofChapter: first) } ?? true
        }
    }

    /// Printed lines by class name, then by method as events name it (`viewDidLoad()`).
    private let lines: [String: [String: [Printed]]]

    /// `lines[className][method]` is what the book's override prints, the
    /// versions of its listings in the order they are looked at.
    public init(_ lines: [String: [String: [Printed]]]) { self.lines = lines }

    /// A console whose every line is in the reader's code from `chapter` on, whatever the window.
    public init(_ lines: [String: [String: String]], chapter: Int? = nil, listing: Int? = nil) {
        self.lines = lines.mapValues { $0.mapValues { [Printed($0, chapter: chapter, listing: listing)] } }
    }

    /// An app whose book prints nothing.
    public static let silent = BookConsole([String: [String: [Printed]]]())

    /// Whether the book's code prints anything at all.
    public var isSilent: Bool { lines.isEmpty }

    /// The line printed when `method` runs on an object of class `className`
    /// in the finished code with the storyboard's window, or `nil` when the
    /// book's class does not print there.
    public func line(printedBy className: String, in method: String) -> String? {
        lines[className]?[method]?.first { $0.isPrinted(in: nil, window: .storyboard) }?.text
    }

    /// The key of the line a data source method prints when the cell it
    /// asks `dequeueReusableCell(withIdentifier:)` for comes from the reuse
    /// queue (`tableView(_:cellForRowAt:) dequeued`); the method's own key is
    /// the line it prints when it makes a new cell.
    public static func dequeued(_ method: String) -> String { method + " dequeued" }

    /// What the book's code prints for a call, as the reader's code stands at
    /// the end of `chapter` (nil: finished) with its window built by `window`:
    /// the line for its class and method, the reuse branch's when the call
    /// reused a cell, with the Swift interpolation `\(indexPath.row)`
    /// replaced by the call's row.
    public func line(for event: Event, chapter: BookChapter? = nil, window: WindowSetup = .storyboard) -> String? {
        guard event.kind == .call, let className = event.className, let method = event.method,
            let printed = lines[className]
        else { return nil }
        let versions = event.reusesCell == true ? printed[Self.dequeued(method)] : printed[method]
        guard let template = versions?.first(where: { $0.isPrinted(in: chapter, window: window) })?.text else {
            return nil
        }
        guard template.contains(Self.rowInterpolation) else { return template }
        let row = (0..<event.argumentCount).lazy.compactMap { index -> Int? in
            guard case .indexPath(_, let row) = event.argument(at: index).value else { return nil }
            return row
        }.first
        return template.replacing(Self.rowInterpolation, with: row.map(String.init) ?? "?")
    }

    /// The interpolation the book's listings print a row with.
    private static let rowInterpolation = "\\(indexPath.row)"
}
