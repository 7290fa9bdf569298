extension Event {
    /// A call's arguments, in order: the first two kept inline, the rest (rare)
    /// in an array, so that the common call (none, `animated`, a delegate's
    /// two) allocates nothing.
    public struct Arguments: Sendable, Equatable, RandomAccessCollection, ExpressibleByArrayLiteral {
        private var first: Argument?
        private var second: Argument?
        private var others: [Argument] = []

        public init() {}

        public init(_ arguments: some Sequence<Argument>) {
            for argument in arguments { append(argument) }
        }

        public init(arrayLiteral elements: Argument...) {
            self.init(elements)
        }

        /// One argument, without building an array.
        public init(_ argument: Argument) {
            first = argument
        }

        /// Two arguments, without building an array.
        public init(_ first: Argument, _ second: Argument) {
            self.first = first
            self.second = second
        }

        public mutating func append(_ argument: Argument) {
            if first == nil {
                first = argument
            } else if second == nil {
                second = argument
            } else {
                others.append(argument)
            }
        }

        public var startIndex: Int { 0 }
        public var endIndex: Int { first == nil ? 0 : second == nil ? 1 : 2 + others.count }

        public subscript(position: Int) -> Argument {
            switch position {
            case 0:
                guard let first else { preconditionFailure("argument index 0 out of range") }
                return first
            case 1:
                guard let second else { preconditionFailure("argument index 1 out of range") }
                return second
            default:
                return others[position - 2]
            }
        }

        /// The only argument, when there is exactly one.
        package var single: Argument? { second == nil ? first : nil }
    }
}
