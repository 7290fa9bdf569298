import SwiftSourceModel
internal import SwiftSyntax

/// Turns the expressions a print shows into parts: literal text, `#function`,
/// the class name, names to resolve, and anything else as its source text.
struct PrintPartReader {
    let places: SourcePlaces

    /// The parts of one print item or call argument, adjacent texts joined.
    func parts(of expression: ExprSyntax) -> [PrintPart] {
        joiningTexts(rawParts(of: expression))
    }

    private func rawParts(of expression: ExprSyntax) -> [PrintPart] {
        if let string = expression.as(StringLiteralExprSyntax.self) { return parts(ofString: string) }
        if let text = literalText(expression) { return [.text(text)] }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
            let only = tuple.elements.first, only.label == nil
        {
            return rawParts(of: only.expression)
        }
        if let sequence = expression.as(SequenceExprSyntax.self), let joined = concatenation(sequence) {
            return joined
        }
        if let macro = expression.as(MacroExpansionExprSyntax.self) {
            switch macro.macroName.text {
            case "function": return [.function]
            case "line": return [.text(String(places.line(of: macro)))]
            default: break
            }
        }
        if isClassName(expression) { return [.className] }
        if isQualifiedClassName(expression) { return [.qualifiedClassName] }
        if let unwrapped = expression.as(ForceUnwrapExprSyntax.self), propertyName(unwrapped.expression) == "title" {
            return [.title]
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let described = describedArgument(call) {
            let inner = rawParts(of: described)
            if inner.count == 1, case .expression = inner[0] { return [.expression(call.sourceText)] }
            if inner.count == 1, case .evaluable = inner[0] { return [evaluable(ExprSyntax(call))] }
            return inner
        }
        if let name = propertyName(expression) { return [.property(name)] }
        return [evaluable(expression)]
    }

    /// The expression as a tree the console works out, when it is self-contained and more
    /// than a name or `nil`; else as its text.
    private func evaluable(_ expression: ExprSyntax) -> PrintPart {
        let tree = ExpressionReader(places: places).expression(expression)
        switch tree {
        case .nilLiteral, .name: return .expression(expression.sourceText)
        default:
            guard ExpressionReader.isSelfContained(tree) else { return .expression(expression.sourceText) }
            return .evaluable(tree, text: expression.sourceText)
        }
    }

    /// The text a string, number or boolean literal prints as, or nil.
    func literalText(_ expression: ExprSyntax) -> String? {
        if let string = expression.as(StringLiteralExprSyntax.self) { return string.representedLiteralValue }
        if let integer = expression.as(IntegerLiteralExprSyntax.self) {
            return integer.representedLiteralValue.map { String($0) }
        }
        if let float = expression.as(FloatLiteralExprSyntax.self) {
            return float.representedLiteralValue.map { String($0) }
        }
        if let boolean = expression.as(BooleanLiteralExprSyntax.self) { return boolean.literal.text }
        if let negated = expression.as(PrefixOperatorExprSyntax.self), negated.operator.text == "-",
            negated.expression.is(IntegerLiteralExprSyntax.self) || negated.expression.is(FloatLiteralExprSyntax.self),
            let magnitude = literalText(negated.expression)
        {
            return "-" + magnitude
        }
        return nil
    }

    /// A literal's segments: text decoded, each interpolation read as an item.
    private func parts(ofString literal: StringLiteralExprSyntax) -> [PrintPart] {
        if let whole = literal.representedLiteralValue { return [.text(whole)] }
        var result: [PrintPart] = []
        for segment in literal.segments {
            // `if case`: see ClassCollector.getterBody on swift-syntax's enums.
            if case .stringSegment(let text) = segment {
                result.append(.text(decoded(text, in: literal)))
            } else if case .expressionSegment(let interpolation) = segment {
                if interpolation.expressions.count == 1, let only = interpolation.expressions.first,
                    only.label == nil
                {
                    result += rawParts(of: only.expression)
                } else {
                    result.append(.expression(interpolation.expressions.sourceText))
                }
            }
        }
        return result
    }

    /// One segment's text with escapes decoded, by reading it as a literal of
    /// its own with the same quotes and `#` delimiters.
    func decoded(_ segment: StringSegmentSyntax, in literal: StringLiteralExprSyntax) -> String {
        // Text of a one-line literal with no backslash is what it prints; building a tree
        // for it cost most of the reading of a print's string.
        let text = segment.content.text
        if literal.openingQuote.tokenKind == .stringQuote, !text.utf8.contains(UInt8(ascii: "\\")) { return text }
        let alone = StringLiteralExprSyntax(
            openingPounds: literal.openingPounds, openingQuote: literal.openingQuote,
            segments: StringLiteralSegmentListSyntax([.stringSegment(segment)]),
            closingQuote: literal.closingQuote, closingPounds: literal.closingPounds)
        return alone.representedLiteralValue ?? segment.content.text
    }

    /// `"a" + name + "b"`: the parts of each operand, when every operator is
    /// `+` and some operand is a string literal (so it is text joined, not
    /// numbers added).
    private func concatenation(_ sequence: SequenceExprSyntax) -> [PrintPart]? {
        var operands: [ExprSyntax] = []
        for (index, element) in sequence.elements.enumerated() {
            if index.isMultiple(of: 2) {
                operands.append(element)
            } else if element.as(BinaryOperatorExprSyntax.self)?.operator.text != "+" {
                return nil
            }
        }
        guard operands.contains(where: { $0.is(StringLiteralExprSyntax.self) }) else { return nil }
        return operands.flatMap { rawParts(of: $0) }
    }

    /// `String(x)` or `String(describing: x)`: print shows the same as for `x`.
    private func describedArgument(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
        guard calleeName(call) == "String", call.arguments.count == 1, let only = call.arguments.first,
            only.label == nil || only.label?.text == "describing"
        else { return nil }
        return only.expression
    }

    /// `type(of: self)`, `Self.self`, `self.classForCoder`, and
    /// `String(describing:)` or an interpolation of one.
    private func isClassName(_ expression: ExprSyntax) -> Bool {
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if let described = describedArgument(call) { return isClassName(described) }
            return isTypeOfSelf(call)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            let name = member.declName.baseName.text
            if name == "self", base.as(DeclReferenceExprSyntax.self)?.baseName.text == "Self" { return true }
            if name == "classForCoder", base.is(DeclReferenceExprSyntax.self),
                base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
            {
                return true
            }
        }
        if let string = expression.as(StringLiteralExprSyntax.self) {
            let pieces = parts(ofString: string)
            return pieces == [.className]
        }
        return false
    }

