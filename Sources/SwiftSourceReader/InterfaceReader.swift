import SwiftSourceModel
internal import SwiftSyntax

/// Reads the expressions with which code builds a screen: the controllers it
/// makes (`DetailViewController()`, `UINavigationController(rootViewController:)`,
/// a storyboard's scene by identifier) and the controls it makes
/// (`UIButton(type: .system)`, `UIBarButtonItem(barButtonSystemItem: .add, …)`).
///
/// It knows the method's local names through `locals`, which the statement
/// collector keeps as it walks, so that `let next = NextViewController()` and
/// then `pushViewController(next, animated: true)` read as one controller.
struct InterfaceReader {
    let places: SourcePlaces

    /// What a local name of the method holds, when it is something the reader follows.
    enum Local: Equatable {
        case controller(MadeController)
        /// An array of controllers the code makes (`let tabs = [feed, settings]`).
        case controllers([MadeController])
        /// The key of a control among the method's controls.
        case control(String)
        /// A `UIAlertController` the method makes, as far as it has been given actions and fields.
        case alert(CodeAlert)
        /// A `UIAlertAction` the method makes, before it is added to an alert.
        case alertAction(CodeAlert.Action)
        /// A `UIMenu` the method makes (`let menu = UIMenu(children: […])`): its actions.
        case menu([CodeControl])
        /// A `UIAction` the method makes before putting it in a menu (`let guide = UIAction(…) { … }`).
        case menuAction(CodeControl)
        /// An array of controls kept in properties or locals (`[fiveButton, tenButton]`): a loop
        /// over it gives each what its body gives the loop's name.
        case controlNames([String])
        /// A `UIButton.Configuration` the method makes (`var config = UIButton.Configuration.filled()`),
        /// and the title given to it so far.
        case buttonConfiguration(title: String?)
        /// `UserDefaults.standard`, kept under another name (`let defaults = UserDefaults.standard`).
        case standardDefaults
        /// Anything else: the name hides a property of the same name.
        case other
    }

    /// The names of an array literal of plain names (`[fiveButton, self.tenButton]`, or a view's
    /// controls, `[mainView.firstButton, …]`, named by their path); nil for any other expression.
    static func names(inArray expression: ExprSyntax) -> [String]? {
        guard let array = unwrapped(expression).as(ArrayExprSyntax.self), !array.elements.isEmpty else { return nil }
        var names: [String] = []
        for element in array.elements {
            guard let path = path(element.expression), path.count == 1 || path.count == 2 else { return nil }
            names.append(path.joined(separator: "."))
        }
        return names
    }

    /// Whether `expression` makes a button's configuration: `UIButton.Configuration.filled()`,
    /// `.plain()` and the others, or `.filled()` where the declaration names the type (`annotated`).
    static func makesButtonConfiguration(_ expression: ExprSyntax, annotated: Bool) -> Bool {
        guard let call = unwrapped(expression).as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
            let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        else { return false }
        guard let base = member.base else { return annotated }
        return path(base) == ["UIButton", "Configuration"]
    }

    /// UIKit's properties of a controller that hold other controllers (or its view): never
    /// one of the app's stored properties.
    static let uikitProperties: Set<String> = [
        "view", "presentingViewController", "presentedViewController", "navigationController",
        "tabBarController", "splitViewController", "parent", "storyboard", "window", "children",
        "viewControllers", "topViewController", "visibleViewController", "selectedViewController",
    ]

    // MARK: Controllers

