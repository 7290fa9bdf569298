extension Event {
    /// One labelled argument of a callback, such as `animated: true`.
    public struct Argument: Sendable, Equatable, BitwiseCopyable {
        /// A value an argument can carry.
        public enum Value: Sendable, Equatable, BitwiseCopyable, CustomStringConvertible {
            case bool(Bool)
            case int(Int)
            /// A reference to another object by its name, e.g. `UINavigationController#1`,
            /// or a value printed the same way (`.delete`).
            case object(ObjectName)
            /// An `IndexPath`, printed as `[section, row]`.
            case indexPath(section: Int, row: Int)
            /// A string, as an interned name: the keys, identifiers and
            /// titles arguments carry are few and repeat.
            case string(Name)
            /// A `CGSize`, printed as Swift prints one: `(375.0, 812.0)`.
            case size(width: Double, height: Double)
            /// Swift's `nil`.
            case none

            public var description: String {
                switch self {
                case .bool(let value): return String(value)
                case .int(let value): return String(value)
                case .object(let name): return name.description
                case .indexPath(let section, let row): return "[\(section), \(row)]"
                case .string(let text): return "\"\(text)\""
                case .size(let width, let height): return "(\(width), \(height))"
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

        public static func animated(_ flag: Bool) -> Argument { Argument(.animated, .bool(flag)) }

        /// The label of what a call carries about its receiver rather than
        /// passes to it: the view's `bounds.size` at a layout call, which
        /// the CS193p logger prints. Renderers of the call's signature leave it out.
        public static let contextLabel = Name(plain: "bounds.size")

        /// The label of the context a data source's `tableView(_:cellForRowAt:)`
        /// carries: whether `dequeueReusableCell(withIdentifier:)` would find a
        /// cell in the table's reuse queue (`true`) or the code makes one. A
        /// book's console prints it (Usov's listing 7.7); signatures leave it out.
        public static let reusedCellLabel = Name(plain: "dequeued")

        /// The label of the sides of the `if`s a resume cue carries, `"10"` for a body then an
        /// `else` (`Application.resumeAppCode`): never printed, as the cue is not.
        public static let sidesLabel = Name(plain: "sides")

        /// The labels of what an action's call carries about the control that sent it: its title
        /// and its `tag`, which the action's code may read (`sender.currentTitle`, `sender.tag`).
        /// Signatures leave them out.
        public static let senderTitleLabel = Name(plain: "sender.currentTitle")
        public static let senderTagLabel = Name(plain: "sender.tag")

        /// Whether this argument is context (`contextLabel`, `reusedCellLabel`, the sender's), not a parameter.
        public var isContext: Bool {
            label == Self.contextLabel || label == Self.reusedCellLabel || label == Self.senderTitleLabel
                || label == Self.senderTagLabel
        }

        /// An `IndexPath` argument, printed as `[section, row]`.
        public static func indexPath(_ label: Name, _ section: Int, _ row: Int) -> Argument {
            Argument(label, .indexPath(section: section, row: row))
        }
    }
}
