/// A statement of a method body that matters for what the app prints.
///
/// Statements are listed in source order, with one refinement: a call whose
/// arguments call something is listed after those inner calls, as they run
/// first; closures' bodies are listed where they stand in the source, whether
/// or not they run then. Branches (`guard`, `switch`, both sides of `#if`) are
/// not told apart: every print is listed, and an `if`'s body is listed in
/// place, its `else` left out. An `if` that chooses between UIKit's
/// navigation calls is the one exception: it is a `branch`, so that the
/// screen change the app makes can follow the condition.
public enum SwiftStatement: Sendable, Equatable {
    /// `print(…)`, `debugPrint(…)` or `NSLog(…)`.
    case print(PrintCall)
    /// A call that may be a method of the class chain: `foo(…)` or
    /// `self.foo(…)`, named in `#function` form (`log(_:)`), each argument as
    /// parts. Calls to capitalised names (initializers) are not listed.
    case call(method: String, arguments: [[PrintPart]])
    /// A push, presentation or `show` of a controller the code makes
    /// (`pushViewController(DetailViewController(), animated: true)`).
    case show(ShowCall)
    /// `window.rootViewController = …` in a delegate that builds the window in code.
    case setRoot(MadeController)
    /// A title or control the method puts on its controller's screen.
    case interface(InterfacePiece)
    /// `return` of a controller the code makes (`return tabs` in a `makeTabs()` helper).
    case returnController(MadeController)
    /// `super.viewDidLoad()` and the like, named in `#function` form.
    case superCall(String)
    /// An `if` whose body or `else` calls UIKit's navigation.
    case branch(SwiftBranch)
    /// `NotificationCenter.default.addObserver(self, selector:name:object:)` or
    /// `addObserver(forName:object:queue:using:)`: from here on, the object runs the
    /// handler each time the notification is posted.
    case observe(NotificationObserver)
    /// `NotificationCenter.default.removeObserver(self)` (every notification: `nil`), or
    /// with `name:` one of them; `removeObserver(token)` of a closure's observer stops the
    /// object's closures (`closuresOnly`), as the token is the object's own.
    case stopObserving(notification: String?, closuresOnly: Bool)
    /// `target = value`, `target += value` and the like, on a local, a property (`self.name`,
    /// `Type.state.count`) or a dictionary's entry (`counts[name]`).
    case assign(target: SwiftExpression, operator: String, value: SwiftExpression)
    /// `let name = value` or `var name = value` in a body.
    case declare(name: String, value: SwiftExpression)
    /// `return` or `return value` (not in a closure).
    case returns(SwiftExpression?)
    /// An `if` that does not navigate: its body, and its `else`, run as its condition decides.
    case conditional(SwiftConditional)
    /// `items.append(x)`, `items.insert(x, at: 0)`, `items.remove(at: i)`, `items.removeAll()`,
    /// `removeFirst()`, `removeLast()` on a local or a property (`self.items`): `method` in
    /// `#function` form (`append(_:)`), each argument as an expression.
    case mutate(target: SwiftExpression, method: String, arguments: [SwiftExpression])
    /// `navigationController?.popToViewController(target, animated: true)`, its target as far as
    /// the reader can tell it.
    case popTo(PopTarget)
    /// `present(alert, animated: true)` of a `UIAlertController` the code made: its actions'
    /// handlers run when they are tapped.
    case presentAlert(CodeAlert)
    /// A closure given to a call `.call` lists (`presentEditor(title: "New") { task in … }`), just
    /// after it: whether it runs there depends on the method the call reaches, which the reader
    /// knows once every file is read; it then puts the statements in its place, or leaves them out
    /// and says so (`SourceProblem.closureKept`). The one kept is UIKit's completion handler
    /// (`dismiss(animated: true) { … }`, `SwiftStatement.completionCalls`), which runs once the
    /// transition its call starts is over.
    case closure(ClosureArgument)
    /// A closure kept in a property for its object to call later (`editor.onSave = { text in … }`,
    /// `completion = { … }`): its body runs where the property is called (`onSave?("Milk")`),
    /// in the object that wrote it, not here.
    case storeClosure(StoredClosure)

