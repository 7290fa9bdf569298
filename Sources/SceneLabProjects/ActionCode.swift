import SceneLabCore
import SwiftSourceModel

/// The UIKit calls in an action method's Swift body that change the
/// screen, played after the action: `dismiss(animated:)`,
/// `performSegue(withIdentifier:sender:)` with a literal identifier,
/// `popViewController(animated:)`, and a push, presentation or `show` of a
/// controller the code makes or instantiates from a storyboard. Anything else
/// the method does, scenelab does not run.
enum ActionCode {
    static func actions(
        of body: SwiftMethod?, named method: String, in className: String, from source: ObjectID, tapped: String,
        _ playbook: Playbook, _ element: Playbook.Element, _ context: inout AppContext, senderControl: String? = nil,
        sentBy: (title: String?, tag: Int?)? = nil, codeClass: String? = nil, fields: [String: String] = [:]
    ) throws(Rejection) -> [AppAction] {
        guard let body else {
            context.note(PlayDiagnostic.actionMissing(className: className, method: method))
            return []
        }
        let result = try actions(
            of: body, from: source, tapped: tapped, playbook, element, &context, senderControl: senderControl,
            sentBy: sentBy, codeClass: codeClass, fields: fields)
        // An action that changes an array in place (`items.append(…)`) shows it in the rows drawn from it.
        let changesRows = body.statements.contains { if case .mutate = $0 { return true } else { return false } }
        // A body of prints and values alone (in each side of its `if`s and `switch`es too, the app's
        // defaults written) shows all it does: nothing is left to name.
        func onlyPrintsAndValues(_ statements: [SwiftStatement], of owner: String, depth: Int = 0) -> Bool {
            statements.allSatisfy { statement in
                switch statement {
                case .print, .superCall, .assign, .declare, .returns, .interface: return true
                case .conditional(let conditional):
                    return onlyPrintsAndValues(conditional.body, of: owner, depth: depth)
                        && onlyPrintsAndValues(conditional.otherwise, of: owner, depth: depth)
                case .branch(let branch):
                    return onlyPrintsAndValues(branch.body, of: owner, depth: depth)
                        && onlyPrintsAndValues(branch.otherwise, of: owner, depth: depth)
                // A write to the app's defaults, or a notification posted, which the console plays.
                case .call(StandardDefaults.setCall, _), .call(StandardDefaults.removeCall, _),
                    .call(NotificationObserver.postCall, _):
                    return true
                // An animation's completion, work after a delay: what it does counts as the action's.
                case .closure(let closure): return onlyPrintsAndValues(closure.statements, of: owner, depth: depth)
                case .call(let name, _):
                    guard depth < 4 else { return false }
                    // A helper of the class's that only prints, a few calls deep.
                    if let (_, helper) = playbook.sources.implementation(ofCall: name, in: owner) {
                        return onlyPrintsAndValues(helper.statements, of: owner, depth: depth + 1)
                    }
                    // A closure another object kept in the property called (`onGreet?("Ada")`), run as its writer's.
                    guard let (writer, kept) = Self.keptClosure(called: name, from: owner, playbook) else { return false }
                    return onlyPrintsAndValues(kept.statements, of: writer, depth: depth + 1)
                default: return false
                }
            }
        }
        if !result.contains(where: \.changesScreen), !context.hasCrashed, !changesRows, !onlyPrintsAndValues(body.statements, of: className) {
            context.note(PlayDiagnostic.actionShowsNothing(className: className, method: method))
        }
        return result
    }

