// Expressions, condition clauses and stored properties as bytes: see SwiftSources+Bytes.swift.

extension SwiftExpression: SourcesCodable {
    public func write(to writer: inout SourcesWriter) {
        switch self {
        case .string(let text):
            writer.write(count: 0)
            writer.write(text)
        case .integer(let value):
            writer.write(count: 1)
            writer.write(value)
        case .double(let value):
            writer.write(count: 2)
            writer.write(value)
        case .boolean(let value):
            writer.write(count: 3)
            writer.write(value)
        case .nilLiteral: writer.write(count: 4)
        case .emptyCollection: writer.write(count: 5)
        case .name(let name):
            writer.write(count: 6)
            writer.write(name)
        case .member(let base, let name):
            writer.write(count: 7)
            writer.write(base)
            writer.write(name)
        case .call(let callee, let labels, let arguments):
            writer.write(count: 8)
            writer.write(callee)
            writer.write(labels)
            writer.write(arguments)
        case .subscripted(let base, let labels, let arguments):
            writer.write(count: 9)
            writer.write(base)
            writer.write(labels)
            writer.write(arguments)
        case .binary(let operation, let left, let right):
            writer.write(count: 10)
            writer.write(operation)
            writer.write(left)
            writer.write(right)
        case .prefix(let operation, let operand):
            writer.write(count: 11)
            writer.write(operation)
            writer.write(operand)
        case .unwrap(let operand):
            writer.write(count: 12)
            writer.write(operand)
        case .ternary(let condition, let value, let otherValue):
            writer.write(count: 13)
            writer.write(condition)
            writer.write(value)
            writer.write(otherValue)
        case .interpolation(let pieces):
            writer.write(count: 14)
            writer.write(pieces)
        case .unknown(let text):
            writer.write(count: 15)
            writer.write(text)
        }
    }

    public init(from reader: inout SourcesReader) throws(SwiftSourcesCodingError) {
        self = try reader.nested("an expression") { reader throws(SwiftSourcesCodingError) in
            switch try reader.readCount("an expression's kind") {
            case 0: return .string(try reader.read())
            case 1: return .integer(try reader.read())
            case 2: return .double(try reader.read())
            case 3: return .boolean(try reader.read())
            case 4: return .nilLiteral
            case 5: return .emptyCollection
            case 6: return .name(try reader.read())
            case 7: return .member(try reader.read(), try reader.read())
            case 8: return .call(try reader.read(), labels: try reader.read(), arguments: try reader.read())
            case 9: return .subscripted(try reader.read(), labels: try reader.read(), arguments: try reader.read())
            case 10: return .binary(try reader.read(), try reader.read(), try reader.read())
            case 11: return .prefix(try reader.read(), try reader.read())
            case 12: return .unwrap(try reader.read())
            case 13: return .ternary(try reader.read(), try reader.read(), try reader.read())
            case 14: return .interpolation(try reader.read())
            case 15: return .unknown(try reader.read())
            case let other: throw SwiftSourcesCodingError("an expression of unknown kind \(other)")
            }
        }
    }
}

extension SwiftConditionClause: SourcesCodable {
    public func write(to writer: inout SourcesWriter) {
        switch self {
        case .holds(let condition):
            writer.write(count: 0)
            writer.write(condition)
        case .binds(let name, let value):
            writer.write(count: 1)
            writer.write(name)
            writer.write(value)
        }
    }

    public init(from reader: inout SourcesReader) throws(SwiftSourcesCodingError) {
        switch try reader.readCount("a condition clause's kind") {
        case 0: self = .holds(try reader.read())
        case 1: self = .binds(try reader.read(), try reader.read())
        case let other: throw SwiftSourcesCodingError("a condition clause of unknown kind \(other)")
        }
    }
}

extension SwiftStoredProperty: SourcesCodable {
    public func write(to writer: inout SourcesWriter) {
        writer.write(name)
        writer.write(initialValue)
        writer.write(isStatic)
        writer.write(isOptional)
        writer.write(isFloatingPoint)
    }

    public init(from reader: inout SourcesReader) throws(SwiftSourcesCodingError) {
        self.init(
            name: try reader.read(), initialValue: try reader.read(), isStatic: try reader.read(),
            isOptional: try reader.read(), isFloatingPoint: try reader.read())
    }
}
