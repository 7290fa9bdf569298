import SceneLabCore
import SwiftSourceModel

/// A condition of an `if` or `switch` that navigates, worked out from what the tap that runs it
/// knows: the row UIKit passed (`indexPath.row`, `.item`), which control sent the action (`sender
/// == loginButton`), literals, and the stored properties the app's code kept (`stored`, the
/// console's values), with `!`, `&&`, `||` and comparisons. Nil for anything else, which the
/// player then says it could not work out.
enum TapValue {
    /// What the tap knows beyond the app's values.
    struct Facts {
        /// The row UIKit passed to the selection, from 0.
        var row: Int?
        /// The action's sender parameter, and the stored property of the class's that holds the
        /// control tapped (`loginButton`), for a control the code made.
        var sender: (parameter: String, control: String)?
        /// What the action's sender shows: its title, and its tag where a storyboard gives it
        /// (`sender.currentTitle == "True"`, `sender.tag == 1`), by the sender parameter's name.
        var sentBy: (parameter: String, title: String?, tag: Int?)?
        /// The parameters of the method the code called that were given an enumeration's case
        /// (`navigate(to: .profile)`: `route` is `profile`), by name.
        var cases: [String: String] = [:]
        /// The parameters of that method given a string literal (`pushNavigation(storyboard: "RootSB",
        /// identifier: "RootVC")`), by name: what an identifier held in one of them names.
        var strings: [String: String] = [:]
        /// The locals the code bound before (`let ready = true`), by name: unknown for a value
        /// the tap does not know, which then hides a stored property of the same name.
        var locals: [String: ConsoleValue] = [:]
        /// The text of the screen's text fields, by the property that holds each (`nameField`):
        /// what the person typed, else what the storyboard gives (`StoryboardController.fieldTexts`).
        var fields: [String: String] = [:]
        /// The properties the code that ran before assigned in this tap (`lastShown = detail`),
        /// or a helper it called may have: the console's values from before the tap are not theirs.
        var assigned: Set<String> = []

        /// The value of a literal as a printed part holds it (`true`, `3`, `"Go"`); nil otherwise.
        static func literal(_ part: PrintPart) -> ConsoleValue? {
            switch part {
            // A default prints as text: `true` and `false` are a `Bool`'s (a `String` defaulting to
            // either is rarer than a flag).
            case .text("true"): return .boolean(true)
            case .text("false"): return .boolean(false)
            case .text(let text): return .string(text)
            case .evaluable(let written, _): return TapValue.value(of: written, tap: Facts(), stored: { _ in nil })
            case .expression(let text), .property(let text):
                if text == "true" || text == "false" { return .boolean(text == "true") }
                return Int(text).map { .integer($0) }
            default: return nil
            }
        }

        /// These facts in a method `call` reaches: its parameters given an enumeration's case or a
        /// string literal by `arguments`, in place of the caller's.
        func calling(_ method: SwiftMethod, call: String, arguments: [[PrintPart]]) -> Facts {
            var inner = self
            inner.cases = [:]
            inner.strings = [:]
            inner.locals = [:]
            for (parameter, source) in zip(method.parameters, method.argumentSources(ofCall: call, count: arguments.count)) {
                // A literal default the call leaves out (`animated: Bool = true`).
                if case .default(let parts)? = source, parts.count == 1, let value = Self.literal(parts[0]) {
                    inner.locals[parameter] = value
                    continue
                }
                guard case .argument(let index)? = source, arguments.indices.contains(index), arguments[index].count == 1
                else { continue }
                switch arguments[index][0] {
                case .expression(let text), .evaluable(_, let text), .property(let text):
                    if let name = SwiftExpression.enumCaseName(written: text) {
                        inner.cases[parameter] = name
                    } else if let known = cases[text] {
                        // A parameter of the caller's handed on (`update(for: action)`): what it was given.
                        inner.cases[parameter] = known
                    } else if let known = strings[text] {
                        inner.strings[parameter] = known
                    } else if let known = locals[text] {
                        inner.locals[parameter] = known
                    }
                case .text(let literal):
                    inner.strings[parameter] = literal
                default: continue
                }
            }
            return inner
        }
    }

    static func holds(_ expression: SwiftExpression, tap: Facts, stored: (String) -> ConsoleValue?) -> Bool? {
        guard case .boolean(let holds)? = value(of: expression, tap: tap, stored: stored, depth: 0) else { return nil }
        return holds
    }

    /// `sender == loginButton` (or `===`, `!=`, either way round, `self.loginButton`): whether the
    /// control tapped is the one the property holds.
    private static func comparesSender(_ expression: SwiftExpression, tap: Facts) -> ConsoleValue? {
        guard let sender = tap.sender, case .binary(let operation, let left, let right) = expression,
            ["==", "===", "!=", "!=="].contains(operation)
        else { return nil }
        func property(_ side: SwiftExpression) -> String? {
            switch side {
            case .name(let name), .member(.name("self"), let name): return name
            default: return nil
            }
        }
        let other: String?
        if case .name(sender.parameter) = left { other = property(right) } else if case .name(sender.parameter) = right {
            other = property(left)
        } else {
            other = nil
        }
        guard let other, other != sender.parameter else { return nil }
        let same = other == sender.control
        return .boolean(operation.hasPrefix("=") ? same : !same)
    }