    /// `NSStringFromClass(…)` or `String(reflecting: …)` of the class.
    private func isQualifiedClassName(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
            let only = call.arguments.first
        else { return false }
        let name = calleeName(call)
        let qualifying =
            (name == "NSStringFromClass" && only.label == nil)
            || (name == "String" && only.label?.text == "reflecting")
        return qualifying && isClassName(only.expression)
    }

    private func isTypeOfSelf(_ call: FunctionCallExprSyntax) -> Bool {
        guard calleeName(call) == "type", call.arguments.count == 1, let only = call.arguments.first,
            only.label?.text == "of"
        else { return false }
        return only.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
    }

    private func calleeName(_ call: FunctionCallExprSyntax) -> String? {
        call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// `name` or `self.name`, without argument labels.
    func propertyName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            let name = reference.baseName.text
            return name == "self" || name == "super" ? nil : name
        }
        if let member = expression.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self",
            member.declName.argumentNames == nil
        {
            return member.declName.baseName.text
        }
        return nil
    }

    func joiningTexts(_ parts: [PrintPart]) -> [PrintPart] {
        var result: [PrintPart] = []
        for part in parts {
            if case .text(let next) = part, case .text(let previous)? = result.last {
                result[result.count - 1] = .text(previous + next)
            } else if part != .text("") {
                result.append(part)
            }
        }
        return result
    }
}
