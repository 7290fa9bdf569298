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
    private let interface: InterfaceReader
    /// The controllers and controls the body's local names hold.
    private var locals: [String: InterfaceReader.Local]
    /// Locals holding a controller of the navigation stack (`let second = navigationController?.viewControllers[1]`).
    private var stackLocals: [String: PopTarget] = [:]
    /// The `return`s of a controller (`.returnController`) whose end of the method is listed
    /// after what their value's calls run.
    private var returnsMade: Set<SyntaxIdentifier> = []
    /// The `let` locals declared as a value the engine keeps (`let ready = true`, a `.declare`):
    /// an `if` on one is kept as an expression, which the engine works out from that value.
    private var declaredLets: Set<String> = []
    /// Locals holding the launch's arguments or environment (`let arguments = ProcessInfo.processInfo.arguments`).
    private var launchArgumentLocals: Set<String> = []
    /// Locals holding a notification's name (`let name = NSNotification.Name(key)`), as written.
    private var notificationNames: [String: String] = [:]
    /// The locals holding a container made around another local's controller, by that local:
    /// a title given to it afterwards is the container's child's too.
    private var wrappers: [String: Set<String>] = [:]
    /// The `modalPresentationStyle` given to the controller each local holds (`vc.modalPresentationStyle
    /// = .fullScreen`), as the case's name: a presentation of the local uses it.
    private var presentationStyles: [String: String] = [:]
    /// What the body says of each control, by `CodeControl.name`, in the order first met.
    private var controls: [String: CodeControl] = [:]
    private var controlOrder: [String] = []
    /// For a stored property's initial value (`lazy var button: UIButton = { … }()`): the
    /// property, which the control the closure returns is.
    private let property: String?

    init(
        places: SourcePlaces, conditions: [String: SwiftCondition] = [:], branchDepth: Int = 0,
        locals: [String: InterfaceReader.Local] = [:], property: String? = nil
    ) {
        self.places = places
        self.parts = PrintPartReader(places: places)
        self.interface = InterfaceReader(places: places)
        self.conditions = conditions
        self.branchDepth = branchDepth
        self.locals = locals
        self.property = property
        super.init(viewMode: .sourceAccurate)
    }

    /// The statements, each control the body described listed after them.
    private var finished: [SwiftStatement] {
        Self.keepingMadeLocalsShown(statements) + controlOrder.compactMap { controls[$0].map { .interface(.control($0)) } }
    }

    /// A controller made on its own (`DetailViewController()`, a storyboard's scene by
    /// identifier), not a container around others nor a property's.
    private static func isMadeAlone(_ made: MadeController) -> Bool {
        switch made {
        case .instance(let className, _): return !isSystemType(className)
        case .storyboard, .storyboardByConstant: return true
        default: return false
        }
    }

    /// The first push, presentation or `show` of `local` in `statements`, in the sides of their
    /// `if`s too (not in closures, which may run later).
    private static func firstShow(of local: String?, in statements: ArraySlice<SwiftStatement>) -> ShowCall? {
        for statement in statements {
            switch statement {
            case .show(let call) where call.local == local && [.push, .present, .show, .showDetail].contains(call.how):
                return call
            case .branch(let branch):
                if let found = firstShow(of: local, in: branch.body[...]) ?? firstShow(of: local, in: branch.otherwise[...]) {
                    return found
                }
            case .conditional(let conditional):
                if let found = firstShow(of: local, in: conditional.body[...])
                    ?? firstShow(of: local, in: conditional.otherwise[...])
                {
                    return found
                }
            default:
                continue
            }
        }
        return nil
    }

    /// `statements` with each `make` (`let detail = DetailViewController()`) kept only where a
    /// later statement of the same list, or of an `if`'s side after it, pushes, presents or shows
    /// that local, and given what that statement shows (the title the code gave it in between);
    /// any other is left to the statement that shows it, as before. One made and never shown (the
    /// side not taken) goes when the code's actions are played.
    static func keepingMadeLocalsShown(_ statements: [SwiftStatement]) -> [SwiftStatement] {
        guard statements.contains(where: { if case .show(let call) = $0 { call.how == .make } else { false } }) else {
            return statements
        }
        var kept: [SwiftStatement] = []
        for (index, statement) in statements.enumerated() {
            guard case .show(var making) = statement, making.how == .make else {
                kept.append(statement)
                continue
            }
            guard let shown = firstShow(of: making.local, in: statements[(index + 1)...]) else { continue }
            making.controller = shown.controller
            kept.append(.show(making))
        }
        return kept
    }

    /// Branches nested deeper than this are listed as plain `if` bodies: a
    /// generated chain of thousands of `else if`s stays a flat list.
    private static let maximumBranchDepth = 16

    /// The statements of `body`, in the order described above.
    static func statements(
        in body: some SyntaxProtocol, places: SourcePlaces, locals: [String: InterfaceReader.Local] = [:]
    ) -> [SwiftStatement] {
        let collector = StatementCollector(places: places, locals: locals)
        collector.walk(body)
        return collector.finished
    }

    /// The statements of a stored property's initial value that describe a control: the
    /// control it makes, directly or in a closure it calls.
    static func statements(initializing property: String, with value: ExprSyntax, places: SourcePlaces)
        -> [SwiftStatement]
    {
        let collector = StatementCollector(places: places, property: property)
        if let control = collector.interface.control(value, named: property, locals: [:]) {
            return [.interface(.control(control))]
        }
        // A controller kept in a property (`let tabs = MainTabBarController()`): read as what
        // the property returns, so that `window?.rootViewController = tabs` finds it.
        if let made = collector.interface.controller(value, locals: [:]), !Self.isProperty(made) {
            return [.returnController(made)]
        }
        guard let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
            let closure = call.calledExpression.as(ClosureExprSyntax.self)
        else { return [] }
        // `{ return UIBarButtonItem(barButtonSystemItem: .add, …) }()`: the control it returns at once.
        if closure.statements.count == 1, let only = closure.statements.first,
            let returned = only.item.as(ReturnStmtSyntax.self)?.expression ?? only.item.as(ExprSyntax.self),
            let control = collector.interface.control(returned, named: property, locals: [:])
        {
            return [.interface(.control(control))]
        }
        collector.walk(closure.statements)
        return collector.finished.filter {
            switch $0 {
            case .interface, .returnController: return true
            default: return false
            }
        }
    }

    /// `x = x`'s value: the name read as a property of its own, which tells nothing.
    private static func namesItself(_ made: MadeController, _ name: String) -> Bool {
        if case .returnedBy(let method) = made { return method == name }
        return false
    }

    /// A property's value read as another property (`let a = b`), which tells nothing.
    private static func isProperty(_ made: MadeController) -> Bool {
        if case .returnedBy(let method) = made { return !method.contains("(") }
        return false
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // An observer's closure runs when its notification is posted, not here: it is kept in
        // the registration, not listed in place.
        if let observing = ObserverReader.statement(for: node, places: places, names: notificationNames) {
            statements.append(observing)
            return .skipChildren
        }
        // `[fiveButton, tenButton].forEach { $0.addTarget(…) }`
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "forEach",
            let base = member.base, let names = controlNames(base),
            let closure = node.trailingClosure ?? node.arguments.first?.expression.as(ClosureExprSyntax.self)
        {
            let parameter =
                closure.signature?.parameterClause?.as(ClosureShorthandParameterListSyntax.self)?.first?.name.text
                ?? closure.signature?.parameterClause?.as(ClosureParameterClauseSyntax.self)?.parameters.first?.firstName.text
                ?? "$0"
            configureEach(names, as: parameter, by: closure.statements)
        }
        if describeControl(node) { return .skipChildren }
        if buildsAlert(node) { return .skipChildren }
        // A menu's and an action's closures run when the action is chosen, not where they are made.
        if let type = InterfaceReader.typeName(node.calledExpression), type == "UIMenu" || type == "UIAction" {
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
        if case .show(var shown)? = listed, let made = madeInPlace(shown, by: node) {
            // `present(MoreViewController(name: name), animated: true)`: made first, as a local the
            // show then names would be (`let more = …`), so that its initializer of the app's runs
            // on the object, where the call stands, before it is shown.
            var making = ShowCall(how: .make, controller: shown.controller, line: shown.line, path: shown.path)
            making.local = made.local
            statements.append(.show(making))
            statements.append(.declare(name: made.local, value: made.value))
            shown.local = made.local
            statements.append(.show(shown))
        } else if let listed {
            statements.append(listed)
        }
        // A closure given to a method that may be the app's runs when that method calls it: kept
        // apart after the call, for the reader to place once every file is read (`ClosurePlacement`).
        // So does a completion handler UIKit runs once a presentation or dismissal is over.
        var method: String
        switch listed {
        case .call(let name, _)?: method = name
        case .show(let shown)? where shown.how == .present: method = SwiftStatement.presentWithCompletion
        default: method = ""
        }
        // `DispatchQueue.main.asyncAfter(deadline: .now() + 2) { … }`: work after a delay, kept as
        // such (`SwiftStatement.delayedCalls`), not run where it is written; of an animation, only
        // its completion is (its animations run at once).
        var delayedClosure: Int?
        if listed == nil, let (call, closure) = delayedCall(node) {
            method = call
            delayedClosure = closure
            // A timer's selector: the method it calls once, as a closure that calls it would.
            if call == "Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)" {
                if let selected = node.arguments.first(where: { $0.label?.text == "selector" })
                    .flatMap({ ObserverReader.selectedMethod($0.expression) })
                {
                    let name = selected.contains("(") ? selected : selected + "()"
                    statements.append(
                        .closure(
                            ClosureArgument(
                                call: call, argument: 2, statements: [.call(method: name, arguments: [])],
                                path: places.path, line: places.line(of: node))))
                }
                return .skipChildren
            }
        }
        guard !method.isEmpty else {
            for argument in closures { walk(argument) }
            if let trailing = node.trailingClosure { walk(trailing) }
            walk(node.additionalTrailingClosures)
            return .skipChildren
        }
        var given: [(argument: Int, closure: ClosureExprSyntax)] = []
        for (index, argument) in node.arguments.enumerated() {
            if let closure = argument.expression.as(ClosureExprSyntax.self) { given.append((index, closure)) }
        }
        if let trailing = node.trailingClosure { given.append((node.arguments.count, trailing)) }
        for (offset, extra) in node.additionalTrailingClosures.enumerated() {
            given.append((node.arguments.count + 1 + offset, extra.closure))
        }
        for (argument, closure) in given {
            let start = statements.count
            walk(closure)
            // An animation's own block runs where it is written.
            if let delayedClosure, argument != delayedClosure { continue }
            let inner = Array(statements[start...])
            statements.removeSubrange(start...)
            guard !inner.isEmpty else { continue }
            statements.append(
                .closure(
                    ClosureArgument(
                        call: method, argument: argument, statements: inner, path: places.path,
                        line: places.line(of: closure))))
        }
        return .skipChildren
    }

    // The paths a method takes when something fails (an `else`, a guard's
    // `else`, a `catch`) are taken as not run: their prints are the failure's
    // messages, and a console that showed them would say the app failed.
    //
    // An `if` that chooses between navigation calls is kept whole, its
    // `else` too, so that what the app shows can follow the condition.
    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        // `if arguments.contains("--demo")` on the launch's arguments: a launch from the home screen
        // passes none, so the side it takes is read as if written in place, its locals kept.
        if let holds = launchArgumentTest(node.conditions) {
            if holds {
                walk(node.body)
            } else if case .ifExpr(let elseIf)? = node.elseBody {
                walk(elseIf)
            } else if case .codeBlock(let block)? = node.elseBody {
                walk(block.statements)
            }
            return .skipChildren
        }
        // `if let detail = storyboard?.instantiateViewController(withIdentifier: "Detail") as? Detail`:
        // the body knows `detail`.
        let outer = locals
        bindControllers(of: node.conditions)
        let body = nested(node.body)
        locals = outer
        var otherwise: [SwiftStatement] = []
        // `if case`: see ClassCollector.getterBody on swift-syntax's enums.
        if case .ifExpr(let elseIf)? = node.elseBody {
            otherwise = nested(elseIf)
        } else if case .codeBlock(let block)? = node.elseBody {
            otherwise = nested(block)
        }
        // An `if` whose sides each give the window its root (a signed-in user's list, or the sign-in
        // screen) is kept whole too: `launch --else` takes its `else`.
        let setsRootEitherWay = [body, otherwise].allSatisfy { side in
            side.contains { if case .setRoot = $0 { return true } else { return false } }
        }
        let navigating =
            branchDepth < Self.maximumBranchDepth && ((body + otherwise).contains(where: Self.navigates) || setsRootEitherWay)
        // An `if` that registers an observer stays in place, where the registrations are gathered.
        // So does one that builds the screen: both are gathered from where they stand.
        let observes = (body + otherwise).contains { statement in
            switch statement {
            case .observe, .stopObserving, .interface, .setRoot, .returnController: return true
            default: return false
            }
        }
        let clauses = navigating || observes ? nil : conditionClauses(node.conditions)
        if clauses == nil { walk(node.conditions) }
        if navigating {
            var reader = ConditionReader(constants: conditions)
            reader.makesController = { [interface, locals] in
                // Made here, not a property's value, which may be nil.
                switch interface.controller($0, locals: locals) {
                case .instance?, .storyboard?, .storyboardByConstant?, .navigation?, .tabBar?, .split?: return true
                case .returnedBy?, .returnedByCall?, .parameter?, nil: return false
                }
            }
            var condition = reader.condition(of: node.conditions)
            var body = body
            // `if viewController is HomeViewController` in a loop over the stack: the pop in it
            // goes to the first such controller (`PopTarget.firstOf`), so the test is taken as met.
            if case .unknown = condition, Self.testsStackLoop(node.conditions, around: Syntax(node)) {
                condition = .all([])
            }
            // `if indexPath.row == 1`: a value the tap may know, kept as an expression.
            if case .unknown(let text) = condition, let clauses = conditionClauses(node.conditions), clauses.count == 1 {
                if case .holds(let tree) = clauses[0], !mentionsLocal(tree) {
                    condition = .holds(tree, text: text)
                } else if case .binds(let name, let tree) = clauses[0], Self.readsStandardDefaults(tree) {
                    // `if let user = UserDefaults.standard.string(forKey: "user")`: whether the key holds
                    // a value; in the body, `user` is that value.
                    condition = .holds(.binary("!=", tree, .nilLiteral), text: text)
                    if name != "_" { body.insert(.declare(name: name, value: .unwrap(tree)), at: 0) }
                }
            }
            // `if let name = nameField.text, !name.isEmpty`: the clauses as one test, each name a
            // `let` binds replaced by the value it unwraps (as a guard's); in the body, the names
            // hold those values.
            if case .unknown(let text) = condition, let clauses = conditionClauses(node.conditions),
                clauses.count > 1 || clauses.contains(where: { if case .binds = $0 { return true } else { return false } }),
                let (test, bound) = Self.guardTest(clauses), !test.containsCall, !mentionsLocal(test)
            {
                condition = .holds(test, text: text)
                for (name, value) in bound.reversed() where name != "_" {
                    body.insert(.declare(name: name, value: .unwrap(value)), at: 0)
                }
            }
            let branch = SwiftBranch(
                condition: condition, body: body,
                otherwise: otherwise, path: places.path, line: places.line(of: node.ifKeyword))
            statements.append(.branch(branch))
        } else if let clauses, branchDepth < Self.maximumBranchDepth {
            let text = node.conditions.sourceText
            statements.append(
                .conditional(
                    SwiftConditional(
                        clauses: clauses, body: body, otherwise: otherwise,
                        text: text.count > 60 ? String(text.prefix(59)) + "…" : text, path: places.path,
                        line: places.line(of: node.ifKeyword))))
        } else {
            statements += body.flatMap(\.asListed)
        }
        return .skipChildren
    }

    /// The statements of a body inside this one's `if`.
    private func nested(_ body: some SyntaxProtocol) -> [SwiftStatement] {
        nestedWithLocals(body).statements
    }

    /// The statements of a nested body, and the locals as it leaves them.
    private func nestedWithLocals(_ body: some SyntaxProtocol)
        -> (statements: [SwiftStatement], locals: [String: InterfaceReader.Local])
    {
        let collector = StatementCollector(
            places: places, conditions: conditions, branchDepth: branchDepth + 1, locals: locals)
        collector.closureDepth = closureDepth
        // What the names declared outside the body hold, it knows too.
        collector.stackLocals = stackLocals
        collector.declaredLets = declaredLets
        collector.launchArgumentLocals = launchArgumentLocals
        collector.notificationNames = notificationNames
        collector.walk(body)
        return (collector.finished, collector.locals)
    }

    /// Whether a statement calls UIKit's navigation, or holds a branch that does.
    private static func navigates(_ statement: SwiftStatement) -> Bool {
        switch statement {
        case .branch, .popTo, .presentAlert: return true
        case .call(let method, _):
            return navigationCalls.contains(String(method.prefix { $0 != "(" }))
        case .show: return true
        // Placed where it stands, most often: what it does counts there.
        case .closure(let closure): return closure.statements.contains(where: navigates)
        // A root given in an `if` is gathered from both sides (the launch takes the last), and an
        // action's stays in place: neither keeps the `if` whole.
        case .print, .superCall, .observe, .stopObserving, .setRoot, .interface, .returnController: return false
        // A kept closure runs later, when it is called.
        case .assign, .declare, .returns, .conditional, .mutate, .storeClosure: return false
        }
    }

    // A local constant that holds a condition is remembered for the `if`s after it; a local
    // that holds a controller or a control the code makes, for the statements that use it.
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        var skip = false
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let value = binding.initializer?.value
            else { continue }
            locals[name] = InterfaceReader.path(value) == ["UserDefaults", "standard"] ? .standardDefaults : .other
            declaredLets.remove(name)
            if let index = Self.stackIndex(value) { stackLocals[name] = .index(index) }
            if Self.readsLaunchArguments(value) { launchArgumentLocals.insert(name) }
            let written = value.sourceText
            if written.hasPrefix("Notification.Name(") || written.hasPrefix("NSNotification.Name(") {
                notificationNames[name] = written
            }
            if let alert = interface.alert(value) {
                locals[name] = .alert(alert)
                continue
            }
            if let action = interface.alertAction(value, locals: locals) {
                // Its handler runs when the action is tapped, not here.
                locals[name] = .alertAction(action)
                skip = true
                continue
            }
            let annotated = binding.typeAnnotation?.type.as(MemberTypeSyntax.self)?.name.text == "Configuration"
            if InterfaceReader.makesButtonConfiguration(value, annotated: annotated) {
                locals[name] = .buttonConfiguration(title: nil)
                continue
            }
            // A menu and its actions: their closures run when an action is tapped, not here.
            if let menu = interface.menuLocal(value, locals: locals) {
                locals[name] = menu
                skip = true
                continue
            }
            // `UIButton.filledButton("Add")` makes a button, however the type's other methods may
            // make controllers (`InterfaceReader.buttonFactory`).
            let makesButton =
                InterfaceReader.unwrapped(value).as(FunctionCallExprSyntax.self).map { InterfaceReader.buttonFactory($0) != nil }
                ?? false
            let annotatedType = binding.typeAnnotation.flatMap { FunctionNames.simpleName(of: $0.type) }
            if !makesButton, let made = interface.controller(value, locals: locals, annotatedType: annotatedType) {
                locals[name] = .controller(made)
                noteWrapping(by: name, made, in: value)
                // Made here: its initializer runs before what follows, if a later statement shows it (`finished`).
                if Self.isMadeAlone(made) {
                    var making = ShowCall(how: .make, controller: made, line: places.line(of: binding), path: places.path)
                    making.local = name
                    statements.append(.show(making))
                }
            } else if let list = interface.controllers(value, locals: locals), !list.isEmpty {
                locals[name] = .controllers(list)
            } else if var control = interface.control(value, named: "local:\(name):\(places.line(of: binding))", locals: locals) {
                // `UIButton(configuration: config)`: the title the configuration was given before.
                if control.title == nil,
                    let given = InterfaceReader.unwrapped(value).as(FunctionCallExprSyntax.self)?.arguments
                        .first(where: { $0.label?.text == "configuration" }),
                    let local = InterfaceReader.localName(given.expression),
                    case .buttonConfiguration(let title?)? = locals[local]
                {
                    control.title = title
                }
                // The control's closure runs when it is tapped, not here.
                locals[name] = .control(control.name)
                describe(control)
                skip = true
            }
            guard node.bindingSpecifier.tokenKind == .keyword(.let) else { continue }
            let condition = ConditionReader(constants: conditions).condition(of: value)
            if case .unknown = condition {
                conditions[name] = nil
            } else {
                conditions[name] = condition
            }
        }
        // A local that holds no control keeps a value the console may work out: what an own
        // helper returns or a type makes may be a controller, or a count or a structure.
        if !skip, let declared = declaration(node), case .declare(let name, _) = declared,
            Self.mayDeclare(locals[name])
        {
            statements.append(declared)
            if node.bindingSpecifier.tokenKind == .keyword(.let), locals[name] == .other { declaredLets.insert(name) }
            skip = true
        }
        return skip ? .skipChildren : .visitChildren
    }

    // `title = "Home"`, `navigationItem.rightBarButtonItem = addButton`,
    // `window?.rootViewController = UINavigationController(rootViewController: …)`, and the
    // like: what the code puts on the screen.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        // `quizBrain.isLastQuestion() ? showAlert() : quizBrain.nextQuestion()` written as a
        // statement: an `if` and its `else`, only one of which runs.
        if elements.count == 3, let ternary = elements[1].as(UnresolvedTernaryExprSyntax.self),
            node.parent?.is(CodeBlockItemSyntax.self) == true, branchDepth < Self.maximumBranchDepth
        {
            ternaryStatement(condition: elements[0], then: ternary.thenExpression, otherwise: elements[2], at: node)
            return .skipChildren
        }
        let listed = statements.count
        if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
            let target = InterfaceReader.path(elements[0])
        {
            if assign(elements[2], to: target, at: node) { return .skipChildren }
            // What the screen shows is listed as such, not again as a value.
            if statements.count != listed { return .visitChildren }
            if let closure = elements[2].as(ClosureExprSyntax.self), let property = target.last,
                property.first?.isLowercase == true
            {
                keep(closure, in: property)
                return .skipChildren
            }
            // `loginView.loginAction = loginPressed`: a method named in place of a closure, if the
            // writer has one of that name; the assignment is listed too, for a value of that name.
            if target.count > 1, let property = target.last, property.first?.isLowercase == true,
                let method = Self.methodReference(elements[2])
            {
                statements.append(
                    .storeClosure(
                        StoredClosure(
                            property: property, parameters: [], statements: [], path: places.path,
                            line: places.line(of: node), method: method)))
            }
        }
        return assignment(node)
    }

    /// `loginPressed` of `loginPressed`, `self.loginPressed` or `loginPressed(_:)`: a name that may
    /// be a method of the object's, handed on as a closure; nil for anything else.
    private static func methodReference(_ value: ExprSyntax) -> String? {
        var reference = value.as(DeclReferenceExprSyntax.self)
        if let member = value.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            reference = member.declName
        }
        guard let reference, reference.baseName.text.first?.isLowercase == true, reference.baseName.text != "self"
        else { return nil }
        guard let labels = reference.argumentNames else { return reference.baseName.text }
        return reference.baseName.text + "(" + labels.arguments.map { $0.name.text + ":" }.joined() + ")"
    }

    /// A ternary written as a statement, listed as the `if` it means: a branch the engine plays
    /// when a side navigates, else a conditional the console follows; its condition's calls are
    /// listed first when it cannot be kept as an expression.
    private func ternaryStatement(condition: ExprSyntax, then: ExprSyntax, otherwise: ExprSyntax, at node: SequenceExprSyntax) {
        let body = nested(then)
        let other = nested(otherwise)
        let tree = namingStandardDefaults(ExpressionReader(places: places).expression(condition))
        let text = condition.sourceText
        let line = places.line(of: node)
        let navigating = (body + other).contains(where: Self.navigates)
        if navigating {
            let test: SwiftCondition =
                ExpressionReader.isSelfContained(tree) && !mentionsLocal(tree) ? .holds(tree, text: text) : .unknown(text)
            if case .unknown = test { walk(condition) }
            statements.append(
                .branch(SwiftBranch(condition: test, body: body, otherwise: other, path: places.path, line: line)))
        } else if ExpressionReader.isSelfContained(tree) {
            statements.append(
                .conditional(
                    SwiftConditional(
                        clauses: [.holds(tree)], body: body, otherwise: other,
                        text: text.count > 60 ? String(text.prefix(59)) + "…" : text, path: places.path, line: line)))
        } else {
            walk(condition)
            statements += body + other
        }
    }

    /// `editor.onSave = { text in … }`: the closure is kept for the object to call, its body listed
    /// apart (`SwiftStatement.storeClosure`), not run where it is written.
    private func keep(_ closure: ClosureExprSyntax, in property: String) {
        var parameters: [String] = []
        if let clause = closure.signature?.parameterClause {
            if let shorthand = clause.as(ClosureShorthandParameterListSyntax.self) {
                parameters = shorthand.map(\.name.text)
            } else if let written = clause.as(ClosureParameterClauseSyntax.self) {
                parameters = written.parameters.map { ($0.secondName ?? $0.firstName).text }
            }
        } else if closure.signature == nil {
            // No signature: it may name its arguments `$0`, `$1`…; one with a capture list alone takes none.
            parameters = (0..<4).map { "$\($0)" }
        }
        // Its statements as a method's: run when called, its `return` is what the call hands back;
        // a body of one expression that lists nothing (`{ value in value * 2 }`) returns it, as
        // Swift's closures do (one that calls a method, `{ self.reload() }`, runs as that call).
        let start = statements.count
        walk(closure.statements)
        var inner = Array(statements[start...])
        statements.removeSubrange(start...)
        if inner.isEmpty, let returned = Self.implicitReturn(of: closure.statements, places: places) { inner = returned }
        statements.append(
            .storeClosure(
                StoredClosure(
                    property: property, parameters: parameters, statements: inner, path: places.path,
                    line: places.line(of: closure))))
    }

    /// Whether an assignment was one the screen is built by, its value read (and its closures
    /// kept as handlers, not walked).
    private func assign(_ value: ExprSyntax, to target: [String], at node: SequenceExprSyntax) -> Bool {
        let line = places.line(of: node)
        switch target {
        case ["title"], ["navigationItem", "title"]:
            guard let title = interface.literal(value) else { return false }
            statements.append(.interface(.title(title)))
            return false
        case ["view"]:
            // `view = RootView(frame: .zero)` in `loadView()`: a root view of the app's own class, made
            // there (its initializer runs) and laid out in the controller's layout passes.
            guard let call = InterfaceReader.unwrapped(value).as(FunctionCallExprSyntax.self),
                let type = InterfaceReader.typeName(call.calledExpression), type.first?.isUppercase == true,
                !Self.isSystemType(type)
            else { return false }
            statements.append(.assign(target: .name("view"), operator: "=", value: ExpressionReader(places: places).expression(value)))
            return true
        case let path where Self.namesWindowRoot(path):
            guard let made = interface.controller(value, locals: locals) else { return false }
            statements.append(.setRoot(made))
            return false
        case ["viewControllers"]:
            // A tab bar controller subclass giving itself its tabs.
            guard let tabs = interface.controllers(value, locals: locals) else { return false }
            statements.append(.interface(.tabs(tabs)))
            return false
        case ["navigationItem", "rightBarButtonItem"], ["navigationItem", "leftBarButtonItem"],
            ["navigationItem", "rightBarButtonItems"], ["navigationItem", "leftBarButtonItems"], ["toolbarItems"]:
            let placement: CodeControl.Placement =
                target.last?.hasPrefix("right") == true ? .rightBar : target.last?.hasPrefix("left") == true ? .leftBar : .toolbar
            let items = InterfaceReader.unwrapped(value).as(ArrayExprSyntax.self).map { $0.elements.map(\.expression) } ?? [value]
            var madeHere = false
            for (index, item) in items.enumerated() {
                madeHere = place(item, placement, name: "bar:\(line):\(index)") || madeHere
            }
            return madeHere
        default:
            break
        }
        // `navigationController = UINavigationController(rootViewController: …)`: a local or a
        // stored property given a controller, which the statements after it may show.
        if target.count == 1, let name = target.first, let made = interface.controller(value, locals: locals),
            !Self.namesItself(made, name)
        {
            locals[name] = .controller(made)
            noteWrapping(by: name, made, in: value)
            // An object of a class of the app's (`mainView = MainView(frame: .zero)`, which may be a
            // view, not a controller) is kept as the value it is: its type, for a later `view = mainView`.
            if case .instance(let className, _) = made, !Self.isSystemType(className) {
                let tree = ExpressionReader(places: places).expression(value)
                let readable = ExpressionReader.isSelfContained(tree) ? tree : .call(.name(className), labels: [], arguments: [])
                statements.append(.assign(target: .name(name), operator: "=", value: readable))
                return true
            }
            return false
        }
        // `alert = UIAlertController(…)` into a stored property: the method goes on to build and
        // present it as it would a local.
        if target.count == 1, let name = target.first, let alert = interface.alert(value) {
            locals[name] = .alert(alert)
            return true
        }
        // `addButton = { let item = UIBarButtonItem(…); return item }()`: a property given the
        // control a closure builds, as a property's initial value can be.
        if target.count == 1, let name = target.first, name.first?.isLowercase == true,
            let call = InterfaceReader.unwrapped(value).as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
            call.calledExpression.is(ClosureExprSyntax.self)
        {
            let built = Self.statements(initializing: name, with: InterfaceReader.unwrapped(value), places: places)
            let controls = built.compactMap { statement -> CodeControl? in
                if case .interface(.control(let control)) = statement, control.name == name { return control }
                return nil
            }
            if !controls.isEmpty {
                for control in controls { describe(control) }
                if locals[name] != nil { locals[name] = .control(name) }
                return true
            }
        }
        // `goButton = UIButton()`: a stored property (`var goButton: UIButton!`) given a control
        // it is configured as from here on (`goButton.setTitle(…)`, `goButton.addTarget(…)`).
        if target.count == 1, let name = target.first, name.first?.isLowercase == true,
            var control = interface.control(value, named: name, locals: locals)
        {
            control.name = name
            describe(control)
            if locals[name] != nil { locals[name] = .control(name) }
            return true
        }
        // `button.configuration?.title = "Save"`: the button's title.
        if target.count == 3, target[1] == "configuration", target[2] == "title",
            case .control(let key)? = locals[target[0]] ?? propertyControl(target[0]), let title = interface.literal(value)
        {
            update(key) { $0.title = $0.title ?? title }
            return false
        }
        // `next.title = "Second"`, `tabs.viewControllers = [a, b]`, `label.text = "Hi"`. A stored
        // property is taken for a control only by what configures one: `detail.topic = "Segues"`
        // sets a property of an object, no control.
        // `tabBar.viewControllers = […]` of a container no local here was made as: a stored property's,
        // or one of the app's own class (`SplitViewController()`), whose kind the reader cannot tell.
        if target.count == 2, target[1] == "viewControllers", Self.mayHoldAppObject(target[0], locals[target[0]]),
            let given = interface.controllers(value, locals: locals)
        {
            statements.append(.interface(.controllersOf(holder: target[0], given, appending: false)))
            return false
        }
        guard target.count == 2,
            let owner = locals[target[0]] ?? (Self.controlProperties.contains(target[1]) ? propertyControl(target[0]) : nil)
        else { return false }
        switch (owner, target[1]) {
        case (.buttonConfiguration, "title"):
            // `config.title = "Save"`, given to a button next (`button.configuration = config`).
            if let title = interface.literal(value) { locals[target[0]] = .buttonConfiguration(title: title) }
        case (.control(let key), "configuration"):
            if let name = InterfaceReader.localName(value), case .buttonConfiguration(let title?)? = locals[name] {
                update(key) { $0.title = $0.title ?? title }
            }
        case (.controller(let made), "title"):
            if let title = interface.literal(value) {
                retitle(target[0], made, made.titled(.string(title)))
            } else {
                // Worked out when the controller is shown (a row's element, an interpolation).
                let title = ExpressionReader(places: places).expression(value)
                if title.isReadable { retitle(target[0], made, made.titled(title)) }
            }
        case (.controller(let made), "tabBarItem"):
            // `UITabBarItem(title: "Settings", image: nil, tag: 1)` or `.init(title: …)`: the tab shows its title.
            let item = InterfaceReader.unwrapped(value).as(FunctionCallExprSyntax.self)
            if let title = item?.arguments.first(where: { $0.label?.text == "title" }).flatMap({ interface.literal($0.expression) }) {
                retitle(target[0], made, made.titled(.string(title)))
            }
        case (.controller(let old), "viewControllers"):
            guard let given = interface.controllers(value, locals: locals) else { break }
            switch old {
            case .tabBar(let className, _):
                restock(target[0], old, .tabBar(className: className, tabs: given))
            case .split(let className, _, _) where !given.isEmpty:
                // The classic split view's columns: the primary, then the secondary.
                restock(target[0], old, .split(className: className, primary: given.first, secondary: given.dropFirst().first))
            case .navigation(let className, _):
                // A stack given at once: its first controller is the root (the one of a stack of one).
                if let root = given.first { restock(target[0], old, .navigation(className: className, root: root)) }
            default:
                break
            }
        case (.controller, "modalPresentationStyle"):
            // `.fullScreen` or `UIModalPresentationStyle.fullScreen`: the case's name.
            if let member = InterfaceReader.unwrapped(value).as(MemberAccessExprSyntax.self) {
                presentationStyles[target[0]] = member.declName.baseName.text
            }
        case (.control(let key), "text"), (.control(let key), "placeholder"):
            if let text = interface.literal(value) { update(key) { $0.title = $0.title ?? text } }
        case (.control(let key), "menu"):
            // `button.menu = UIMenu(children: […])`: the actions a tap on the button offers.
            if let menu = interface.menu(value, locals: locals) {
                update(key) {
                    $0.menu = menu.items
                    $0.menuMethod = menu.method
                }
                return true
            }
        default:
            break
        }
        return false
    }

    /// The properties whose assignment configures a control the method does not make itself.
    private static let controlProperties: Set<String> = ["configuration", "text", "placeholder", "menu"]

    /// Whether an assignment's target is a window's root: `window?.rootViewController` (or a local
    /// `myWindow`'s), and from code that runs later `view.window?.rootViewController`,
    /// `sceneDelegate?.window?.…`, `UIApplication.shared.windows.first?.…` or `keyWindow?.…`.
    private static func namesWindowRoot(_ target: [String]) -> Bool {
        guard target.count >= 2, target.last == "rootViewController" else { return false }
        // A local window of any name ending so (`myWindow`, `newWindow`) is one too.
        let holder = target[target.count - 2]
        return ["window", "first", "last"].contains(holder) || holder.hasSuffix("Window")
    }

    /// `name` now holds a container made of `value`: each controller local named in it is wrapped by it.
    private func noteWrapping(by name: String, _ made: MadeController, in value: ExprSyntax) {
        switch made {
        case .navigation, .tabBar, .split: break
        case .instance, .storyboard, .storyboardByConstant, .returnedBy, .returnedByCall, .parameter: return
        }
        for token in value.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let inner) = token.tokenKind, inner != name, case .controller? = locals[inner] else { continue }
            wrappers[inner, default: []].insert(name)
        }
    }

    /// Whether `name` may hold an object of the app's the reader did not make here, and cannot tell
    /// the insides of: a stored property (no local), or a local given one of the app's classes
    /// (`mainView = MainView(frame: …)`) or a property's value (`let controller = splitViewController`).
    /// A container such a name holds is given its controllers by the code after it; a view, its
    /// controls' actions.
    private static func mayHoldAppObject(_ name: String, _ local: InterfaceReader.Local?) -> Bool {
        guard name != "self", name.first?.isLowercase == true else { return false }
        switch local {
        case nil: return true
        case .controller(.instance(let className, _))?: return !isSystemType(className)
        case .controller(.returnedBy)?: return true
        default: return false
        }
    }

    /// The controllers a container `local` holds, given after it was made (`tabs.viewControllers =
    /// […]`): in the containers made around it too, and in the root the code gave the window before
    /// (the window shows the same object, which has them by the time it appears).
    private func restock(_ local: String, _ old: MadeController, _ new: MadeController) {
        retitle(local, old, new)
        for index in statements.indices {
            if case .setRoot(let made) = statements[index] { statements[index] = .setRoot(made.replacing(old, with: new)) }
        }
    }

    /// A title given to the controller `local` holds, in the containers made around it too.
    private func retitle(_ local: String, _ old: MadeController, _ new: MadeController) {
        locals[local] = .controller(new)
        for container in wrappers[local] ?? [] {
            guard case .controller(let made)? = locals[container] else { continue }
            locals[container] = .controller(made.replacing(old, with: new))
        }
    }

    /// A bar button item placed: a new one made in place, or a local or stored one; whether it was made here.
    private func place(_ item: ExprSyntax, _ placement: CodeControl.Placement, name: String) -> Bool {
        if var control = interface.control(item, named: name, locals: locals) {
            control.placement = placement
            describe(control)
            return true
        }
        let path = InterfaceReader.path(item)
        if path == ["editButtonItem"] {
            describe(CodeControl(name: name, kind: .barButtonItem, systemItem: "edit", placement: placement, line: places.line(of: item), path: places.path))
            return false
        }
        guard let path, path.count == 1, case .control(let key)? = locals[path[0]] ?? propertyControl(path[0], kind: .barButtonItem)
        else { return false }
        update(key) { $0.placement = placement }
        return false
    }

    /// A stored property the method names as a control (`doneButton.setTitle(…)`), when no local hides it.
    /// A capitalised name is a type's (`UIButton.appearance()`), unless the call is one only an
    /// instance takes (`LoginButton.addTarget(…)`, a learner's property named like a type).
    private func propertyControl(
        _ name: String, kind: CodeControl.Kind = .button, evenCapitalized: Bool = false
    ) -> InterfaceReader.Local? {
        guard locals[name] == nil, name.first?.isLowercase == true || (evenCapitalized && !Self.isSystemType(name))
        else { return nil }
        if controls[name] == nil {
            describe(CodeControl(name: name, kind: kind, line: 0, path: places.path))
        }
        return .control(name)
    }

    /// Adds what is said of a control to what the body already says of it.
    private func describe(_ control: CodeControl) {
        if let known = controls[control.name] {
            controls[control.name] = known.merging(control)
        } else {
            controls[control.name] = control
            controlOrder.append(control.name)
        }
    }

    private func update(_ key: String, _ change: (inout CodeControl) -> Void) {
        guard var control = controls[key] else { return }
        change(&control)
        controls[key] = control
    }

    // `return tabs` of a controller the method made; `return button` in a stored property's
    // closure: the button is the property.
    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if let value = node.expression, let made = interface.controller(value, locals: locals) {
            statements.append(.returnController(made))
            // The method ends there, once what the value calls has run (`visitPost`).
            if property == nil, closureDepth == 0 { returnsMade.insert(node.id) }
        } else if property == nil {
            // A method's own `return`, with the value a console may work out.
            return returned(node)
        }
        guard let property, let value = node.expression, let name = InterfaceReader.localName(value),
            case .control(let key)? = locals[name], var control = controls[key]
        else { return .visitChildren }
        controls[key] = nil
        controlOrder.removeAll { $0 == key }
        control.name = property
        describe(control)
        return .visitChildren
    }

    /// `button.setTitle("Go", for: .normal)`, `button.addTarget(self, action: #selector(go), for:
    /// .touchUpInside)`, `button.addAction(UIAction { … }, for: .touchUpInside)`,
    /// `navigationItem.setRightBarButton(item, animated: true)`, `tabs.setViewControllers([…],
    /// animated: false)`: whether the call was one of these (its closures kept, not walked).
    private func describeControl(_ call: FunctionCallExprSyntax) -> Bool {
        let owner: [String]
        let name: String
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
            let path = InterfaceReader.path(base)
        {
            (owner, name) = (path, member.declName.baseName.text)
        } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            // A method of the object's own: `setViewControllers(…)` in a tab bar controller subclass.
            (owner, name) = ([], reference.baseName.text)
        } else {
            return false
        }
        let first = call.arguments.first?.expression
        switch name {
        case "setRightBarButton", "setLeftBarButton", "setRightBarButtonItems", "setLeftBarButtonItems":
            guard owner == ["navigationItem"], let first else { return false }
            let items = InterfaceReader.unwrapped(first).as(ArrayExprSyntax.self).map { $0.elements.map(\.expression) } ?? [first]
            var madeHere = false
            for (index, item) in items.enumerated() {
                madeHere = place(item, name.hasPrefix("setRight") ? .rightBar : .leftBar, name: "bar:\(places.line(of: call)):\(index)") || madeHere
            }
            return madeHere
        case "setViewControllers" where owner.isEmpty:
            if let first, let tabs = interface.controllers(first, locals: locals) { statements.append(.interface(.tabs(tabs))) }
            return false
        case "setViewController":
            // `split.setViewController(list, for: .primary)`: one column of a split view made here.
            guard owner.count == 1, case .controller(.split(let className, let primary, let secondary))? = locals[owner[0]],
                let first, let made = interface.controller(first, locals: locals),
                let column = call.arguments.first(where: { $0.label?.text == "for" })?.expression.sourceText
            else { return false }
            switch column.split(separator: ".").last {
            case "primary":
                locals[owner[0]] = .controller(.split(className: className, primary: made, secondary: secondary))
            case "secondary":
                locals[owner[0]] = .controller(.split(className: className, primary: primary, secondary: made))
            default: break
            }
            return false
        case "setViewControllers" where owner.count == 1 && Self.mayHoldAppObject(owner[0], locals[owner[0]]):
            if let first, let given = interface.controllers(first, locals: locals) {
                statements.append(.interface(.controllersOf(holder: owner[0], given, appending: false)))
            }
            return false
        case "append" where owner.count == 2 && owner[1] == "viewControllers" && Self.mayHoldAppObject(owner[0], locals[owner[0]]):
            if let first, let made = interface.controller(first, locals: locals) {
                statements.append(.interface(.controllersOf(holder: owner[0], [made], appending: true)))
            }
            return false
        case "setViewControllers":
            guard owner.count == 1, case .controller(let old)? = locals[owner[0]], let first,
                let given = interface.controllers(first, locals: locals)
            else { return false }
            switch old {
            case .tabBar(let className, _): restock(owner[0], old, .tabBar(className: className, tabs: given))
            // A navigation controller made empty, given its stack: the first is its root.
            case .navigation(let className, nil):
                if let root = given.first { restock(owner[0], old, .navigation(className: className, root: root)) }
            default: break
            }
            return false
        case "addGestureRecognizer":
            // `emojiLabel.addGestureRecognizer(tap)`: a tap recognizer made here is tapped as the view
            // it sits on, by the view's name.
            guard let view = owner.last, let first, let reference = InterfaceReader.unwrapped(first).as(DeclReferenceExprSyntax.self),
                case .control(let key)? = locals[reference.baseName.text]
            else { return false }
            update(key) { $0.title = $0.title ?? view }
            return false
        case "setTitle", "addTarget", "addAction":
            // `mainView.resetButton.addTarget(self, …)`: a control of a view the object keeps, named by
            // its path, which the view's own control of that name takes (`CodeInterface`).
            let local = owner.count == 1 ? locals[owner[0]] ?? propertyControl(owner[0], evenCapitalized: true) : nil
            let held =
                owner.count == 2 && Self.mayHoldAppObject(owner[0], locals[owner[0]])
                ? propertyControl(owner.joined(separator: ".")) : nil
            guard case .control(let key)? = local ?? held else {
                return false
            }
            switch name {
            case "setTitle":
                // The title for the normal state is the one a person sees.
                let state = call.arguments.first { $0.label?.text == "for" }?.expression.sourceText
                guard state == nil || state == ".normal" || state == "UIControl.State.normal", let first,
                    let title = interface.literal(first)
                else { return false }
                update(key) { $0.title = title }
            case "addTarget":
                let event = call.arguments.first { $0.label?.text == "for" }?.expression.sourceText ?? ""
                guard event.hasSuffix("touchUpInside") || event.hasSuffix("primaryActionTriggered"),
                    let selector = call.arguments.first(where: { $0.label?.text == "action" }),
                    let method = ObserverReader.selectedMethod(selector.expression)
                else { return false }
                // `addTarget(view, action: #selector(UIView.endEditing(_:)), …)`: sent to another object.
                let receiver = InterfaceReader.sentTo(call.arguments.first?.expression)
                update(key) { $0.handler = .method(receiver.map { $0 + "." + method } ?? method) }
            default:
                guard let first, let action = interface.action(first, locals: locals) else { return false }
                let site = (path: places.path, line: places.line(of: call))
                update(key) {
                    $0.handler = action.handler
                    $0.handlerSite = site
                    $0.title = $0.title ?? action.title
                }
                return true
            }
            return false
        default:
            return false
        }
    }

    override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
        walk(node.conditions)
        // `guard let detail = storyboard.instantiateViewController(identifier: "Detail") as? DetailViewController
        // else { fatalError() }`: past the guard, the name holds the controller.
        bindControllers(of: node.conditions)
        // A guard whose clauses are values (`guard let name = nameField.text, !name.isEmpty`): an
        // `if` on them whose else leaves the method, then the names it binds.
        // (A call in them runs where the conditions are walked, once: such a guard is left as it was.)
        guard closureDepth == 0, branchDepth < Self.maximumBranchDepth,
            let clauses = conditionClauses(node.conditions), let (test, bound) = Self.guardTest(clauses),
            !test.containsCall
        else { return .skipChildren }
        var otherwise = nested(node.body)
        // It leaves however it leaves (a `fatalError()`, a `throw`): nothing after it runs.
        if !otherwise.contains(where: { if case .returns = $0 { return true } else { return false } }) {
            otherwise.append(.returns(nil))
        }
        let written = node.conditions.sourceText
        let text = written.count > 60 ? String(written.prefix(59)) + "…" : written
        let line = places.line(of: node.guardKeyword)
        if otherwise.contains(where: Self.navigates) {
            statements.append(
                .branch(
                    SwiftBranch(
                        condition: .holds(test, text: text), body: [], otherwise: otherwise, path: places.path,
                        line: line)))
        } else {
            statements.append(
                .conditional(
                    SwiftConditional(
                        clauses: [.holds(test)], body: [], otherwise: otherwise, text: text, path: places.path,
                        line: line, isGuard: true)))
        }
        for (name, value) in bound where name != "_" && Self.mayDeclare(locals[name]) {
            statements.append(.declare(name: name, value: .unwrap(value)))
            if locals[name] == nil || locals[name] == .other {
                locals[name] = .other
                declaredLets.insert(name)
            }
        }
        return .skipChildren
    }

    /// A guard's clauses as one test, each name a `let` binds replaced by the value it unwraps in
    /// the clauses after it (`name != nil && !name!.isEmpty`), and the names with their values.
    static func guardTest(_ clauses: [SwiftConditionClause]) -> (SwiftExpression, [(String, SwiftExpression)])? {
        var unwrapped: [String: SwiftExpression] = [:]
        var parts: [SwiftExpression] = []
        var bound: [(String, SwiftExpression)] = []
        for clause in clauses {
            switch clause {
            case .holds(let expression):
                parts.append(expression.replacingNames(unwrapped))
            case .binds(let name, let value):
                let given = value.replacingNames(unwrapped)
                parts.append(.binary("!=", given, .nilLiteral))
                unwrapped[name] = .unwrap(given)
                bound.append((name, given))
            }
        }
        guard let first = parts.first else { return nil }
        return (parts.dropFirst().reduce(first) { .binary("&&", $0, $1) }, bound)
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

    override func visitPost(_ node: ReturnStmtSyntax) {
        if returnsMade.remove(node.id) != nil { statements.append(.returns(nil)) }
    }

    // Each case starts from the locals before the `switch`; after it, a name the cases leave
    // holding different controllers is unknown, as which case runs is not known here. Cases that
    // navigate are a chain of branches on conditions scenelab cannot work out: the first case plays,
    // a note says so, and `--else` takes the others (`ActionCode`), never all of them.
    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        walk(node.subject)
        let cases = node.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
        let read = cases.map { nestedWithLocals($0) }
        var merged = locals
        for name in Set(read.flatMap(\.locals.keys)) {
            let values = read.map { $0.locals[name] }
            let agreed = values.dropFirst().allSatisfy { $0 == (values.first ?? nil) }
            merged[name] = agreed ? (values.first ?? nil) : .other
        }
        locals = merged
        let subject = node.subject.sourceText
        let reader = ExpressionReader(places: places)
        let subjectTree = reader.expression(node.subject)
        // Each case's test of the subject, where the reader can tell it (nil for `default` too).
        let tests = cases.map { Self.matching(subjectTree, $0.label, reader) }
        // A `switch` whose cases print apart (`case fiveButton: print("5%")`) is kept whole too:
        // one case runs, not every case's prints. So is one whose cases call the app's methods
        // apart (`case .settings: pushNavigation(…)`): each case's helper runs alone.
        let actingCases = read.filter { taken in
            taken.statements.contains {
                switch $0 {
                case .print: return true
                case .call(let method, _): return !Self.navigationCalls.contains(String(method.prefix { $0 != "(" }))
                default: return false
                }
            }
        }
        // So is one over an enumeration's cases that sets the window's root in its cases (a router's
        // `navigate(to:)`): a call given the case takes its side.
        let setsRootByCase =
            read.contains { taken in taken.statements.contains { if case .setRoot = $0 { return true } else { return false } } }
            && zip(cases, tests).allSatisfy { item, test in
                item.label.is(SwitchDefaultLabelSyntax.self) || test?.testsEnumCases == true
            }
        let navigating =
            branchDepth < Self.maximumBranchDepth
            && (read.contains { $0.statements.contains(where: Self.navigates) } || actingCases.count > 1 || setsRootByCase)
        guard navigating else {
            statements += read.flatMap(\.statements)
            return .skipChildren
        }
        var otherwise: [SwiftStatement] = []
        // Swift's `switch` is exhaustive: with no `default`, the last case is what is left when
        // the others do not match, so it runs whenever the ones before it do not.
        let hasDefault = cases.contains { $0.label.is(SwitchDefaultLabelSyntax.self) }
        for ((item, taken), test) in zip(zip(cases, read), tests).reversed() {
            var label = item.label.sourceText
            if label.hasSuffix(":") { label.removeLast() }
            let text = (subject.count > 30 ? String(subject.prefix(29)) + "…" : subject) + " matches " + label
            var condition = SwiftCondition.unknown(text)
            if item.label.is(SwitchDefaultLabelSyntax.self) || (!hasDefault && otherwise.isEmpty && cases.count > 1) {
                condition = .all([])
            } else if let test {
                condition = .holds(test, text: text)
            }
            otherwise = [
                .branch(
                    SwiftBranch(
                        condition: condition, body: taken.statements, otherwise: otherwise, path: places.path,
                        line: places.line(of: item)))
            ]
        }
        statements += otherwise
        return .skipChildren
    }

    /// `tree` with each name that keeps `UserDefaults.standard` (`let defaults = UserDefaults.standard`,
    /// a local or the class's property) written as `UserDefaults.standard`: a condition on the app's
    /// defaults reads the same however the code names them.
    private func namingStandardDefaults(_ tree: SwiftExpression) -> SwiftExpression {
        switch tree {
        case .name(let name) where locals[name] == .standardDefaults: return .member(.name("UserDefaults"), "standard")
        case .member(let base, let name): return .member(namingStandardDefaults(base), name)
        case .call(let callee, let labels, let arguments):
            return .call(namingStandardDefaults(callee), labels: labels, arguments: arguments.map(namingStandardDefaults))
        case .prefix(let operation, let operand): return .prefix(operation, namingStandardDefaults(operand))
        case .binary(let operation, let left, let right):
            return .binary(operation, namingStandardDefaults(left), namingStandardDefaults(right))
        case .unwrap(let operand): return .unwrap(namingStandardDefaults(operand))
        default: return tree
        }
    }

    /// Whether `tree` names a local of the method (`let adding = meal == nil`, then `if adding`),
    /// which the tap that runs the code does not know; `indexPath` it does.
    private func mentionsLocal(_ tree: SwiftExpression) -> Bool {
        switch tree {
        case .name(let name):
            return name != "indexPath" && !declaredLets.contains(name) && (locals[name] != nil || conditions[name] != nil)
        case .member(let base, _), .unwrap(let base), .prefix(_, let base): return mentionsLocal(base)
        case .binary(_, let left, let right): return mentionsLocal(left) || mentionsLocal(right)
        case .ternary(let a, let b, let c): return mentionsLocal(a) || mentionsLocal(b) || mentionsLocal(c)
        case .call(let callee, _, let arguments), .subscripted(let callee, _, let arguments):
            return mentionsLocal(callee) || arguments.contains(where: mentionsLocal)
        case .array(let elements), .interpolation(let elements): return elements.contains(where: mentionsLocal)
        default: return false
        }
    }

    /// `case 0, 1:` of `switch indexPath.row` as `indexPath.row == 0 || indexPath.row == 1`, when
    /// the subject and each pattern are values the reader can tell; nil for other patterns.
    private static func matching(
        _ subject: SwiftExpression, _ label: SwitchCaseSyntax.Label, _ reader: ExpressionReader
    ) -> SwiftExpression? {
        guard ExpressionReader.isSelfContained(subject), let caseLabel = label.as(SwitchCaseLabelSyntax.self) else {
            return nil
        }
        var matched: SwiftExpression?
        for item in caseLabel.caseItems {
            guard item.whereClause == nil, let pattern = item.pattern.as(ExpressionPatternSyntax.self) else { return nil }
            var value = reader.expression(pattern.expression)
            // `case Route.profile:` of `switch route`: an enumeration's case, by its name alone
            // (`SwiftExpression.enumCase`, as the reader reads `.profile` already), which a parameter
            // given `.profile` matches.
            if let member = pattern.expression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil,
                member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true
            {
                value = SwiftExpression.enumCase(member.declName.baseName.text)
            }
            switch value {
            case .integer, .string, .boolean, .double: break
            // `case fiveButton:` in `switch sender`: the property's object, or a constant's value.
            case .name, .member(.name("self"), _): break
            case .member(.name(""), _): break
            default: return nil
            }
            let test = SwiftExpression.binary("==", subject, value)
            matched = matched.map { .binary("||", $0, test) } ?? test
        }
        return matched
    }

    override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
        closureDepth += 1
        return .visitChildren
    }

    override func visitPost(_ node: SwitchCaseSyntax) { closureDepth -= 1 }

    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        closureDepth += 1
        // `for button in [fiveButton, tenButton] { button.addTarget(…) }`
        if let variable = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let names = controlNames(node.sequence)
        {
            configureEach(names, as: variable, by: node.body.statements)
        }
        return .visitChildren
    }

    /// The controls an array holds: written in place, or a local or property holding them.
    private func controlNames(_ expression: ExprSyntax) -> [String]? {
        if let names = InterfaceReader.names(inArray: expression) { return names }
        guard let path = InterfaceReader.path(expression), path.count == 1 else { return nil }
        switch locals[path[0]] {
        case .controlNames(let names)?: return names
        case .controllers(let list)?:
            // `let buttons = [fiveButton, tenButton]` reads as properties that may hold controllers.
            let names = list.compactMap { made -> String? in
                if case .returnedBy(let method) = made, !method.contains("(") { return method }
                return nil
            }
            return names.count == list.count ? names : nil
        default: return nil
        }
    }

    /// Gives each control of `names` the target-actions and `UIAction`s `statements` give
    /// `variable`, a loop's name for each in turn (`button.addTarget(…)`); the name is no
    /// control of its own afterwards.
    private func configureEach(_ names: [String], as variable: String, by statements: CodeBlockItemListSyntax) {
        for item in statements {
            guard let call = item.item.as(FunctionCallExprSyntax.self),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                ["addTarget", "addAction"].contains(member.declName.baseName.text),
                member.base.flatMap(InterfaceReader.path) == [variable]
            else { continue }
            for name in names {
                guard let control = locals[name] ?? propertyControl(name), case .control = control else { continue }
                locals[variable] = control
                _ = describeControl(call)
            }
        }
        locals[variable] = .other
    }

    override func visitPost(_ node: ForStmtSyntax) { closureDepth -= 1 }

    override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind {
        closureDepth += 1
        return .visitChildren
    }

    override func visitPost(_ node: WhileStmtSyntax) { closureDepth -= 1 }

    /// `target = value`, `target += value`: a run whose loosest operator assigns, listed when self-contained.
    private func assignment(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let tree = ExpressionReader(places: places).expression(ExprSyntax(node))
        guard case .binary(let operation, let target, let value) = tree, operation.hasSuffix("="),
            !["==", "!=", "<=", ">=", "===", "!=="].contains(operation), ExpressionReader.isSelfContained(tree)
        else { return .visitChildren }
        statements.append(.assign(target: target, operator: operation, value: value))
        return .skipChildren
    }

    /// `return value` of the method itself; a closure's `return` ends the closure only.
    private func returned(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
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
            statements.append(.returns(.unknown(expression.sourceText)))
        }
        return .skipChildren
    }

    private func statement(for call: FunctionCallExprSyntax) -> SwiftStatement? {
        let callee = call.calledExpression
        // `view.addSubview(badge)` of a view of a class of the app's own (`badge = BadgeView(…)`).
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "addSubview",
            member.base.flatMap({ InterfaceReader.path($0) }) == ["view"], let first = call.arguments.first?.expression
        {
            // A local holding one (`badge`) or one made in place (`BadgeView(…)`) reads as an instance.
            if case .instance(let className, _)? = interface.controller(first, locals: locals), !Self.isSystemType(className) {
                return .interface(.subview(className))
            }
        }
        if let name = callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text, name == "popToViewController",
            call.arguments.map({ $0.label?.text ?? "_" }) == ["_", "animated"], let first = call.arguments.first
        {
            // Unknown targets are listed as a call, which plays nothing and the action's note names.
            if let target = popTarget(first.expression, at: Syntax(call)) { return .popTo(target) }
        }
        if let shown = show(call) { return .show(shown) }
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            return statement(calling: reference.baseName.text, call)
        }
        // `completion?(result)`: an optional closure, a parameter's or a property's, called.
        if let reference = callee.as(OptionalChainingExprSyntax.self)?.expression.as(DeclReferenceExprSyntax.self) {
            return statement(calling: reference.baseName.text, call)
        }
        // `self.completion?()`, `self?.onSave?(text)`: the object's own property, called.
        if let member = callee.as(OptionalChainingExprSyntax.self)?.expression.as(MemberAccessExprSyntax.self),
            let base = member.base.map({ $0.as(OptionalChainingExprSyntax.self)?.expression ?? $0 }),
            base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
        {
            return statement(calling: member.declName.baseName.text, call)
        }
        guard let member = callee.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        let name = member.declName.baseName.text
        if base.is(SuperExprSyntax.self) {
            return .superCall(FunctionNames.name(ofCall: name, call))
        }
        if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            // `self.print(…)` calls the class's own `print` (a logger's): Swift's is no member of it.
            if name == "print" || name == "debugPrint" {
                return listedCall(FunctionNames.name(ofCall: name, call), call)
            }
            return statement(calling: name, call)
        }
        // `self?.log(…)` in a closure that captures `[weak self]`.
        if base.as(OptionalChainingExprSyntax.self)?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            return statement(calling: name, call)
        }
        if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "Swift", name == "print" || name == "debugPrint" {
            return statement(calling: name, call)
        }
        // An array property or local changed in place (`items.append(task)`): the console keeps it.
        if Self.arrayMutations.contains(name), let receiver = Self.receiverName(base), Self.holdsValue(locals[receiver]) {
            let reader = ExpressionReader(places: places)
            return .mutate(
                target: reader.expression(base), method: FunctionNames.name(ofCall: name, call),
                arguments: call.arguments.map { reader.expression($0.expression) })
        }
        // UIKit's navigation called on another object (`navigationController?.pushViewController(…)`,
        // `storyboard?.instantiateViewController(withIdentifier:)`): listed, so that what the code shows can be played.
        if Self.navigationCalls.contains(name) {
            // UIKit's are instance methods: on a type of the app's (`RootPresenter.present(in:root:)`)
            // the name is the app's own static method, called with its type.
            if let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text, type.first?.isUppercase == true,
                !Self.isSystemType(type)
            {
                return listedCall(type + "." + FunctionNames.name(ofCall: name, call), call)
            }
            // `router.show(.main)`: labels UIKit's `show(_:sender:)` does not take make it the method
            // of an object of the app's, called on it.
            if let receiver = Self.receiverName(base), !InterfaceReader.uikitProperties.contains(receiver),
                receiver != "self", !Self.isSystemType(receiver), let signatures = Self.uikitSignatures[name],
                !signatures.contains(call.arguments.map { $0.label?.text ?? "_" })
            {
                let owner: String
                if case .controller(.instance(let className, _))? = locals[receiver] { owner = className } else { owner = receiver }
                return listedCall(owner + "." + FunctionNames.name(ofCall: name, call), call)
            }
            return listedCall(Self.callName(name, call), call)
        }
        // `UserDefaults.standard.set(true, forKey: "seen")`, or on a name it is kept under: the
        // app's defaults, which the console keeps.
        if name == "set" || name == "removeObject",
            InterfaceReader.path(base) == ["UserDefaults", "standard"]
                || Self.receiverName(base).map({ locals[$0] == .standardDefaults }) == true
        {
            return typedCall(Self.standardDefaults + "." + FunctionNames.name(ofCall: name, call), call)
        }
        // A singleton of the app's own (`Logger.shared.log(…)`): the method of its class.
        if let shared = base.as(MemberAccessExprSyntax.self), Self.singletonNames.contains(shared.declName.baseName.text),
            let type = shared.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, type.first?.isUppercase == true,
            !Self.isSystemType(type), name.first?.isLowercase == true
        {
            return listedCall(type + "." + FunctionNames.name(ofCall: name, call), call)
        }
        // A method of another object of the app's: `coordinator?.showMessage()`, `router.start()`,
        // `delegate?.didSave(item)`. Listed with its receiver, the class's name when a local was
        // made as one (`let router = Router()`), else the name itself, which the player looks up
        // among the app's classes (`SwiftSources.otherObjectMethod`).
        if let receiver = Self.receiverName(base), name.first?.isLowercase == true,
            !InterfaceReader.uikitProperties.contains(receiver) || Self.callsBackItsView(receiver, base, name),
            !Self.isSystemType(receiver)
        {
            let owner: String
            switch locals[receiver] {
            case .controller(.instance(let className, _))?: owner = className
            case .control?: return nil
            default: owner = receiver
            }
            return listedCall(owner + "." + FunctionNames.name(ofCall: name, call), call)
        }
        return nil
    }

    /// The delayed call (`SwiftStatement.delayedCalls`) `node` is, and the index among its
    /// closures (as `ClosureArgument.argument` counts them) of the one that runs after the delay;
    /// nil for any other call, and for a timer that repeats.
    private func delayedCall(_ node: FunctionCallExprSyntax) -> (call: String, closure: Int?)? {
        guard let path = InterfaceReader.path(node.calledExpression) else { return nil }
        let labels = node.arguments.map { $0.label?.text ?? "_" }
        let trailing = node.trailingClosure == nil ? 0 : 1
        let repeats = node.arguments.first { $0.label?.text == "repeats" }?.expression.trimmedDescription
        switch path {
        case ["DispatchQueue", "main", "asyncAfter"] where labels.first == "deadline":
            return ("DispatchQueue.main.asyncAfter(deadline:execute:)", labels.count + trailing - 1)
        case ["Timer", "scheduledTimer"] where repeats == "false":
            if labels.first == "withTimeInterval" {
                return ("Timer.scheduledTimer(withTimeInterval:repeats:block:)", labels.count + trailing - 1)
            }
            if labels.first == "timeInterval", labels.contains("selector") {
                return ("Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)", nil)
            }
            return nil
        case ["UIView", "animate"] where labels.first == "withDuration" && labels.contains("animations"):
            // Its completion: labelled, or the trailing closure after `animations:`.
            let completion = labels.firstIndex(of: "completion") ?? (trailing == 1 ? labels.count : nil)
            guard let completion else { return nil }
            let call =
                labels.contains("delay")
                ? "UIView.animate(withDuration:delay:options:animations:completion:)"
                : "UIView.animate(withDuration:animations:completion:)"
            return (call, completion)
        default:
            return nil
        }
    }

    /// `view?.configureUI()`: a view model's or a presenter's weak `view`, the controller it calls
    /// back (MVVM's and MVP's view protocol), not a controller's own `view` (never optional in
    /// its code, and given UIView's calls).
    private static func callsBackItsView(_ receiver: String, _ base: ExprSyntax, _ name: String) -> Bool {
        receiver == "view" && base.is(OptionalChainingExprSyntax.self) && !viewCalls.contains(name)
    }

    /// UIView's own methods, which a `view?.` call may still name.
    private static let viewCalls: Set<String> = [
        "addSubview", "insertSubview", "removeFromSuperview", "bringSubviewToFront", "sendSubviewToBack",
        "layoutIfNeeded", "setNeedsLayout", "setNeedsDisplay", "layoutSubviews", "sizeToFit", "endEditing",
        "addGestureRecognizer", "removeGestureRecognizer", "addConstraint", "addConstraints", "removeConstraint",
        "removeConstraints", "viewWithTag", "convert", "setNeedsUpdateConstraints", "updateConstraintsIfNeeded",
    ]

    /// The names `let name = <a controller the code makes>` conditions bind, as locals holding it.
    private func bindControllers(of conditions: ConditionElementListSyntax) {
        for element in conditions {
            guard case .optionalBinding(let binding) = element.condition,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let value = binding.initializer?.value, let made = interface.controller(value, locals: locals)
            else { continue }
            locals[name] = .controller(made)
            // Made here, as a `let` makes it, if a later statement shows it (`finished`).
            if Self.isMadeAlone(made) {
                var making = ShowCall(how: .make, controller: made, line: places.line(of: binding), path: places.path)
                making.local = name
                statements.append(.show(making))
            }
        }
    }

    // MARK: The launch's arguments

    /// `ProcessInfo.processInfo.arguments` or `.environment`, or `CommandLine.arguments`.
    private static func readsLaunchArguments(_ expression: ExprSyntax) -> Bool {
        guard let path = InterfaceReader.path(expression) else { return false }
        return path == ["ProcessInfo", "processInfo", "arguments"] || path == ["ProcessInfo", "processInfo", "environment"]
            || path == ["CommandLine", "arguments"]
    }

    /// The value of a condition that only tests the launch's arguments or environment for
    /// something (`arguments.contains("--demo")`, `environment["UITEST"] != nil`, negated or
    /// not): false, as a launch from the home screen passes nothing; nil for any other condition.
    private func launchArgumentTest(_ conditions: ConditionElementListSyntax) -> Bool? {
        guard conditions.count == 1, let only = conditions.first, case .expression(var expression) = only.condition
        else { return nil }
        var negated = false
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            negated = true
            expression = prefix.expression
        }
        let reads = { (base: ExprSyntax) -> Bool in
            Self.readsLaunchArguments(base)
                || InterfaceReader.localName(base).map { self.launchArgumentLocals.contains($0) } == true
        }
        // `arguments.contains("--demo")`
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "contains", let base = member.base, reads(base)
        {
            return negated
        }
        // `environment["UITEST"] != nil`, `== nil`
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let parts = Array(sequence.elements)
            guard parts.count == 3, let comparison = parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
                comparison == "!=" || comparison == "==", parts[2].is(NilLiteralExprSyntax.self),
                let subscripted = parts[0].as(SubscriptCallExprSyntax.self), reads(subscripted.calledExpression)
            else { return nil }
            return (comparison == "==") != negated
        }
        return nil
    }

    // MARK: Alerts

    /// `alert.addAction(…)`, `alert.addTextField(…)` and `present(alert, animated: true)` of an alert
    /// the method made (`InterfaceReader.alert`): whether the call was one of these.
    private func buildsAlert(_ call: FunctionCallExprSyntax) -> Bool {
        let callee = call.calledExpression
        let member = callee.as(MemberAccessExprSyntax.self)
        guard let name = member?.declName.baseName.text ?? callee.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return false }
        let owner = member?.base.flatMap { InterfaceReader.path($0) }
        switch name {
        case "addAction", "addTextField":
            guard let owner, owner.count == 1, case .alert(var alert)? = locals[owner[0]] else { return false }
            if name == "addTextField" {
                alert.fields.append(InterfaceReader.placeholder(configuredIn: call))
            } else {
                guard let first = call.arguments.first?.expression else { return false }
                if case .alertAction(let action)? = InterfaceReader.localName(first).flatMap({ locals[$0] }) {
                    alert.actions.append(action)
                } else if let action = interface.alertAction(first, locals: locals) {
                    alert.actions.append(action)
                } else {
                    return false
                }
            }
            locals[owner[0]] = .alert(alert)
            return true
        case "present":
            guard let first = call.arguments.first, first.label == nil else { return false }
            let alert: CodeAlert
            if case .alert(let kept)? = InterfaceReader.localName(first.expression).flatMap({ locals[$0] }) {
                alert = kept
            } else if let made = interface.alert(first.expression) {
                alert = made
            } else {
                return false
            }
            statements.append(.presentAlert(alert))
            return true
        default:
            return false
        }
    }

    // MARK: Popping to a controller of the stack

    /// `viewControllers[1]` (of `navigationController`, optional or cast): the index; nil otherwise.
    private static func stackIndex(_ expression: ExprSyntax) -> Int? {
        guard let subscripted = InterfaceReader.unwrapped(expression).as(SubscriptCallExprSyntax.self),
            InterfaceReader.path(subscripted.calledExpression)?.last == "viewControllers",
            subscripted.arguments.count == 1, let argument = subscripted.arguments.first,
            let literal = argument.expression.as(IntegerLiteralExprSyntax.self)
        else { return nil }
        return Int(literal.literal.text.filter { $0 != "_" })
    }

    /// What `popToViewController(_:animated:)` is given: a controller of the stack by index, a local
    /// holding one, or, in a loop over `viewControllers`, the element an enclosing `if` found to be of a
    /// class (`if viewController is HomeViewController`, `if let home = viewController as? HomeViewController`).
    private func popTarget(_ expression: ExprSyntax, at node: Syntax) -> PopTarget? {
        let value = InterfaceReader.unwrapped(expression)
        if let index = Self.stackIndex(value) { return .index(index) }
        guard let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        if let kept = stackLocals[name] { return kept }
        var current = node.parent
        while let ancestor = current {
            if let test = ancestor.as(IfExprSyntax.self).flatMap({ Self.classTested(of: name, in: $0.conditions) }) {
                return Self.isStackLoop(over: test.element, around: ancestor) ? .firstOf(test.className) : nil
            }
            current = ancestor.parent
        }
        return nil
    }

    /// In `conditions`, a test that `name` is of a class: `name is T` (the element is `name`), or
    /// `let name = element as? T`.
    private static func classTested(of name: String, in conditions: ConditionElementListSyntax)
        -> (className: String, element: String)?
    {
        for element in conditions {
            if case .expression(let expression) = element.condition, let sequence = expression.as(SequenceExprSyntax.self) {
                let parts = Array(sequence.elements)
                guard parts.count == 3, parts[1].is(UnresolvedIsExprSyntax.self),
                    parts[0].as(DeclReferenceExprSyntax.self)?.baseName.text == name,
                    let type = parts[2].as(TypeExprSyntax.self)?.type.trimmedDescription
                else { continue }
                return (type, name)
            }
            if case .optionalBinding(let binding) = element.condition,
                binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
                let sequence = binding.initializer?.value.as(SequenceExprSyntax.self)
            {
                let parts = Array(sequence.elements)
                guard parts.count == 3, parts[1].as(UnresolvedAsExprSyntax.self)?.questionOrExclamationMark?.text == "?",
                    let element = parts[0].as(DeclReferenceExprSyntax.self)?.baseName.text,
                    let type = parts[2].as(TypeExprSyntax.self)?.type.trimmedDescription
                else { continue }
                return (type, element)
            }
        }
        return nil
    }

    /// Whether `conditions` test the class of a loop variable over the stack, as `popTarget` reads them.
    private static func testsStackLoop(_ conditions: ConditionElementListSyntax, around node: Syntax) -> Bool {
        guard conditions.count == 1, let element = conditions.first else { return false }
        var name: String?
        if case .expression(let expression) = element.condition {
            name = expression.as(SequenceExprSyntax.self)?.elements.first?.as(DeclReferenceExprSyntax.self)?.baseName.text
        } else if case .optionalBinding(let binding) = element.condition {
            name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
        guard let name, let test = classTested(of: name, in: conditions) else { return false }
        return isStackLoop(over: test.element, around: node)
    }

    /// Whether `element` is the variable of a `for` loop around `node` over a navigation
    /// controller's `viewControllers` (or a local of that name).
    private static func isStackLoop(over element: String, around node: Syntax) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if let loop = ancestor.as(ForStmtSyntax.self) {
                return loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == element
                    && InterfaceReader.path(loop.sequence)?.last == "viewControllers"
            }
            current = ancestor.parent
        }
        return false
    }

    /// A type of UIKit's, Foundation's or the standard library's, whose methods are never the app's:
    /// `UIView`, `NSLayoutConstraint`, `CGRect` (two capitals first), `DispatchQueue`, `UserDefaults`.
    private static func isSystemType(_ name: String) -> Bool {
        let letters = Array(name.prefix(2))
        if letters.count == 2, letters.allSatisfy(\.isUppercase) { return true }
        return systemTypes.contains(name)
    }

    /// The names singletons are kept under: `Logger.shared`, `Store.sharedInstance`, `Tracker.default`.
    private static let singletonNames: Set<String> = ["shared", "sharedInstance", "default", "instance", "main"]

    private static let systemTypes: Set<String> = [
        "DispatchQueue", "Bundle", "FileManager", "UserDefaults", "NotificationCenter", "Timer", "Date", "String",
        "Array", "Dictionary", "Set", "Int", "Double", "Float", "Bool", "Data", "Calendar", "Locale", "Task",
        "ProcessInfo", "Thread", "OperationQueue", "Result", "Optional", "Character",
    ]

    /// The name a call is made on when it is one name: `router`, `coordinator?`, `self.router`.
    private static func receiverName(_ base: ExprSyntax) -> String? {
        var expression = base
        if let chained = expression.as(OptionalChainingExprSyntax.self) { expression = chained.expression }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { expression = forced.expression }
        if let member = expression.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
        {
            return member.declName.baseName.text
        }
        guard let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil else {
            return nil
        }
        let name = reference.baseName.text
        return name == "self" || name == "super" ? nil : name
    }

    /// The controller a push, presentation or `show` makes in place with an initializer that
    /// takes arguments (`MoreViewController(name: name)`), as a local of its own and its value.
    private func madeInPlace(_ shown: ShowCall, by call: FunctionCallExprSyntax) -> (local: String, value: SwiftExpression)? {
        guard shown.local == nil, [.push, .present, .show, .showDetail].contains(shown.how),
            case .instance = shown.controller,
            let made = call.arguments.first.map({ InterfaceReader.unwrapped($0.expression) })?.as(FunctionCallExprSyntax.self),
            let label = made.arguments.first.map({ $0.label?.text ?? "_" }), !["nibName", "coder"].contains(label)
        else { return nil }
        return ("$made" + String(shown.line), ExpressionReader(places: places).expression(ExprSyntax(made)))
    }

    /// A push, presentation or `show` of a controller the reader can tell, on any object.
    private func show(_ call: FunctionCallExprSyntax) -> ShowCall? {
        let name: String
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
        } else {
            return nil
        }
        // UIKit's methods by their labels, so that an app's own `show(_:)` is not taken for one.
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        let how: ShowCall.How
        switch (name, labels) {
        case ("pushViewController", ["_", "animated"]): how = .push
        case ("present", ["_", "animated"]), ("present", ["_", "animated", "completion"]): how = .present
        case ("show", ["_", "sender"]): how = .show
        case ("showDetailViewController", ["_", "sender"]): how = .showDetail
        case ("addChild", ["_"]), ("addChildViewController", ["_"]): how = .addChild
        case ("setViewControllers", ["_", "animated"]):
            // A navigation controller's stack, named as one (a tab bar controller's tabs are not shown).
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                InterfaceReader.path(base)?.last == "navigationController",
                let first = call.arguments.first.flatMap({ interface.controllers($0.expression, locals: locals)?.first })
            else { return nil }
            return ShowCall(how: .setStack, controller: first, line: places.line(of: call), path: places.path)
        default: return nil
        }
        guard let first = call.arguments.first, first.label == nil,
            let made = interface.controller(first.expression, locals: locals)
        else { return nil }
        var shown = ShowCall(how: how, controller: made, line: places.line(of: call), path: places.path)
        if let local = InterfaceReader.localName(InterfaceReader.unwrapped(first.expression)) {
            if how == .present { shown.presentationStyle = presentationStyles[local] }
            if case .controller? = locals[local] { shown.local = local }
        }
        return shown
    }

    /// The navigation methods listed whatever object they are called on.
    /// The changes in place of an array the console keeps: `items.append(task)` and the like.
    private static let arrayMutations: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast",
    ]

    /// Whether a name (a local, or none: a property) holds a value rather than a control or controller.
    private static func holdsValue(_ local: InterfaceReader.Local?) -> Bool {
        switch local {
        case nil, .other?: return true
        default: return false
        }
    }

    /// The argument labels UIKit's navigation methods take, trailing closures left out: a call
    /// of one of these names with other labels is no call of UIKit's.
    private static let uikitSignatures: [String: [[String]]] = [
        "show": [["_", "sender"]], "showDetailViewController": [["_", "sender"]],
        "present": [["_", "animated"], ["_", "animated", "completion"]],
        "dismiss": [["animated"], ["animated", "completion"]],
        "pushViewController": [["_", "animated"]], "popViewController": [["animated"]],
        "popToRootViewController": [["animated"]], "performSegue": [["withIdentifier", "sender"]],
    ]

    private static let navigationCalls: Set<String> = [
        "instantiateViewController", "instantiateInitialViewController", "pushViewController", "popViewController",
        "popToRootViewController", "present", "dismiss", "show", "showDetailViewController", "performSegue",
        "makeKeyAndVisible",
    ]

    private func statement(calling name: String, _ call: FunctionCallExprSyntax) -> SwiftStatement? {
        switch name {
        case "print": return printCall(call, function: .print).map { .print($0) }
        case "debugPrint": return printCall(call, function: .debugPrint).map { .print($0) }
        case "NSLog": return .print(logCall(call))
        default:
            // `ConfigureView()` standing alone is a helper named like a type: a type made and
            // thrown away would be no statement of a learner's (Xcode warns of its unused result).
            guard let first = name.first, !first.isUppercase || Self.standsAlone(call),
                !Self.standardFunctions.contains(name)
            else { return nil }
            return listedCall(Self.callName(name, call), call)
        }
    }

    /// Whether `call` is a statement of its own (`setUp()`), not part of an expression; `self.`
    /// before it counts as part of the call.
    private static func standsAlone(_ call: FunctionCallExprSyntax) -> Bool {
        call.parent?.is(CodeBlockItemSyntax.self) == true
    }

    /// A call's name in `#function` form, as `.call` lists it; a trailing closure given to UIKit's
    /// `dismiss(animated:completion:)` is its `completion:`.
    private static func callName(_ name: String, _ call: FunctionCallExprSyntax) -> String {
        let written = FunctionNames.name(ofCall: name, call)
        guard name == "dismiss", call.trailingClosure != nil, written.hasSuffix("_:)") else { return written }
        return String(written.dropLast("_:)".count)) + "completion:)"
    }

    /// A call of `method` listed with its arguments' parts, calls in them left out (they are listed apart).
    private func listedCall(_ method: String, _ call: FunctionCallExprSyntax) -> SwiftStatement {
        .call(method: method, arguments: call.arguments.map { Self.withoutListedCalls(parts.parts(of: $0.expression)) })
    }

    /// How a call on the app's defaults is listed, whatever name the code keeps them under.
    static let standardDefaults = "UserDefaults.standard"

    /// Whether `tree` is a getter of `UserDefaults.standard` given one key (`string(forKey: "user")`).
    static func readsStandardDefaults(_ tree: SwiftExpression) -> Bool {
        guard case .call(.member(let base, _), let labels, let arguments) = tree else { return false }
        return base == .member(.name("UserDefaults"), "standard") && labels == ["forKey"] && arguments.count == 1
    }

    /// A listed call whose arguments keep their values' types (`set(true, forKey:)` is no string):
    /// each an expression the console works out, where the reader can take it apart.
    private func typedCall(_ method: String, _ call: FunctionCallExprSyntax) -> SwiftStatement {
        let reader = ExpressionReader(places: places)
        return .call(
            method: method,
            arguments: call.arguments.map { argument in
                let tree = reader.expression(argument.expression)
                guard ExpressionReader.isSelfContained(tree) else {
                    return Self.withoutListedCalls(parts.parts(of: argument.expression))
                }
                return [.evaluable(tree, text: argument.expression.sourceText)]
            })
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
    /// Whether a local the interface reader knows may also be declared as a value.
    static func mayDeclare(_ local: InterfaceReader.Local?) -> Bool {
        switch local {
        case nil, .other?, .standardDefaults?, .controller(.returnedBy)?, .controller(.returnedByCall)?,
            .controller(.instance)?:
            return true
        default: return false
        }
    }

    /// `let name = value` or `var name = value` with one plain name.
    func declaration(_ node: VariableDeclSyntax) -> SwiftStatement? {
        guard node.bindings.count == 1, let binding = node.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let value = binding.initializer?.value
        else { return nil }
        let tree = ExpressionReader(places: places).expression(value)
        // An object made of a type (`BadgeView(frame: .zero)`) is declared whatever its arguments:
        // its initializer runs here, if it is the app's.
        var makesObject = false
        if case .call(.name(let type), _, _) = tree, type.first?.isUppercase == true, !Self.isSystemType(type),
            !ExpressionReader.makesEffect(tree)
        {
            makesObject = true
        }
        guard ExpressionReader.isSelfContained(tree) || makesObject else { return nil }
        return .declare(name: name, value: tree)
    }

    /// The clauses of an `if`'s condition, when every one is self-contained; nil otherwise.
    func conditionClauses(_ conditions: ConditionElementListSyntax) -> [SwiftConditionClause]? {
        let reader = ExpressionReader(places: places)
        var clauses: [SwiftConditionClause] = []
        for element in conditions {
            // `if case`: see ClassCollector.getterBody on swift-syntax's enums.
            if case .expression(let expression) = element.condition {
                let tree = namingStandardDefaults(reader.expression(expression))
                guard ExpressionReader.isSelfContained(tree) else { return nil }
                clauses.append(.holds(tree))
            } else if case .optionalBinding(let binding) = element.condition {
                // `if let _ = value`: a test of whether the value is there, which names nothing.
                let name: String
                if let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    name = identifier
                } else if binding.initializer != nil,
                    binding.pattern.is(WildcardPatternSyntax.self)
                        || binding.pattern.as(ExpressionPatternSyntax.self)?.expression.is(DiscardAssignmentExprSyntax.self) == true
                {
                    name = "_"
                } else {
                    return nil
                }
                let tree = binding.initializer.map { namingStandardDefaults(reader.expression($0.value)) } ?? .name(name)
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
        case .subscripted(let base, _, let arguments):
            return callsListedMethod(base) || arguments.contains(where: callsListedMethod)
        case .binary(_, let left, let right): return callsListedMethod(left) || callsListedMethod(right)
        case .prefix(_, let operand), .unwrap(let operand): return callsListedMethod(operand)
        case .ternary(let condition, let value, let otherValue):
            return callsListedMethod(condition) || callsListedMethod(value) || callsListedMethod(otherValue)
        case .interpolation(let pieces), .array(let pieces): return pieces.contains(where: callsListedMethod)
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
