/// An expression of the app's code as a tree, for the values a console can
/// work out: what a stored property starts as, what an assignment stores,
/// what a condition tests, what an interpolation shows.
///
/// Operators are already grouped by Swift's precedence (`a + b * c` is
/// `a + (b * c)`); what the reader cannot take apart is `unknown`, its text.
public indirect enum SwiftExpression: Sendable, Equatable {
    /// A string literal without interpolations, escapes decoded.
    case string(String)
    case integer(Int)
    case double(Double)
    case boolean(Bool)
    /// `nil`.
    case nilLiteral
    /// `[:]`, `[]`, `[String: Int]()`, `[Int]()`: a collection with nothing in it.
    case emptyCollection
    /// `["Red", "Green"]`: an array literal with elements, in order.
    case array([SwiftExpression])
    /// A bare name: a local, a parameter, a property, a type, `self` or `Self`.
    case name(String)
    /// `base.name`.
    case member(SwiftExpression, String)
    /// `callee(label: argument, …)`; an unlabelled argument's label is `""`.
    case call(SwiftExpression, labels: [String], arguments: [SwiftExpression])
    /// `base[key]`, `base[key, default: value]`.
    case subscripted(SwiftExpression, labels: [String], arguments: [SwiftExpression])
    /// `left op right`: `+`, `==`, `??`, `&&` and the like.
    case binary(String, SwiftExpression, SwiftExpression)
    /// `-x`, `!x`.
    case prefix(String, SwiftExpression)
    /// `x!`, and `x?` of an optional chain.
    case unwrap(SwiftExpression)
    /// `condition ? value : otherValue`.
    case ternary(SwiftExpression, SwiftExpression, SwiftExpression)
    /// `"…\(x)…"`: literal pieces (`string`) and the interpolated expressions, in order.
    case interpolation([SwiftExpression])
    /// Anything else: its source text, trimmed.
    case unknown(String)

    /// Whether it is a string literal without interpolations.
    public var isStringLiteral: Bool {
        if case .string = self { return true }
        return false
    }

    /// Whether the reader could take the whole tree apart: no `unknown` in it.
    public var isReadable: Bool {
        switch self {
        case .string, .integer, .double, .boolean, .nilLiteral, .emptyCollection, .name: return true
        case .array(let elements): return elements.allSatisfy(\.isReadable)
        case .member(let base, _): return base.isReadable
        case .call(let callee, _, let arguments), .subscripted(let callee, _, let arguments):
            return callee.isReadable && arguments.allSatisfy(\.isReadable)
        case .binary(_, let left, let right): return left.isReadable && right.isReadable
        case .prefix(_, let operand), .unwrap(let operand): return operand.isReadable
        case .ternary(let condition, let value, let otherValue):
            return condition.isReadable && value.isReadable && otherValue.isReadable
        case .interpolation(let pieces): return pieces.allSatisfy(\.isReadable)
        case .unknown: return false
        }
    }
}

extension SwiftExpression {
    /// Whether the expression, or any expression inside it, is one `test` accepts.
    public func contains(where test: (SwiftExpression) -> Bool) -> Bool {
        if test(self) { return true }
        switch self {
        case .member(let base, _), .prefix(_, let base), .unwrap(let base): return base.contains(where: test)
        case .call(let base, _, let arguments), .subscripted(let base, _, let arguments):
            return base.contains(where: test) || arguments.contains { $0.contains(where: test) }
        case .binary(_, let left, let right): return left.contains(where: test) || right.contains(where: test)
        case .ternary(let condition, let value, let otherValue):
            return condition.contains(where: test) || value.contains(where: test) || otherValue.contains(where: test)
        case .array(let elements), .interpolation(let elements): return elements.contains { $0.contains(where: test) }
        case .string, .integer, .double, .boolean, .nilLiteral, .emptyCollection, .name, .unknown: return false
        }
    }

    /// Whether a call stands anywhere in the expression.
    public var containsCall: Bool {
        contains { if case .call = $0 { return true } else { return false } }
    }

    /// The expression with each name `names` holds replaced by what it holds: a `guard let`'s
    /// name by the value it unwraps, in the clauses after it.
    public func replacingNames(_ names: [String: SwiftExpression]) -> SwiftExpression {
        guard !names.isEmpty else { return self }
        func replaced(_ expression: SwiftExpression) -> SwiftExpression { expression.replacingNames(names) }
        switch self {
        case .name(let name): return names[name] ?? self
        case .member(let base, let name): return .member(replaced(base), name)
        case .call(let callee, let labels, let arguments): return .call(replaced(callee), labels: labels, arguments: arguments.map(replaced))
        case .subscripted(let base, let labels, let arguments):
            return .subscripted(replaced(base), labels: labels, arguments: arguments.map(replaced))
        case .binary(let operation, let left, let right): return .binary(operation, replaced(left), replaced(right))
        case .prefix(let operation, let operand): return .prefix(operation, replaced(operand))
        case .unwrap(let operand): return .unwrap(replaced(operand))
        case .ternary(let test, let value, let otherValue): return .ternary(replaced(test), replaced(value), replaced(otherValue))
        case .array(let elements): return .array(elements.map(replaced))
        case .interpolation(let pieces): return .interpolation(pieces.map(replaced))
        case .string, .integer, .double, .boolean, .nilLiteral, .emptyCollection, .unknown: return self
        }
    }