    /// The value of `expression` as the tap knows it: nil when it does not.
    static func value(of expression: SwiftExpression, tap: Facts, stored: (String) -> ConsoleValue?) -> ConsoleValue? {
        value(of: expression, tap: tap, stored: stored, depth: 0)
    }

    private static func value(
        of expression: SwiftExpression, tap: Facts, stored: (String) -> ConsoleValue?, depth: Int
    ) -> ConsoleValue? {
        guard depth < 16 else { return nil }
        func inner(_ expression: SwiftExpression) -> ConsoleValue? {
            value(of: expression, tap: tap, stored: stored, depth: depth + 1)
        }
        if let compared = comparesSender(expression, tap: tap) { return compared }
        switch expression {
        case .integer(let number): return .integer(number)
        case .double(let number): return .double(number)
        case .string(let text): return .string(text)
        case .boolean(let flag): return .boolean(flag)
        case .nilLiteral: return ConsoleValue.none
        case .member(.name("indexPath"), "row"), .member(.name("indexPath"), "item"):
            return tap.row.map { .integer($0) }
        case .member(.name(let parameter), "tag") where parameter == tap.sentBy?.parameter:
            return tap.sentBy?.tag.map { .integer($0) }
        case .member(.name(let parameter), "currentTitle") where parameter == tap.sentBy?.parameter,
            .member(.member(.name(let parameter), "titleLabel"), "text") where parameter == tap.sentBy?.parameter:
            return tap.sentBy?.title.map { .string($0) }
        case .member(.name(""), let name):
            return .type(name)
        case .member(.name(let property), "text") where tap.fields[property] != nil,
            .member(.member(.name("self"), let property), "text") where tap.fields[property] != nil:
            return tap.fields[property].map { .string($0) }
        case .member(let base, "isEmpty"):
            switch inner(base) {
            case .string(let text)?: return .boolean(text.isEmpty)
            case .array(let elements)?: return .boolean(elements.isEmpty)
            default: return nil
            }
        case .member(let base, "count"):
            switch inner(base) {
            case .string(let text)?: return .integer(text.count)
            case .array(let elements)?: return .integer(elements.count)
            default: return nil
            }
        case .binary("??", let left, let right):
            // The optional's value, else the default when it holds none.
            switch inner(left) {
            case nil, .unknown?: return nil
            case ConsoleValue.none?: return inner(right)
            case .some(let wrapped)?: return wrapped
            case let value?: return value
            }
        case .name(let name) where tap.cases[name] != nil:
            return tap.cases[name].map { .type($0) }
        case .name(let name) where tap.locals[name] != nil:
            return tap.locals[name]
        case .name(let name), .member(.name("self"), let name):
            guard name != "indexPath", name != tap.sender?.parameter, name != "sender" else { return nil }
            return stored(name)
        case .member(.name(let holder), let name), .member(.member(.name("self"), let holder), let name):
            // A property of an object the controller keeps (`viewModel.rows`), as the code left it.
            guard holder != "indexPath", holder != "self", holder != tap.sender?.parameter, holder != "sender",
                holder != tap.sentBy?.parameter, tap.locals[holder] == nil, tap.cases[holder] == nil
            else { return nil }
            return stored(holder + "." + name)
        case .unwrap(let operand):
            return inner(operand)
        case .array(let elements):
            // A literal array of values the tap knows (`[.profile, .settings]`, `["A", "B"]`).
            var values: [ConsoleValue] = []
            for element in elements {
                guard let value = inner(element), value != .unknown else { return nil }
                values.append(value)
            }
            return .array(values)
        case .subscripted(let base, [""], let arguments):
            // `rows[indexPath.row]`: the element of an array the tap knows at an index it knows.
            guard arguments.count == 1, case .array(let elements)? = inner(base),
                case .integer(let index)? = inner(arguments[0]), elements.indices.contains(index)
            else { return nil }
            return elements[index]
        case .prefix("!", let operand):
            guard case .boolean(let flag)? = inner(operand) else { return nil }
            return .boolean(!flag)
        case .binary("&&", let left, let right), .binary("||", let left, let right):
            let isAnd = { if case .binary("&&", _, _) = expression { return true } else { return false } }()
            guard case .boolean(let first)? = inner(left) else { return nil }
            // Swift's short circuit: the right side is not needed once the left decides.
            if isAnd && !first { return .boolean(false) }
            if !isAnd && first { return .boolean(true) }
            guard case .boolean(let second)? = inner(right) else { return nil }
            return .boolean(second)
        case .binary(let operation, let left, let right):
            guard ["==", "!=", "<", "<=", ">", ">="].contains(operation), let a = inner(left), let b = inner(right),
                a != .unknown, b != .unknown
            else { return nil }
            return Evaluation.compared(operation, a, b)
        default:
            return nil
        }
    }
}