    /// The navigation a method body does, in order: what `actions(of:named:…)` plays, without its note.
    ///
    /// For a method UIKit called (not a closure, `resumesCode: false`), each statement where UIKit
    /// takes over (`SwiftStatement.handsOverToUIKit`) gets its cue for the console to go on
    /// (`AppAction.resumeCode`, or a segue's `resumesCode`): after the next controller is made
    /// and prepared, before a dismissal or a pop, at once when it shows nothing scenelab plays.
    /// The console stops at the same statements, so that each stop has its cue.
    static func actions(
        of body: SwiftMethod, from source: ObjectID, tapped: String, _ playbook: Playbook,
        _ element: Playbook.Element, _ context: inout AppContext, resumesCode: Bool = true, row: Int? = nil,
        senderControl: String? = nil, sentBy: (title: String?, tag: Int?)? = nil, codeClass: String? = nil,
        fields: [String: String] = [:]
    ) throws(Rejection) -> [AppAction] {
        var result: [AppAction] = []
        // What the tap knows: the row UIKit passed, and which of the class's controls sent the action.
        let parameter = body.parameters.first ?? "sender"
        var tap = TapValue.Facts(
            row: row, sender: senderControl.map { (parameter: parameter, control: $0) },
            sentBy: sentBy.map { (parameter: parameter, title: $0.title, tag: $0.tag) })
        // What the screen's text fields hold (`nameField.text`), typed or given.
        tap.fields = fields
        // The scene the last `instantiateViewController(withIdentifier:)` with a literal made.
        var instantiated: Playbook.Element?
        /// Plays `statements` in order, each hand-over with its cue; true once a `return` (in the
        /// side of an `if` taken, say) ends the method, or a crash the process. A call of a method
        /// that hands over itself (`SwiftSources.calledHandingOver`) plays that method's statements
        /// the same way, where the call stands, as the method of `codeClass` (the screen's when nil).
        func playInOrder(
            _ statements: [SwiftStatement], codeClass: String?, tap: inout TapValue.Facts, given: [MadeController?],
            depth: Int, scope: [SwiftStatement]
        ) throws(Rejection) -> Bool {
            let className = codeClass ?? element.controller.className
            for statement in statements {
                if resumesCode, case .branch(let branch) = statement {
                    // The console waits at the `if` for the side taken, then runs it as the method's
                    // own statements: each of its hand-overs with its cue, where it stands.
                    let (taken, isBody) = side(of: branch, from: source, playbook, &context, tap: tap, codeClass: codeClass)
                    result.append(.resumeCode(from: source, sides: [isBody]))
                    if try playInOrder(taken, codeClass: codeClass, tap: &tap, given: given, depth: depth, scope: scope) {
                        return true
                    }
                    continue
                }
                if resumesCode, case .call(let name, let arguments) = statement, !statement.handsOverToUIKit,
                    !name.hasPrefix("instantiate"),
                    let (owner, helper, isOwn) = playbook.sources.calledHandingOver(name, from: className, depth: depth)
                {
                    // A helper that shows something (`goToDetail()`): its statements play where it is
                    // called, each hand-over with its cue, and its `return` ends it, not the caller.
                    var inner = tap.calling(helper, call: name, arguments: arguments)
                    let handed =
                        isOwn
                        ? Playbook.controllers(givenBy: arguments, to: helper, call: name).map { made in
                            made.flatMap { $0.substituting(given) }
                        } : []
                    _ = try playInOrder(
                        helper.statements, codeClass: isOwn ? codeClass : owner.name, tap: &inner, given: handed,
                        depth: depth + 1, scope: helper.statements)
                    if context.hasCrashed { return true }
                    continue
                }
                let start = result.count
                var sides: [Bool] = []
                let returned = try play(
                    [statement], from: source, tapped: tapped, playbook, element, &context, &result, &instantiated, &sides,
                    depth: depth, codeClass: codeClass, tap: tap, scope: scope, given: given)
                // A crash ends the process: nothing after it is played.
                if context.hasCrashed || returned { return true }
                // (`play` learns it too, for its own statements; this tap goes on to the next.)
                learnLocal(from: statement, source: source, codeClass: codeClass, playbook, context, into: &tap)
                let delays = playbook.sources.delaysHandOver(statement, of: className)
                guard resumesCode, statement.handsOverToUIKit || delays else { continue }
                if delays {
                    // Work after a delay: the console runs the whole closure once the delay is over,
                    // before what it shows.
                    result.insert(.resumeCode(from: source), at: start)
                } else if statement.isContainment {
                    // A child joins or leaves within the call: the code goes on after it.
                    result.append(.resumeCode(from: source))
                } else if case .presentAlert(let alert, _, _)? = result.dropFirst(start).first {
                    // The code goes on once the alert is made, before it loads and appears.
                    result[start] = .presentAlert(alert, from: source, resumesCode: true)
                } else if case .show(let call) = statement, call.how == .make,
                    case .makeLocal(let scene, let local, _, _)? = result.dropFirst(start).first
                {
                    // The code goes on once the controller is made.
                    result[start] = .makeLocal(scene, local: local, from: source, resumesCode: true)
                } else if case .replaceWindowRoot(let scene, _, _)? = result.dropFirst(start).first {
                    // The code goes on once the new root is made, before it takes the window.
                    result[start] = .replaceWindowRoot(scene, from: source, resumesCode: true)
                } else if case .segue(var segue)? = result.dropFirst(start).first {
                    segue.resumesCode = true
                    result[start] = .segue(segue)
                } else {
                    result.insert(.resumeCode(from: source), at: start)
                }
            }
            return false
        }
        _ = try playInOrder(body.statements, codeClass: codeClass, tap: &tap, given: [], depth: 0, scope: body.statements)
        if context.hasCrashed { return [] }
        return result
    }

    /// The navigation of work left for after a delay (`Playbook.delayedWork(in:of:)`), played now
    /// from `source`, the code `codeClass`'s when not the screen's (the scene delegate's): each
    /// closure named in a note first, as its delay is taken to be over.
    static func delayedActions(
        of work: SwiftMethod, from source: ObjectID, _ playbook: Playbook, _ element: Playbook.Element,
        _ context: inout AppContext, codeClass: String? = nil
    ) throws(Rejection) -> [AppAction] {
        for case .closure(let closure) in work.statements {
            let call = closure.call.prefix { $0 != "(" }
            context.note(
                PlayDiagnostic.delayedWorkRuns(call: String(call), site: SourceSite.text(path: closure.path, line: closure.line)))
        }
        return try actions(of: work, from: source, tapped: "self", playbook, element, &context, codeClass: codeClass)
    }