    /// Whether UIKit takes over at this statement to change what is on screen: a push,
    /// presentation, `show`, `performSegue`, dismissal or pop, or an `if` choosing between
    /// them. The statements after it run once UIKit has done what it does at once (made and
    /// prepared the next controller), before the new screen appears.
    public var handsOverToUIKit: Bool {
        switch self {
        case .show, .branch, .popTo, .presentAlert, .setRoot: return true
        case .call(let method, _): return Self.handingOver.contains(method) || isContainment
        // UIKit runs a completion handler once its transition is over: the code stops there too.
        case .closure(let closure):
            return Self.completionCalls.contains(closure.call) || closure.statements.contains(where: \.handsOverToUIKit)
        case .print, .superCall, .interface, .returnController, .observe, .stopObserving: return false
        case .assign, .declare, .returns, .conditional, .mutate, .storeClosure: return false
        }
    }

    /// `present(_:animated:completion:)`, as a completion handler's call names it.
    public static let presentWithCompletion = "present(_:animated:completion:)"

    /// UIKit's calls whose completion handler runs once the transition they start is over.
    public static let completionCalls: Set<String> = [presentWithCompletion, "dismiss(animated:completion:)"]

    /// The calls whose closure runs once a delay is over (`DispatchQueue.main.asyncAfter(deadline:
    /// .now() + 2) { … }`, a timer's block that does not repeat): after the method and what UIKit
    /// does at once, its statements where it stands in no order scenelab can tell before them.
    public static let delayedCalls: Set<String> = [
        "DispatchQueue.main.asyncAfter(deadline:execute:)", "Timer.scheduledTimer(withTimeInterval:repeats:block:)",
        // A timer's selector, called once (`StatementCollector` makes it the closure's one call).
        "Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)",
        // An animation's completion, once the animation is over.
        "UIView.animate(withDuration:animations:completion:)",
        "UIView.animate(withDuration:delay:options:animations:completion:)",
    ]

    private static let handingOver: Set<String> = [
        "performSegue(withIdentifier:sender:)", "dismiss(animated:)", "dismiss(animated:completion:)",
        "popViewController(animated:)", "popToRootViewController(animated:)", "pushViewController(_:animated:)",
        "present(_:animated:)", "present(_:animated:completion:)", "show(_:sender:)",
        "showDetailViewController(_:sender:)",
    ]

    /// Whether the statement is work after a delay (`SwiftStatement.delayedCalls`), whatever it does.
    public var isDelayedClosure: Bool {
        guard case .closure(let closure) = self else { return false }
        return Self.delayedCalls.contains(closure.call)
    }

    /// Whether the statement is work after a delay (`SwiftStatement.delayedCalls`) that hands over
    /// to UIKit: a splash screen's `asyncAfter` that presents the next one.
    public var isDelayedHandOver: Bool {
        guard case .closure(let closure) = self, Self.delayedCalls.contains(closure.call) else { return false }
        return closure.statements.contains(where: \.handsOverToUIKit)
    }

    /// Whether the statement adds a child controller (`addChild(_:)`) or removes one
    /// (`child.removeFromParent()`): UIKit's containment, which the engine plays where it stands.
    public var isContainment: Bool {
        switch self {
        case .show(let call): return call.how == .addChild
        case .call(let method, _): return method.hasSuffix(".removeFromParent()")
        default: return false
        }
    }

    /// Whether `method`, as `.call` lists it, is a containment call made on a child
    /// (`child.willMove(toParent: nil)`, `child.didMove(toParent: self)`, `child.removeFromParent()`):
    /// the engine makes those calls with the child it added, so the console does not run them again.
    public static func isCallOnChild(_ method: String) -> Bool {
        return method.hasSuffix(".willMove(toParent:)") || method.hasSuffix(".didMove(toParent:)")
            || method.hasSuffix(".removeFromParent()")
    }

    /// `window?.makeKeyAndVisible()`: UIKit loads the window's root and starts its appearance
    /// before the statement after it runs.
    public var isMakeKeyAndVisible: Bool {
        guard case .call(let method, _) = self else { return false }
        return method == "makeKeyAndVisible()"
    }

