import SwiftSourceModel
internal import SwiftSyntax

/// Walks one body and lists its prints, calls and super calls.
///
/// A call is listed after the calls in its arguments, which run first, and
/// before the closures passed to it, whose bodies are listed where they stand.
final class StatementCollector: SyntaxVisitor {
    private let parts: PrintPartReader
    private let places: SourcePlaces
    private(set) var statements: [SwiftStatement] = []
    /// Local constants that hold a condition the reader knows
    /// (`let isAdding = presentingViewController is UINavigationController`).
    private var conditions: [String: SwiftCondition]
    /// How many branches this body is inside.
    private let branchDepth: Int
    /// How many closures, `switch` cases and loops the walk is inside: a `return` there is not
    /// taken as the method's (a closure's ends the closure; a case or a loop body is listed
    /// once, whether or not it runs).
    var closureDepth = 0

    init(places: SourcePlaces, conditions: [String: SwiftCondition] = [:], branchDepth: Int = 0) {
        self.places = places
        self.parts = PrintPartReader(places: places)
        self.conditions = conditions
        self.branchDepth = branchDepth
        super.init(viewMode: .sourceAccurate)
    }

    /// Branches nested deeper than this are listed as plain `if` bodies: a
    /// generated chain of thousands of `else if`s stays a flat list.
    private static let maximumBranchDepth = 16

    /// The statements of `body`, in the order described above.
    static func statements(in body: some SyntaxProtocol, places: SourcePlaces) -> [SwiftStatement] {
        let collector = StatementCollector(places: places)
        collector.walk(body)
        return collector.statements
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // An observer's closure runs when its notification is posted, not here: it is kept in
        // the registration, not listed in place.
        if let observing = ObserverReader.statement(for: node, places: places) {
            statements.append(observing)
            return .skipChildren
        }
        walk(node.calledExpression)
        let listed = statement(for: node)
        // An array, not swift-syntax's own `filter`: that one returns a collection edited out of
        // the tree, a copy of the whole file each time, which made reading quadratic in calls.
        let closures: [LabeledExprSyntax] = node.arguments.filter { $0.expression.is(ClosureExprSyntax.self) }
        for argument in node.arguments where !argument.expression.is(ClosureExprSyntax.self) {
            // A printed value the console works out runs its own calls as the print does.
            if case .print? = listed, evaluatesItself(argument.expression) { continue }
            walk(argument)
        }
        if let listed { statements.append(listed) }
        for argument in closures { walk(argument) }
        if let trailing = node.trailingClosure { walk(trailing) }
        walk(node.additionalTrailingClosures)
        return .skipChildren
    }

