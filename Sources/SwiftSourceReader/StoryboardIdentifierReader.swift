internal import SwiftSyntax

/// The storyboard identifiers a type's code instantiates scenes by, in the order written:
/// `instantiateViewController(withIdentifier: "PageOne")`, and a helper's parameter
/// (`func page(_ name: String) -> UIViewController { storyboard!.instantiateViewController(
/// withIdentifier: name) }`) given literals where it is called (`page("Red")`), or made into
/// one (`withIdentifier: "\(color)ViewController"`).
///
/// A page view controller's pages come from these: UIKit's storyboards have no relationship
/// for pages, so the app's code makes them, most often from identifiers written out. Whether
/// the code keeps what it made in a stored property (`lazy var pages = [page("Red"), …]`,
/// `pages.append(…)`) tells whether its data source hands back the same objects each time.
final class StoryboardIdentifierReader: SyntaxVisitor {
    /// What a type's code instantiates.
    struct Found: Equatable {
        /// The identifiers, each once, in the order written.
        var identifiers: [String] = []
        /// Some instantiation is kept in a stored property.
        var isKept = false
    }

    /// How an instantiation names its scene.
    private enum Naming {
        /// A literal identifier.
        case literal(String)
        /// A helper's parameter, at `index`, between fixed `prefix` and `suffix` texts.
        case parameter(method: String, index: Int, prefix: String, suffix: String)
    }

    /// Each instantiation's naming, and whether what it made is kept in a property.
    private var namings: [(naming: Naming, isKept: Bool)] = []
    /// Literal arguments of calls, by the called method's base name, in order, each with
    /// whether the call's result is kept in a property.
    private var literalArguments: [String: [(arguments: [String?], isKept: Bool)]] = [:]
    /// The method being read and its parameters' names.
    private var method: (name: String, parameters: [String])?
    /// The type's stored properties, by name.
    private let storedProperties: Set<String>
    /// Inside the value a stored property is given.
    private var inPropertyValue = false

    private init(storedProperties: Set<String>) {
        self.storedProperties = storedProperties
        super.init(viewMode: .sourceAccurate)
    }

    /// What `members` instantiate.
    static func read(_ members: MemberBlockSyntax) -> Found {
        var stored: Set<String> = []
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.accessorBlock == nil {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { stored.insert(name) }
            }
        }
        let reader = StoryboardIdentifierReader(storedProperties: stored)
        reader.walk(members)
        var found = Found()
        var seen: Set<String> = []
        func add(_ identifier: String, isKept: Bool) {
            if seen.insert(identifier).inserted { found.identifiers.append(identifier) }
            found.isKept = found.isKept || isKept
        }
        for (naming, isKept) in reader.namings {
            switch naming {
            case .literal(let identifier):
                add(identifier, isKept: isKept)
            case .parameter(let method, let index, let prefix, let suffix):
                for call in reader.literalArguments[method] ?? [] where call.arguments.indices.contains(index) {
                    if let value = call.arguments[index] { add(prefix + value + suffix, isKept: isKept || call.isKept) }
                }
            }
        }
        return found
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        // A stored property's value: what it makes is kept.
        guard method == nil else { return .visitChildren }
        for binding in node.bindings {
            // A computed property's getter makes anew each time it is read.
            if let accessors = binding.accessorBlock { walk(accessors) }
            guard let value = binding.initializer?.value else { continue }
            let outer = inPropertyValue
            inPropertyValue = binding.accessorBlock == nil
            walk(value)
            inPropertyValue = outer
        }
        return .skipChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        // `pages = [...]`, `self.pages += [...]`: a value given to a stored property.
        let elements = Array(node.elements)
        guard elements.count >= 3, isStoredProperty(elements[0]),
            elements[1].is(AssignmentExprSyntax.self)
                || elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+="
        else { return .visitChildren }
        let outer = inPropertyValue
        inPropertyValue = true
        for element in elements.dropFirst(2) { walk(element) }
        inPropertyValue = outer
        return .skipChildren
    }

    /// `pages` or `self.pages`, a stored property of the type.
    private func isStoredProperty(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return storedProperties.contains(reference.baseName.text)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.is(DeclReferenceExprSyntax.self) == true,
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
        {
            return storedProperties.contains(member.declName.baseName.text)
        }
        return false
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let outer = method
        method = (node.name.text, node.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
        if let body = node.body { walk(body) }
        method = outer
        return .skipChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let called = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        guard let called else { return .visitChildren }
        // `pages.append(page("Red"))`: kept in the property.
        if called == "append", let base = node.calledExpression.as(MemberAccessExprSyntax.self)?.base,
            isStoredProperty(base)
        {
            let outer = inPropertyValue
            inPropertyValue = true
            walk(node.arguments)
            inPropertyValue = outer
            return .skipChildren
        }
        if called == "instantiateViewController",
            let identifier = node.arguments.first(where: { $0.label?.text == "withIdentifier" })?.expression,
            let naming = naming(of: identifier)
        {
            namings.append((naming, inPropertyValue))
        } else if !node.arguments.isEmpty {
            literalArguments[called, default: []].append((node.arguments.map { Self.literal($0.expression) }, inPropertyValue))
        }
        return .visitChildren
    }

    /// A literal, a parameter of the method being read, or a literal made of one.
    private func naming(of expression: ExprSyntax) -> Naming? {
        if let text = Self.literal(expression) { return .literal(text) }
        guard let method else { return nil }
        if let reference = expression.as(DeclReferenceExprSyntax.self),
            let index = method.parameters.firstIndex(of: reference.baseName.text)
        {
            return .parameter(method: method.name, index: index, prefix: "", suffix: "")
        }
        // "\(color)ViewController": one interpolated parameter between plain texts.
        guard let string = expression.as(StringLiteralExprSyntax.self) else { return nil }
        var prefix = ""
        var suffix = ""
        var parameter: Int?
        for segment in string.segments {
            if case .stringSegment(let text) = segment {
                if parameter == nil { prefix += text.content.text } else { suffix += text.content.text }
            } else if case .expressionSegment(let interpolation) = segment {
                guard parameter == nil, interpolation.expressions.count == 1,
                    let name = interpolation.expressions.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                    let index = method.parameters.firstIndex(of: name)
                else { return nil }
                parameter = index
            }
        }
        guard let parameter, !(prefix + suffix).contains("\\") else { return nil }
        return .parameter(method: method.name, index: parameter, prefix: prefix, suffix: suffix)
    }

    /// A string literal's text, when it has no interpolation.
    private static func literal(_ expression: ExprSyntax) -> String? {
        expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    }
}
