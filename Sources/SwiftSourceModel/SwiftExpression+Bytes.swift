// Expressions, condition clauses and stored properties as bytes: see SwiftSources+Bytes.swift.

extension SwiftExpression: SourcesCodable {
    public func write(to writer: inout SourcesWriter) {
        switch self {
        case .string(let text): writer.write(tag: 0, text)
        case .integer(let value): writer.write(tag: 1, value)
        case .double(let value): writer.write(tag: 2, value)
        case .boolean(let value): writer.write(tag: 3, value)
        case .nilLiteral: writer.write(tag: 4)
        case .emptyCollection: writer.write(tag: 5)
        case .name(let name): writer.write(tag: 6, name)
        case .member(let base, let name): writer.write(tag: 7, base, name)
        case .call(let callee, let labels, let arguments): writer.write(tag: 8, callee, labels, arguments)
        case .subscripted(let base, let labels, let arguments): writer.write(tag: 9, base, labels, arguments)
        case .binary(let operation, let left, let right): writer.write(tag: 10, operation, left, right)
        case .prefix(let operation, let operand): writer.write(tag: 11, operation, operand)
        case .unwrap(let operand): writer.write(tag: 12, operand)
        case .ternary(let condition, let value, let otherValue): writer.write(tag: 13, condition, value, otherValue)
        case .interpolation(let pieces): writer.write(tag: 14, pieces)
        case .unknown(let text): writer.write(tag: 15, text)
        case .array(let elements): writer.write(tag: 16, elements)
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
            case 16: return .array(try reader.read())
            case let other: throw SwiftSourcesCodingError("an expression of unknown kind \(other)")
            }
        }
    }
}

extension SwiftConditionClause: SourcesCodable {
    public func write(to writer: inout SourcesWriter) {
        switch self {
        case .holds(let condition): writer.write(tag: 0, condition)
        case .binds(let name, let value): writer.write(tag: 1, name, value)
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
        writer.write(isLazy)
        writer.write(initializerMethod)
    }

    public init(from reader: inout SourcesReader) throws(SwiftSourcesCodingError) {
        self.init(
            name: try reader.read(), initialValue: try reader.read(), isStatic: try reader.read(),
            isOptional: try reader.read(), isFloatingPoint: try reader.read())
        isLazy = try reader.read()
        initializerMethod = try reader.read()
    }
}