    /// The statement with each list of statements inside it (an `if`'s sides, a control's,
    /// an observer's and an alert action's closures, a closure argument's) changed by `change`,
    /// all the way down.
    public func changingLists(_ change: ([SwiftStatement]) -> [SwiftStatement]) -> SwiftStatement {
        func inner(_ list: [SwiftStatement]) -> [SwiftStatement] { change(list.map { $0.changingLists(change) }) }
        func changedControl(_ control: CodeControl) -> CodeControl {
            var changed = control
            if case .closure(let statements)? = control.handler { changed.handler = .closure(inner(statements)) }
            changed.menu = control.menu.map(changedControl)
            return changed
        }
        switch self {
        case .branch(var branch):
            branch.body = inner(branch.body)
            branch.otherwise = inner(branch.otherwise)
            return .branch(branch)
        case .conditional(var conditional):
            conditional.body = inner(conditional.body)
            conditional.otherwise = inner(conditional.otherwise)
            return .conditional(conditional)
        case .observe(var observer):
            if case .closure(let statements) = observer.handler { observer.handler = .closure(inner(statements)) }
            return .observe(observer)
        case .presentAlert(var alert):
            for index in alert.actions.indices {
                alert.actions[index].handler = alert.actions[index].handler.map(inner)
            }
            return .presentAlert(alert)
        case .interface(.control(let made)): return .interface(.control(changedControl(made)))
        case .interface(.menu(let items)): return .interface(.menu(items.map(changedControl)))
        case .closure(var closure):
            closure.statements = inner(closure.statements)
            return .closure(closure)
        // A kept closure's body runs elsewhere, when it is called: it is not this method's.
        case .print, .call, .show, .setRoot, .interface, .returnController, .superCall, .stopObserving, .assign,
            .declare, .returns, .mutate, .popTo, .storeClosure:
            return self
        }
    }

    /// The lists of statements directly inside this one (`changingLists` changes the same ones).
    public var nestedLists: [[SwiftStatement]] {
        func controlLists(_ control: CodeControl) -> [[SwiftStatement]] {
            var lists: [[SwiftStatement]] = []
            if case .closure(let statements)? = control.handler { lists.append(statements) }
            return lists + control.menu.flatMap(controlLists)
        }
        switch self {
        case .branch(let branch): return [branch.body, branch.otherwise]
        case .conditional(let conditional): return [conditional.body, conditional.otherwise]
        case .observe(let observer):
            if case .closure(let statements) = observer.handler { return [statements] }
            return []
        case .presentAlert(let alert): return alert.actions.compactMap(\.handler)
        case .interface(.control(let made)): return controlLists(made)
        case .interface(.menu(let items)): return items.flatMap(controlLists)
        case .closure(let closure): return [closure.statements]
        default: return []
        }
    }

    /// The statements as a reader of prints takes them: a branch is its
    /// body (its `else` is the failure path), other statements themselves.
    public var asListed: [SwiftStatement] {
        if case .conditional(let conditional) = self { return conditional.body.flatMap(\.asListed) }
        guard case .branch(let branch) = self else { return [self] }
        return branch.body.flatMap(\.asListed)
    }
}

/// Which controller of its navigation controller's stack `popToViewController(_:animated:)` is given.
public enum PopTarget: Sendable, Equatable {
    /// `navigationController.viewControllers[index]` (cast or not), or a local holding it.
    case index(Int)
    /// The first controller of the stack of this class: a loop over `viewControllers` that pops
    /// to the one that `is` it (or binds it with `as?`).
    case firstOf(String)
}

/// `if condition { body } else { otherwise }`, where one side calls UIKit's
/// navigation (`dismiss`, `popViewController`, `performSegue`…).
public struct SwiftBranch: Sendable, Equatable {
    /// The condition, as far as it can be read.
    public var condition: SwiftCondition
    /// The statements of the body.
    public var body: [SwiftStatement]
    /// The statements of the `else`; an `else if` is one branch in it. Empty without an `else`.
    public var otherwise: [SwiftStatement]
    /// The file's path as given.
    public var path: String
    /// 1-based line of `if`.
    public var line: Int

    /// A branch with these parts.
    public init(
        condition: SwiftCondition, body: [SwiftStatement], otherwise: [SwiftStatement], path: String, line: Int
    ) {
        self.condition = condition
        self.body = body
        self.otherwise = otherwise
        self.path = path
        self.line = line
    }
}

