extension Event {
    /// One labelled argument of a callback, such as `animated: true`.
    public struct Argument: Sendable, Equatable, BitwiseCopyable {
        /// A value an argument can carry.
        public enum Value: Sendable, Equatable, BitwiseCopyable, CustomStringConvertible {
            case bool(Bool)
            case int(Int)
            /// A reference to another object by its name, e.g. `UINavigationController#1`,
            /// or a value printed the same way (an index path `[0, 1]`, `.delete`).
            case object(ObjectName)
            /// A string, as an interned name: the keys, identifiers and
            /// titles arguments carry are few and repeat.
            case string(Name)
            /// Swift's `nil`.
            case none

            public var description: String {
                switch self {
                case .bool(let value): return String(value)
                case .int(let value): return String(value)
                case .object(let name): return name.description
                case .string(let text): return "\"\(text)\""
                case .none: return "nil"
                }
            }
        }

        public var label: Name
        public var value: Value

        public init(_ label: Name, _ value: Value) {
            self.label = label
            self.value = value
        }

        public static func animated(_ flag: Bool) -> Argument { Argument("animated", .bool(flag)) }

        /// An `IndexPath` argument, printed as `[section, row]`.
        public static func indexPath(_ label: Name, _ section: Int, _ row: Int) -> Argument {
            Argument(label, .object(ObjectName(Name("[\(section), \(row)]"))))
        }
    }
}