    /// The children a `viewDidLoad()` adds or removes, in order: each containment statement of
    /// its body with its cue for the console to go on (the console stops at each), and those of
    /// the controller's own helpers it calls, played where the helper is called, without a cue.
    static func containment(
        of body: SwiftMethod, from source: ObjectID, _ playbook: Playbook, _ element: Playbook.Element,
        _ context: inout AppContext
    ) throws(Rejection) -> [AppAction] {
        var result: [AppAction] = []
        var instantiated: Playbook.Element?
        var sides: [Bool] = []
        let className = element.controller.className
        for statement in body.statements {
            if statement.isContainment {
                _ = try play(
                    [statement], from: source, tapped: "self", playbook, element, &context, &result, &instantiated,
                    &sides, scope: body.statements)
                result.append(.resumeCode(from: source))
            } else if case .call(let name, _) = statement, let (_, helper) = playbook.sources.implementation(ofCall: name, in: className) {
                for inner in helper.statements where inner.isContainment {
                    _ = try play(
                        [inner], from: source, tapped: "self", playbook, element, &context, &result, &instantiated,
                        &sides, scope: helper.statements)
                }
            }
        }
        return result
    }

    /// The navigation of `statements`, added to `result`; of a branch, the side UIKit would take.
    /// `codeClass` is the class whose code they are when not the screen's (a coordinator's).
    private static func play(
        _ statements: [SwiftStatement], from source: ObjectID, tapped: String, _ playbook: Playbook,
        _ element: Playbook.Element, _ context: inout AppContext, _ result: inout [AppAction],
        _ instantiated: inout Playbook.Element?, _ sides: inout [Bool], depth: Int = 0, codeClass: String? = nil,
        tap: TapValue.Facts = TapValue.Facts(), scope: [SwiftStatement]? = nil, given: [MadeController?] = []
    ) throws(Rejection) -> Bool {
        let className = codeClass ?? element.controller.className
        // The statements around these, where a child's `didMove(toParent:)` or `willMove(toParent:)` is called.
        let scope = scope ?? statements
        var tap = tap
        for statement in statements where !context.hasCrashed {
            if case .returns = statement { return true }
            learnLocal(from: statement, source: source, codeClass: codeClass, playbook, context, into: &tap)
            learnDefaultsWrite(statement, in: className, playbook.sources, into: &context)
            if case .branch(let branch) = statement {
                let (taken, isBody) = side(of: branch, from: source, playbook, &context, tap: tap, codeClass: codeClass)
                // The console follows the `if`s of the method itself; a helper's it runs whole.
                if depth == 0 { sides.append(isBody) }
                let returned = try play(
                    taken, from: source, tapped: tapped, playbook, element, &context, &result, &instantiated, &sides,
                    depth: depth, codeClass: codeClass, tap: tap)
                if returned { return true }
                continue
            }
            // An `if` with no navigation of its own may call code that navigates (`delegate?.didLogin()`):
            // the side the tap's values tell, else its body without its `return`, as the console runs it.
            if case .conditional(let conditional) = statement {
                var holds: Bool? = true
                // What the clauses bind (`if let name = nameField.text`), for the body.
                var sideTap = tap
                for clause in conditional.clauses {
                    let stored = { (name: String) in storedValue(name, of: source, playbook, context, codeClass: codeClass) }
                    if case .binds(let name, let bound) = clause {
                        switch TapValue.value(of: bound, tap: sideTap, stored: stored) {
                        case nil, .unknown?: holds = nil
                        case ConsoleValue.none?: holds = false
                        case .some(let wrapped)?: sideTap.locals[name] = wrapped
                        case let value?: sideTap.locals[name] = value
                        }
                        if holds != true { break }
                        continue
                    }
                    guard case .holds(let expression) = clause,
                        let value = TapValue.holds(expression, tap: sideTap, stored: stored)
                            ?? consoleHolds(expression, for: source, playbook, context, tap: sideTap, codeClass: codeClass)
                    else {
                        holds = nil
                        break
                    }
                    if !value {
                        holds = false
                        break
                    }
                }
                let taken: [SwiftStatement]
                switch holds {
                case true?: taken = conditional.body
                case false?: taken = conditional.otherwise
                case nil: taken = conditional.body.filter { if case .returns = $0 { return false } else { return true } }
                }
                let returned = try play(
                    taken, from: source, tapped: tapped, playbook, element, &context, &result, &instantiated, &sides,
                    depth: depth, codeClass: codeClass, tap: holds == true ? sideTap : tap, given: given)
                if returned, holds != nil { return true }
                continue
            }
            // A completion handler UIKit runs after the transition before it: what it shows, it
            // shows then (a `return` in it ends the closure, not the method).
            if case .closure(let closure) = statement {
                _ = try play(
                    closure.statements, from: source, tapped: tapped, playbook, element, &context, &result, &instantiated,
                    &sides, depth: depth + 1, codeClass: codeClass, tap: tap, given: given)
                continue
            }
            // A helper of the controller's own (`nextQuestion()`): what it shows is played where
            // it is called, a few calls deep, so that recursion in the sources ends.
            if case .call(let name, let arguments) = statement, depth < 4, !statement.handsOverToUIKit,
                !name.hasPrefix("instantiate"),
                let (_, helper) = playbook.sources.implementation(ofCall: name, in: className)
            {
                // The controllers the call hands it (`setRootViewController(mainTabs)`), for its parameters.
                let handed = Playbook.controllers(givenBy: arguments, to: helper, call: name).map { made in
                    made.flatMap { $0.substituting(given) }
                }
                _ = try play(
                    helper.statements, from: source, tapped: tapped, playbook, element, &context, &result,
                    &instantiated, &sides, depth: depth + 1, codeClass: codeClass,
                    tap: tap.calling(helper, call: name, arguments: arguments), given: handed)
                continue
            }
            // A child the code removes (`child.removeFromParent()`), after the `willMove(toParent: nil)`
            // it calls first, if it does; the containment calls themselves are the engine's to make.
            if case .call(let name, _) = statement, SwiftStatement.isCallOnChild(name) {
                let removal = ".removeFromParent()"
                guard name.hasSuffix(removal) else { continue }
                let receiver = String(name.dropLast(removal.count))
                let childClass = playbook.scene(for: .returnedBy(method: receiver), in: className)?.className
                let warned = scope.contains {
                    if case .call(receiver + ".willMove(toParent:)", _) = $0 { return true } else { return false }
                }
                result.append(.removeChild(className: childClass, from: source, willMove: warned))
                continue
            }
            // Another object's method (`coordinator?.showMessage()`): what it shows, it shows over
            // this screen, as a coordinator holding this screen's navigation controller does.
            if case .call(let name, let arguments) = statement, depth < 4,
                let (owner, method) = playbook.sources.otherObjectMethod(name, calledFrom: className)
            {
                _ = try play(
                    method.statements, from: source, tapped: tapped, playbook, element, &context, &result,
                    &instantiated, &sides, depth: depth + 1, codeClass: owner.name,
                    tap: tap.calling(method, call: name, arguments: arguments))
                continue
            }
            // `completionHandler?(data)`: the closure another object kept in the property (one
            // place in the code keeps one there), run as its writer's code, over this screen.
            if case .call(let name, _) = statement, depth < 4,
                let (writer, kept) = Self.keptClosure(called: name, from: className, playbook)
            {
                _ = try play(
                    kept.statements, from: source, tapped: tapped, playbook, element, &context, &result,
                    &instantiated, &sides, depth: depth + 1, codeClass: writer, tap: tap)
                continue
            }
            if case .presentAlert(let alert) = statement {
                result.append(.presentAlert(Self.alert(alert), from: source))
                continue
            }
            if case .popTo(let target) = statement {
                switch target {
                case .index(let index): result.append(.popTo(index: index, className: nil, from: source))
                case .firstOf(let name): result.append(.popTo(index: nil, className: name, from: source))
                }
                continue
            }
            if case .setRoot(let written) = statement {
                // `view.window?.rootViewController = MainTabBarController()` once signed in; in a
                // helper, the controller its caller hands it.
                let made = written.substituting(given) ?? written
                guard let scene = playbook.scene(for: made, in: className) else {
                    context.note(
                        PlayDiagnostic.shownControllerUnknown(
                            how: "window.rootViewController =", className: Self.madeName(made), site: "in " + className))
                    continue
                }
                result.append(.replaceWindowRoot(scene, from: source))
                continue
            }
            if case .show(var call) = statement {
                // In a helper, a parameter shown is the controller its caller hands it.
                if !given.isEmpty { call.controller = call.controller.substituting(given) ?? call.controller }
                // `instantiateViewController(withIdentifier: identifier)` in a helper given "RootVC".
                if case .storyboardByConstant(.name(let parameter), let storyboardName) = call.controller,
                    let identifier = tap.strings[parameter]
                {
                    call.controller = .storyboard(identifier: identifier, storyboardName: storyboardName)
                }
                let callsDidMove = scope.contains {
                    if case .call(let name, _) = $0 { return name.hasSuffix(".didMove(toParent:)") } else { return false }
                }
                try show(call, from: source, in: className, playbook, &context, &result, row: tap.row, callsDidMove: callsDidMove)
                continue
            }
            guard case .call(let name, let arguments) = statement else { continue }
            switch name {
            case "instantiateViewController(withIdentifier:)", "instantiateViewController(identifier:)":
                guard case .text(let identifier)? = arguments.first?.first, arguments.first?.count == 1 else {
                    continue
                }
                instantiated = playbook.element(storyboardIdentifier: identifier, preferring: element.storyboard)
            case "pushViewController(_:animated:)", "show(_:sender:)", "present(_:animated:)",
                "present(_:animated:completion:)", "showDetailViewController(_:sender:)":
                guard let shown = instantiated else { continue }
                let kind: SceneLabCore.Segue.Kind =
                    name.hasPrefix("present") ? .presentModally(.automatic)
                    : name.hasPrefix("showDetail") ? .showDetail : .show
                result.append(
                    .segue(
                        StoryboardSegue(
                            identifier: nil, destination: playbook.scene(for: shown), kind: kind, source: source,
                            sender: nil, isSegue: false)))
                instantiated = nil
            case "dismiss(animated:)", "dismiss(animated:completion:)":
                result.append(.dismiss(from: source))
            case "popViewController(animated:)":
                result.append(.pop(from: source))
            case "popToRootViewController(animated:)":
                result.append(.popToRoot(from: source))
            case "performSegue(withIdentifier:sender:)":
                guard let identifier = Self.segueIdentifier(arguments.first, in: className, playbook.sources) else {
                    continue
                }
                let segues = element.controller.segues.filter { $0.identifier == identifier }
                guard let segue = segues.first else {
                    // UIKit finds no such segue on the scene: an uncaught exception.
                    context.crash(
                        PlayDiagnostic.segueNotFoundCrash(
                            receiver: playbook.runtimeName(of: element), identifier: identifier,
                            className: element.controller.className,
                            segues: element.controller.segues.compactMap(\.identifier)))
                    return false
                }
                let sender = senderName(arguments.dropFirst().first, tapped: tapped)
                // The action's own sender passed on: the control tapped, whose title `prepare` may read.
                result += try SeguePlay.actions(
                    of: segue, from: source, sender: sender, playbook, element, &context,
                    senderTitle: sender == tapped ? tap.sentBy?.title : nil)
            default:
                continue
            }
        }
        return false
    }