/// What an `if` tests, when it is something a controller's state answers:
/// how it is shown (`presentingViewController is UINavigationController`,
/// `navigationController != nil`, `if let nav = navigationController`) or
/// whether it is coming or going (`isBeingPresented`, `isMovingFromParent`).
/// A local constant holding one of these (`let isAdding = presentingViewController
/// is UINavigationController`) reads as what it holds.
public indirect enum SwiftCondition: Sendable, Equatable {
    /// `presentingViewController is ClassName`.
    case presentingViewControllerIs(String)
    /// `presentingViewController != nil`.
    case hasPresentingViewController
    /// `navigationController != nil`, `if let nav = navigationController`.
    case hasNavigationController
    /// `isBeingPresented`.
    case isBeingPresented
    /// `isMovingFromParent` (Swift 4's `isMovingFromParentViewController` too).
    case isMovingFromParent
    /// `!condition`, `x == nil`.
    case not(SwiftCondition)
    /// Conditions separated by commas (or `&&`): all must hold.
    case all([SwiftCondition])
    /// A value the tap that runs the code may know (`indexPath.row == 1`, a case of a `switch`
    /// on it, a stored property the code keeps), with its source text for a note when it does not.
    case holds(SwiftExpression, text: String)
    /// Anything else: its source text, trimmed and shortened.
    case unknown(String)
}

/// One registration with the notification center, as the source writes it.
public struct NotificationObserver: Sendable, Equatable {
    /// The notification's name, in today's spelling when the reader knows it
    /// (`UIApplication.didBecomeActiveNotification`, also for Swift 4.2's
    /// `NSNotification.Name.UIApplicationDidBecomeActive`), else its source text.
    public var notification: String
    /// What runs when it is posted.
    public var handler: Handler
    /// 1-based line of the `addObserver` call.
    public var line: Int
    /// The file's path as given.
    public var path: String

    /// What an observer runs.
    public enum Handler: Sendable, Equatable {
        /// A method of the object, as `#selector(…)` names it: `didBecomeActive` or
        /// `appDidBecomeActive(_:)`; without labels, any method of that base name.
        case method(String)
        /// A closure's statements.
        case closure([SwiftStatement])
    }

    /// How the app's own `NotificationCenter.default.post(name:object:)` is listed: a `.call` of
    /// this name, the notification's name its one argument.
    public static let postCall = "NotificationCenter.post(name:)"

    /// A notification's name as a post and an observer are matched: without spaces and without the
    /// `Notification.Name.` (or `.`) a name may be written with (`.scoreChanged`), and the raw value
    /// a name is made of (`Notification.Name("scoreChanged")`, `NSNotification.Name(rawValue: key)`),
    /// which a static of the same name in an extension of `Notification.Name` usually holds.
    public static func key(of name: String) -> String {
        var text = name.filter { !$0.isWhitespace }
        for prefix in ["NSNotification.Name.", "Notification.Name.", "."] where text.hasPrefix(prefix) {
            text.removeFirst(prefix.count)
            break
        }
        for maker in ["NSNotification.Name(", "Notification.Name("] where text.hasPrefix(maker) && text.hasSuffix(")") {
            text = String(text.dropFirst(maker.count).dropLast())
            if text.hasPrefix("rawValue:") { text.removeFirst("rawValue:".count) }
            if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") { text = String(text.dropFirst().dropLast()) }
            break
        }
        return text
    }

    /// An observer with these parts.
    public init(notification: String, handler: Handler, line: Int, path: String) {
        self.notification = notification
        self.handler = handler
        self.line = line
        self.path = path
    }
}

/// Which function prints.
public enum PrintFunction: String, Sendable, Equatable {
    /// Swift's `print`: each item's description.
    case print
    /// Swift's `debugPrint`: strings quoted, types qualified.
    case debugPrint
    /// Foundation's `NSLog`: the format with its arguments, to standard error,
    /// after a timestamp. Its `items` hold one item, the format already filled.
    case nsLog
}

