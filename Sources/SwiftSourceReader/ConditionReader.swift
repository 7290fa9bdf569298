import SwiftSourceModel
internal import SwiftSyntax

/// Reads an `if`'s condition as what a controller's state answers, or as
/// its text when it is anything else (`SwiftCondition`).
struct ConditionReader {
    /// Local constants already read as conditions, by name.
    let constants: [String: SwiftCondition]
    /// Whether an expression makes a controller the reader can tell (`InterfaceReader`):
    /// binding one (`if let detail = storyboard?.instantiateViewController(withIdentifier: "Detail")`)
    /// succeeds, as the app's own scene is there.
    var makesController: (ExprSyntax) -> Bool = { _ in false }

    /// The longest condition text kept for a note.
    private static let maximumText = 80

    /// The conditions of `if a, let b = c`: all of them.
    func condition(of elements: ConditionElementListSyntax) -> SwiftCondition {
        var read: [SwiftCondition] = []
        for element in elements {
            // `if case`: see ClassCollector.getterBody on swift-syntax's enums.
            if case .expression(let expression) = element.condition {
                read.append(condition(of: expression))
            } else if case .optionalBinding(let binding) = element.condition {
                read.append(condition(binding: binding))
            } else {
                read.append(.unknown(""))
            }
        }
        if read.contains(where: Self.isUnknown) { return .unknown(Self.text(of: elements)) }
        return read.count == 1 ? read[0] : .all(read)
    }

    /// One expression: `presentingViewController is UINavigationController`,
    /// `navigationController != nil`, `!isBeingPresented`, a constant holding one of these…
    func condition(of expression: ExprSyntax) -> SwiftCondition {
        let read = known(expression)
        return read ?? .unknown(Self.text(of: expression))
    }

    private func known(_ expression: ExprSyntax) -> SwiftCondition? {
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
            let only = tuple.elements.first, only.label == nil
        {
            return known(only.expression)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return known(prefix.expression).map { .not($0) }
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return known(sequence: Array(sequence.elements))
        }
        guard let name = Self.name(of: expression) else { return nil }
        switch name {
        case "isBeingPresented": return .isBeingPresented
        case "isMovingFromParent", "isMovingFromParentViewController": return .isMovingFromParent
        default: return constants[name]
        }
    }

    /// `a && b`, `x is T`, `x as? T` (as a binding's value), `x != nil`, `x == nil`: unfolded, as the parser leaves them.
    private func known(sequence elements: [ExprSyntax]) -> SwiftCondition? {
        let isAnd = { (element: ExprSyntax) in element.as(BinaryOperatorExprSyntax.self)?.operator.text == "&&" }
        if elements.contains(where: isAnd) {
            var parts: [SwiftCondition] = []
            var current: [ExprSyntax] = []
            for element in elements + [ExprSyntax(BinaryOperatorExprSyntax(operator: .binaryOperator("&&")))] {
                guard isAnd(element) else {
                    current.append(element)
                    continue
                }
                guard let part = current.count == 1 ? known(current[0]) : known(sequence: current) else { return nil }
                parts.append(part)
                current = []
            }
            return .all(parts)
        }
        guard elements.count == 3 else { return nil }
        let (subject, operation, other) = (elements[0], elements[1], elements[2])
        if operation.is(UnresolvedIsExprSyntax.self), let type = other.as(TypeExprSyntax.self) {
            guard Self.name(of: subject) == "presentingViewController" else { return nil }
            return .presentingViewControllerIs(Self.typeName(type))
        }
        if let cast = operation.as(UnresolvedAsExprSyntax.self), cast.questionOrExclamationMark?.text == "?",
            let type = other.as(TypeExprSyntax.self)
        {
            guard Self.name(of: subject) == "presentingViewController" else { return nil }
            return .presentingViewControllerIs(Self.typeName(type))
        }
        guard let comparison = operation.as(BinaryOperatorExprSyntax.self)?.operator.text,
            comparison == "!=" || comparison == "==", other.is(NilLiteralExprSyntax.self),
            let exists = Self.existence(of: subject)
        else { return nil }
        return comparison == "!=" ? exists : .not(exists)
    }

    /// `let nav = navigationController`, `let navigationController`,
    /// `let nav = presentingViewController as? UINavigationController`.
    private func condition(binding: OptionalBindingConditionSyntax) -> SwiftCondition {
        guard binding.bindingSpecifier.tokenKind == .keyword(.let) || binding.bindingSpecifier.tokenKind == .keyword(.var)
        else { return .unknown("") }
        if let value = binding.initializer?.value {
            if let exists = Self.existence(of: value) { return exists }
            if let sequence = value.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true,
                let cast = known(sequence: Array(sequence.elements))
            {
                return cast
            }
            if makesController(value) { return .all([]) }
            return .unknown("")
        }
        // `if let navigationController`: Swift 5.7's shorthand binds the property to its own name.
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return .unknown("") }
        return Self.existence(ofProperty: name) ?? .unknown("")
    }

    /// What `subject != nil` says, when the subject is a property the state answers.
    private static func existence(of subject: ExprSyntax) -> SwiftCondition? {
        // `navigationController?.viewControllers`: a stack whenever there is a navigation controller.
        if let chained = subject.as(MemberAccessExprSyntax.self), chained.declName.baseName.text == "viewControllers",
            let base = chained.base?.as(OptionalChainingExprSyntax.self)?.expression,
            name(of: base) == "navigationController"
        {
            return .hasNavigationController
        }
        return name(of: subject).flatMap(existence(ofProperty:))
    }

    private static func existence(ofProperty name: String) -> SwiftCondition? {
        switch name {
        case "presentingViewController": return .hasPresentingViewController
        case "navigationController": return .hasNavigationController
        default: return nil
        }
    }

    /// `name` or `self.name`.
    private static func name(of expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
        {
            return member.declName.baseName.text
        }
        return nil
    }

    /// `UINavigationController` for `UIKit.UINavigationController` too.
    private static func typeName(_ type: TypeExprSyntax) -> String {
        if let member = type.type.as(MemberTypeSyntax.self) { return member.name.text }
        return type.type.sourceText
    }

    private static func isUnknown(_ condition: SwiftCondition) -> Bool {
        if case .unknown = condition { return true }
        return false
    }

    /// The source text on one line, spaces collapsed, at most `maximumText` characters.
    private static func text(of node: some SyntaxProtocol) -> String {
        let words = node.sourceText.split(whereSeparator: { $0.isWhitespace || $0.isNewline })
        let line = words.joined(separator: " ")
        return line.count > maximumText ? String(line.prefix(maximumText - 1)) + "…" : line
    }
}
