import SceneLabCore
import SwiftSourceModel

/// The values the project's code keeps and computes: stored properties (per object, set in
/// an initializer, by assignment or on first use), statics and structures kept in the
/// console's memory, locals, `return`, and `if`s on what those hold. A value it cannot work
/// out is nil, and what shows it is printed as written, never guessed.
extension ProjectConsole {
    /// Where an expression is worked out: the running method, the class that declares it, the call.
    struct Frame {
        var method: SwiftMethod
        var owner: SwiftClass
        var context: Context
        var depth: Int
    }

    /// Runs an assignment, a local, a `return` or a conditional.
    func runKeeping(
        _ statement: SwiftStatement, in frame: Frame, _ scope: inout [String: Value], budget: inout Budget,
        memory: inout ConsoleMemory, into output: inout [ConsoleLine]
    ) {
        // Swapped in and out, not copied: a copy of the memory or the lines would be duplicated on the first change.
        var run = Evaluation(console: self, frame: frame)
        run.enter(&scope, &memory, &budget, &output)
        defer { run.leave(&scope, &memory, &budget, &output) }
        switch statement {
        case .assign(let target, let operation, let value):
            var result = run.evaluate(value)
            if operation != "=" {
                let current = run.evaluate(target)
                result = current.flatMap { current in
                    result.flatMap { Evaluation.arithmetic(String(operation.dropLast()), current, $0) }
                }
            }
            run.store(result, into: target)
        case .mutate(let target, let method, let arguments):
            // An array changed in place; anything it cannot work out leaves the array unknown.
            let values = arguments.map { run.evaluate($0) }
            var elements: [ConsoleValue]
            switch run.evaluate(target) {
            case .array(let held)?: elements = held
            // `var names: [String] = []`: an empty literal reads as either collection; changed in place, an array.
            case .dictionary(let entries)? where entries.isEmpty: elements = []
            default:
                run.store(nil, into: target)
                return
            }
            switch (method, values.first ?? nil, values.dropFirst().first ?? nil) {
            case ("append(_:)", let element?, _): elements.append(element)
            case ("append(contentsOf:)", .array(let more)?, _): elements += more
            case ("insert(_:at:)", let element?, .integer(let index)?) where (0...elements.count).contains(index):
                elements.insert(element, at: index)
            case ("remove(at:)", .integer(let index)?, _) where elements.indices.contains(index):
                elements.remove(at: index)
            case ("removeAll()", _, _), ("removeAll(keepingCapacity:)", _, _): elements.removeAll()
            case ("removeFirst()", _, _) where !elements.isEmpty: elements.removeFirst()
            case ("removeLast()", _, _) where !elements.isEmpty: elements.removeLast()
            default:
                // Out of range, Swift stops the app; an unknown element or method: unknown from here on.
                run.store(nil, into: target)
                return
            }
            run.store(.array(elements), into: target)
        case .declare(let name, let value):
            run.scope[name] = Evaluation.bound(run.evaluate(value), source: name)
        case .returns(let value):
            run.budget.returned = value.flatMap { run.evaluate($0) }
            run.budget.isReturning = true
        case .conditional(let conditional):
            var inner = run.scope
            let holds = run.decide(conditional.clauses, binding: &inner)
            let statements: [SwiftStatement]
            switch holds {
            case true?: statements = conditional.body
            case false?:
                statements = conditional.otherwise
                inner = run.scope
            case nil where conditional.isGuard:
                // A guard scenelab cannot work out passes, as the engine takes it, and is named in no note.
                statements = conditional.body
            case nil:
                // Named in a note when a side does something (an empty `if` changes nothing either way).
                if !(conditional.body.isEmpty && conditional.otherwise.isEmpty) { run.budget.undecided.append(conditional) }
                if run.memory.unknownConditionsTakeElse {
                    // `--else`: the else, as the engine's code takes it.
                    statements = conditional.otherwise
                    inner = run.scope
                } else {
                    // As before the condition could be worked out: the body's prints, without its `return`.
                    statements = conditional.body.filter { if case .returns = $0 { return false } else { return true } }
                }
            }
            self.run(
                statements, of: frame.method, frame.owner, context: frame.context, parameters: inner,
                depth: frame.depth, budget: &run.budget, memory: &run.memory, into: &run.output)
        default:
            break
        }
    }

    /// What `print` shows for `expression`, or nil when it cannot be worked out.
    func printed(
        _ expression: SwiftExpression, in frame: Frame, _ scope: [String: Value], budget: inout Budget,
        memory: inout ConsoleMemory, into output: inout [ConsoleLine]
    ) -> String? {
        evaluated(expression, in: frame, scope, budget: &budget, memory: &memory, into: &output)?.printed
    }

    /// The value of `expression`, or nil when it cannot be worked out.
    func evaluated(
        _ expression: SwiftExpression, in frame: Frame, _ scope: [String: Value], budget: inout Budget,
        memory: inout ConsoleMemory, into output: inout [ConsoleLine]
    ) -> ConsoleValue? {
        var run = Evaluation(console: self, frame: frame)
        var scope = scope
        run.enter(&scope, &memory, &budget, &output)
        defer { run.leave(&scope, &memory, &budget, &output) }
        return run.evaluate(expression)
    }
}