/// One print call: what it prints and where it is.
public struct PrintCall: Sendable, Equatable {
    /// The comma-separated items, each as parts to be joined.
    public var items: [[PrintPart]]
    /// `separator:` when given as a literal, else `" "`.
    public var separator: String
    /// `terminator:` when given as a literal, else `"\n"`.
    public var terminator: String
    /// Which function it calls.
    public var function: PrintFunction
    /// 1-based line of the call.
    public var line: Int
    /// 1-based column of the call's name.
    public var column: Int
    /// The file's path as given.
    public var path: String

    /// A print call with these parts.
    public init(
        items: [[PrintPart]], separator: String = " ", terminator: String = "\n", function: PrintFunction = .print,
        line: Int, column: Int, path: String
    ) {
        self.items = items
        self.separator = separator
        self.terminator = terminator
        self.function = function
        self.line = line
        self.column = column
        self.path = path
    }
}

/// A piece of what a print item shows.
public enum PrintPart: Sendable, Equatable {
    /// Literal text, escapes decoded. Number and boolean literals, and
    /// `#line` (as the line it is on), become text too.
    case text(String)
    /// `#function`: the enclosing method's name.
    case function
    /// The object's class name, unqualified: `type(of: self)`,
    /// `String(describing: type(of: self))`, `Self.self`, `self.classForCoder`,
    /// also inside `"\(…)"`.
    case className
    /// The class name with its module, `App.ViewController`:
    /// `NSStringFromClass(type(of: self))`, `String(reflecting: type(of: self))`.
    case qualifiedClassName
    /// The controller's title, unwrapped: `title!` or `self.title!`. A bare
    /// `title` is `.property("title")`, since printing it shows
    /// `Optional("…")`; `title ?? "…"` is an `.expression`.
    case title
    /// A bare identifier or `self.x`: a constant of the class chain or a
    /// parameter of the method, if the caller can resolve it.
    case property(String)
    /// Anything else: its source text, trimmed.
    case expression(String)
    /// An expression the reader took apart, for the console to work out from what the
    /// objects hold; shown as `expression(text)` would be when it cannot.
    case evaluable(SwiftExpression, text: String)
}

extension Array where Element == SwiftStatement {
    /// Whether a statement of the list, or of a list inside one of them (an `if`'s sides, a
    /// closure's body, all the way down), satisfies `predicate`.
    public func containsAnywhere(where predicate: (SwiftStatement) -> Bool) -> Bool {
        contains { statement in
            predicate(statement) || statement.nestedLists.contains { $0.containsAnywhere(where: predicate) }
        }
    }
}

/// A closure given to a call of a method that may be the app's: `presentEditor(title: "New") {
/// task in … }` is `presentEditor(title:_:)`, argument 1, and the closure's statements.
public struct ClosureArgument: Sendable, Equatable {
    /// The call, as `.call` lists it.
    public var call: String
    /// The closure's place among the call's arguments, trailing closures counted last.
    public var argument: Int
    /// The closure's body.
    public var statements: [SwiftStatement]
    /// The file's path as given.
    public var path: String
    /// 1-based line of the closure's `{`.
    public var line: Int

    /// A closure argument with these parts.
    public init(call: String, argument: Int, statements: [SwiftStatement], path: String, line: Int) {
        self.call = call
        self.argument = argument
        self.statements = statements
        self.path = path
        self.line = line
    }
}

/// A closure kept in a property, as `SwiftStatement.storeClosure` lists it.
public struct StoredClosure: Sendable, Equatable {
    /// The property's name, the last of the assignment's target (`onSave` of `editor.onSave`).
    public var property: String
    /// The closure's parameters by name, `_` for one it does not name.
    public var parameters: [String]
    /// The closure's body.
    public var statements: [SwiftStatement]
    /// The file's path as given.
    public var path: String
    /// 1-based line of the closure's `{`.
    public var line: Int
    /// The name of a method written in place of a closure (`loginView.onLogin = loginPressed`),
    /// as written, with no body of its own: the writer's method of that name runs when it is
    /// called, if the writer has one (the same assignment of a value is listed beside it).
    public var method: String?

    /// A kept closure with these parts.
    public init(
        property: String, parameters: [String], statements: [SwiftStatement], path: String, line: Int,
        method: String? = nil
    ) {
        self.property = property
        self.parameters = parameters
        self.statements = statements
        self.path = path
        self.line = line
        self.method = method
    }
}
