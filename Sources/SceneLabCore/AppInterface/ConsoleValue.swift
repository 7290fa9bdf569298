/// A value an app's code keeps between calls, as its console works it out: what
/// a stored property, a static or a dictionary entry holds.
public indirect enum ConsoleValue: Sendable, Equatable {
    case string(String)
    case integer(Int)
    case double(Double)
    case boolean(Bool)
    /// An optional without a value: `nil`.
    case none
    /// An optional holding a value: prints as `Optional(…)`.
    case some(ConsoleValue)
    /// `Date()`: seconds on the app's clock (`ConsoleMemory.clock`).
    case date(Double)
    /// A `CGSize`: prints as `(375.0, 812.0)`.
    case size(width: Double, height: Double)
    /// A type, `type(of: self)`: prints as its name.
    case type(String)
    /// A dictionary, keyed by its keys' descriptions.
    case dictionary([String: ConsoleValue])
    /// A value of a structure (or an object UIKit made, `view`), by its stored properties.
    case structure(String, [String: ConsoleValue])
    /// An array, in order: prints as Swift does, `["Red", "Green"]`.
    case array([ConsoleValue])
    /// What an assignment stored when scenelab could not work the value out.
    case unknown
    /// An object of the app the running command made, by name (`DetailViewController#2`): what
    /// `let detail = DetailViewController()` or `segue.destination` holds, whose properties the
    /// code sets before UIKit shows it. Swift prints its class and address, which scenelab cannot.
    case object(String)

    /// What `print` and `"\(…)"` show for it; nil for what scenelab cannot print as Swift
    /// would (a date, a dictionary of more than one entry, which prints in no set order).
    public var printed: String? {
        switch self {
        case .string(let text): return text
        case .integer(let value): return String(value)
        case .double(let value): return String(value)
        case .boolean(let value): return String(value)
        case .none: return "nil"
        case .some(let wrapped): return wrapped.debugPrinted.map { "Optional(\($0))" }
        case .date, .structure, .unknown, .object: return nil
        case .size(let width, let height): return "(\(width), \(height))"
        case .type(let name): return name
        case .array(let elements):
            var shown: [String] = []
            for element in elements {
                guard let text = element.debugPrinted else { return nil }
                shown.append(text)
            }
            return "[" + shown.joined(separator: ", ") + "]"
        case .dictionary(let entries):
            guard entries.count <= 1 else { return nil }
            guard let (key, value) = entries.first else { return "[:]" }
            return value.debugPrinted.map { "[\"\(key)\": \($0)]" }
        }
    }

    /// What `debugPrint` shows, and what an optional or a collection shows of what it holds: strings quoted.
    public var debugPrinted: String? {
        if case .string(let text) = self { return "\"" + text + "\"" }
        return printed
    }
}