    /// The identifier `performSegue(withIdentifier:sender:)` is given: a literal, or a constant
    /// holding one (`K.registerSegue`, `Self.segueID`).
    private static func segueIdentifier(_ argument: [PrintPart]?, in className: String, _ sources: SwiftSources) -> String? {
        guard let argument, argument.count == 1 else { return nil }
        switch argument[0] {
        case .text(let identifier): return identifier
        case .evaluable(let expression, _): return ConstantText.text(of: expression, in: className, sources)
        case .property(let name): return ConstantText.text(of: .name(name), in: className, sources)
        default: return nil
        }
    }

    /// How a note names a controller the code makes: its class, or the helper that returns it.
    private static func madeName(_ made: MadeController) -> String {
        switch made {
        case .instance(let name, _), .navigation(let name, _), .tabBar(let name, _), .split(let name, _, _): return name
        case .returnedBy(let method), .returnedByCall(let method, _): return method
        case .storyboard(let identifier, _): return identifier ?? "instantiateInitialViewController()"
        case .storyboardByConstant, .parameter: return "?"
        }
    }

    /// A push, presentation or `show` of a controller the code made: played as a segue that
    /// is none (no `prepare(for:sender:)`), or named in a note when its class is not the app's.
    private static func show(
        _ call: ShowCall, from source: ObjectID, in className: String, _ playbook: Playbook,
        _ context: inout AppContext, _ result: inout [AppAction], row: Int?, callsDidMove: Bool = false
    ) throws(Rejection) {
        var call = call
        // A title the code works out (`detail.title = colours[indexPath.row]`) is worked out now.
        if case .instance(let madeClass, let title?) = call.controller, !title.isStringLiteral {
            let resolved = MadeTitle.resolve(
                title, in: className, playbook.sources, row: row, stored: { context.appCodeValue($0, of: source) })
            call.controller = .instance(className: madeClass, title: resolved.map(SwiftExpression.string))
            // The statement that shows a controller made before names it, once.
            if resolved == nil, call.how != .make {
                context.note(PlayDiagnostic.titleNotWorkedOut(className: madeClass, site: Self.site(of: call)))
            }
        }
        // `UINavigationController(rootViewController: viewController)` of a helper's parameter, say.
        if case .navigation(let container, let root) = call.controller,
            root.map({ playbook.scene(for: $0, in: className) == nil }) ?? true
        {
            context.note(
                PlayDiagnostic.containerRootUnknown(how: call.how.methodName, className: container, site: Self.site(of: call)))
        }
        // A controller a stored property of the object keeps (`lazy var detail = DetailViewController()`,
        // `let child = ChildViewController()`): made once and held by it, then shown again as the
        // same instance, its view already loaded; so is one a property holds with no value of its
        // own to make one from (`private var lastShown: DetailViewController?`, which
        // `prepare(for:sender:)` gave it), whose scene no code makes.
        var keptBy: String?
        if case .returnedBy(let name) = call.controller, !name.contains("("), !name.contains("."),
            // The source's own property, not a coordinator's whose code this is.
            let sourceClass = context.className(of: source),
            sourceClass == className || playbook.sources.chain(from: sourceClass).contains(where: { $0.name == className }),
            Evaluation.declaresStored(name, from: className, in: playbook.sources)
        {
            keptBy = name
            if call.how != .addChild, let kept = context.controller(keptInProperty: name, of: source) {
                switch call.how {
                case .push, .show:
                    if context.isInNavigationController(source) {
                        result.append(.push(kept, from: source))
                    } else {
                        result.append(.present(kept, from: source))
                    }
                    return
                case .present:
                    result.append(.present(kept, from: source))
                    return
                default:
                    break
                }
            }
        }
        guard let scene = playbook.scene(for: call.controller, in: className) else {
            // The statement that shows it names it, once.
            if call.how == .make { return }
            var className = "?"
            if case .instance(let name, _) = call.controller { className = name }
            if case .returnedBy(let method) = call.controller { className = method }
            context.note(
                PlayDiagnostic.shownControllerUnknown(how: call.how.methodName, className: className, site: Self.site(of: call)))
            return
        }
        let kind: SceneLabCore.Segue.Kind
        switch call.how {
        case .setStack:
            // A whole stack replaced in an action is not played: the action's note says it showed nothing.
            return
        case .addChild:
            result.append(.addChild(scene, to: source, didMove: callsDidMove, keptAs: keptBy))
            return
        case .make:
            result.append(.makeLocal(scene, local: call.local ?? "", from: source))
            return
        case .push, .show: kind = .show
        case .present: kind = .presentModally(SeguePlay.presentationStyle(call.presentationStyle, &context))
        case .showDetail: kind = .showDetail
        }
        var segue = StoryboardSegue(identifier: nil, destination: scene, kind: kind, source: source, sender: nil, isSegue: false)
        segue.keptBy = keptBy
        // The controller the code made into the local before (`let detail = DetailViewController()`).
        if let local = call.local, result.contains(where: { action in
            if case .makeLocal(_, local, source, _) = action { return true } else { return false }
        }) {
            segue.madeInLocal = local
        }
        result.append(.segue(segue))
    }

