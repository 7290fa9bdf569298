import SwiftSourceModel

/// Where each closure given to a call of a method that may be the app's runs, decided once every
/// file is read, as the method may be declared in any of them:
///
/// - in place, when the call reaches no method of the app's (a library's, taken as calling it at
///   once), or when the method it reaches calls the parameter the closure gives (`completion(x)`,
///   `completion?()`, in a closure of its own too) or hands it on (`load(url, completion:
///   completion)`);
/// - nowhere, with a warning that names it, when the method only keeps it for later
///   (`editor.onSave = completion`): it runs at a time scenelab does not know.
enum ClosurePlacement {
    /// The sources with every `SwiftStatement.closure` put in its place or left out, and a warning
    /// for each left out.
    static func place(in sources: inout SwiftSources) -> [SourceWarning] {
        var warnings: [SourceWarning] = []
        let read = sources
        func placed(_ type: SwiftClass) -> SwiftClass {
            var changed = type
            for (name, method) in type.methods {
                changed.methods[name]?.statements = resolve(method.statements, in: type.name, read, &warnings)
            }
            changed.initialValues = resolve(type.initialValues, in: type.name, read, &warnings)
            return changed
        }
        for (name, type) in read.classes { sources.classes[name] = placed(type) }
        for (name, type) in read.extensions { sources.extensions[name] = placed(type) }
        for (name, type) in read.structures { sources.structures[name] = placed(type) }
        return warnings.sorted { ($0.path, $0.line) < ($1.path, $1.line) }
    }

    private static func resolve(
        _ statements: [SwiftStatement], in className: String, _ sources: SwiftSources, _ warnings: inout [SourceWarning]
    ) -> [SwiftStatement] {
        // Not a statement list with a closure in it (most are not): handed back as it is.
        guard statements.containsAnywhere(where: { if case .closure = $0 { true } else { false } }) else {
            return statements
        }
        func flatten(_ list: [SwiftStatement]) -> [SwiftStatement] {
            deferringCompletions(flattened(list))
        }
        func flattened(_ list: [SwiftStatement]) -> [SwiftStatement] {
            list.flatMap { statement -> [SwiftStatement] in
                guard case .closure(let closure) = statement else { return [statement] }
                // UIKit's completion handler stays one: it runs after the transition its call starts;
                // so does work after a delay, which runs after the method.
                if SwiftStatement.completionCalls.contains(closure.call) || SwiftStatement.delayedCalls.contains(closure.call) {
                    return [statement]
                }
                if runsInPlace(closure, from: className, sources) { return closure.statements }
                warnings.append(
                    SourceWarning(path: closure.path, line: closure.line, column: 0, problem: .closureKept(call: closure.call)))
                return []
            }
        }
        return flatten(statements.map { $0.changingLists(flatten) })
    }

    /// `list` with each UIKit completion handler moved past the statements after its call, up to
    /// the next one where UIKit takes over: Swift runs those at once, the handler only once the
    /// transition is over (`present(help, animated: true) { print("shown") }; print("asked")`
    /// prints `asked` first).
    /// Work after a delay goes to the end of its list: the method runs to its end first.
    private static func deferringCompletions(_ list: [SwiftStatement]) -> [SwiftStatement] {
        var result = list
        var delayed: [SwiftStatement] = []
        result.removeAll { statement in
            guard case .closure(let closure) = statement, SwiftStatement.delayedCalls.contains(closure.call) else { return false }
            delayed.append(statement)
            return true
        }
        if case .returns? = result.last {
            // Before a final `return`, which would otherwise leave it behind.
            result.insert(contentsOf: delayed, at: result.count - 1)
        } else {
            result += delayed
        }
        var index = 0
        while index < result.count {
            guard case .closure(let closure) = result[index], SwiftStatement.completionCalls.contains(closure.call) else {
                index += 1
                continue
            }
            var end = index + 1
            // Up to the next hand-over, or a `return`, which the handler must not fall behind.
            while end < result.count, !result[end].handsOverToUIKit, !Self.returns(result[end]) { end += 1 }
            let handler = result.remove(at: index)
            result.insert(handler, at: end - 1)
            index = end
        }
        return result
    }

    /// Whether the statement is a `return`, or an `if` whose side has one.
    private static func returns(_ statement: SwiftStatement) -> Bool {
        switch statement {
        case .returns: return true
        case .conditional(let conditional): return (conditional.body + conditional.otherwise).contains(where: returns)
        case .branch(let branch): return (branch.body + branch.otherwise).contains(where: returns)
        default: return false
        }
    }

    private static func runsInPlace(_ closure: ClosureArgument, from className: String, _ sources: SwiftSources) -> Bool {
        guard let (_, method, _) = sources.called(closure.call, from: className) else { return true }
        let count = SwiftMethod.labels(of: closure.call).count
        let places = method.argumentSources(ofCall: closure.call, count: count)
        guard let index = places.firstIndex(where: { $0 == .argument(closure.argument) }),
            method.parameters.indices.contains(index)
        else { return true }
        return uses(method.parameters[index], in: method.statements)
    }

    /// Whether `statements` call `name` or hand it to another call, at any depth.
    private static func uses(_ name: String, in statements: [SwiftStatement]) -> Bool {
        func isUse(_ statement: SwiftStatement) -> Bool {
            guard case .call(let method, let arguments) = statement else { return false }
            if method.prefix(while: { $0 != "(" }) == name { return true }
            return arguments.contains { parts in
                guard parts.count == 1 else { return false }
                switch parts[0] {
                case .property(let text), .expression(let text), .evaluable(_, let text): return text == name
                default: return false
                }
            }
        }
        return statements.containsAnywhere(where: isUse)
    }
}