    /// The controller `expression` makes or names, or nil when it is not one the reader can tell.
    /// `annotatedType`: the type a declaration names for its value (`let tabs: TabBarViewController = .init()`),
    /// which an implicit `.init(…)` makes.
    func controller(_ expression: ExprSyntax, locals: [String: Local], annotatedType: String? = nil) -> MadeController? {
        let expression = Self.unwrapped(expression)
        if let name = Self.localName(expression), case .controller(let made)? = locals[name] { return made }
        // A stored property of the object (`tabs`, `self.rootController`, one named like a type,
        // `TaskTabBar`: a type alone is no value), read as its getter.
        if let path = Self.path(expression), path.count == 1, let name = path.first, locals[name] == nil,
            name.first?.isLetter == true, !Self.uikitProperties.contains(name)
        {
            return .returnedBy(method: name)
        }
        // Another object's navigation controller (`router.navigationController`): a router that holds
        // one hands it to the window; what it shows first, its own code sets (`setStack`).
        if let path = Self.path(expression), path.count == 2, path[1] == "navigationController",
            !Self.uikitProperties.contains(path[0])
        {
            return .navigation(className: "UINavigationController", root: nil)
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        // A helper of the object's own that returns one: `makeTabs()`, `self.makeDetail(for: note)`.
        if let helper = Self.ownMethod(call) {
            // Controllers given to it (`createNavController(for: SearchViewController(), …)`) go with the call:
            // ones made in place or held in a local, not any name, which may be a number's.
            let arguments = call.arguments.map { argument -> MadeController? in
                let given = Self.unwrapped(argument.expression)
                if let name = Self.localName(given) {
                    guard case .controller(let made)? = locals[name] else { return nil }
                    return made
                }
                guard let made = controller(given, locals: locals), made.isMadeHere else { return nil }
                return made
            }
            if arguments.contains(where: { $0 != nil }) { return .returnedByCall(method: helper, arguments: arguments) }
            return .returnedBy(method: helper)
        }
        // `UINavigationController.init(rootViewController: list)` and `.init()` are the type's initializer, not a factory.
        let member = call.calledExpression.as(MemberAccessExprSyntax.self).flatMap { $0.declName.baseName.text == "init" ? nil : $0 }
        if let member {
            let name = member.declName.baseName.text
            // A type's own factory: `ListAssembly.build()`.
            if let type = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, type.first?.isUppercase == true,
                name.first?.isLowercase == true, !name.hasPrefix("instantiate")
            {
                return .returnedBy(method: type + "." + FunctionNames.name(ofCall: name, call))
            }
            // The `Storyboarded` protocol's `MainViewController.instantiate()` (or `instantiate(from:)`):
            // the storyboard's scene whose identifier is the class's name, `String(describing: self)`.
            if name == "instantiate", let type = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
                type.first?.isUppercase == true
            {
                return .storyboard(identifier: type, storyboardName: nil)
            }
            guard name == "instantiateViewController" || name == "instantiateInitialViewController" else {
                return nil
            }
            let identifier = call.arguments.first.flatMap { literal($0.expression) }
            if name == "instantiateViewController", identifier == nil {
                // A constant holding it (`K.detailScene`, `Self.identifier`), worked out when shown.
                guard let given = call.arguments.first?.expression, Self.namesConstant(given) else { return nil }
                return .storyboardByConstant(
                    identifier: ExpressionReader(places: places).expression(given), storyboardName: storyboardName(member.base))
            }
            return .storyboard(identifier: identifier, storyboardName: storyboardName(member.base))
        }
        guard let typeName = Self.typeName(call.calledExpression) ?? Self.implicitInitializer(call, of: annotatedType),
            typeName.first?.isUppercase == true,
            !Self.controlTypes.contains(typeName), !Self.notControllers.contains(typeName),
            !Self.isOwnButtonClass(typeName)
        else { return nil }
        if let root = call.arguments.first(where: { $0.label?.text == "rootViewController" }) {
            return .navigation(className: typeName, root: controller(root.expression, locals: locals))
        }
        if typeName == "UINavigationController" { return .navigation(className: typeName, root: nil) }
        if typeName == "UITabBarController" { return .tabBar(className: typeName, tabs: []) }
        if typeName == "UISplitViewController" { return .split(className: typeName, primary: nil, secondary: nil) }
        // Any other type made, with `()`, `(nibName:bundle:)` or an initializer of its own
        // (`SFSafariViewController(url:)`): whether it is a controller the app's classes tell, later.
        return .instance(className: typeName, title: nil)
    }

    /// The controllers of an array literal, in order; nil when one is not a controller.
    func controllers(_ expression: ExprSyntax, locals: [String: Local]) -> [MadeController]? {
        let unwrapped = Self.unwrapped(expression)
        // A local holding them: `viewControllers = tabs`.
        if let reference = unwrapped.as(DeclReferenceExprSyntax.self), case .controllers(let list)? = locals[reference.baseName.text] {
            return list
        }
        // `[a, b].map { UINavigationController(rootViewController: $0) }`: each wrapped the same way.
        if let call = unwrapped.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "map", let base = member.base, let list = controllers(base, locals: locals),
            let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self),
            closure.statements.count == 1, let body = closure.statements.first?.item.as(ExprSyntax.self)
        {
            let parameter: String
            if let named = closure.signature?.parameterClause?.as(ClosureShorthandParameterListSyntax.self)?.first {
                parameter = named.name.text
            } else {
                parameter = "$0"
            }
            var result: [MadeController] = []
            for element in list {
                var inner = locals
                inner[parameter] = .controller(element)
                guard let made = controller(body, locals: inner) else { return nil }
                result.append(made)
            }
            return result
        }
        guard let array = unwrapped.as(ArrayExprSyntax.self) else { return nil }
        var result: [MadeController] = []
        for element in array.elements {
            guard let made = controller(element.expression, locals: locals) else { return nil }
            result.append(made)
        }
        return result
    }