    /// The closure a call of `className`'s property runs (`onSave?(text)`): the one place in the
    /// code that keeps a closure in a property of that name, when the class declares one; nil when
    /// no place or several do (which runs depends on who wrote last, known only as the app runs).
    static func keptClosure(
        called name: String, from className: String, _ playbook: Playbook
    ) -> (writer: String, closure: StoredClosure)? {
        let property = SwiftSources.baseName(ofCall: name)
        guard let kept = playbook.keptClosures[property], kept.count == 1,
            Evaluation.declaresStored(property, from: className, in: playbook.sources)
        else { return nil }
        return kept.first
    }

    /// The alert the engine presents for one the code made: its buttons tapped by their titles,
    /// each naming the method its handler is played as (`CodeAlert.handlerName(of:)`).
    private static func alert(_ alert: CodeAlert) -> Alert {
        Alert(
            title: alert.title ?? "", message: alert.message,
            fields: alert.fields.enumerated().map { index, placeholder in
                Screen.Field(
                    name: placeholder.isEmpty ? "field\(index + 1)" : placeholder, label: placeholder, text: "",
                    placeholder: placeholder)
            },
            actions: alert.actions.map { action in
                Alert.Action(
                    name: action.title, title: action.title, style: Alert.Action.Style(rawValue: action.style) ?? .default,
                    handler: action.handler == nil ? nil : alert.handlerName(of: action))
            })
    }