    /// An enumeration's case by its name alone (`.profile`, `Route.profile`), as a `switch`'s
    /// pattern names it: a member of nothing.
    public static func enumCase(_ name: String) -> SwiftExpression { .member(.name(""), name) }

    /// Whether this is a `switch` case's test against an enumeration's cases: `route == .profile`,
    /// or several joined by `||` (`case .a, .b:`).
    public var testsEnumCases: Bool {
        switch self {
        case .binary("==", _, .member(.name(""), _)): return true
        case .binary("||", let left, let right): return left.testsEnumCases && right.testsEnumCases
        default: return false
        }
    }

    /// The name of the enumeration's case a call's argument names (`.profile`, `Route.profile`), as
    /// its text reads; nil for any other argument.
    public static func enumCaseName(written text: String) -> String? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let name = parts.last, let first = name.first, first.isLetter || first == "_",
            name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
            parts[0].isEmpty || (parts[0].first?.isUppercase == true && parts[0].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }))
        else { return nil }
        return String(name)
    }
}

/// One clause of an `if`'s condition list.
public enum SwiftConditionClause: Sendable, Equatable {
    /// A Boolean expression.
    case holds(SwiftExpression)
    /// `let name = optional` (or `if let name`): holds when the optional has a value, bound to `name`.
    case binds(String, SwiftExpression)
}

/// An `if` that does not navigate, with a condition the console may work out.
public struct SwiftConditional: Sendable, Equatable {
    /// The clauses, all of which must hold.
    public var clauses: [SwiftConditionClause]
    public var body: [SwiftStatement]
    /// The `else`'s statements (an `else if` is one conditional in it); empty without one.
    public var otherwise: [SwiftStatement]
    /// The condition as written (shortened), and where the `if` is: for the note a condition
    /// the console cannot work out gets.
    public var text: String
    public var path: String
    public var line: Int
    /// Whether it is a `guard`: an empty body, and an `otherwise` that leaves the method. One
    /// scenelab cannot work out is taken to hold, as the code after it was always played, and
    /// named in no note.
    public var isGuard: Bool

    public init(
        clauses: [SwiftConditionClause], body: [SwiftStatement], otherwise: [SwiftStatement], text: String = "",
        path: String = "", line: Int = 0, isGuard: Bool = false
    ) {
        self.clauses = clauses
        self.body = body
        self.otherwise = otherwise
        self.text = text
        self.path = path
        self.line = line
        self.isGuard = isGuard
    }
}

/// A stored property of a class or structure, static or not, and what it starts as.
public struct SwiftStoredProperty: Sendable, Equatable {
    public var name: String
    /// The initial value; nil without one (set in an initializer, or `nil` for an optional).
    public var initialValue: SwiftExpression?
    /// `static var` or `class var`: one for the type, not one per object.
    public var isStatic: Bool
    /// Its type ends in `?` or `!`: it starts as `nil` without a value, and values stored in it are wrapped.
    public var isOptional: Bool
    /// Its type is `Double`, `CGFloat` or `TimeInterval`: whole numbers stored in it print as `1.0`.
    public var isFloatingPoint: Bool
    /// `lazy var`: its initial value runs at its first use, not as the object is made.
    public var isLazy = false
    /// For an initial value a closure computes (`lazy var number: Int = { … }()`), the class's
    /// method that holds the closure's body (`SwiftStoredProperty.initializerMethod(of:)`); its
    /// `return` is the value.
    public var initializerMethod: String?

    /// The name a property's closure-computed initial value is kept under among its class's methods:
    /// no method of Swift's can have it.
    public static func initializerMethod(of property: String) -> String { property + " (initial value)" }

    /// The key of a computed property's setter among its class's methods (`hasOnboarded (setter)`),
    /// whose one parameter is the value set (`newValue`, or the name `set(value)` gives).
    public static func setterMethod(of property: String) -> String { property + " (setter)" }

    public init(
        name: String, initialValue: SwiftExpression?, isStatic: Bool = false, isOptional: Bool = false,
        isFloatingPoint: Bool = false
    ) {
        self.name = name
        self.initialValue = initialValue
        self.isStatic = isStatic
        self.isOptional = isOptional
        self.isFloatingPoint = isFloatingPoint
    }
}
