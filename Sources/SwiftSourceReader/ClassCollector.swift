import SwiftSourceModel
internal import SwiftSyntax

/// One class declaration or extension as found in a file, before the
/// reader merges extensions into their classes.
struct ClassPart: Sendable {
    var isExtension: Bool
    var body: SwiftClass
    /// Methods whose key was already taken in this part, for a warning.
    var duplicateMethods: [(name: String, line: Int)]
    /// Each function's parameter clause as written, by key: an overload by type is no duplicate.
    var signatures: [String: String] = [:]
}

/// Finds the classes and extensions of one file, nested ones too, and reads
/// their members. Types declared inside function bodies are left out.
final class ClassCollector: SyntaxVisitor {
    private let places: SourcePlaces
    private(set) var parts: [ClassPart] = []
    /// Whether the file instantiates storyboard scenes at all: most do not, and their
    /// classes are not walked again for identifiers.
    private let instantiatesScenes: Bool

    init(places: SourcePlaces, instantiatesScenes: Bool = true) {
        self.places = places
        self.instantiatesScenes = instantiatesScenes
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let inherited = node.inheritanceClause?.inheritedTypes.compactMap { FunctionNames.simpleName(of: $0.type) } ?? []
        let shell = SwiftClass(
            name: node.name.text, superclass: inherited.first, path: places.path, line: places.line(of: node.name),
            conformances: Array(inherited.dropFirst()))
        var part = read(node.memberBlock, into: shell, isExtension: false)
        if instantiatesScenes {
            let found = InstantiationReader.read(node.memberBlock)
            part.body.madeControllers = found.controllers
            part.body.keepsMadeControllers = found.isKept
        }
        parts.append(part)
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let name = FunctionNames.simpleName(of: node.extendedType) else { return .skipChildren }
        let shell = SwiftClass(
            name: name, superclass: nil, path: places.path, line: places.line(of: node.extendedType),
            conformances: node.inheritanceClause?.inheritedTypes.compactMap { FunctionNames.simpleName(of: $0.type) } ?? [])
        var part = read(node.memberBlock, into: shell, isExtension: true)
        if instantiatesScenes {
            let found = InstantiationReader.read(node.memberBlock)
            part.body.madeControllers = found.controllers
            part.body.keepsMadeControllers = found.isKept
        }
        parts.append(part)
        return .visitChildren
    }