    /// Whether `expression` may name a constant: `K.detail`, `K.Scenes.detail`, `Self.identifier`,
    /// `detailIdentifier`; a chain of names, no call in it.
    private static func namesConstant(_ expression: ExprSyntax) -> Bool {
        if expression.is(DeclReferenceExprSyntax.self) { return true }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
        return namesConstant(base)
    }

    /// `UIStoryboard(name: "Main", bundle: nil)` before `.instantiateViewController`: its name.
    private func storyboardName(_ base: ExprSyntax?) -> String? {
        guard let base else { return nil }
        let call = Self.unwrapped(base).as(FunctionCallExprSyntax.self)
        guard let call, Self.typeName(call.calledExpression) == "UIStoryboard",
            let name = call.arguments.first(where: { $0.label?.text == "name" })
        else { return nil }
        return literal(name.expression)
    }

    // MARK: Controls

    /// The control `expression` makes (`UIButton(type: .system)`, a bar button item with its
    /// title, system item and target-action), named `name`; nil for any other expression.
    func control(_ expression: ExprSyntax, named name: String, locals: [String: Local]) -> CodeControl? {
        guard let call = Self.unwrapped(expression).as(FunctionCallExprSyntax.self) else { return nil }
        if let factory = Self.buttonFactory(call) {
            // `UIButton.filledButton("Add")`, `makeButton(title: "Add")`: the factory's code gives the
            // title (`SwiftMethod.titleParameter`), found once every class is read.
            var control = CodeControl(name: name, kind: .button, line: places.line(of: call), path: places.path)
            control.initializer = ControlInitializer(
                className: factory.type, name: factory.method, stringArguments: call.arguments.map { literal($0.expression) })
            return control
        }
        guard let typeName = Self.typeName(call.calledExpression) else { return nil }
        let kind: CodeControl.Kind
        switch typeName {
        case "UIButton": kind = .button
        case "UIBarButtonItem": kind = .barButtonItem
        case "UILabel": kind = .label
        case "UITextField": kind = .textField
        case "UISwitch": kind = .toggle
        // `UITapGestureRecognizer(target: self, action: #selector(open))`: tapped as the view it is added to.
        case "UITapGestureRecognizer": kind = .tapRecognizer
        // The app's own button class (`AddNewTaskButton()`), whose look its own code sets.
        case let name where Self.isOwnButtonClass(name): kind = .button
        default: return nil
        }
        var control = CodeControl(name: name, kind: kind, line: places.line(of: call), path: places.path)
        for argument in call.arguments {
            switch argument.label?.text {
            case "title": control.title = literal(argument.expression)
            case "barButtonSystemItem", "systemItem":
                control.systemItem = argument.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            case "action":
                let target = call.arguments.first { $0.label?.text == "target" }?.expression
                control.handler = ObserverReader.selectedMethod(argument.expression).map { method in
                    .method((Self.sentTo(target).map { $0 + "." } ?? "") + method)
                }
            case "primaryAction":
                if let action = self.action(argument.expression, locals: locals) {
                    control.title = control.title ?? action.title
                    control.handler = action.handler
                    control.handlerSite = (places.path, places.line(of: call))
                }
            case "customView":
                // `UIBarButtonItem(customView: addButton)`: the item is that control (a stored property's).
                if let path = Self.path(argument.expression), path.count == 1 { control.customView = path[0] }
            case "menu":
                if let menu = self.menu(argument.expression, locals: locals) {
                    control.menu = menu.items
                    control.menuMethod = menu.method
                }
            default: continue
            }
        }
        if let closure = call.trailingClosure, control.handler == nil {
            control.handler = .closure(StatementCollector.statements(in: closure.statements, places: places))
            control.handlerSite = (places.path, places.line(of: call))
        }
        // The app's own button class given its title some other way (`RRTextButton(with: "Go")`):
        // its initializer tells which argument, once every class is read.
        if control.title == nil, kind == .button, !typeName.hasPrefix("UI"), !call.arguments.isEmpty {
            control.initializer = ControlInitializer(
                className: typeName, name: FunctionNames.name(ofCall: "init", call),
                stringArguments: call.arguments.map { literal($0.expression) })
        }
        return control
    }