    /// Where a show call is: `File.swift:12`.
    private static func site(of call: ShowCall) -> String {
        SourceSite.text(path: call.path, line: call.line)
    }

    /// The side of an `if` UIKit takes: its condition worked out against the
    /// controller's state; a condition scenelab cannot work out takes the
    /// body, and a note says so.
    private static func side(
        of branch: SwiftBranch, from source: ObjectID, _ playbook: Playbook, _ context: inout AppContext,
        tap: TapValue.Facts, codeClass: String? = nil
    ) -> (statements: [SwiftStatement], isBody: Bool) {
        if let holds = holds(branch.condition, for: source, playbook, context, tap: tap, codeClass: codeClass) {
            return holds ? (branch.body, true) : (branch.otherwise, false)
        }
        let text: String
        switch branch.condition {
        case .unknown(let source), .holds(_, let source): text = source
        default: text = "…"
        }
        let site = SourceSite.text(path: branch.path, line: branch.line)
        let takesElse = context.unknownConditionsTakeElse
        context.note(PlayDiagnostic.conditionNotEvaluated(condition: text, site: site, tookElse: takesElse))
        return takesElse ? (branch.otherwise, false) : (branch.body, true)
    }

    /// Whether `condition` holds for `source` now, while the app's code runs
    /// for a tap or a row: `nil` for one scenelab cannot work out.
    static func holds(
        _ condition: SwiftCondition, for source: ObjectID, _ playbook: Playbook, _ context: AppContext,
        tap: TapValue.Facts = TapValue.Facts(), codeClass: String? = nil
    ) -> Bool? {
        switch condition {
        case .presentingViewControllerIs(let className):
            guard let presenter = context.presentingController(of: source) else { return false }
            if className == "UINavigationController" { return context.isNavigationController(presenter) }
            guard let presenterClass = context.className(of: presenter) else { return nil }
            return presenterClass == className
                || playbook.sources.chain(from: presenterClass).contains { $0.superclass == className }
        case .hasPresentingViewController:
            return context.presentingController(of: source) != nil
        case .hasNavigationController:
            return context.isInNavigationController(source)
        case .isBeingPresented, .isMovingFromParent:
            // A tap or a row reaches a controller on screen, neither coming nor going.
            return false
        case .not(let inner):
            return holds(inner, for: source, playbook, context, tap: tap, codeClass: codeClass).map { !$0 }
        case .all(let conditions):
            var all = true
            for inner in conditions {
                guard let holds = holds(inner, for: source, playbook, context, tap: tap, codeClass: codeClass) else {
                    return nil
                }
                all = all && holds
            }
            return all
        case .holds(let expression, _):
            // A test of the app's defaults: what the store holds now.
            if let className = codeClass ?? context.className(of: source),
                let test = StandardDefaults.test(expression, in: className, playbook.sources)
            {
                // Written by code that ran earlier in the command (earlier in this action, or a tap's
                // before the dismissal that brought this screen back), which the store holds only
                // once the command ends.
                if context.codeDefaultsUnknown.contains(test.key) { return nil }
                if let written = context.codeDefaultsWrites[test.key] { return test.holds(written) }
                return test.holds(context.defaultsValue(forKey: test.key))
            }
            // A property the tap assigned before the condition holds what the console sees, not what it held before.
            let stored = { (name: String) in
                tap.assigned.contains(name) ? nil : storedValue(name, of: source, playbook, context, codeClass: codeClass)
            }
            if let holds = TapValue.holds(expression, tap: tap, stored: stored) {
                return holds
            }
            return consoleHolds(expression, for: source, playbook, context, tap: tap, codeClass: codeClass)
        case .unknown:
            return nil
        }
    }

