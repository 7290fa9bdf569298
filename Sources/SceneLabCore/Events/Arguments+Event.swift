extension Event {
    /// A call's arguments, in order, kept inline: UIKit's callbacks and the
    /// books' closures take at most four, and inline arguments make an event
    /// a value that copies without touching the heap.
    public struct Arguments: Sendable, Equatable, RandomAccessCollection, ExpressibleByArrayLiteral, BitwiseCopyable {
        /// The most arguments a call can carry.
        public static let capacity = 4

        private var first: Argument?
        private var second: Argument?
        private var third: Argument?
        private var fourth: Argument?
        // Kept apart so that counting (every render asks) reads no argument.
        private var argumentCount: UInt8 = 0

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

        /// Adds an argument; a fifth is a programming error (no callback scenelab plays has one).
        public mutating func append(_ argument: Argument) {
            switch argumentCount {
            case 0: first = argument
            case 1: second = argument
            case 2: third = argument
            case 3: fourth = argument
            default: preconditionFailure("a call carries at most \(Self.capacity) arguments")
            }
            argumentCount += 1
        }

        public var startIndex: Int { 0 }
        public var endIndex: Int { Int(argumentCount) }

        public subscript(position: Int) -> Argument {
            let argument: Argument?
            switch position {
            case 0: argument = first
            case 1: argument = second
            case 2: argument = third
            case 3: argument = fourth
            default: argument = nil
            }
            guard let argument, position < endIndex else {
                preconditionFailure("argument index \(position) out of range")
            }
            return argument
        }
    }

    // The renderers read arguments through the event: asked from another
    // module, `event.arguments` is copied whole (four arguments) first.

    /// How many arguments the event carries, read without copying them.
    package var argumentCount: Int { arguments.endIndex }

    /// The argument at `index` (below `argumentCount`), read where it lies.
    package func argument(at index: Int) -> Argument { arguments[index] }

    /// The event's one argument, when it has exactly one.
    package var singleArgument: Argument? { argumentCount == 1 ? argument(at: 0) : nil }

    /// How many of the arguments are the method's parameters: all but the
    /// trailing context arguments (`Argument.isContext`).
    package var parameterCount: Int {
        var count = argumentCount
        while count > 0, argument(at: count - 1).isContext { count -= 1 }
        return count
    }

    /// What an action's call carries about the control that sent it (`Argument.senderTitleLabel`,
    /// `senderTagLabel`): its title, if it shows one, and its tag, if the storyboard gives it; nil
    /// for other calls.
    package var sender: (title: String?, tag: Int?)? {
        var title: String?
        var tag: Int?
        for index in parameterCount..<argumentCount {
            let argument = argument(at: index)
            if argument.label == Argument.senderTitleLabel, case .string(let text) = argument.value {
                title = text.description
            }
            if argument.label == Argument.senderTagLabel, case .int(let number) = argument.value { tag = number }
        }
        return title == nil && tag == nil ? nil : (title, tag)
    }

    /// For a `tableView(_:cellForRowAt:)`: whether the cell comes from the
    /// reuse queue (`true`) or is made new; `nil` for other calls.
    package var reusesCell: Bool? {
        let count = argumentCount
        guard count > 0 else { return nil }
        let last = argument(at: count - 1)
        guard last.label == Argument.reusedCellLabel, case .bool(let reused) = last.value else { return nil }
        return reused
    }

    /// The context argument's size, when the call carries one (a layout call's `bounds.size`).
    package var contextSize: (width: Double, height: Double)? {
        let count = argumentCount
        guard count > 0 else { return nil }
        let last = argument(at: count - 1)
        guard last.isContext, case .size(let width, let height) = last.value else { return nil }
        return (width, height)
    }
}
