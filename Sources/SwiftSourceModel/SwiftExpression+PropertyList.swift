import PropertyLists

// An expression crosses the reading library's boundary as an array: its kind first, then
// its parts (`["member", base, "name"]`), so that a deep tree stays a small property list.

extension SwiftExpression {
    var propertyList: PropertyList {
        switch self {
        case .string(let text): return .array([.string("string"), .string(text)])
        case .integer(let value): return .array([.string("integer"), .integer(value)])
        case .double(let value): return .array([.string("double"), .real(value)])
        case .boolean(let value): return .array([.string("boolean"), .boolean(value)])
        case .nilLiteral: return .array([.string("nil")])
        case .emptyCollection: return .array([.string("empty")])
        case .name(let name): return .array([.string("name"), .string(name)])
        case .member(let base, let name): return .array([.string("member"), base.propertyList, .string(name)])
        case .call(let callee, let labels, let arguments):
            return .array([
                .string("call"), callee.propertyList, .array(labels.map(PropertyList.string)),
                .array(arguments.map(\.propertyList)),
            ])
        case .subscripted(let base, let labels, let arguments):
            return .array([
                .string("subscript"), base.propertyList, .array(labels.map(PropertyList.string)),
                .array(arguments.map(\.propertyList)),
            ])
        case .binary(let operation, let left, let right):
            return .array([.string("binary"), .string(operation), left.propertyList, right.propertyList])
        case .prefix(let operation, let operand):
            return .array([.string("prefix"), .string(operation), operand.propertyList])
        case .unwrap(let operand): return .array([.string("unwrap"), operand.propertyList])
        case .ternary(let condition, let value, let otherValue):
            return .array([.string("ternary"), condition.propertyList, value.propertyList, otherValue.propertyList])
        case .interpolation(let pieces): return .array([.string("interpolation"), .array(pieces.map(\.propertyList))])
        case .unknown(let text): return .array([.string("unknown"), .string(text)])
        }
    }

    init(propertyList: PropertyList) throws(SwiftSourcesCodingError) {
        guard case .array(let items) = propertyList, case .string(let kind)? = items.first else {
            throw SwiftSourcesCodingError("an expression is no array that starts with its kind")
        }
        func text(_ index: Int) throws(SwiftSourcesCodingError) -> String {
            guard items.indices.contains(index), case .string(let value) = items[index] else {
                throw SwiftSourcesCodingError("expression \(kind): part \(index) is no string")
            }
            return value
        }
        func expression(_ index: Int) throws(SwiftSourcesCodingError) -> SwiftExpression {
            guard items.indices.contains(index) else {
                throw SwiftSourcesCodingError("expression \(kind): part \(index) is missing")
            }
            return try SwiftExpression(propertyList: items[index])
        }
        func list(_ index: Int) throws(SwiftSourcesCodingError) -> [PropertyList] {
            guard items.indices.contains(index), case .array(let values) = items[index] else {
                throw SwiftSourcesCodingError("expression \(kind): part \(index) is no array")
            }
            return values
        }
        func labels(_ index: Int) throws(SwiftSourcesCodingError) -> [String] {
            var result: [String] = []
            for item in try list(index) {
                guard case .string(let label) = item else {
                    throw SwiftSourcesCodingError("expression \(kind): a label is no string")
                }
                result.append(label)
            }
            return result
        }
        func expressions(_ index: Int) throws(SwiftSourcesCodingError) -> [SwiftExpression] {
            var result: [SwiftExpression] = []
            for item in try list(index) { result.append(try SwiftExpression(propertyList: item)) }
            return result
        }
        switch kind {
        case "string": self = .string(try text(1))
        case "integer":
            guard items.count == 2, case .integer(let value) = items[1] else {
                throw SwiftSourcesCodingError("expression integer: no integer")
            }
            self = .integer(value)
        case "double":
            guard items.count == 2, case .real(let value) = items[1] else {
                throw SwiftSourcesCodingError("expression double: no real")
            }
            self = .double(value)
        case "boolean":
            guard items.count == 2, case .boolean(let value) = items[1] else {
                throw SwiftSourcesCodingError("expression boolean: no boolean")
            }
            self = .boolean(value)
        case "nil": self = .nilLiteral
        case "empty": self = .emptyCollection
        case "name": self = .name(try text(1))
        case "member": self = .member(try expression(1), try text(2))
        case "call": self = .call(try expression(1), labels: try labels(2), arguments: try expressions(3))
        case "subscript": self = .subscripted(try expression(1), labels: try labels(2), arguments: try expressions(3))
        case "binary": self = .binary(try text(1), try expression(2), try expression(3))
        case "prefix": self = .prefix(try text(1), try expression(2))
        case "unwrap": self = .unwrap(try expression(1))
        case "ternary": self = .ternary(try expression(1), try expression(2), try expression(3))
        case "interpolation": self = .interpolation(try expressions(1))
        case "unknown": self = .unknown(try text(1))
        default: throw SwiftSourcesCodingError("an expression of unknown kind '\(kind)'")
        }
    }
}

extension SwiftConditionClause {
    var propertyList: PropertyList {
        switch self {
        case .holds(let condition): return .array([.string("holds"), condition.propertyList])
        case .binds(let name, let value): return .array([.string("binds"), value.propertyList, .string(name)])
        }
    }

    init(propertyList: PropertyList) throws(SwiftSourcesCodingError) {
        guard case .array(let items) = propertyList, items.count >= 2, case .string(let kind) = items[0] else {
            throw SwiftSourcesCodingError("a condition clause is no array that starts with its kind")
        }
        let value = try SwiftExpression(propertyList: items[1])
        switch kind {
        case "holds": self = .holds(value)
        case "binds":
            guard items.count == 3, case .string(let name) = items[2] else {
                throw SwiftSourcesCodingError("a binding clause without its name")
            }
            self = .binds(name, value)
        default: throw SwiftSourcesCodingError("a condition clause of unknown kind '\(kind)'")
        }
    }
}

extension SwiftStoredProperty {
    var propertyList: PropertyList {
        var fields: [String: PropertyList] = [
            "name": .string(name), "static": .boolean(isStatic), "optional": .boolean(isOptional),
            "floatingPoint": .boolean(isFloatingPoint),
        ]
        if let initialValue { fields["value"] = initialValue.propertyList }
        return .dictionary(fields)
    }

    init(propertyList: PropertyList) throws(SwiftSourcesCodingError) {
        guard case .dictionary(let fields) = propertyList, case .string(let name)? = fields["name"],
            case .boolean(let isStatic)? = fields["static"], case .boolean(let isOptional)? = fields["optional"],
            case .boolean(let isFloatingPoint)? = fields["floatingPoint"]
        else { throw SwiftSourcesCodingError("stored property: a field is missing or mistyped") }
        self.init(
            name: name,
            initialValue: try fields["value"].map { value throws(SwiftSourcesCodingError) in
                try SwiftExpression(propertyList: value)
            }, isStatic: isStatic, isOptional: isOptional, isFloatingPoint: isFloatingPoint)
    }
}
