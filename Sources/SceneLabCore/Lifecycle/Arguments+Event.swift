extension Event {
    /// A call's arguments, in order: the first kept inline, the rest (rare)
    /// in an array, so that the common call (none, or `animated`) allocates nothing.
    public struct Arguments: Sendable, Equatable, RandomAccessCollection, ExpressibleByArrayLiteral {
        private var first: Argument?
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

        public mutating func append(_ argument: Argument) {
            if first == nil { first = argument } else { others.append(argument) }
        }

        public var startIndex: Int { 0 }
        public var endIndex: Int { first == nil ? 0 : 1 + others.count }

        public subscript(position: Int) -> Argument {
            guard position > 0 else {
                guard let first else { preconditionFailure("argument index \(position) out of range") }
                return first
            }
            return others[position - 1]
        }

        /// The only argument, when there is exactly one.
        package var single: Argument? { others.isEmpty ? first : nil }
    }
}