    // The paths a method takes when something fails (an `else`, a guard's
    // `else`, a `catch`) are taken as not run: their prints are the failure's
    // messages, and a console that showed them would say the app failed.
    //
    // An `if` that chooses between navigation calls is kept whole, its
    // `else` too, so that what the app shows can follow the condition.
    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        let body = nested(node.body)
        var otherwise: [SwiftStatement] = []
        // `if case`: see ClassCollector.getterBody on swift-syntax's enums.
        if case .ifExpr(let elseIf)? = node.elseBody {
            otherwise = nested(elseIf)
        } else if case .codeBlock(let block)? = node.elseBody {
            otherwise = nested(block)
        }
        let navigating = branchDepth < Self.maximumBranchDepth && (body + otherwise).contains(where: Self.navigates)
        // An `if` that registers an observer stays in place, where the registrations are gathered.
        let observes = (body + otherwise).contains { statement in
            switch statement {
            case .observe, .stopObserving: return true
            default: return false
            }
        }
        let clauses = navigating || observes ? nil : conditionClauses(node.conditions)
        if clauses == nil { walk(node.conditions) }
        if navigating {
            let branch = SwiftBranch(
                condition: ConditionReader(constants: conditions).condition(of: node.conditions), body: body,
                otherwise: otherwise, path: places.path, line: places.line(of: node.ifKeyword))
            statements.append(.branch(branch))
        } else if let clauses, branchDepth < Self.maximumBranchDepth {
            statements.append(.conditional(SwiftConditional(clauses: clauses, body: body, otherwise: otherwise)))
        } else {
            statements += body.flatMap(\.asListed)
        }
        return .skipChildren
    }

    /// The statements of a body inside this one's `if`.
    private func nested(_ body: some SyntaxProtocol) -> [SwiftStatement] {
        let collector = StatementCollector(places: places, conditions: conditions, branchDepth: branchDepth + 1)
        collector.closureDepth = closureDepth
        collector.walk(body)
        return collector.statements
    }

    /// Whether a statement calls UIKit's navigation, or holds a branch that does.
    private static func navigates(_ statement: SwiftStatement) -> Bool {
        switch statement {
        case .branch: return true
        case .call(let method, _):
            return navigationCalls.contains(String(method.prefix { $0 != "(" }))
        case .print, .superCall, .observe, .stopObserving: return false
        case .assign, .declare, .returns, .conditional: return false
        }
    }

    // A local constant that holds a condition is remembered for the `if`s after it.
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let declared = declaration(node)
        if let declared { statements.append(declared) }
        let next: SyntaxVisitorContinueKind = declared == nil ? .visitChildren : .skipChildren
        guard node.bindingSpecifier.tokenKind == .keyword(.let) else { return next }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let value = binding.initializer?.value
            else { continue }
            let condition = ConditionReader(constants: conditions).condition(of: value)
            if case .unknown = condition {
                conditions[name] = nil
            } else {
                conditions[name] = condition
            }
        }
        return next
    }

    override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
        walk(node.conditions)
        return .skipChildren
    }

    override func visit(_ node: CatchClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    // Types and functions declared inside a body are not run by it.
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        closureDepth += 1
        return .visitChildren
    }

    override func visitPost(_ node: ClosureExprSyntax) { closureDepth -= 1 }

    override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
        closureDepth += 1
        return .visitChildren
    }

    override func visitPost(_ node: SwitchCaseSyntax) { closureDepth -= 1 }

    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        closureDepth += 1
        return .visitChildren
    }

    override func visitPost(_ node: ForStmtSyntax) { closureDepth -= 1 }

    override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind {
        closureDepth += 1
        return .visitChildren
    }

    override func visitPost(_ node: WhileStmtSyntax) { closureDepth -= 1 }

    // `target = value`, `target += value`: a run whose loosest operator assigns.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let tree = ExpressionReader(places: places).expression(ExprSyntax(node))
        guard case .binary(let operation, let target, let value) = tree, operation.hasSuffix("="),
            !["==", "!=", "<=", ">=", "===", "!=="].contains(operation), ExpressionReader.isSelfContained(tree)
        else { return .visitChildren }
        statements.append(.assign(target: target, operator: operation, value: value))
        return .skipChildren
    }

    // `return value` of the method itself; a closure's `return` ends the closure only.
    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        guard closureDepth == 0 else { return .visitChildren }
        guard let expression = node.expression else {
            statements.append(.returns(nil))
            return .skipChildren
        }
        let tree = ExpressionReader(places: places).expression(expression)
        if ExpressionReader.isSelfContained(tree) {
            statements.append(.returns(tree))
        } else {
            walk(expression)
            statements.append(.returns(.unknown(expression.trimmedDescription)))
        }
        return .skipChildren
    }

    private func statement(for call: FunctionCallExprSyntax) -> SwiftStatement? {
        let callee = call.calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            return statement(calling: reference.baseName.text, call)
        }
        guard let member = callee.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        let name = member.declName.baseName.text
        if base.is(SuperExprSyntax.self) {
            return .superCall(FunctionNames.name(ofCall: name, call))
        }
        if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            return statement(calling: name, call)
        }
        // `self?.log(…)` in a closure that captures `[weak self]`.
        if base.as(OptionalChainingExprSyntax.self)?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            return statement(calling: name, call)
        }
        if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "Swift", name == "print" || name == "debugPrint" {
            return statement(calling: name, call)
        }
        // UIKit's navigation called on another object (`navigationController?.pushViewController(…)`,
        // `storyboard?.instantiateViewController(withIdentifier:)`): listed, so that what the code shows can be played.
        if Self.navigationCalls.contains(name) {
            let arguments = call.arguments.map { parts.parts(of: $0.expression) }
            return .call(method: FunctionNames.name(ofCall: name, call), arguments: arguments.map(Self.withoutListedCalls))
        }
        return nil
    }

    /// The navigation methods listed whatever object they are called on.
    private static let navigationCalls: Set<String> = [
        "instantiateViewController", "instantiateInitialViewController", "pushViewController", "popViewController",
        "popToRootViewController", "present", "dismiss", "show", "showDetailViewController", "performSegue",
    ]

    private func statement(calling name: String, _ call: FunctionCallExprSyntax) -> SwiftStatement? {
        switch name {
        case "print": return printCall(call, function: .print).map { .print($0) }
        case "debugPrint": return printCall(call, function: .debugPrint).map { .print($0) }
        case "NSLog": return .print(logCall(call))
        default:
            guard let first = name.first, !first.isUppercase, !Self.standardFunctions.contains(name) else {
                return nil
            }
            let arguments = call.arguments.map { parts.parts(of: $0.expression) }
            return .call(method: FunctionNames.name(ofCall: name, call), arguments: arguments.map(Self.withoutListedCalls))
        }
    }

    /// Global functions of the standard library a controller may call: never
    /// its own methods, so not listed.
    static let standardFunctions: Set<String> = [
        "type", "min", "max", "abs", "zip", "stride", "sequence", "repeatElement", "swap", "dump", "assert",
        "assertionFailure", "precondition", "preconditionFailure", "fatalError", "withExtendedLifetime",
        "numericCast", "unsafeBitCast", "readLine", "autoreleasepool",
    ]

    /// `print(items…, separator:, terminator:)`; nil for `print(…, to: &stream)`,
    /// which writes into a value, not to the console.
    private func printCall(_ call: FunctionCallExprSyntax, function: PrintFunction) -> PrintCall? {
        let (line, column) = places.location(of: call)
        var printed = PrintCall(items: [], function: function, line: line, column: column, path: places.path)
        for argument in call.arguments {
            switch argument.label?.text {
            case "separator":
                printed.separator = parts.literalText(argument.expression) ?? printed.separator
            case "terminator":
                printed.terminator = parts.literalText(argument.expression) ?? printed.terminator
            case "to":
                return nil
            default:
                printed.items.append(parts.parts(of: argument.expression))
            }
        }
        return printed
    }

    /// `NSLog(format, args…)`: one item, the format with each `%@`, `%d` and the
    /// like replaced by the next argument's parts.
    private func logCall(_ call: FunctionCallExprSyntax) -> PrintCall {
        let (line, column) = places.location(of: call)
        let arguments = call.arguments.map { parts.parts(of: $0.expression) }
        var item: [PrintPart] = []
        if let format = call.arguments.first.flatMap({ parts.literalText($0.expression) }) {
            item = parts.joiningTexts(LogFormat.fill(format, with: Array(arguments.dropFirst())))
        } else {
            item = arguments.flatMap { $0 }
        }
        return PrintCall(items: [item], function: .nsLog, line: line, column: column, path: places.path)
    }
}

