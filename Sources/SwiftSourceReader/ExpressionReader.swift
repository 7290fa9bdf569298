import SwiftSourceModel
internal import SwiftSyntax

/// Turns an expression's syntax into a `SwiftExpression` tree, grouping the
/// operators of a run (`a + b * c`) by Swift's precedence, as the parser
/// leaves them in a flat sequence.
struct ExpressionReader {
    let places: SourcePlaces

    func expression(_ syntax: ExprSyntax) -> SwiftExpression {
        if let string = syntax.as(StringLiteralExprSyntax.self) { return self.string(string) }
        if let integer = syntax.as(IntegerLiteralExprSyntax.self), let value = integer.representedLiteralValue {
            return .integer(value)
        }
        if let float = syntax.as(FloatLiteralExprSyntax.self), let value = float.representedLiteralValue {
            return .double(value)
        }
        if let boolean = syntax.as(BooleanLiteralExprSyntax.self) { return .boolean(boolean.literal.text == "true") }
        if syntax.is(NilLiteralExprSyntax.self) { return .nilLiteral }
        if let reference = syntax.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            return .name(reference.baseName.text)
        }
        if let member = syntax.as(MemberAccessExprSyntax.self), let base = member.base,
            member.declName.argumentNames == nil
        {
            return .member(expression(base), member.declName.baseName.text)
        }
        // `.edit`: an enumeration's case (or a static member) named without its type.
        if let member = syntax.as(MemberAccessExprSyntax.self), member.base == nil, member.declName.argumentNames == nil {
            return .enumCase(member.declName.baseName.text)
        }
        if let call = syntax.as(FunctionCallExprSyntax.self) { return self.call(call) }
        if let access = syntax.as(SubscriptCallExprSyntax.self), access.trailingClosure == nil {
            return .subscripted(
                expression(access.calledExpression), labels: access.arguments.map { $0.label?.text ?? "" },
                arguments: access.arguments.map { expression($0.expression) })
        }
        if let sequence = syntax.as(SequenceExprSyntax.self) { return folded(sequence) }
        if let infix = syntax.as(InfixOperatorExprSyntax.self),
            let name = Self.operatorName(infix.operator)
        {
            return .binary(name, expression(infix.leftOperand), expression(infix.rightOperand))
        }
        if let prefix = syntax.as(PrefixOperatorExprSyntax.self) {
            return .prefix(prefix.operator.text, expression(prefix.expression))
        }
        if let unwrapped = syntax.as(ForceUnwrapExprSyntax.self) { return .unwrap(expression(unwrapped.expression)) }
        if let chained = syntax.as(OptionalChainingExprSyntax.self) {
            // `self?.count` in a closure that captures `[weak self]`: the object itself while it lives.
            if chained.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" { return .name("self") }
            return .unwrap(expression(chained.expression))
        }
        if let tuple = syntax.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
            only.label == nil
        {
            return expression(only.expression)
        }
        if let array = syntax.as(ArrayExprSyntax.self) {
            if array.elements.isEmpty { return .emptyCollection }
            return .array(array.elements.map { expression($0.expression) })
        }
        if let dictionary = syntax.as(DictionaryExprSyntax.self), case .colon = dictionary.content {
            return .emptyCollection
        }
        // `["name": name, "count": 2]`: Swift's `Dictionary(dictionaryLiteral:)`, each entry a pair.
        if let dictionary = syntax.as(DictionaryExprSyntax.self), case .elements(let entries) = dictionary.content {
            return .call(
                .name("Dictionary"), labels: ["dictionaryLiteral"] + Array(repeating: "", count: max(0, entries.count - 1)),
                arguments: entries.map { .array([expression($0.key), expression($0.value)]) })
        }
        return .unknown(syntax.sourceText)
    }

    /// `"text \(value) text"`: its pieces, or the plain string.
    private func string(_ literal: StringLiteralExprSyntax) -> SwiftExpression {
        if let whole = literal.representedLiteralValue { return .string(whole) }
        let reader = PrintPartReader(places: places)
        var pieces: [SwiftExpression] = []
        for segment in literal.segments {
            // `if case`: see ClassCollector.getterBody on swift-syntax's enums.
            if case .stringSegment(let text) = segment {
                pieces.append(.string(reader.decoded(text, in: literal)))
            } else if case .expressionSegment(let interpolation) = segment {
                guard interpolation.expressions.count == 1, let only = interpolation.expressions.first,
                    only.label == nil
                else { return .unknown(literal.sourceText) }
                pieces.append(expression(only.expression))
            }
        }
        return .interpolation(pieces)
    }

    private func call(_ call: FunctionCallExprSyntax) -> SwiftExpression {
        guard call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty else {
            return .unknown(call.sourceText)
        }
        // `[String: Int]()` and `[Int]()`: a type written as a collection literal, made empty.
        let callee = call.calledExpression
        if call.arguments.isEmpty, callee.is(ArrayExprSyntax.self) || callee.is(DictionaryExprSyntax.self) {
            return .emptyCollection
        }
        let calleeTree: SwiftExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            calleeTree = .name(reference.baseName.text)
        } else if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base {
            calleeTree = .member(expression(base), member.declName.baseName.text)
        } else if let generic = callee.as(GenericSpecializationExprSyntax.self) {
            calleeTree = expression(generic.expression)
        } else {
            calleeTree = expression(callee)
        }
        return .call(
            calleeTree, labels: call.arguments.map { $0.label?.text ?? "" },
            arguments: call.arguments.map { expression($0.expression) })
    }

    /// Swift's precedence groups for the operators a console works out; the higher binds tighter
    /// (casting's between range formation's and nil-coalescing's).
    private static let precedence: [String: Int] = [
        "*": 150, "/": 150, "%": 150, "+": 140, "-": 140, "..<": 135, "...": 135, "??": 131,
        "as": 132, "as?": 132, "as!": 132, "is": 132,
        "<": 130, "<=": 130, ">": 130, ">=": 130, "==": 130, "!=": 130, "===": 130, "!==": 130,
        "&&": 120, "||": 110, "?:": 100, "=": 90, "+=": 90, "-=": 90, "*=": 90, "/=": 90,
    ]

    /// The most operands and operators a run is grouped for.
    static let maximumRun = 255

    /// `??` and the assignments group to the right; the others to the left.
    private static let rightAssociative: Set<String> = ["??", "?:", "=", "+=", "-=", "*=", "/="]

    private static func operatorName(_ syntax: ExprSyntax) -> String? {
        if syntax.is(AssignmentExprSyntax.self) { return "=" }
        guard let name = syntax.as(BinaryOperatorExprSyntax.self)?.operator.text, precedence[name] != nil else {
            return nil
        }
        return name
    }

    /// A flat run `a op b op c`, grouped by precedence; a run with an operator this
    /// reader does not group (`is`, `as`, a ternary) is unknown.
    private func folded(_ sequence: SequenceExprSyntax) -> SwiftExpression {
        let elements = Array(sequence.elements)
        // A run longer than a person writes (generated code) stays text: its tree would be as deep.
        guard elements.count % 2 == 1, elements.count <= Self.maximumRun else {
            return .unknown(sequence.sourceText)
        }
        var operands: [SwiftExpression] = []
        var operators: [String] = []
        // The middle of each `? … :` among `operators`, in order.
        var middles: [SwiftExpression] = []
        func reduce() {
            let right = operands.removeLast()
            let left = operands.removeLast()
            let operation = operators.removeLast()
            if operation == "?:" {
                operands.append(.ternary(left, middles.removeLast(), right))
            } else {
                operands.append(.binary(operation, left, right))
            }
        }
        for (index, element) in elements.enumerated() {
            if index.isMultiple(of: 2) {
                // The type a cast or a test names (`as? DetailViewController`, `is String`), by its name.
                if let type = element.as(TypeExprSyntax.self) {
                    operands.append(.name(type.type.trimmedDescription))
                } else {
                    operands.append(expression(element))
                }
                continue
            }
            var name = Self.operatorName(element)
            // `x as? T`, `x as! T`, `x is T`: operators whose right side is a type.
            if let cast = element.as(UnresolvedAsExprSyntax.self) { name = "as" + (cast.questionOrExclamationMark?.text ?? "") }
            if element.is(UnresolvedIsExprSyntax.self) { name = "is" }
            if let ternary = element.as(UnresolvedTernaryExprSyntax.self) {
                name = "?:"
                middles.append(expression(ternary.thenExpression))
            }
            guard let name, let rank = Self.precedence[name] else {
                return .unknown(sequence.sourceText)
            }
            while let top = operators.last, let topRank = Self.precedence[top],
                topRank > rank || (topRank == rank && !Self.rightAssociative.contains(name))
            {
                reduce()
            }
            operators.append(name)
        }
        while !operators.isEmpty { reduce() }
        return operands.last ?? .unknown(sequence.sourceText)
    }

    /// UIKit's calls that change the screen or register observers: a tree that makes one is
    /// not worked out by a console, so that each happens once, where the reader lists it.
    private static let calledForEffect: Set<String> = [
        "instantiateViewController", "instantiateInitialViewController", "pushViewController", "popViewController",
        "popToRootViewController", "present", "dismiss", "show", "showDetailViewController", "performSegue",
        "addObserver", "removeObserver", "print", "debugPrint", "NSLog",
    ]

    /// Whether a console may work the tree out by itself: it is readable, and calls
    /// nothing that changes the screen, registers or prints.
    static func isSelfContained(_ tree: SwiftExpression) -> Bool {
        guard tree.isReadable else { return false }
        return !makesEffect(tree)
    }

    /// Whether working the tree out would call something for its effect (a helper the walk lists).
    static func makesEffect(_ tree: SwiftExpression) -> Bool {
        tree.contains { part in
            switch part {
            case .call(.name(let name), _, _), .call(.member(_, let name), _, _): return calledForEffect.contains(name)
            default: return false
            }
        }
    }
}
