/// The `print` calls a book puts in the methods its app overrides: for a
/// class and a method, the line the book's console shows when it runs.
///
/// The `usov` trace style prints these lines in place of scenelab's own, so a
/// student sees the console the book's figures show, in UIKit's order.
public struct BookConsole: Sendable {
    /// Printed lines by class name, then by method as events name it (`viewDidLoad()`).
    private let lines: [String: [String: String]]

    /// `lines[className][method]` is what the book's override prints.
    public init(_ lines: [String: [String: String]]) { self.lines = lines }

    /// An app whose book prints nothing.
    public static let silent = BookConsole([:])

    /// Whether the book's code prints anything at all.
    public var isSilent: Bool { lines.isEmpty }

    /// The line printed when `method` runs on an object of class `className`,
    /// or `nil` when the book's class does not print there.
    public func line(printedBy className: String, in method: String) -> String? {
        lines[className]?[method]
    }
}
