import SwiftSourceModel
internal import SwiftSyntax

/// The view controllers a type's code makes, in the order written: storyboard scenes by
/// identifier (`instantiateViewController(withIdentifier: "PageOne")`, Swift 2's
/// `instantiateViewControllerWithIdentifier(_:)`, a helper's parameter given literals where
/// the helper is called, `page("Red")`, or made into one, `"\(colour)ViewController"`), and
/// instances of classes (`IntroPageViewController()`), which the caller keeps if they are the
/// app's controllers.
///
/// A page view controller's pages come from these: UIKit's storyboards have no relationship
/// for pages, so the app's code makes them. Whether the code keeps what it made in a stored
/// property (`lazy var pages = [page("Red"), …]`, `pages.append(…)`) tells whether its data
/// source hands back the same objects each time.
final class InstantiationReader: SyntaxVisitor {
    /// What a type's code makes.
    struct Found: Equatable {
        /// Each controller once, in the order written.
        var controllers: [MadeController] = []
        /// Something made is kept in a stored property.
        var isKept = false
    }

    /// How a storyboard instantiation names its scene.
    private enum Naming {
        /// A literal identifier.
        case literal(String)
        /// A helper's parameter, at `index`, between fixed `prefix` and `suffix` texts.
        case parameter(method: String, index: Int, prefix: String, suffix: String)
    }

    /// One thing made, where the code made it.
    private enum Made {
        case scene(Naming, storyboardName: String?)
        case instance(String)
    }

    /// Each thing made, and whether it is kept in a property.
    private var made: [(made: Made, isKept: Bool)] = []
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

    /// What `members` make.
    static func read(_ members: MemberBlockSyntax) -> Found {
        var stored: Set<String> = []
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.accessorBlock == nil {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { stored.insert(name) }
            }
        }
        let reader = InstantiationReader(storedProperties: stored)
        reader.walk(members)
        var found = Found()
        func add(_ controller: MadeController, isKept: Bool) {
            if !found.controllers.contains(controller) { found.controllers.append(controller) }
            found.isKept = found.isKept || isKept
        }
        for (made, isKept) in reader.made {
            switch made {
            case .instance(let className):
                add(.instance(className: className, title: nil), isKept: isKept)
            case .scene(.literal(let identifier), let storyboardName):
                add(.storyboard(identifier: identifier, storyboardName: storyboardName), isKept: isKept)
            case .scene(.parameter(let method, let index, let prefix, let suffix), let storyboardName):
                for call in reader.literalArguments[method] ?? [] where call.arguments.indices.contains(index) {
                    guard let value = call.arguments[index] else { continue }
                    add(
                        .storyboard(identifier: prefix + value + suffix, storyboardName: storyboardName),
                        isKept: isKept || call.isKept)
                }
            }
        }
        return found
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let outer = method
        method = (
            node.name.text, node.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
        )
        if let body = node.body { walk(body) }
        method = outer
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        // A stored property's value: what it makes is kept. A local's is not.
        guard node.parent?.is(MemberBlockItemSyntax.self) == true else { return .visitChildren }
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

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let member = node.calledExpression.as(MemberAccessExprSyntax.self)
        let reference = node.calledExpression.as(DeclReferenceExprSyntax.self)
        guard let called = member?.declName.baseName.text ?? reference?.baseName.text else { return .visitChildren }
        // `pages.append(page("Red"))`: kept in the property.
        if called == "append", let base = member?.base, isStoredProperty(base) {
            let outer = inPropertyValue
            inPropertyValue = true
            walk(node.arguments)
            inPropertyValue = outer
            return .skipChildren
        }
        let identifier: ExprSyntax? =
            switch called {
            // iOS 13's `instantiateViewController(identifier:creator:)` too.
            case "instantiateViewController":
                node.arguments.first { $0.label?.text == "withIdentifier" || $0.label?.text == "identifier" }?
                    .expression
            case "instantiateViewControllerWithIdentifier": node.arguments.first?.expression
            default: nil
            }
        if let identifier {
            if let naming = naming(of: identifier) {
                made.append((.scene(naming, storyboardName: storyboardName(member?.base)), inPropertyValue))
            }
        } else if reference != nil, called.first?.isUppercase == true, called.hasSuffix("Controller") {
            // `IntroPageViewController()`: a class's instance, if the caller knows it as a controller.
            made.append((.instance(called), inPropertyValue))
        } else if !node.arguments.isEmpty {
            literalArguments[called, default: []].append(
                (node.arguments.map { Self.literal($0.expression) }, inPropertyValue))
        }
        return .visitChildren
    }

    /// `UIStoryboard(name: "Main", bundle: nil)`'s name; nil for `storyboard` and the rest.
    private func storyboardName(_ base: ExprSyntax?) -> String? {
        guard let call = base?.as(FunctionCallExprSyntax.self),
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIStoryboard",
            let name = call.arguments.first(where: { $0.label?.text == "name" })?.expression
        else { return nil }
        return Self.literal(name)
    }

    /// `pages` or `self.pages`, a stored property of the type.
    private func isStoredProperty(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return storedProperties.contains(reference.baseName.text)
        }
        if let member = expression.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
        {
            return storedProperties.contains(member.declName.baseName.text)
        }
        return false
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
                    let name = interpolation.expressions.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName
                        .text,
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
