import SceneLabCore
import SwiftSourceModel

/// Conditions and assignments: what an `if` decides, and where a value is stored.
extension Evaluation {
    /// Whether every clause holds, binding `if let` names into `scope`; nil when one cannot be worked out.
    mutating func decide(
        _ clauses: [SwiftConditionClause], binding scope: inout [String: ProjectConsole.Value]
    ) -> Bool? {
        for clause in clauses {
            switch clause {
            case .holds(let condition):
                guard case .boolean(let holds)? = evaluate(condition) else { return nil }
                if !holds { return false }
            case .binds(let name, let value):
                switch evaluate(value) {
                case nil: return nil
                case .none?: return false
                case .some(let wrapped)?: scope[name] = Self.bound(wrapped, source: name)
                case let other?: scope[name] = Self.bound(other, source: name)
                }
                self.scope[name] = scope[name]
            }
        }
        return true
    }

    /// Stores `value` where `target` names: a local, a property of the object, a static, a
    /// structure's field or a dictionary's entry (`nil` removes it). An unknown value is kept
    /// as unknown, so that what shows it later is printed as written.
    mutating func store(_ value: ConsoleValue?, into target: SwiftExpression) {
        let value = value ?? .unknown
        switch target {
        case .name(let name):
            if scope[name] != nil {
                scope[name] = Self.bound(value == .unknown ? nil : value, source: name)
            } else if !storeProperty(name, value) {
                if !storeStatic(name, in: frame.owner.name, value), !storeStatic(name, in: receiver, value),
                    !runSetter(name, in: receiver, value), let declared = sources.globals[name]
                {
                    memory.statics[name] = Self.fitted(value, to: declared)
                }
            }
        case .member(.name("self"), let name):
            if !storeProperty(name, value) { _ = runSetter(name, in: receiver, value) }
        case .member(.name("Self"), let name):
            if !storeStatic(name, in: receiver, value) { _ = runSetter(name, in: receiver, value) }
        case .member(.name(let typeName), let name) where isType(typeName) && scope[typeName] == nil:
            if !storeStatic(name, in: typeName, value) { _ = runSetter(name, in: typeName, value) }
        case .member(let base, let name):
            if case .object(let made)? = unwrapped(evaluate(base)) {
                storeMade(value, name, in: made)
                return
            }
            guard case .structure(let type, var fields)? = evaluate(base) else { return }
            let declared = sources.structures[type]?.storedProperties[name]
            fields[name] = declared.map { Self.fitted(value, to: $0) } ?? value
            store(.structure(type, fields), into: base)
        case .subscripted(let base, _, let arguments):
            guard let key = arguments.first.flatMap({ evaluate($0)?.printed }) else { return }
            var entries: [String: ConsoleValue] = [:]
            switch unwrapped(evaluate(base)) {
            case .dictionary(let existing)?: entries = existing
            default: return
            }
            if value == ConsoleValue.none {
                entries[key] = nil
            } else if case .some(let wrapped) = value {
                entries[key] = wrapped
            } else {
                entries[key] = value
            }
            store(.dictionary(entries), into: base)
        default:
            return
        }
    }

    /// Runs the setter of a computed property of `typeName`'s chain (`LocalState.hasOnboarded =
    /// true`, whose `set` writes the defaults), its parameter given `value`; false when there is none.
    private mutating func runSetter(_ name: String, in typeName: String, _ value: ConsoleValue) -> Bool {
        let key = SwiftStoredProperty.setterMethod(of: name)
        guard let (owner, setter) = sources.nearestType(from: typeName, { owner in owner.methods[key].map { (owner, $0) } }),
            let parameter = setter.parameters.first
        else { return false }
        _ = runMethod(setter, of: owner, arguments: [parameter: Self.bound(value == .unknown ? nil : value, source: parameter)])
        return true
    }

    /// A property of a controller the command made (`detail.item = name`): given once its
    /// initializer has run, when that has not been printed yet, as Swift's order has it.
    private mutating func storeMade(_ value: ConsoleValue, _ name: String, in made: String) {
        guard let className = className(of: made),
            let declared = sources.nearest(from: className, { $0.storedProperties[name].flatMap { $0.isStatic ? nil : $0 } })
        else { return }
        let fitted = Self.fitted(value, to: declared)
        let index = memory.made.firstIndex(where: { $0.object == made })
        if index.map({ memory.made[$0].isInitialized }) ?? true {
            memory.objects[made, default: [:]][name] = fitted
        } else {
            memory.givenOnceMade[made, default: [:]][name] = fitted
        }
    }

    private mutating func storeProperty(_ name: String, _ value: ConsoleValue) -> Bool {
        guard
            let declared = sources.nearestType(
                from: receiver,
                { owner in
                    owner.storedProperties[name].flatMap { $0.isStatic ? nil : $0 }
                })
        else { return false }
        memory.objects[object, default: [:]][name] = Self.fitted(value, to: declared)
        return true
    }

    private mutating func storeStatic(_ name: String, in className: String, _ value: ConsoleValue) -> Bool {
        guard
            let (owner, declared) = sources.nearestType(
                from: className,
                { owner in
                    owner.storedProperties[name].flatMap { $0.isStatic ? (owner, $0) : nil }
                })
        else { return false }
        memory.statics[owner.name + "." + name] = Self.fitted(value, to: declared)
        return true
    }
}