    /// What the app's console makes of a condition the tap alone cannot work out, from the values
    /// the code left after the last command (`quizBrain.isLastQuestion()`, `count > items.count - 1`,
    /// a structure's method, arithmetic): the console's own evaluation, run on a copy of its
    /// memory, so that nothing it would change or print is kept; nil where it cannot either. As
    /// for the tap's own values (`storedValue`), a property of the object's the code has not used
    /// yet and that code anywhere assigns (`editor.meal = meal`), or an outlet the storyboard
    /// connects, is unknown, not its initial value.
    private static func consoleHolds(
        _ expression: SwiftExpression, for source: ObjectID, _ playbook: Playbook, _ context: AppContext,
        tap: TapValue.Facts, codeClass: String?
    ) -> Bool? {
        // The table's selection is the console's, which the copy does not hold: unknown here.
        guard !Self.readsSelection(expression), let console = context.console as? ProjectConsole,
            let className = codeClass ?? context.className(of: source),
            let owner = console.sources.classes[className] ?? console.sources.structures[className]
        else { return nil }
        let object = codeClass == nil || codeClass == context.className(of: source) ? context.objectName(of: source) : className
        var memory = ConsoleMemory()
        memory.objects = context.appCodeValues
        memory.defaults = context.defaultsOfApp
        // Where the controllers stand (`splitViewController?.viewControllers.last`), for code that reads it.
        if console.usesControllerLinks { memory.links = context.controllerLinks }
        var unused: [String: ConsoleValue] = [:]
        var changed: [String: ConsoleValue] = [:]
        // An outlet the storyboard connects is set as the view loads, never its declaration's nil.
        var outlets: Set<String> = []
        for element in playbook.elements.values where element.controller.className == className {
            outlets.formUnion(element.controller.outlets.keys)
        }
        var next: String? = className
        var steps = 0
        while let type = next, let declared = console.sources.classes[type] ?? console.sources.structures[type], steps < 32 {
            for name in declared.storedProperties.keys {
                // Assigned earlier in this tap: the value from before it is not the one it holds now.
                if tap.assigned.contains(name) {
                    changed[name] = .unknown
                } else if memory.objects[object]?[name] == nil, playbook.code.isAssignedUnseen(name) || outlets.contains(name) {
                    unused[name] = .unknown
                }
            }
            next = declared.superclass
            steps += 1
        }
        if !unused.isEmpty { memory.objects[object, default: [:]].merge(unused) { kept, _ in kept } }
        if !changed.isEmpty { memory.objects[object, default: [:]].merge(changed) { _, unknown in unknown } }
        // The statics and globals the code changes live in the console alone: unknown here.
        for type in Array(console.sources.classes.values) + Array(console.sources.structures.values) {
            for property in type.storedProperties.values where property.isStatic && playbook.code.isAssigned(property.name) {
                memory.statics[type.name + "." + property.name] = .unknown
            }
        }
        for name in console.sources.globals.keys where playbook.code.isAssigned(name) { memory.statics[name] = .unknown }
        var scope: [String: ProjectConsole.Value] = [:]
        for (name, value) in tap.locals where value != .unknown { scope[name] = Evaluation.bound(value, source: name) }
        let frame = ProjectConsole.Frame(
            method: SwiftMethod(name: "condition", line: 0), owner: owner,
            context: ProjectConsole.Context(receiver: className, object: object, segueIdentifier: nil), depth: 0)
        var budget = ProjectConsole.Budget()
        var output: [ConsoleLine] = []
        var evaluation = Evaluation(console: console, frame: frame)
        evaluation.enter(&scope, &memory, &budget, &output)
        let value = evaluation.evaluate(expression)
        evaluation.leave(&scope, &memory, &budget, &output)
        guard case .boolean(let holds)? = value else { return nil }
        return holds
    }

    /// Whether `expression` reads a table's or a collection's selection (`indexPathForSelectedRow`,
    /// `indexPath(for: cell)`).
    private static func readsSelection(_ expression: SwiftExpression) -> Bool {
        expression.contains { part in
            switch part {
            case .member(_, let name): return name.hasPrefix("indexPathFor") || name.hasPrefix("indexPathsFor")
            case .call(.member(_, "indexPath"), _, _): return true
            default: return false
            }
        }
    }

    /// What `statement` tells the `if`s after it, kept in `tap`: a local bound to a value the tap
    /// knows (`let mode = 2`; unknown otherwise, so that it hides a property of its name).
    private static func learnLocal(
        from statement: SwiftStatement, source: ObjectID, codeClass: String?, _ playbook: Playbook,
        _ context: AppContext, into tap: inout TapValue.Facts
    ) {
        // What it assigns, or a helper it calls may (a few calls deep): no longer the value from before the tap.
        tap.assigned.formUnion(CodeInterface.assignedProperties(by: statement))
        if case .call(let name, _) = statement {
            func helpers(_ call: String, of className: String, depth: Int) {
                guard depth < 4, let called = playbook.sources.called(call, from: className) else { return }
                let receiver = called.isOwn ? className : called.owner.name
                for inner in called.method.statements.lazy.flatMap(\.asListed) {
                    tap.assigned.formUnion(CodeInterface.assignedProperties(by: inner))
                    if case .call(let next, _) = inner { helpers(next, of: receiver, depth: depth + 1) }
                }
            }
            if let className = codeClass ?? context.className(of: source) { helpers(name, of: className, depth: 0) }
        }
        guard case .declare(let name, let value) = statement else { return }
        tap.locals[name] =
            TapValue.value(of: value, tap: tap) {
                tap.assigned.contains($0) ? nil : storedValue($0, of: source, playbook, context, codeClass: codeClass)
            } ?? .unknown
    }

