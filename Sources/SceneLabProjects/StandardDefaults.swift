import PropertyLists
import SceneLabCore
import SwiftSourceModel

/// `UserDefaults.standard` in the app's code: what it reads comes from the app's defaults as the
/// console keeps them (`ConsoleMemory.defaults`, the store's as the command began, through the
/// app's search list), with UserDefaults' conversions; what it writes goes there and to the
/// session, which stores it in the app's domain when the command ends (`ConsoleMemory.defaultsWritten`).
enum StandardDefaults {
    /// What the console holds for `UserDefaults.standard` itself, kept in a name (`let defaults =
    /// UserDefaults.standard`): a value no `print` shows.
    static let value = ConsoleValue.structure("UserDefaults", [:])

    /// The listed name of a write on it (`StatementCollector.standardDefaults`).
    static let setCall = "UserDefaults.standard.set(_:forKey:)"
    static let removeCall = "UserDefaults.standard.removeObject(forKey:)"

    /// Whether `expression` is `UserDefaults.standard`.
    static func isStandard(_ expression: SwiftExpression) -> Bool {
        guard case .member(let base, let name) = expression else { return false }
        return isStandard(base, name)
    }

    /// `isStandard(_:)` of `base.name`, without making the expression (the console asks it of
    /// every member it works out).
    static func isStandard(_ base: SwiftExpression, _ name: String) -> Bool {
        guard name == "standard", case .name("UserDefaults") = base else { return false }
        return true
    }

    /// What the getter `method` (`bool(forKey:)` is `bool`) gives when the key holds `stored`;
    /// nil for a getter scenelab does not work out (`data(forKey:)`, `url(forKey:)`).
    static func read(_ method: String, _ stored: PropertyList?) -> ConsoleValue? {
        switch method {
        case "bool": return .boolean(stored?.boolValue ?? false)
        case "integer": return .integer(stored?.integerValue ?? 0)
        case "double", "float": return .double(stored?.doubleValue ?? 0)
        case "string": return optional(stored?.stringValue.map(ConsoleValue.string))
        case "object", "value":
            // A date or data the code holds, which scenelab does not print: not worked out.
            guard let stored else { return ConsoleValue.none }
            return consoleValue(stored).map { ConsoleValue.some($0) }
        case "array":
            guard let stored, case .array = stored else { return ConsoleValue.none }
            return consoleValue(stored).map { ConsoleValue.some($0) }
        case "stringArray":
            guard case .array(let items)? = stored else { return ConsoleValue.none }
            var strings: [ConsoleValue] = []
            for item in items {
                guard case .string(let text) = item else { return ConsoleValue.none }
                strings.append(.string(text))
            }
            return optional(.array(strings))
        case "dictionary":
            guard let stored, case .dictionary = stored else { return ConsoleValue.none }
            return consoleValue(stored).map { ConsoleValue.some($0) }
        default: return nil
        }
    }

    /// `value` as an optional holding it; `nil` for none.
    private static func optional(_ value: ConsoleValue?) -> ConsoleValue {
        value.map { ConsoleValue.some($0) } ?? ConsoleValue.none
    }

    /// A stored value as the code sees it; nil for one it cannot print as Swift would (a date, data).
    static func consoleValue(_ value: PropertyList) -> ConsoleValue? {
        switch value {
        case .string(let text): return .string(text)
        case .integer(let number): return .integer(number)
        case .real(let number): return .double(number)
        case .boolean(let flag): return .boolean(flag)
        case .array(let items):
            var values: [ConsoleValue] = []
            for item in items {
                guard let converted = consoleValue(item) else { return nil }
                values.append(converted)
            }
            return .array(values)
        case .dictionary(let entries):
            var values: [String: ConsoleValue] = [:]
            for (key, item) in entries {
                guard let converted = consoleValue(item) else { return nil }
                values[key] = converted
            }
            return .dictionary(values)
        case .date, .data: return nil
        }
    }

    /// What `set(_:forKey:)` stores for a value the code worked out: `.some(nil)` for `nil`, which
    /// removes the key; nil for one a property list cannot hold or scenelab did not work out.
    static func propertyList(_ value: ConsoleValue) -> PropertyList?? {
        switch value {
        case .string(let text): return .some(.string(text))
        case .integer(let number): return .some(.integer(number))
        case .double(let number): return .some(.real(number))
        case .boolean(let flag): return .some(.boolean(flag))
        case .none: return .some(nil)
        case .some(let wrapped): return propertyList(wrapped)
        case .array(let items):
            var values: [PropertyList] = []
            for item in items {
                guard case .some(let converted?) = propertyList(item) else { return nil }
                values.append(converted)
            }
            return .some(.array(values))
        case .dictionary(let entries):
            var values: [String: PropertyList] = [:]
            for (key, item) in entries {
                guard case .some(let converted?) = propertyList(item) else { return nil }
                values[key] = converted
            }
            return .some(.dictionary(values))
        case .date, .size, .type, .structure, .unknown, .object: return nil
        }
    }
}

