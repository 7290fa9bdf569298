import SceneLabCore

/// Swift's operators on the values a console keeps.
extension Evaluation {
    /// `+ - * / %` on numbers (a whole number meets a `Double` as one), `+` on strings.
    static func arithmetic(_ operation: String, _ left: ConsoleValue, _ right: ConsoleValue) -> ConsoleValue? {
        switch (left, right) {
        case (.integer(let a), .integer(let b)):
            switch operation {
            case "+": return .integer(a &+ b)
            case "-": return .integer(a &- b)
            case "*": return .integer(a &* b)
            // A division Swift would trap on (by zero, `Int.min / -1`) is unknown.
            case "/":
                let (quotient, overflow) = a.dividedReportingOverflow(by: b)
                return b == 0 || overflow ? nil : .integer(quotient)
            case "%":
                let (remainder, overflow) = a.remainderReportingOverflow(dividingBy: b)
                return b == 0 || overflow ? nil : .integer(remainder)
            default: return nil
            }
        case (.string(let a), .string(let b)) where operation == "+": return .string(a + b)
        default:
            guard let a = number(left), let b = number(right) else { return nil }
            switch operation {
            case "+": return .double(a + b)
            case "-": return .double(a - b)
            case "*": return .double(a * b)
            case "/": return .double(a / b)
            default: return nil
            }
        }
    }

    /// `== != < <= > >=`; `x == nil` tests an optional.
    static func compared(_ operation: String, _ left: ConsoleValue, _ right: ConsoleValue) -> ConsoleValue? {
        if let a = number(left), let b = number(right) {
            switch operation {
            case "==": return .boolean(a == b)
            case "!=": return .boolean(a != b)
            case "<": return .boolean(a < b)
            case "<=": return .boolean(a <= b)
            case ">": return .boolean(a > b)
            case ">=": return .boolean(a >= b)
            default: return nil
            }
        }
        var (a, b) = (left, right)
        // An optional compared with a value: the value it holds, or none.
        if case .some(let wrapped) = a, b != ConsoleValue.none { a = wrapped }
        if case .some(let wrapped) = b, a != ConsoleValue.none { b = wrapped }
        if case .string(let x) = a, case .string(let y) = b {
            switch operation {
            case "<": return .boolean(x < y)
            case ">": return .boolean(x > y)
            default: break
            }
        }
        switch operation {
        case "==": return .boolean(a == b)
        case "!=": return .boolean(a != b)
        default: return nil
        }
    }

    static func number(_ value: ConsoleValue?) -> Double? {
        switch value {
        case .integer(let whole)?: return Double(whole)
        case .double(let value)?: return value
        default: return nil
        }
    }

    func number(_ value: ConsoleValue?) -> Double? { Self.number(value) }
}