    /// `UserDefaults.standard.set(true, forKey: "seen")` or `removeObject(forKey:)` with a key and
    /// a value the tap knows: kept for the tests of the defaults after it in the command, the
    /// action's own and the code's UIKit runs later in it (`AppContext.codeDefaultsWrites`).
    private static func learnDefaultsWrite(
        _ statement: SwiftStatement, in className: String, _ sources: SwiftSources, into context: inout AppContext
    ) {
        guard case .call(let name, let arguments) = statement,
            name == StandardDefaults.setCall || name == StandardDefaults.removeCall,
            let keyParts = arguments.last, keyParts.count == 1
        else { return }
        let key: String
        switch keyParts[0] {
        case .text(let text): key = text
        case .evaluable(let written, _):
            guard let text = ConstantText.text(of: written, in: className, sources) else { return }
            key = text
        default: return
        }
        guard name == StandardDefaults.setCall else {
            context.codeDefaultsWrites[key] = .some(nil)
            context.codeDefaultsUnknown.remove(key)
            return
        }
        guard arguments.count == 2, arguments[0].count == 1, let value = TapValue.Facts.literal(arguments[0][0]),
            case .some(let stored) = StandardDefaults.propertyList(value)
        else {
            // A value the tap cannot tell: what the key holds is not known any more.
            context.codeDefaultsWrites[key] = nil
            context.codeDefaultsUnknown.insert(key)
            return
        }
        context.codeDefaultsWrites[key] = .some(stored)
        context.codeDefaultsUnknown.remove(key)
    }

    /// A stored property of the object's, as the console keeps it, or of `codeClass`'s when the
    /// code is another object's (a coordinator's, the scene delegate's); an optional with no
    /// initial value that no code of the app sets (`CodeInterface.isAssigned`) is `nil`, as the
    /// console reads it in an `if` that does not navigate.
    private static func storedValue(
        _ name: String, of source: ObjectID, _ playbook: Playbook, _ context: AppContext, codeClass: String? = nil
    ) -> ConsoleValue? {
        let ownClass = context.className(of: source)
        if let dot = name.firstIndex(of: ".") {
            // `viewModel.rows`: a property of the app's object a stored property keeps, as the code left it.
            guard let className = codeClass ?? ownClass,
                let holderClass = CodeInterface.heldObjectClass(String(name[..<dot]), of: className, playbook.sources)
            else { return nil }
            return context.appCodeValue(String(name[name.index(after: dot)...]), ofObjectNamed: holderClass)
        }
        if codeClass == nil || codeClass == ownClass, let kept = context.appCodeValue(name, of: source) { return kept }
        // The delegates' `window`, which UIKit (or their launch code) gave the running app.
        if name == "window", let className = codeClass ?? ownClass,
            className == playbook.appDelegateClass || className == playbook.sceneDelegateClass
        {
            return .type("UIWindow")
        }
        // Not yet used by the code the console ran, and assigned by no code of the app (another
        // object's included, `editor.meal = meal`): the literal it starts as (`var count = 0`), or
        // nil for an optional with none.
        guard let className = codeClass ?? ownClass,
            let declared = playbook.sources.nearest(from: className, { $0.storedProperties[name] }), !declared.isStatic,
            declared.initializerMethod == nil, !playbook.code.isAssigned(name)
        else { return nil }
        guard let initial = declared.initialValue else {
            // An outlet the storyboard connects is set as the view loads.
            let isOutlet = playbook.elements.values.contains {
                $0.controller.className == className && $0.controller.outlets[name] != nil
            }
            return declared.isOptional && !isOutlet ? ConsoleValue.none : nil
        }
        return TapValue.value(of: initial, tap: TapValue.Facts()) { _ in nil }
    }

    /// How `prepare(for:sender:)` names the sender code passed: `nil`, `self`, a string literal
    /// as Swift writes it (`"Quick topics"`, data the segue hands on), or the action's `sender`.
    private static func senderName(_ parts: [PrintPart]?, tapped: String) -> String {
        switch parts {
        case [.expression("nil")]?, [.property("nil")]?: return "nil"
        case [.property("self")]?, [.expression("self")]?: return "self"
        case let parts? where parts.count == 1:
            // A string literal: Swift's text for it.
            guard case .text(let literal) = parts[0] else { return tapped }
            return "\"" + literal + "\""
        // The action's own `sender`: the control that was tapped.
        default: return tapped
        }
    }
}

extension AppAction {
    /// Whether the action changes what is on screen, unlike the console's cue and a controller
    /// made into a local.
    var changesScreen: Bool {
        switch self {
        case .resumeCode, .makeLocal: return false
        default: return true
        }
    }
}
