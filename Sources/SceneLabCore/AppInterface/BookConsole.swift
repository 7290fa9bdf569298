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

    /// The key of the line a data source method prints when the cell it
    /// asks `dequeueReusableCell(withIdentifier:)` for comes from the reuse
    /// queue (`tableView(_:cellForRowAt:) dequeued`); the method's own key is
    /// the line it prints when it makes a new cell.
    public static func dequeued(_ method: String) -> String { method + " dequeued" }

    /// What the book's code prints for a call: the line for its class and
    /// method, the reuse branch's when the call reused a cell, with the
    /// Swift interpolation `\(indexPath.row)` replaced by the call's row.
    public func line(for event: Event) -> String? {
        guard event.kind == .call, let className = event.className, let method = event.method,
            let printed = lines[className]
        else { return nil }
        let template = event.reusesCell == true ? printed[Self.dequeued(method)] : printed[method]
        guard let template else { return nil }
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