/// The statements that keep values: assignments, locals, `return`, and `if`s a console
/// may decide. Each is listed only when its expressions are self-contained
/// (`ExpressionReader.isSelfContained`); otherwise the body reads as before, its calls listed.
extension StatementCollector {
    /// `let name = value` or `var name = value` with one plain name.
    func declaration(_ node: VariableDeclSyntax) -> SwiftStatement? {
        guard node.bindings.count == 1, let binding = node.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let value = binding.initializer?.value
        else { return nil }
        let tree = ExpressionReader(places: places).expression(value)
        guard ExpressionReader.isSelfContained(tree) else { return nil }
        return .declare(name: name, value: tree)
    }

    /// The clauses of an `if`'s condition, when every one is self-contained; nil otherwise.
    func conditionClauses(_ conditions: ConditionElementListSyntax) -> [SwiftConditionClause]? {
        let reader = ExpressionReader(places: places)
        var clauses: [SwiftConditionClause] = []
        for element in conditions {
            // `if case`: see ClassCollector.getterBody on swift-syntax's enums.
            if case .expression(let expression) = element.condition {
                let tree = reader.expression(expression)
                guard ExpressionReader.isSelfContained(tree) else { return nil }
                clauses.append(.holds(tree))
            } else if case .optionalBinding(let binding) = element.condition {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
                let tree = binding.initializer.map { reader.expression($0.value) } ?? .name(name)
                guard ExpressionReader.isSelfContained(tree) else { return nil }
                clauses.append(.binds(name, tree))
            } else {
                return nil
            }
        }
        return clauses
    }

    /// Whether an argument's parts hold a value the console works out, with the calls in it.
    func evaluatesItself(_ expression: ExprSyntax) -> Bool {
        PrintPartReader(places: places).parts(of: expression).contains { part in
            if case .evaluable = part { return true }
            return false
        }
    }

    /// A call's argument as parts, where a value whose calls the walk lists already
    /// (`helper(describe(x))`) is shown as written, so that they do not run twice.
    static func withoutListedCalls(_ parts: [PrintPart]) -> [PrintPart] {
        parts.map { part in
            guard case .evaluable(let tree, let text) = part, callsListedMethod(tree) else { return part }
            return .expression(text)
        }
    }

    /// Whether the tree calls a function by a bare lowercase name or through `self.`: a call the walk lists.
    static func callsListedMethod(_ tree: SwiftExpression) -> Bool {
        switch tree {
        case .string, .integer, .double, .boolean, .nilLiteral, .emptyCollection, .name, .unknown: return false
        case .member(let base, _): return callsListedMethod(base)
        case .call(let callee, _, let arguments):
            switch callee {
            case .name(let name) where name.first?.isLowercase == true && !standardFunctions.contains(name): return true
            case .member(.name("self"), _): return true
            default: return callsListedMethod(callee) || arguments.contains(where: callsListedMethod)
            }
        case .subscripted(let base, _, let arguments): return callsListedMethod(base) || arguments.contains(where: callsListedMethod)
        case .binary(_, let left, let right): return callsListedMethod(left) || callsListedMethod(right)
        case .prefix(_, let operand), .unwrap(let operand): return callsListedMethod(operand)
        case .interpolation(let pieces): return pieces.contains(where: callsListedMethod)
        }
    }

    /// `[.returns(value)]` for a body that is one expression returned implicitly
    /// (`var name: String { String(describing: type(of: self)) }`), when self-contained.
    static func implicitReturn(of items: CodeBlockItemListSyntax, places: SourcePlaces) -> [SwiftStatement]? {
        guard items.count == 1, let only = items.first, let expression = only.item.as(ExprSyntax.self) else {
            return nil
        }
        let tree = ExpressionReader(places: places).expression(expression)
        guard ExpressionReader.isSelfContained(tree) else { return nil }
        return [.returns(tree)]
    }
}