extension StandardDefaults {
    /// The test on the app's defaults `condition` is (`UserDefaults.standard.bool(forKey: "seen")`,
    /// `!defaults.bool(forKey: Keys.seen)`, `UserDefaults.standard.string(forKey: "user") == nil`), read
    /// in the code of `className`, whose stored properties may keep `UserDefaults.standard`
    /// (`let defaults = UserDefaults.standard`); nil for any other condition.
    static func test(_ condition: SwiftExpression, in className: String, _ sources: SwiftSources) -> DefaultsTest? {
        test(condition, in: className, sources, depth: 0)
    }

    /// `test(_:in:_:)`, `depth` getters deep (`throughGetter`).
    private static func test(_ condition: SwiftExpression, in className: String, _ sources: SwiftSources, depth: Int)
        -> DefaultsTest?
    {
        func isDefaults(_ base: SwiftExpression) -> Bool {
            if isStandard(base) { return true }
            let name: String
            switch base {
            case .name(let plain): name = plain
            case .member(.name("self"), let plain): name = plain
            default: return false
            }
            guard let declared = sources.nearest(from: className, { $0.storedProperties[name] }),
                let initial = declared.initialValue
            else { return false }
            return isStandard(initial)
        }
        // A literal key, or a constant holding one (`Keys.onboarded`).
        func key(_ arguments: [SwiftExpression]) -> String? {
            guard arguments.count == 1 else { return nil }
            return ConstantText.text(of: arguments[0], in: className, sources)
        }
        switch condition {
        case .prefix("!", let inner):
            return test(inner, in: className, sources, depth: depth).map {
                DefaultsTest(key: $0.key, kind: $0.kind, negated: !$0.negated)
            }
        case .call(.member(let base, "bool"), ["forKey"], let arguments) where isDefaults(base):
            return key(arguments).map { DefaultsTest(key: $0, kind: .isTrue) }
        case .binary(let operation, .call(.member(let base, let getter), ["forKey"], let arguments), .nilLiteral)
        where (operation == "==" || operation == "!=") && isDefaults(base) && readsOptional.contains(getter):
            return key(arguments).map { DefaultsTest(key: $0, kind: .isPresent, negated: operation == "==") }
        default:
            return throughGetter(condition, in: className, sources, depth: depth)
        }
    }

    /// The test a computed property's getter is, when it returns one (`LocalState.hasOnboarded`,
    /// `static var hasOnboarded: Bool { UserDefaults.standard.bool(forKey: Keys.hasOnboarded.rawValue) }`,
    /// or the class's own `isSignedIn`): read in the getter's type, a few getters deep.
    private static func throughGetter(_ condition: SwiftExpression, in className: String, _ sources: SwiftSources, depth: Int)
        -> DefaultsTest?
    {
        guard depth < 4 else { return nil }
        let owner: String
        let property: String
        switch condition {
        case .member(.name(let type), let name) where type.first?.isUppercase == true:
            (owner, property) = (type, name)
        case .name(let name), .member(.name("self"), let name):
            (owner, property) = (className, name)
        default:
            return nil
        }
        guard let getter = sources.nearestType(from: owner, { $0.methods[property] }), getter.statements.count == 1,
            case .returns(let value?) = getter.statements[0]
        else { return nil }
        return test(value, in: owner, sources, depth: depth + 1)
    }

    /// The test on the app's defaults a clause of an `if` is: a condition `test(_:in:_:)` takes,
    /// or a binding of a getter's optional (`if let user = defaults.string(forKey: "user")`), which
    /// holds when the key holds a value.
    static func test(of clause: SwiftConditionClause, in className: String, _ sources: SwiftSources) -> DefaultsTest? {
        switch clause {
        case .holds(let condition): return test(condition, in: className, sources)
        case .binds(_, let value): return test(.binary("!=", value, .nilLiteral), in: className, sources)
        }
    }

    /// The getters that give nil for a key with no value (`bool(forKey:)` and the numbers give false and 0).
    private static let readsOptional: Set<String> = [
        "string", "object", "value", "array", "stringArray", "dictionary", "data", "url",
    ]
}

/// What a launch is played assuming of one key of the app's defaults: whether its test, written
/// without `!` or `== nil`, holds (`bool(forKey:)` is true, the key holds a value).
struct DefaultsAssumption {
    var key: String
    var kind: DefaultsTest.Kind
    var holdsPlainly: Bool

    /// The assumption under which `test` holds or not, as `holds` says.
    init(_ test: DefaultsTest, holds: Bool) {
        key = test.key
        kind = test.kind
        holdsPlainly = holds != test.negated
    }

    /// Whether `test` holds under the assumption; nil for a test of another key or kind.
    func holds(_ test: DefaultsTest) -> Bool? {
        guard test.key == key, test.kind == kind else { return nil }
        return holdsPlainly != test.negated
    }
}