    /// `UIAction(title: "Go") { _ in … }`, or a local holding one: its title and its closure.
    func action(_ expression: ExprSyntax, locals: [String: Local]) -> (title: String?, handler: CodeControl.Handler?)? {
        if let name = Self.localName(Self.unwrapped(expression)), case .menuAction(let kept)? = locals[name] {
            return (kept.title, kept.handler)
        }
        return action(expression)
    }

    /// `UIAction(title: "Go") { _ in … }`: its title and its closure.
    func action(_ expression: ExprSyntax) -> (title: String?, handler: CodeControl.Handler?)? {
        guard let call = Self.unwrapped(expression).as(FunctionCallExprSyntax.self),
            Self.typeName(call.calledExpression) == "UIAction"
        else { return nil }
        let title = call.arguments.first { $0.label?.text == "title" }.flatMap { literal($0.expression) }
        let closure =
            call.trailingClosure
            ?? call.arguments.first { $0.label?.text == "handler" }?.expression.as(ClosureExprSyntax.self)
        let handler = closure.map { CodeControl.Handler.closure(StatementCollector.statements(in: $0.statements, places: places)) }
        return (title, handler)
    }

    // MARK: Menus

    /// The menu `expression` gives a control: `UIMenu(title:children:)` with its actions (its
    /// submenus' too, in order), a local holding one, or a method of the object's own that
    /// returns one, named in `#function` form; nil for any other expression.
    func menu(_ expression: ExprSyntax, locals: [String: Local]) -> (items: [CodeControl], method: String?)? {
        let expression = Self.unwrapped(expression)
        if let name = Self.localName(expression), case .menu(let items)? = locals[name] { return (items, nil) }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        if let helper = Self.ownMethod(call) { return ([], helper) }
        guard Self.typeName(call.calledExpression) == "UIMenu" else { return nil }
        guard let children = call.arguments.first(where: { $0.label?.text == "children" })?.expression else {
            return ([], nil)
        }
        return (menuItems(children, locals: locals) ?? [], nil)
    }

    /// The actions of a menu's `children:`: an array of actions and submenus (in place or kept in
    /// locals), or a local holding such an array (`let actions = [copy, mail]`); nil when some
    /// element is neither.
    func menuItems(_ expression: ExprSyntax, locals: [String: Local]) -> [CodeControl]? {
        let expression = Self.unwrapped(expression)
        if let name = Self.localName(expression), case .menu(let items)? = locals[name] { return items }
        guard let array = expression.as(ArrayExprSyntax.self) else { return nil }
        var items: [CodeControl] = []
        for element in array.elements {
            let child = Self.unwrapped(element.expression)
            if let name = Self.localName(child), case .menuAction(let item)? = locals[name] {
                items.append(item)
            } else if let item = menuAction(child) {
                items.append(item)
            } else if let submenu = menu(child, locals: locals) {
                items += submenu.items
                // A submenu an own method returns (`experimentsMenu()`): its actions are found with the method's.
                if let method = submenu.method {
                    var returned = CodeControl(name: "submenu:\(places.line(of: child))", kind: .menuItem, line: places.line(of: child), path: places.path)
                    returned.menuMethod = method
                    items.append(returned)
                }
            } else if action(child) == nil {
                return nil
            }
        }
        return items
    }

