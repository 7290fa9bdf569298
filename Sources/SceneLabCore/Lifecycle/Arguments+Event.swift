extension Event {
    /// A call's arguments, in order: the first two kept inline, the rest (rare)
    /// in an array, so that the common call (none, `animated`, a delegate's
    /// two) allocates nothing.
    public struct Arguments: Sendable, Equatable, RandomAccessCollection, ExpressibleByArrayLiteral {
        private var first: Argument?
        private var second: Argument?
        private var others: [Argument] = []
        // Kept apart so that counting (every render asks) reads no argument.
        private var argumentCount: Int = 0

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
            argumentCount = 1
        }

        /// Two arguments, without building an array.
        public init(_ first: Argument, _ second: Argument) {
            self.first = first
            self.second = second
            argumentCount = 2
        }

        public mutating func append(_ argument: Argument) {
            switch argumentCount {
            case 0: first = argument
            case 1: second = argument
            default: others.append(argument)
            }
            argumentCount += 1
        }

        public var startIndex: Int { 0 }
        public var endIndex: Int { argumentCount }

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
        package var single: Argument? { argumentCount == 1 ? first : nil }
    }
}