    /// A structure is kept for the state it holds: its stored properties and their values.
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        readValueType(named: node.name, node.memberBlock)
    }

    /// An enumeration is kept as a structure is: an app's factory (`enum ListAssembly { static
    /// func build() -> UIViewController }`) returns the controllers it makes.
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        let rawType = node.inheritanceClause?.inheritedTypes.first.flatMap { FunctionNames.simpleName(of: $0.type) }
        return readValueType(named: node.name, node.memberBlock, stringCases: rawType == "String")
    }

    /// `stringCases`: an enumeration of `String` raw values, whose cases' raw values are
    /// constants too (`Segues.detail.rawValue`).
    private func readValueType(
        named name: TokenSyntax, _ members: MemberBlockSyntax, stringCases: Bool = false
    ) -> SyntaxVisitorContinueKind {
        var shell = SwiftClass(name: name.text, superclass: nil, path: places.path, line: places.line(of: name))
        shell.isValueType = true
        var part = read(members, into: shell, isExtension: false)
        if stringCases {
            for declaration in declarations(in: members.members) {
                guard let cases = declaration.as(EnumCaseDeclSyntax.self) else { continue }
                for element in cases.elements {
                    // `case detail = "showDetail"`, or `case detail`, whose raw value is its name.
                    let raw = element.rawValue.map { PrintPartReader(places: places).literalText($0.value) } ?? element.name.text
                    if let raw { part.body.constants[SwiftClass.rawValueKey(of: element.name.text)] = raw }
                }
            }
        }
        parts.append(part)
        return .visitChildren
    }

    /// A protocol declaration adds only the protocols it inherits, whose extensions its
    /// conformers' objects have too; its requirements have no bodies to run, so they are
    /// left out, and its extensions' defaults are found.
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        let inherited = node.inheritanceClause?.inheritedTypes.compactMap { FunctionNames.simpleName(of: $0.type) } ?? []
        let shell = SwiftClass(
            name: node.name.text, superclass: nil, path: places.path, line: places.line(of: node.name),
            conformances: inherited)
        parts.append(ClassPart(isExtension: true, body: shell, duplicateMethods: []))
        return .skipChildren
    }

    // Bodies run code; a class declared in one is local to it.
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    private func read(_ members: MemberBlockSyntax, into shell: SwiftClass, isExtension: Bool) -> ClassPart {
        var part = ClassPart(isExtension: isExtension, body: shell, duplicateMethods: [])
        let members = declarations(in: members.members)
        let ownControllers = ownControllerProperties(members)
        for declaration in members {
            if let function = declaration.as(FunctionDeclSyntax.self) {
                add(method(function, properties: ownControllers), to: &part, signature: function.signature.sourceText)
            } else if let initializer = declaration.as(InitializerDeclSyntax.self) {
                add(method(initializer), to: &part)
            } else if let deinitializer = declaration.as(DeinitializerDeclSyntax.self) {
                add(method(deinitializer), to: &part)
            } else if let variable = declaration.as(VariableDeclSyntax.self) {
                read(variable, into: &part)
            }
        }
        return part
    }

    /// The member declarations, with those inside every `#if` clause.
    private func declarations(in members: MemberBlockItemListSyntax) -> [DeclSyntax] {
        members.flatMap { member -> [DeclSyntax] in
            guard let conditional = member.decl.as(IfConfigDeclSyntax.self) else { return [member.decl] }
            return conditional.clauses.flatMap { clause -> [DeclSyntax] in
                guard case .decls(let inner)? = clause.elements else { return [] }
                return declarations(in: inner)
            }
        }
    }

    /// Keeps the first method of a key; a second is a duplicate unless its signature differs
    /// (`func log(_ message: String)` beside `func log(_ count: Int)`, which Swift allows).
    private func add(_ method: SwiftMethod, to part: inout ClassPart, signature: String? = nil) {
        if part.body.methods[method.name] == nil {
            part.body.methods[method.name] = method
            part.signatures[method.name] = signature
        } else if signature == nil || part.signatures[method.name] == signature {
            part.duplicateMethods.append((method.name, method.line))
        }
    }

    /// A helper's parameters typed as one of the app's view controller classes
    /// (`_ viewController: ToDoItemFormViewController`): what it shows of one is an instance
    /// of that class. UIKit's own types (`UIViewController`) say nothing of which.
    private static func controllerParameters(_ parameters: FunctionParameterListSyntax) -> [String: InterfaceReader.Local] {
        var locals: [String: InterfaceReader.Local] = [:]
        for (index, parameter) in parameters.enumerated() {
            var type = parameter.type
            if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
            if let forced = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { type = forced.wrappedType }
            guard let name = type.as(IdentifierTypeSyntax.self)?.name.text, name.hasSuffix("Controller") else { continue }
            let local = (parameter.secondName ?? parameter.firstName).text
            guard local != "_" else { continue }
            // An app's class is that class; UIKit's `UIViewController` is whatever the caller gives.
            locals[local] = .controller(
                name == "UIViewController" ? .parameter(index: index) : .instance(className: name, title: nil))
        }
        return locals.filter { _, local in
            guard case .controller(.instance(let name, _)) = local else { return true }
            return !name.hasPrefix("UI")
        }
    }

    /// Stored properties of the type's own that bear a name UIKit gives a controller's
    /// (`private let navigationController = NavigationController()` in a coordinator): a class that
    /// declares one is no view controller, so in its code the name is the property.
    private func ownControllerProperties(_ members: [DeclSyntax]) -> [String: InterfaceReader.Local] {
        var found: [String: InterfaceReader.Local] = [:]
        let reader = InterfaceReader(places: places)
        for declaration in members {
            guard let variable = declaration.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                // `var buttons: [UIButton] { [fiveButton, tenButton] }` or a `lazy var` given such an
                // array: the controls a loop over it configures.
                if let names = Self.returnedNames(binding) {
                    found[name] = .controlNames(names)
                    continue
                }
                if let value = binding.initializer?.value, InterfaceReader.path(value) == ["UserDefaults", "standard"] {
                    found[name] = .standardDefaults
                    continue
                }
                guard InterfaceReader.uikitProperties.contains(name), let value = binding.initializer?.value,
                    let made = reader.controller(value, locals: [:])
                else { continue }
                found[name] = .controller(made)
            }
        }
        return found
    }

    /// The names of the array literal a property holds or its getter returns alone.
    private static func returnedNames(_ binding: PatternBindingSyntax) -> [String]? {
        if let value = binding.initializer?.value { return InterfaceReader.names(inArray: value) }
        guard case .getter(let body)? = binding.accessorBlock?.accessors, body.count == 1, let only = body.first
        else { return nil }
        if let returned = only.item.as(ReturnStmtSyntax.self)?.expression { return InterfaceReader.names(inArray: returned) }
        return only.item.as(ExprSyntax.self).flatMap(InterfaceReader.names(inArray:))
    }

    private func method(_ function: FunctionDeclSyntax, properties: [String: InterfaceReader.Local] = [:]) -> SwiftMethod {
        let name = FunctionNames.name(of: function)
        var found = method(
            named: name, modifiers: function.modifiers, attributes: function.attributes,
            parameters: FunctionNames.internalNames(function.signature.parameterClause.parameters),
            line: places.line(of: function.funcKeyword), body: function.body,
            returnedLiteral: function.body.flatMap { finalReturnedLiteral($0.statements) },
            locals: properties.merging(Self.controllerParameters(function.signature.parameterClause.parameters)) { _, parameter in
                parameter
            })
        found.defaults = defaults(of: function.signature.parameterClause.parameters)
        // `func makeRoot() -> UIViewController { HomeViewController() }` returns the controller its one
        // expression makes; `func next() -> Int { count + 1 }`, the expression's value.
        if let returned = function.signature.returnClause?.type.trimmedDescription,
            returned.hasSuffix("Controller") || returned.hasSuffix("Controller?") || returned.hasSuffix("Controller!"),
            let body = function.body,
            body.statements.count == 1, let only = body.statements.first?.item.as(ExprSyntax.self),
            let made = InterfaceReader(places: places).controller(
                only, locals: Self.controllerParameters(function.signature.parameterClause.parameters))
        {
            found.statements = [.returnController(made)]
        } else if function.signature.returnClause != nil, let body = function.body,
            let returned = StatementCollector.implicitReturn(of: body.statements, places: places)
        {
            found.statements = returned
        }
        // `func makeButton(title: String) -> UIButton`: a factory of buttons, whose title is the
        // parameter it sets as one (`InterfaceReader.buttonFactory`).
        if let returned = function.signature.returnClause?.type.trimmedDescription,
            returned.hasSuffix("Button") || returned.hasSuffix("ButtonItem") || returned == "Self", let body = function.body
        {
            found.titleParameter = Self.titleParameter(in: body, parameters: found.parameters, ofAnyControl: true)
        }
        // `func learnMenu() -> UIMenu { UIMenu(children: […]) }`: the actions of the menu it returns,
        // for the control whose `menu:` calls it.
        if function.signature.returnClause?.type.trimmedDescription == "UIMenu", let body = function.body,
            let items = returnedMenu(body.statements)
        {
            found.statements.append(.interface(.menu(items)))
        }
        return found
    }

    private func method(_ initializer: InitializerDeclSyntax) -> SwiftMethod {
        var found = method(
            named: FunctionNames.name(of: initializer), modifiers: initializer.modifiers,
            attributes: initializer.attributes,
            parameters: FunctionNames.internalNames(initializer.signature.parameterClause.parameters),
            line: places.line(of: initializer.initKeyword), body: initializer.body)
        found.defaults = defaults(of: initializer.signature.parameterClause.parameters)
        found.titleParameter = initializer.body.flatMap { Self.titleParameter(in: $0, parameters: found.parameters) }
        return found
    }

    /// The parameter a button class's initializer sets as its title (`setTitle(title, for:
    /// .normal)`, `self.setTitle(…)`, among the body's own statements): its index. With
    /// `ofAnyControl`, a factory's: the title it sets on the control it makes
    /// (`button.setTitle(title, for: .normal)`) or on its configuration (`config.title = title`).
    private static func titleParameter(in body: CodeBlockSyntax, parameters: [String], ofAnyControl: Bool = false) -> Int? {
        for item in body.statements {
            if ofAnyControl, let assignment = item.item.as(SequenceExprSyntax.self), assignment.elements.count == 3,
                assignment.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
                let target = assignment.elements.first.flatMap({ InterfaceReader.path($0) }), target.last == "title",
                let given = assignment.elements.last?.as(DeclReferenceExprSyntax.self),
                let index = parameters.firstIndex(of: given.baseName.text)
            {
                return index
            }
            guard let call = item.item.as(FunctionCallExprSyntax.self), call.arguments.count == 2,
                call.arguments.last?.label?.text == "for"
            else { continue }
            let callee = call.calledExpression
            let name =
                callee.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? callee.as(MemberAccessExprSyntax.self).flatMap { member in
                    ofAnyControl || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
                        ? member.declName.baseName.text : nil
                }
            guard name == "setTitle", let given = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self),
                let index = parameters.firstIndex(of: given.baseName.text)
            else { continue }
            return index
        }
        return nil
    }

    /// Default values, as a call that leaves them out gives them (`= #function`: the caller's
    /// name); empty when no parameter has one.
    private func defaults(of parameters: FunctionParameterListSyntax) -> [[PrintPart]?] {
        guard parameters.contains(where: { $0.defaultValue != nil }) else { return [] }
        let reader = PrintPartReader(places: places)
        return parameters.map { parameter in parameter.defaultValue.map { reader.parts(of: $0.value) } }
    }

    private func method(_ deinitializer: DeinitializerDeclSyntax) -> SwiftMethod {
        method(
            named: "deinit", modifiers: deinitializer.modifiers, attributes: deinitializer.attributes,
            parameters: [], line: places.line(of: deinitializer.deinitKeyword), body: deinitializer.body)
    }

    private func method(
        named name: String, modifiers: DeclModifierListSyntax, attributes: AttributeListSyntax,
        parameters: [String], line: Int, body: (some SyntaxProtocol)?, returnedLiteral: String? = nil,
        locals: [String: InterfaceReader.Local] = [:]
    ) -> SwiftMethod {
        let statements = body.map { StatementCollector.statements(in: $0, places: places, locals: locals) } ?? []
        return SwiftMethod(
            name: name, isOverride: Self.has(modifiers, "override"),
            callsSuper: statements.contains(.superCall(name)),
            isIBAction: Self.has(attributes, "IBAction"),
            isStatic: Self.has(modifiers, "static") || Self.has(modifiers, "class"),
            parameters: parameters, line: line, statements: statements, objcName: Self.objcName(attributes),
            returnedLiteral: returnedLiteral)
    }

    /// Stored literals become constants; computed properties become getter
    /// methods, and constants too when they only return a literal.
    private func read(_ variable: VariableDeclSyntax, into part: inout ClassPart) {
        let isOverride = Self.has(variable.modifiers, "override")
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if var stored = storedProperty(binding, of: variable) {
                // `lazy var number: Int = { … }()`: the closure's body, run as a method the first time.
                // (An instance property of a class: statics and structures' fields keep their value read as before.)
                if !stored.isStatic, !part.body.isValueType,
                    let call = binding.initializer?.value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
                    let closure = call.calledExpression.as(ClosureExprSyntax.self)
                {
                    let key = SwiftStoredProperty.initializerMethod(of: name)
                    add(
                        SwiftMethod(
                            name: key, line: places.line(of: binding),
                            statements: StatementCollector.statements(in: closure.statements, places: places)),
                        to: &part)
                    stored.initialValue = nil
                    stored.initializerMethod = key
                }
                part.body.storedProperties[name] = stored
            }
            if let value = binding.initializer?.value {
                if let text = PrintPartReader(places: places).literalText(value) {
                    part.body.constants[name] = text
                    if isOverride { part.body.overriddenProperties.insert(name) }
                } else {
                    let statements = StatementCollector.statements(initializing: name, with: value, places: places)
                    let returned = statements.filter { if case .returnController = $0 { true } else { false } }
                    part.body.initialValues += statements.filter { if case .interface = $0 { true } else { false } }
                    // A controller the property holds is what its getter returns (`Playbook.scene(for:in:)`).
                    if !returned.isEmpty, part.body.methods[name] == nil {
                        add(SwiftMethod(name: name, line: places.line(of: binding), statements: returned), to: &part)
                    }
                }
                continue
            }
            guard let getter = getterBody(binding.accessorBlock) else { continue }
            let statements =
                StatementCollector.implicitReturn(of: getter, places: places)
                ?? StatementCollector.statements(in: getter, places: places)
            add(
                SwiftMethod(
                    name: name, isOverride: isOverride, callsSuper: statements.contains(.superCall(name)),
                    isStatic: Self.has(variable.modifiers, "static") || Self.has(variable.modifiers, "class"),
                    line: places.line(of: binding), statements: statements),
                to: &part)
            if let text = returnedLiteral(getter) {
                part.body.constants[name] = text
                if isOverride { part.body.overriddenProperties.insert(name) }
            }
            // `set(newValue) { UserDefaults.standard.set(newValue, forKey: …) }`: what setting it runs.
            if case .accessors(let accessors)? = binding.accessorBlock?.accessors,
                let setter = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.set) }),
                let body = setter.body
            {
                add(
                    SwiftMethod(
                        name: SwiftStoredProperty.setterMethod(of: name),
                        isStatic: Self.has(variable.modifiers, "static") || Self.has(variable.modifiers, "class"),
                        parameters: [setter.parameters?.name.text ?? "newValue"], line: places.line(of: setter), statements: StatementCollector.statements(in: body.statements, places: places)),
                    to: &part)
            }
        }
    }

    /// The statements of `{ … }` or of `{ get { … } }`; nil for stored
    /// properties with only observers.
    private func getterBody(_ block: AccessorBlockSyntax?) -> CodeBlockItemListSyntax? {
        // `if case` rather than `switch`: the toolchain's swift-syntax is built for library
        // evolution, so a switch over its enums would need an `@unknown default`.
        if case .getter(let statements)? = block?.accessors { return statements }
        if case .accessors(let accessors)? = block?.accessors {
            return accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        }
        return nil
    }

    /// `"lit"` or `return "lit"` as the getter's only statement.
    /// The literal a method's body ends by returning, when nothing before it returns: what the
    /// method answers whatever else it does first (`print(#function); return true`).
    private func finalReturnedLiteral(_ statements: CodeBlockItemListSyntax) -> String? {
        guard let last = statements.last else { return nil }
        guard let returned = last.item.as(ReturnStmtSyntax.self)?.expression else {
            return statements.count == 1 ? returnedLiteral(statements) : nil
        }
        guard let literal = PrintPartReader(places: places).literalText(returned) else { return nil }
        // Looked for only now: most bodies end otherwise, and this walks every token before.
        let returnsEarlier = statements.dropLast().contains { item in
            item.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.return) }
        }
        return returnsEarlier ? nil : literal
    }

    /// The actions of the `UIMenu` a body returns (its last statement, a `return` or the body's one
    /// expression), following the actions and submenus it keeps in `let`s before.
    private func returnedMenu(_ statements: CodeBlockItemListSyntax) -> [CodeControl]? {
        guard let last = statements.last,
            let returned = last.item.as(ReturnStmtSyntax.self)?.expression
                ?? (statements.count == 1 ? last.item.as(ExprSyntax.self) : nil)
        else { return nil }
        let interface = InterfaceReader(places: places)
        var locals: [String: InterfaceReader.Local] = [:]
        for item in statements.dropLast() {
            guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let value = binding.initializer?.value
                else { continue }
                if let menu = interface.menuLocal(value, locals: locals) { locals[name] = menu }
            }
        }
        guard let menu = interface.menu(returned, locals: locals), menu.method == nil else { return nil }
        return menu.items
    }

    private func returnedLiteral(_ statements: CodeBlockItemListSyntax) -> String? {
        guard statements.count == 1, let only = statements.first else { return nil }
        let reader = PrintPartReader(places: places)
        if let returned = only.item.as(ReturnStmtSyntax.self)?.expression { return reader.literalText(returned) }
        if let expression = only.item.as(ExprSyntax.self) { return reader.literalText(expression) }
        return nil
    }

    private static func has(_ modifiers: DeclModifierListSyntax, _ keyword: String) -> Bool {
        modifiers.contains { $0.name.text == keyword }
    }

    /// `tapped:` for `@objc(tapped:)`: the selector a storyboard finds the method by, in place of
    /// the one Swift derives from its name; nil without such an attribute.
    private static func objcName(_ attributes: AttributeListSyntax) -> String? {
        for element in attributes {
            guard let attribute = element.as(AttributeSyntax.self),
                attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text == "objc",
                case .objCName(let pieces)? = attribute.arguments
            else { continue }
            return pieces.map { ($0.name?.text ?? "") + ($0.colon == nil ? "" : ":") }.joined()
        }
        return nil
    }

    private static func has(_ attributes: AttributeListSyntax, _ name: String) -> Bool {
        attributes.contains { element in
            element.as(AttributeSyntax.self)?.attributeName.as(IdentifierTypeSyntax.self)?.name.text == name
        }
    }
}

extension ClassCollector {
    /// A stored property (one without a getter), with what it starts as.
    func storedProperty(_ binding: PatternBindingSyntax, of variable: VariableDeclSyntax) -> SwiftStoredProperty? {
        if let accessors = binding.accessorBlock {
            // `{ willSet … didSet … }` keeps a stored property; anything else is computed.
            guard case .accessors(let list) = accessors.accessors,
                list.allSatisfy({ [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) })
            else { return nil }
        }
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
        let type = binding.typeAnnotation?.type
        let isOptional =
            type?.is(OptionalTypeSyntax.self) == true || type?.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true
        let typeName = type?.as(IdentifierTypeSyntax.self)?.name.text ?? ""
        let initial = binding.initializer.map { ExpressionReader(places: places).expression($0.value) }
        var stored = SwiftStoredProperty(
            name: name, initialValue: initial,
            isStatic: variable.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" },
            isOptional: isOptional, isFloatingPoint: ["Double", "CGFloat", "TimeInterval", "Float"].contains(typeName))
        stored.isLazy = variable.modifiers.contains { $0.name.text == "lazy" }
        return stored
    }
}