    /// What a local given `value` holds of a menu: an action (`let copy = UIAction(…) { … }`), a
    /// `UIMenu`, or an array of actions (`let actions = [copy, mail]`); nil for anything else.
    func menuLocal(_ value: ExprSyntax, locals: [String: Local]) -> Local? {
        if let item = menuAction(value) { return .menuAction(item) }
        if let menu = menu(value, locals: locals), menu.method == nil { return .menu(menu.items) }
        // An array of controllers made by own helpers reads as submenus with no action: not a menu.
        if let items = menuItems(value, locals: locals), items.contains(where: { $0.handler != nil }) {
            return .menu(items)
        }
        return nil
    }

    /// `UIAction(title: "Guide") { _ in … }` as a menu's action, tapped by its title; nil for
    /// anything else, and for an action whose title is not a literal (there is nothing to tap it by).
    func menuAction(_ expression: ExprSyntax) -> CodeControl? {
        guard let action = action(expression), let title = action.title else { return nil }
        let line = places.line(of: expression)
        return CodeControl(
            name: "menu:\(line):\(title)", kind: .menuItem, title: title, handler: action.handler, line: line,
            path: places.path)
    }

    // MARK: Names

    /// The literal text of a string literal (or a localized one: `NSLocalizedString("Go", comment:)`).
    func literal(_ expression: ExprSyntax) -> String? {
        let expression = Self.unwrapped(expression)
        if let call = expression.as(FunctionCallExprSyntax.self), Self.typeName(call.calledExpression) == "NSLocalizedString",
            let first = call.arguments.first
        {
            return literal(first.expression)
        }
        // `String(describing: DetailViewController.self)`: the type's name, as a storyboard identifier often is.
        if let call = expression.as(FunctionCallExprSyntax.self), Self.typeName(call.calledExpression) == "String",
            call.arguments.count == 1, let only = call.arguments.first, only.label?.text == "describing"
        {
            return Self.typeNamed(bySelf: only.expression)
        }
        guard let string = expression.as(StringLiteralExprSyntax.self) else { return nil }
        if let plain = string.representedLiteralValue { return plain }
        // `"\(DetailViewController.self)"`: the same, interpolated.
        var text = ""
        for segment in string.segments {
            if let plain = segment.as(StringSegmentSyntax.self) {
                text += plain.content.text
            } else if let interpolated = segment.as(ExpressionSegmentSyntax.self), interpolated.expressions.count == 1,
                let only = interpolated.expressions.first, only.label == nil,
                let type = Self.typeNamed(bySelf: only.expression)
            {
                text += type
            } else {
                return nil
            }
        }
        return text
    }

    /// `T` for `T.self`, a type's name (capitalised); nil otherwise.
    private static func typeNamed(bySelf expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
            let type = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, type.first?.isUppercase == true
        else { return nil }
        return type
    }

    /// `name` for `name` and `self.name`; nil otherwise.
    static func localName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            return reference.baseName.text
        }
        return nil
    }

    /// The member path an assignment or call starts from, `self.` and `?` left out:
    /// `navigationItem.rightBarButtonItem` for `self.navigationItem?.rightBarButtonItem`.
    static func path(_ expression: ExprSyntax) -> [String]? {
        var expression = unwrapped(expression)
        var names: [String] = []
        while true {
            if let member = expression.as(MemberAccessExprSyntax.self) {
                names.insert(member.declName.baseName.text, at: 0)
                guard let base = member.base else { return nil }
                expression = unwrapped(base)
            } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.text
                if name != "self" { names.insert(name, at: 0) }
                return names
            } else {
                return nil
            }
        }
    }

    /// The expression without `?`, `!`, `as!`/`as?` casts and parentheses around it.
    static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return unwrapped(optional.expression) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return unwrapped(forced.expression) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
            only.label == nil
        {
            return unwrapped(only.expression)
        }
        // `x as! T` is a sequence of the value, the cast and the type until folded.
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            let first = sequence.elements.first,
            sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true
        {
            return unwrapped(first)
        }
        if let cast = expression.as(AsExprSyntax.self) { return unwrapped(cast.expression) }
        return expression
    }

    /// The type a call makes: `UIButton` for `UIButton(…)` and `UIKit.UIButton(…)`, or `.init`'s base.
    /// `type` for `.init(…)` with no type before it, written where the declaration names `type`.
    private static func implicitInitializer(_ call: FunctionCallExprSyntax, of type: String?) -> String? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
            member.declName.baseName.text == "init"
        else { return nil }
        return type
    }

    static func typeName(_ callee: ExprSyntax) -> String? {
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = callee.as(MemberAccessExprSyntax.self) {
            if member.declName.baseName.text == "init", let base = member.base { return typeName(base) }
            if member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIKit" {
                return member.declName.baseName.text
            }
        }
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { return typeName(generic.expression) }
        return nil
    }

    /// `makeTabs()` for `makeTabs()` or `self.makeTabs()`: a call of a method of the object's
    /// own (a lower-case name), in `#function` form; nil for any other call.
    private static func ownMethod(_ call: FunctionCallExprSyntax) -> String? {
        let name: String
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
        {
            name = member.declName.baseName.text
        } else {
            return nil
        }
        guard name.first?.isLowercase == true else { return nil }
        return FunctionNames.name(ofCall: name, call)
    }

    /// A call of a method that makes a button: a type's (`UIButton.filledButton("Add")`, any
    /// method on `UIButton`, or `Factory.makeButton(…)`) or the object's own (`makeButton(title:
    /// "Add")`, `self.createButton(…)`), whose name says it makes a button; the type (empty for the
    /// object's own, `ControlInitializer.className`) and the method in `#function` form.
    static func buttonFactory(_ call: FunctionCallExprSyntax) -> (type: String, method: String)? {
        let name: String
        let type: String
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
        {
            name = member.declName.baseName.text
            type = base == "self" ? "" : base
            guard base == "self" || base.first?.isUppercase == true else { return nil }
            guard name != "init", name.first?.isLowercase == true else { return nil }
            guard base == "UIButton" || name.contains("Button") || name.hasPrefix("button") else { return nil }
        } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
            type = ""
            guard name.first?.isLowercase == true, name.contains("Button") || name.hasPrefix("button") else { return nil }
        } else {
            return nil
        }
        // `makeButtonsViewController()` makes a controller.
        guard !name.contains("Controller") else { return nil }
        return (type, FunctionNames.name(ofCall: name, call))
    }

    /// Whether a type is read as the app's own button class: a name ending in `Button` that is
    /// not UIKit's (`AddNewTaskButton`, `MainButton`), never a controller.
    static func isOwnButtonClass(_ name: String) -> Bool {
        name.hasSuffix("Button") && !name.hasPrefix("UI")
    }

    /// The object a target-action sends its action to when it is not the one whose code makes
    /// the control (`target: webView`, `addTarget(view, …)`): its name; nil for `self`, `nil`
    /// (the responder chain) and anything else.
    static func sentTo(_ target: ExprSyntax?) -> String? {
        guard let target, let path = path(target), !path.isEmpty else { return nil }
        return path.joined(separator: ".")
    }

    /// The controls' types, which are never controllers.
    static let controlTypes: Set<String> = ["UIButton", "UIBarButtonItem", "UILabel", "UITextField", "UISwitch"]

    /// UIKit's and Foundation's types a controller's code makes that are not controllers.
    private static let notControllers: Set<String> = [
        "UIWindow", "UIView", "UIImage", "UIImageView", "UIColor", "UIFont", "UIStackView", "UITableView",
        "UICollectionView", "UIScrollView", "UIStoryboard", "UIAction", "UIAlertAction", "UIAlertController",
        "UITapGestureRecognizer", "CGRect", "CGSize", "CGPoint", "NSLayoutConstraint", "IndexPath", "URL",
        "Date", "String", "Int", "Double", "Bool", "Array", "Dictionary", "Set", "Data", "UUID",
    ]
}
