import PropertyLists
import CommandGrammar
import SceneLabCore
import SwiftSourceModel
import Synchronization

/// The console of an opened project: for each call UIKit makes, the lines
/// the project's own Swift code prints in the method that call runs — the
/// nearest override in the class chain, the superclass's through `super`,
/// and helper methods of the chain it calls with literal arguments.
///
/// What it can work out it prints as Swift would, the values the code keeps
/// included (`ProjectConsole+Values.swift`); anything else it shows as the
/// expression, `\(expression)`, and names it, never guessing a value.
struct ProjectConsole: AppConsole {
    let sources: SwiftSources
    /// The controller's `title` as its storyboard sets it, by class, where every scene of the class agrees.
    let titles: [String: String]
    /// The classes whose `title` is surely nil: every scene of theirs has none, and no code sets one.
    var untitled: Set<String> = []
    /// The module classes are qualified with (`NSStringFromClass`).
    let moduleName: String
    /// The classes the engine's `AppDelegate` and `SceneDelegate` stand for.
    let appDelegateClass: String?
    let sceneDelegateClass: String?
    /// Every registration with the notification center in the sources, by `ProjectConsole.site(of:)`.
    let observers: [String: NotificationObserver]
    /// Every closure the sources keep in a property, by `ProjectConsole.site(of:)`.
    var keptClosures: [String: StoredClosure] = [:]
    /// Whether the sources name `UserDefaults` (`AppConsole.usesDefaults`).
    var usesDefaults = false
    /// Whether the sources name `UITextField` (`AppConsole.usesFields`).
    var usesFields = false
    /// Whether the sources name a controller's place among the others (`AppConsole.usesControllerLinks`).
    var usesControllerLinks = false
    /// Whether the sources name a table's selection (`AppConsole.usesSelection`).
    var usesSelection = false
    /// Whether any code of the app titles another object's controller (`detail.title = …`): a
    /// storyboard scene's controller made with no title may then be given one before it loads.
    var titlesOthers = true
    /// The app's views each controller class lays out, worked out the first time the class lays
    /// out rather than at each layout call: the sources do not change while the app plays.
    let laidOutViews = LaidOutViews()

    /// A controller class's root view made in `loadView()` and the views it adds to its own.
    final class LaidOutViews: Sendable {
        let byClass = Mutex<[String: (root: String?, subviews: [String])]>([:])

        func of(_ className: String, in sources: SwiftSources) -> (root: String?, subviews: [String]) {
            if let known = byClass.withLock({ $0[className] }) { return known }
            let found = (
                root: ProjectConsole.rootViewClass(of: className, in: sources),
                subviews: ProjectConsole.subviewClasses(of: className, in: sources)
            )
            byClass.withLock { $0[className] = found }
            return found
        }
    }

    /// Helper calls followed at most this deep, so that recursion in the sources ends.
    private static let maximumDepth = 8
    /// Statements run for one UIKit call, helpers' included, and lines printed by it: helpers
    /// that each call the next seven times would run 7^8 times within the depth.
    static let maximumSteps = 100_000
    static let maximumLines = 1_000

    /// What one UIKit call may still run and print, and what a `return` hands back.
    struct Budget {
        var steps = ProjectConsole.maximumSteps
        var exhausted = false
        /// A `return` ran: the method's statements stop; `returned` is its value, nil when unknown or none.
        var isReturning = false
        var returned: ConsoleValue?
        /// Expressions being worked out inside one another: a getter or a property's initial
        /// value that reads itself ends at `ProjectConsole.maximumNesting`, not at the stack's end.
        var nesting = 0
        /// `if`s whose condition could not be worked out, whose body ran: each is named once.
        var undecided: [SwiftConditional] = []
        /// Keys of the app's defaults the code set to a value scenelab could not work out: each is named once.
        var unstoredDefaults: [String] = []
    }

    /// `set(value, forKey: key)` (or `removeObject(forKey: key)`, given the key alone) on the app's
    /// defaults: kept for the code's later reads and written for the session to store. A value
    /// scenelab could not work out is not stored, and a note names its key.
    private static func writeDefaults(
        _ given: [Value], budget: inout Budget, memory: inout ConsoleMemory
    ) {
        guard let keyValue = given.last, given.count == 1 || given.count == 2 else { return }
        let removing = given.count == 1
        let key: String
        switch keyValue.typed {
        case .string(let text)?: key = text
        case nil where keyValue.unevaluated.isEmpty: key = keyValue.text
        default: return
        }
        let stored: PropertyList?
        if removing {
            stored = nil
        } else if let value = given[0].typed, case .some(let converted) = StandardDefaults.propertyList(value) {
            stored = converted
        } else if given[0].typed == nil, given[0].unevaluated.isEmpty {
            stored = .string(given[0].text)
        } else {
            budget.unstoredDefaults.append(key)
            return
        }
        memory.defaultsWritten.append(DefaultsWrite(key: key, value: stored))
    }

    /// The notes for `if`s the console could not decide, each site the first time.
    static func undecidedNotes(_ budget: Budget, memory: inout ConsoleMemory) -> [any Diagnostic] {
        let unstored = budget.unstoredDefaults.compactMap { key -> (any Diagnostic)? in
            guard memory.remarked.insert("defaults " + key).inserted else { return nil }
            return PlayDiagnostic.defaultsValueUnknown(key: key)
        }
        return unstored + budget.undecided.compactMap { conditional in
            let site = SourceSite.text(path: conditional.path, line: conditional.line)
            if memory.unknownConditionsTakeElse {
                guard memory.remarked.insert("else " + site).inserted else { return nil }
                return PlayDiagnostic.conditionPrintedElse(condition: conditional.text, site: site)
            }
            guard memory.remarked.insert("if " + site).inserted else { return nil }
            return PlayDiagnostic.conditionPrintedBody(
                condition: conditional.text, site: site, hasElse: !conditional.otherwise.isEmpty,
                elseCommand: memory.elseCommand.map(VisibleText.escaping))
        }
    }

    static let maximumNesting = 128

    /// Whether `ClassName()` runs an `init()` of the app's: the nearest class of the chain that
    /// declares initializers declares `init()` (a class that declares others inherits none).
    static func runsOwnPlainInitializer(_ className: String, in sources: SwiftSources) -> Bool {
        for declared in sources.chain(from: className) {
            if declared.methods["init()"] != nil { return true }
            if declared.methods.keys.contains(where: { $0.hasPrefix("init(") }) { return false }
        }
        return false
    }

    func output(printedFor event: Event) -> ConsoleOutput {
        var memory = ConsoleMemory()
        return output(printedFor: event, memory: &memory)
    }

    func output(printedFor event: Event, memory: inout ConsoleMemory) -> ConsoleOutput {
        if event.kind == .resume { return resume(event, memory: &memory) }
        guard var className = event.className, var method = event.method else { return ConsoleOutput(lines: []) }
        // `DetailViewController()` runs the class's own `init()` where it has one, which reaches
        // UIKit's `init(nibName:bundle:)` through `super`: its prints are the initializer's.
        if method == "init(nibName:bundle:)", Self.runsOwnPlainInitializer(className, in: sources) {
            method = "init()"
        }
        if className == "AppDelegate", let appDelegateClass { className = appDelegateClass }
        if className == "SceneDelegate", let sceneDelegateClass { className = sceneDelegateClass }
        let object = event.receiver?.description ?? className
        // Made from a storyboard scene with no title, a controller has none until code sets one:
        // its own (followed from here) or, in an app whose code titles others' controllers, another's.
        if event.method == "init(coder:)", memory.titles[object] == nil, !titlesOthers {
            memory.madeUntitled.insert(object)
        }
        // Made in code, a controller has no title while its initializer runs: the code that made it
        // gives it one once it returns (`detail.title = …`).
        var givenOnceMade: String?
        if event.method == "init(nibName:bundle:)", let given = memory.titles.removeValue(forKey: object) {
            givenOnceMade = given
            memory.madeUntitled.insert(object)
        }
        var output: [ConsoleLine] = []
        var budget = Budget()
        // An action of a control of the controller's root view of the app's class (`view = mainView`)
        // is the view's method, which runs as the view's.
        // (Its stops and cues stay the controller's, whose tap the engine plays.)
        var receiverClass = className
        if sources.implementation(of: method, in: className) == nil, event.channel == .delegate,
            let rootView = laidOutViews.of(className, in: sources).root, sources.implementation(of: method, in: rootView) != nil
        {
            receiverClass = rootView
        }
        if let (owner, body) = sources.implementation(of: method, in: receiverClass) {
            var context = Context(receiver: receiverClass, object: object, segueIdentifier: nil)
            context.viewSize = event.contextSize.map { ConsoleSize(width: $0.width, height: $0.height) }
            // Each segue made its own destination.
            if method == "prepare(for:sender:)" {
                memory.segueDestination = nil
                memory.lastPrepared = object
            }
            if method == "prepare(for:sender:)" || body.isIBAction {
                // The segue's identifier, from the call's arguments: `nil` when it has none.
                context.segueIdentifier = .some(nil)
                for index in 0..<event.argumentCount {
                    let argument = event.argument(at: index)
                    if argument.label == "for" || argument.label == "segue", case .string(let name) = argument.value {
                        context.segueIdentifier = .some(name.description)
                    }
                }
            }
            let parameters = Self.parameters(of: body, from: event)
            if let rule = Self.stopRule(of: method, body, event, handsOver: { sources.handsOverToUIKit(body, of: receiverClass) }) {
                runStopping(
                    at: stops(rule, in: receiverClass), after: stopsAfter(rule, in: className), eachHandOver: rule == .handOvers, body,
                    of: owner, from: 0, context: context, parameters: parameters, budget: &budget, memory: &memory,
                    into: &output)
            } else {
                run(
                    body, of: owner, context: context, parameters: parameters, depth: 0, budget: &budget,
                    memory: &memory, into: &output)
            }
        }
        // The initializer returned: the maker's title, unless the initializer set one itself.
        if let givenOnceMade, memory.titles[object] == nil {
            memory.titles[object] = givenOnceMade
            memory.madeUntitled.remove(object)
        }
        // And what else the maker set on the object (`detail.item = name`), over what its initializer did.
        if method.hasPrefix("init("), let index = memory.made.firstIndex(where: { $0.object == object }) {
            memory.made[index].isInitialized = true
            if let given = memory.givenOnceMade.removeValue(forKey: object) {
                memory.objects[object, default: [:]].merge(given) { _, new in new }
            }
        }
        // The controller's own root view (`view = RootView()` in `loadView()`) lays out its subviews
        // between the controller's viewWillLayoutSubviews and viewDidLayoutSubviews.
        if method == "viewWillLayoutSubviews()", let rootView = laidOutViews.of(className, in: sources).root {
            runLayout(of: rootView, budget: &budget, memory: &memory, into: &output)
        }
        // Views of the app's own classes the controller added to its view lay out once the
        // controller's viewDidLayoutSubviews has returned, in the same pass (a published console:
        // github.com/kruil/iOSAppLifecycle).
        if method == "viewDidLayoutSubviews()" {
            for subview in laidOutViews.of(className, in: sources).subviews {
                runLayout(of: subview, budget: &budget, memory: &memory, into: &output)
            }
        }
        // A deallocated object's selector observers end with it (the notification center holds
        // them weakly since iOS 9); its closures are taken as ending with it too.
        if method == "deinit" {
            memory.observers.removeAll { $0.object == object }
            if !memory.objects.isEmpty { memory.objects[object] = nil }
            if !memory.titles.isEmpty { memory.titles[object] = nil }
            if !memory.madeUntitled.isEmpty { memory.madeUntitled.remove(object) }
        }
        var notes: [any Diagnostic] = []
        for posted in NotificationPosting.posted(after: event, memory: &memory) {
            let running = memory.observers.filter { $0.notification == posted.name }
            if posted.followsScene, !running.isEmpty, memory.remarked.insert(posted.name).inserted {
                notes.append(PlayDiagnostic.appNotificationAfterScene(notification: posted.name, sceneMethod: method))
            }
            for observer in running {
                runHandler(
                    of: observer, notification: Self.notification(named: posted.name, userInfo: nil), budget: &budget,
                    memory: &memory, into: &output)
            }
        }
        // Said where the lines stop, so that a cut console is never taken for the whole.
        notes += Self.undecidedNotes(budget, memory: &memory)
        guard budget.exhausted else { return ConsoleOutput(lines: output, notes: notes) }
        return ConsoleOutput(
            lines: output,
            stoppedEarly: PlayDiagnostic.consoleStoppedEarly(
                method: method, statements: Self.maximumSteps, lines: Self.maximumLines),
            notes: notes)
    }

    /// A view of the app's own class lays out: its `layoutSubviews()`, if its chain has one.
    private func runLayout(
        of viewClass: String, budget: inout Budget, memory: inout ConsoleMemory, into output: inout [ConsoleLine]
    ) {
        guard let (owner, layout) = sources.implementation(of: "layoutSubviews()", in: viewClass) else { return }
        run(
            layout, of: owner, context: Context(receiver: viewClass, object: viewClass, segueIdentifier: nil),
            parameters: [:], depth: 0, budget: &budget, memory: &memory, into: &output)
    }

    /// The app's view class a controller's `loadView()` makes its root view (`view = RootView(…)`).
    static func rootViewClass(of className: String, in sources: SwiftSources) -> String? {
        guard let (_, loadView) = sources.implementation(of: "loadView()", in: className) else { return nil }
        return rootViewClass(madeIn: loadView, of: className, in: sources)
    }

    /// The app's view classes a controller's class adds to its view (`view.addSubview(badge)`), in
    /// the order its methods add them, each once.
    static func subviewClasses(of className: String, in sources: SwiftSources) -> [String] {
        guard let declared = sources.classes[className] else { return [] }
        var found: [String] = []
        for method in declared.methods.values.sorted(by: { $0.line < $1.line }) {
            for statement in method.statements.lazy.flatMap(\.asListed) {
                guard case .interface(.subview(let view)) = statement, sources.classes[view] != nil,
                    !found.contains(view)
                else { continue }
                found.append(view)
            }
        }
        return found
    }

    /// The app's view class a `loadView()` body of `className` makes the root view: made in
    /// place (`view = RootView(frame: .zero)`), or held by a stored property (`private let
    /// mainView = MainView()`, then `view = mainView`).
    static func rootViewClass(madeIn loadView: SwiftMethod, of className: String, in sources: SwiftSources) -> String? {
        // What the body gives a property before it makes it the view (`mainView = MainView(frame: .zero)`).
        var given: [String: SwiftExpression] = [:]
        func propertyName(_ expression: SwiftExpression) -> String? {
            switch expression {
            case .name(let name), .member(.name("self"), let name): return name
            default: return nil
            }
        }
        for statement in loadView.statements {
            guard case .assign(let target, "=", let value) = statement, let name = propertyName(target) else { continue }
            guard name == "view" else {
                given[name] = value
                continue
            }
            var made = value
            if let property = propertyName(value) {
                if let assigned = given[property] {
                    made = assigned
                } else if let stored = sources.nearest(from: className, { $0.storedProperties[property] }),
                    let initial = stored.initialValue
                {
                    made = initial
                }
            }
            guard case .call(.name(let type), _, _) = made, sources.classes[type] != nil else { continue }
            return type
        }
        return nil
    }

    // MARK: Code that UIKit takes over from

    /// Where a method UIKit called stops for UIKit to act, when the engine plays what it asks.
    private enum StopRule {
        /// An action's or a row selection's navigation, which the engine plays statement by statement.
        case handOvers
        /// `makeKeyAndVisible()` in the delegate method that builds the window.
        case makeKeyAndVisible
        /// The children a `viewDidLoad()` adds, which load and join where the code adds them
        /// (`ActionCode.containment`), and the work it leaves for after a delay that shows
        /// something, which the engine plays once the command's transitions end.
        case containment

        var stopsAt: (SwiftStatement) -> Bool {
            switch self {
            case .handOvers: return \.handsOverToUIKit
            case .makeKeyAndVisible: return \.isMakeKeyAndVisible
            case .containment: return { $0.isContainment || $0.isDelayedHandOver }
            }
        }
    }

    /// Where `rule` stops code of `className`: its own statements, and for a `viewDidLoad()` the
    /// work after a delay that hands over through a helper too (`SwiftSources.delaysHandOver`),
    /// which the engine cues as it cues the rest (`ActionCode`).
    private func stops(_ rule: StopRule, in className: String) -> (SwiftStatement) -> Bool {
        guard rule == .containment else { return rule.stopsAt }
        let sources = self.sources
        return { $0.isContainment || sources.delaysHandOver($0, of: className) }
    }

    /// The stops of `method`; nil for a method that runs whole. `handsOver` tells whether the body
    /// hands over to UIKit (`SwiftSources.handsOverToUIKit`), asked only of `viewDidAppear(_:)`,
    /// whose hand-overs the engine plays once the appearance has ended (`AppDefinition.actsOnAppearance`).
    private static func stopRule(of method: String, _ body: SwiftMethod, _ event: Event, handsOver: () -> Bool)
        -> StopRule?
    {
        switch method {
        case "viewDidAppear(_:)" where handsOver():
            return .handOvers
        case "scene(_:willConnectTo:options:)", "application(_:didFinishLaunchingWithOptions:)":
            return .makeKeyAndVisible
        case "tableView(_:didSelectRowAt:)", "collectionView(_:didSelectItemAt:)":
            return .handOvers
        case "viewDidLoad()" where body.statements.contains(where: { $0.isContainment || $0.isDelayedClosure }):
            return .containment
        default:
            guard body.isIBAction || event.channel == .delegate else { return nil }
            return .handOvers
        }
    }

    /// The statements a method stops just after, once they have run: for the delegate method that
    /// builds the window, a call of a helper that makes it key (`RootPresenter.present(in:root:)`,
    /// whose `makeKeyAndVisible()` loads the root before the delegate's next statement).
    private func stopsAfter(_ rule: StopRule, in className: String) -> (SwiftStatement) -> Bool {
        guard rule == .makeKeyAndVisible else { return { _ in false } }
        let sources = self.sources
        func makesKey(_ method: String, from caller: String, depth: Int) -> Bool {
            guard depth < 4, let called = sources.called(method, from: caller) else { return false }
            let owner = called.isOwn ? caller : called.owner.name
            return called.method.statements.containsAnywhere { statement in
                if statement.isMakeKeyAndVisible { return true }
                guard case .call(let inner, _) = statement else { return false }
                return makesKey(inner, from: owner, depth: depth + 1)
            }
        }
        return { statement in
            guard case .call(let method, _) = statement else { return false }
            return makesKey(method, from: className, depth: 0)
        }
    }

    /// Runs `body`'s statements from `start` (inside the sides `inside` names, then on after each
    /// `if` around them) up to the first one `stopsAt`, or just past the first one it stops
    /// `after`, and keeps where to go on in `memory` for the engine's `resume` cue, under `key`
    /// (the object whose code the engine runs), with the `callers` that wait for it; true when it
    /// stopped. With `eachHandOver`, a call of a method that hands over itself
    /// (`SwiftSources.calledHandingOver`) runs that method the same way, where the call stands.
    @discardableResult
    private func runStopping(
        at stopsAt: (SwiftStatement) -> Bool, after stopsAfter: (SwiftStatement) -> Bool = { _ in false },
        eachHandOver stopsAtEachHandOver: Bool = false, _ body: SwiftMethod,
        of owner: SwiftClass, from start: Int, inside: [StoppedSide] = [], callers: [StoppedCode] = [], key: String? = nil,
        context: Context, parameters: [String: Value], budget: inout Budget, memory: inout ConsoleMemory,
        into output: inout [ConsoleLine]
    ) -> Bool {
        // The lists of statements the code is in, outermost first, each with where it goes on.
        var lists = [body.statements]
        var nexts = [start]
        var sidesTaken: [Bool] = []
        for side in inside {
            guard let around = lists.last, let after = nexts.last, around.indices.contains(after - 1),
                case .branch(let branch) = around[after - 1]
            else { break }
            lists.append(side.isBody ? branch.body : branch.otherwise)
            nexts.append(side.next)
            sidesTaken.append(side.isBody)
        }
        // Locals declared on the way are kept from one statement to the next.
        var parameters = parameters
        /// Where the code goes on, just before the statement at `next` of the innermost list.
        func here(at next: Int, awaitsBranch: Bool = false) -> StoppedCode {
            let level = lists.count - 1
            let sides = (0..<level).map { StoppedSide(isBody: sidesTaken[$0], next: $0 + 1 == level ? next : nexts[$0 + 1]) }
            var code = StoppedCode(
                className: context.receiver, method: body.name, next: level == 0 ? next : nexts[0],
                parameters: parameters.mapValues(\.text), segueIdentifier: context.segueIdentifier, inside: sides,
                awaitsBranch: awaitsBranch, stopsAtEachHandOver: stopsAtEachHandOver)
            code.callers = callers
            code.typedParameters = parameters.compactMapValues(\.typed)
            if let key, key != context.object { code.object = context.object }
            return code
        }
        while let level = lists.indices.last {
            let statements = lists[level]
            var index = nexts[level]
            // Whether statements are left after `index`, in this list or in one around it.
            func isLeft(after index: Int) -> Bool {
                index < statements.count || (0..<level).contains { nexts[$0] < lists[$0].count } || !callers.isEmpty
            }
            while index < statements.count {
                let statement = statements[index]
                index += 1
                if stopsAt(statement) {
                    // An `if` that navigates waits for the engine's cue, which names the side it took.
                    var awaitsBranch = false
                    if case .branch = statement { awaitsBranch = true }
                    // A completion handler runs at the cue, even as the method's last statement.
                    var awaitsClosure = false
                    if case .closure = statement { awaitsClosure = true }
                    guard isLeft(after: index) || awaitsBranch || awaitsClosure else { return false }
                    memory.stoppedCode[key ?? context.object] = here(at: index, awaitsBranch: awaitsBranch)
                    return true
                }
                if stopsAtEachHandOver, case .call(let name, let arguments) = statement, !statement.handsOverToUIKit,
                    !name.hasPrefix("instantiate"),
                    let called = sources.calledHandingOver(name, from: context.receiver, depth: callers.count)
                {
                    // A helper that shows something: it runs here, stopping where it hands over, and
                    // this method goes on after the call once it returns.
                    let (callee, bound) = calling(
                        name, arguments: arguments, of: called,
                        from: Frame(method: body, owner: owner, context: context, depth: 0), parameters,
                        budget: &budget, memory: &memory)
                    nexts[level] = index
                    let stopped = runStopping(
                        at: stopsAt, after: stopsAfter, eachHandOver: true, called.method, of: called.owner, from: 0,
                        callers: callers + [here(at: index)], key: key ?? context.object, context: callee,
                        parameters: bound, budget: &budget, memory: &memory, into: &output)
                    if stopped { return true }
                    continue
                }
                switch statement {
                case .assign, .declare, .returns, .conditional, .mutate:
                    let frame = Frame(method: body, owner: owner, context: context, depth: 0)
                    runKeeping(statement, in: frame, &parameters, budget: &budget, memory: &memory, into: &output)
                default:
                    run([statement], of: body, owner, context: context, parameters: parameters, depth: 0,
                        budget: &budget, memory: &memory, into: &output)
                }
                // The method returned: nothing of it is left to go on with.
                if budget.isReturning {
                    budget.isReturning = false
                    budget.returned = nil
                    return false
                }
                if stopsAfter(statement), isLeft(after: index) {
                    memory.stoppedCode[key ?? context.object] = here(at: index)
                    return true
                }
            }
            // The side is over: the code goes on after its `if`.
            lists.removeLast()
            nexts.removeLast()
            if !sidesTaken.isEmpty { sidesTaken.removeLast() }
        }
        return false
    }

    /// The engine's cue that UIKit has done its part: the object's stopped code goes on.
    private func resume(_ event: Event, memory: inout ConsoleMemory) -> ConsoleOutput {
        guard let object = event.object, let stopped = memory.stoppedCode.removeValue(forKey: object) else {
            return ConsoleOutput(lines: [])
        }
        var output: [ConsoleLine] = []
        var budget = Budget()
        goOn(with: stopped, object: object, event: event, budget: &budget, memory: &memory, into: &output)
        return ConsoleOutput(lines: output, notes: Self.undecidedNotes(budget, memory: &memory))
    }

    func outputOfStoppedCode(memory: inout ConsoleMemory) -> ConsoleOutput {
        var output: [ConsoleLine] = []
        var budget = Budget()
        for object in memory.stoppedCode.keys.sorted() {
            guard let stopped = memory.stoppedCode.removeValue(forKey: object) else { continue }
            // Ended with the command: it runs to its end.
            goOn(with: stopped, object: object, event: nil, budget: &budget, memory: &memory, into: &output)
        }
        memory.stoppedCode = [:]
        return ConsoleOutput(lines: output, notes: Self.undecidedNotes(budget, memory: &memory))
    }

    private func goOn(
        with stopped: StoppedCode, object: String, event: Event?, budget: inout Budget, memory: inout ConsoleMemory,
        into output: inout [ConsoleLine]
    ) {
        guard let (owner, body) = sources.implementation(of: stopped.method, in: stopped.className) else { return }
        let context = Context(
            receiver: stopped.className, object: stopped.object ?? object, segueIdentifier: stopped.segueIdentifier)
        var parameters = Self.values(of: stopped)
        var inside = stopped.inside
        // The statement it stopped at, in the innermost side it is in.
        let around = Self.statements(of: body, inside: stopped.inside, from: stopped.next)
        let stoppedAt = (stopped.inside.last?.next ?? stopped.next) - 1
        // Stopped where it made a storyboard's scene into a local: the local holds the one the engine made.
        if around.indices.contains(stoppedAt), case .show(let call) = around[stoppedAt], call.how == .make,
            let local = call.local
        {
            switch call.controller {
            case .storyboard, .storyboardByConstant:
                parameters[local] = Evaluation.bound(memory.takeMade(nil).map { .object($0) }, source: local)
            default: break
            }
        }
        if stopped.awaitsBranch, around.indices.contains(stoppedAt), case .branch = around[stoppedAt] {
            // The side the engine took, the first of its cue's `"1"` or `"0"`: without a cue (the
            // command ended first), the body. The side runs as the rest of the code does.
            var isBody = true
            if let event {
                for index in 0..<event.argumentCount where event.argument(at: index).label == Event.Argument.sidesLabel {
                    if case .string(let taken) = event.argument(at: index).value, let first = taken.description.first {
                        isBody = first == "1"
                    }
                }
            }
            inside.append(StoppedSide(isBody: isBody, next: 0))
        } else if around.indices.contains(stoppedAt), case .closure(let closure) = around[stoppedAt] {
            // Stopped at a completion handler: UIKit's transition is over, and the handler runs now.
            run(
                closure.statements, of: body, owner, context: context, parameters: parameters, depth: 0, budget: &budget,
                memory: &memory, into: &output)
            budget.isReturning = false
            budget.returned = nil
        }
        // An action's code stops at each hand-over, whatever the cue that resumed it; without a cue
        // (the command ended first), it runs to its end.
        let rule = event.flatMap {
            Self.stopRule(of: stopped.method, body, $0, handsOver: { sources.handsOverToUIKit(body, of: stopped.className) })
        }
        let stopsAt: (SwiftStatement) -> Bool =
            event == nil
            ? { _ in false }
            : stopped.stopsAtEachHandOver
                ? StopRule.handOvers.stopsAt : rule.map { stops($0, in: stopped.className) } ?? { _ in false }
        let after = rule.map { stopsAfter($0, in: stopped.className) } ?? { _ in false }
        var callers = stopped.callers
        var stoppedAgain = runStopping(
            at: stopsAt, after: after, eachHandOver: stopped.stopsAtEachHandOver, body, of: owner, from: stopped.next,
            inside: inside, callers: callers, key: object, context: context, parameters: parameters, budget: &budget,
            memory: &memory, into: &output)
        // The method returned: the one that called it goes on after the call, and so on out.
        while !stoppedAgain, let caller = callers.popLast() {
            guard let (owner, body) = sources.implementation(of: caller.method, in: caller.className) else { return }
            let context = Context(
                receiver: caller.className, object: caller.object ?? object, segueIdentifier: caller.segueIdentifier)
            stoppedAgain = runStopping(
                at: stopsAt, after: after, eachHandOver: caller.stopsAtEachHandOver, body, of: owner, from: caller.next,
                inside: caller.inside, callers: callers, key: object, context: context,
                parameters: Self.values(of: caller),
                budget: &budget, memory: &memory, into: &output)
        }
    }

    /// The locals and parameters stopped code kept: their printed text, and their values where typed.
    private static func values(of stopped: StoppedCode) -> [String: Value] {
        var values: [String: Value] = [:]
        for (name, text) in stopped.parameters {
            values[name] = Value(text: text, indexPath: indexPath(printedAs: text), typed: stopped.typedParameters[name])
        }
        return values
    }

    /// The statements of the innermost side of `inside`, in `body` with `next` its outermost place.
    private static func statements(of body: SwiftMethod, inside: [StoppedSide], from next: Int) -> [SwiftStatement] {
        var around = body.statements
        var after = next
        for side in inside {
            guard around.indices.contains(after - 1), case .branch(let branch) = around[after - 1] else { return [] }
            around = side.isBody ? branch.body : branch.otherwise
            after = side.next
        }
        return around
    }

    /// `[0, 2]`, as an index path prints, read back.
    private static func indexPath(printedAs text: String) -> (section: Int, row: Int)? {
        guard text.hasPrefix("["), text.hasSuffix("]") else { return nil }
        let numbers = text.dropFirst().dropLast().split(separator: ",").compactMap { Int(String($0).trimmed) }
        guard numbers.count == 2 else { return nil }
        return (numbers[0], numbers[1])
    }

    /// The key `observers` is keyed by: the registering call's place and notification.
    static func site(of observer: NotificationObserver) -> String {
        "\(observer.path):\(observer.line):\(observer.notification)"
    }

    /// The key `keptClosures` is keyed by: the closure's place.
    static func site(of kept: StoredClosure) -> String { "\(kept.path):\(kept.line)" }

    /// Whether an object of `receiver`'s class has a closure kept in its stored `property` to run.
    func keepsClosure(_ property: String, from receiver: String, in memory: ConsoleMemory) -> Bool {
        memory.keptClosures[property] != nil && Evaluation.declaresStored(property, from: receiver, in: sources)
    }

    /// Runs the closure the app last kept in `property` (`onSave?("Milk")`), as the object that
    /// wrote it, its parameters given `arguments` in order; nil when no object kept one there,
    /// else what its `return` handed back (itself nil when nothing or unknown).
    func runKeptClosure(
        _ property: String, arguments: [Value], depth: Int, budget: inout Budget, memory: inout ConsoleMemory,
        into output: inout [ConsoleLine]
    ) -> ConsoleValue?? {
        guard depth < Self.maximumDepth, let kept = memory.keptClosures[property], let closure = keptClosures[kept.site],
            let owner = sources.classes[kept.className] ?? sources.structures[kept.className]
                ?? sources.extensions[kept.className]
        else { return nil }
        var bound: [String: Value] = [:]
        for (parameter, argument) in zip(closure.parameters, arguments) where parameter != "_" { bound[parameter] = argument }
        let body = SwiftMethod(name: "closure", line: closure.line, statements: closure.statements)
        let context = Context(receiver: kept.className, object: kept.object, segueIdentifier: nil)
        return .some(
            run(body, of: owner, context: context, parameters: bound, depth: depth + 1, budget: &budget, memory: &memory,
                into: &output))
    }

    /// Runs what `observer` registered: its closure, or the method its selector names in
    /// the chain of the object's class.
    private func runHandler(
        of observer: ConsoleObserver, notification: ConsoleValue, budget: inout Budget, memory: inout ConsoleMemory,
        into output: inout [ConsoleLine]
    ) {
        guard let registration = observers[observer.site] else { return }
        let context = Context(receiver: observer.className, object: observer.object, segueIdentifier: nil)
        switch registration.handler {
        case .closure(let statements):
            guard let owner = sources.classes[observer.className] ?? sources.extensions[observer.className] else {
                return
            }
            let closure = SwiftMethod(name: "closure", line: registration.line, statements: statements)
            run(
                closure, of: owner, context: context, parameters: ["$0": Evaluation.bound(notification, source: "$0")],
                depth: 0, budget: &budget, memory: &memory, into: &output)
        case .method(let selected):
            guard let (owner, body) = sources.method(selectedBy: selected, in: observer.className) else { return }
            // `@objc func didSave(_ notification: Notification)`: the notification posted.
            var parameters: [String: Value] = [:]
            if let parameter = body.parameters.first { parameters[parameter] = Evaluation.bound(notification, source: parameter) }
            run(body, of: owner, context: context, parameters: parameters, depth: 0, budget: &budget, memory: &memory, into: &output)
        }
    }

    /// A notification as its observers read it: its `name`, and its `userInfo` when the poster gave one.
    static func notification(named name: String, userInfo: ConsoleValue?) -> ConsoleValue {
        .structure(
            "Notification",
            ["name": .string(name), "userInfo": userInfo.map { .some($0) } ?? ConsoleValue.none, "object": ConsoleValue.none])
    }

    /// Whether `written` names a controller as the engine prints one: `GameViewController#2`.
    static func namesController(_ written: String) -> Bool {
        guard let hash = written.lastIndex(of: "#"), hash > written.startIndex else { return false }
        let number = written[written.index(after: hash)...]
        return !number.isEmpty && number.allSatisfy(\.isNumber) && written[..<hash].allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// The method's parameters bound to what UIKit passed, where the call
    /// carries them as plain values (`animated`: `true`, a row's index path).
    private static func parameters(of method: SwiftMethod, from event: Event) -> [String: Value] {
        // Each argument goes to the parameter its label names (`didSelectRowAt` → `indexPath`), or,
        // when the call carries one argument per parameter, to the parameter in its place.
        let labels = method.name.split(separator: "(").dropFirst().first.map {
            $0.dropLast().split(separator: ":", omittingEmptySubsequences: true).map(String.init)
        } ?? []
        var places: [(parameter: String, argument: Int)] = []
        // Context arguments (an action's sender's title and tag) are no parameters.
        let count = event.parameterCount
        for index in 0..<count {
            let label = event.argument(at: index).label.description
            if let place = labels.firstIndex(of: label), method.parameters.indices.contains(place) {
                places.append((method.parameters[place], index))
            } else if count == method.parameters.count {
                places.append((method.parameters[index], index))
            }
        }
        var bound: [String: Value] = [:]
        for (name, index) in places {
            switch event.argument(at: index).value {
            case .bool(let value): bound[name] = Value(text: String(value), typed: .boolean(value))
            case .int(let value): bound[name] = Value(text: String(value), typed: .integer(value))
            case .indexPath(let section, let row):
                bound[name] = Value(text: "[\(section), \(row)]", indexPath: (section, row))
            case .size(let width, let height):
                bound[name] = Value(text: "(\(width), \(height))", typed: .size(width: width, height: height))
            // `willMove(toParent: nil)`: an optional without a value; a parent is one, whose
            // description (an address) no one can know.
            case .none: bound[name] = Value(text: "nil", typed: ConsoleValue.none)
            case .object(let object):
                // A string the code passed as the sender (`performSegue(withIdentifier: "next", sender: "Ada")`).
                let written = object.description
                if written.count >= 2, written.hasPrefix("\""), written.hasSuffix("\"") {
                    let text = String(written.dropFirst().dropLast())
                    bound[name] = Value(text: "Optional(" + written + ")", typed: .some(.string(text)))
                } else if Self.namesController(written) {
                    // A controller UIKit passed (`collapseSecondary: GameViewController#1`): which one is
                    // known, its description (an address) is not.
                    bound[name] = Value(text: "\\(" + name + ")", unevaluated: [name], typed: .object(written))
                } else {
                    bound[name] = Value(text: "\\(" + name + ")", unevaluated: [name], typed: .some(.unknown))
                }
            default: continue
            }
        }
        // An action's sender: the control tapped, whose title and tag its code may read; in
        // `prepare(for:sender:)`, the parameter labelled `sender`.
        let senderIndex = labels.firstIndex(of: "sender") ?? 0
        if let sender = event.sender, method.parameters.indices.contains(senderIndex),
            case let name = method.parameters[senderIndex], bound[name] == nil || labels.contains("sender")
        {
            var fields: [String: ConsoleValue] = [:]
            if let tag = sender.tag { fields["tag"] = .integer(tag) }
            if let title = sender.title {
                fields["currentTitle"] = .some(.string(title))
                fields["title"] = .some(.string(title))
                fields["titleLabel"] = .some(.structure("UILabel", ["text": .some(.string(title))]))
            }
            bound[name] = Value(text: "\\(" + name + ")", unevaluated: [name], typed: .structure("UIButton", fields))
        }
        return bound
    }

    /// The context a call (`name`, given `arguments`) of `called` runs in, from `frame`, and its
    /// parameters bound: another object's method (`coordinator?.showMessage()`) runs as that class,
    /// its `#function` and its properties; each parameter from the argument its label names, or
    /// from its default, worked out where the call is (`#function` is the caller's), by place when
    /// labels do not fit.
    func calling(
        _ name: String, arguments: [[PrintPart]], of called: (owner: SwiftClass, method: SwiftMethod, isOwn: Bool),
        from frame: Frame, _ parameters: [String: Value], budget: inout Budget, memory: inout ConsoleMemory
    ) -> (context: Context, bound: [String: Value]) {
        var callee = frame.context
        var ignored: [ConsoleLine] = []
        if !called.isOwn {
            callee.receiver = called.owner.name
            callee.object = called.owner.name
            // A controller the name before the method holds (`delegate?.didSave(name)`, the
            // delegate `detail.delegate = self` set): the call is that object's.
            var held = name.firstIndex(of: ".").flatMap { dot in
                evaluated(.name(String(name[..<dot])), in: frame, parameters, budget: &budget, memory: &memory, into: &ignored)
            }
            if case .some(let wrapped)? = held { held = wrapped }
            if case .object(let object)? = held, let hash = object.firstIndex(of: "#"),
                sources.implementation(of: called.method.name, in: String(object[..<hash]))?.0.name == called.owner.name
            {
                callee.receiver = String(object[..<hash])
                callee.object = object
            }
            // A closure property's call (`onSignIn?()`) runs the method on the object that kept the closure.
            if let kept = memory.keptClosures[SwiftSources.baseName(ofCall: name)],
                sources.keptMethod(name, calledFrom: frame.context.receiver)?.0.name == called.owner.name
            {
                callee.receiver = kept.className
                callee.object = kept.object
            }
        }
        var bound: [String: Value] = [:]
        let body = called.method
        for (parameter, source) in zip(body.parameters, body.argumentSources(ofCall: name, count: arguments.count)) {
            let given: [PrintPart]
            switch source {
            case .argument(let index)?: given = arguments[index]
            case .default(let parts)?: given = parts
            case nil: continue
            }
            // A call among the arguments ran as a statement of its own before this one (the
            // reader lists it first): its value is bound here, its prints not printed again.
            var printedAgain: [ConsoleLine] = []
            var value = value(of: given, in: frame, parameters, budget: &budget, memory: &memory, into: &printedAgain)
            // A `Bool`'s default prints as text (`animated: Bool = true`): it is the flag.
            if case .default? = source, given.count == 1, case .boolean(let flag)? = TapValue.Facts.literal(given[0]) {
                value.typed = .boolean(flag)
            }
            bound[parameter] = value
        }
        return (callee, bound)
    }

    /// What a running method's prints can know of the call that ran it.
    struct Context {
        /// The object's class: what `type(of: self)` is.
        var receiver: String
        /// The object, `HomeViewController#1`: whose registrations its code makes and removes.
        var object: String
        /// For `prepare(for:sender:)` and unwind actions, the segue's identifier (itself optional).
        var segueIdentifier: String??
        /// The view's size a layout call passes, for `view.bounds.size`; nil for other calls.
        var viewSize: ConsoleSize? = nil
    }

    /// A value worked out for a part of a printed line.
    struct Value {
        var text: String
        var unevaluated: [String] = []
        /// When the value is an index path: `indexPath.row` and `.section` read it.
        var indexPath: (section: Int, row: Int)?
        /// The value itself, where it is one the console works with (`ConsoleValue`).
        var typed: ConsoleValue?
    }

    /// Whether a printed part is a `String` by itself, which `debugPrint` quotes.
    private static func isString(_ part: PrintPart) -> Bool {
        switch part {
        case .text, .function: return true
        default: return false
        }
    }

    /// Runs a method's body; what its `return` handed back, nil when nothing or unknown.
    @discardableResult
    func run(
        _ method: SwiftMethod, of owner: SwiftClass, context: Context, parameters: [String: Value], depth: Int,
        budget: inout Budget, memory: inout ConsoleMemory, into output: inout [ConsoleLine]
    ) -> ConsoleValue? {
        run(method.statements, of: method, owner, context: context, parameters: parameters, depth: depth,
            budget: &budget, memory: &memory, into: &output)
        defer {
            budget.isReturning = false
            budget.returned = nil
        }
        return budget.returned
    }

    /// The statements of `method`'s body, or of a branch's body in it.
    func run(
        _ statements: [SwiftStatement], of method: SwiftMethod, _ owner: SwiftClass, context: Context,
        parameters: [String: Value], depth: Int, budget: inout Budget, memory: inout ConsoleMemory,
        into output: inout [ConsoleLine]
    ) {
        let receiver = context.receiver
        // Locals (`let name = …`) join the parameters as they are declared.
        var parameters = parameters
        for statement in statements {
            if budget.isReturning { return }
            guard budget.steps > 0, output.count < Self.maximumLines else {
                budget.exhausted = true
                return
            }
            budget.steps -= 1
            switch statement {
            case .print(let call):
                let frame = Frame(method: method, owner: owner, context: context, depth: depth)
                let items = call.items.map { parts in
                    value(of: parts, in: frame, parameters, budget: &budget, memory: &memory, into: &output)
                }
                var text = items.map(\.text).joined(separator: call.separator)
                // debugPrint quotes a string: a literal's, or `#function`'s.
                if call.function == .debugPrint, call.items.count == 1, let only = call.items.first, only.count == 1,
                    Self.isString(only[0])
                {
                    text = "\"" + text + "\""
                }
                let site = SourceSite.text(path: call.path, line: call.line)
                let unevaluated = items.flatMap(\.unevaluated)
                // The terminator ends the line (`terminator: "<br>\n"` prints `<br>` first); one
                // without a new line still ends it here, as the next print's line is its own.
                text += call.terminator
                if text.hasSuffix("\n") { text.removeLast() }
                for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                    output.append(ConsoleLine(text: String(line), site: site, unevaluated: unevaluated))
                }
            case .superCall(let name):
                guard depth < Self.maximumDepth, let superclass = owner.superclass,
                    let (next, body) = sources.implementation(of: name, in: superclass)
                else { continue }
                run(body, of: next, context: context, parameters: [:], depth: depth + 1, budget: &budget, memory: &memory, into: &output)
            case .call(NotificationObserver.postCall, let arguments):
                // The app posts one of its own: its observers run now, in the order they registered.
                guard case .text(let posted)? = arguments.first?.first else { continue }
                // What it hands them: its `userInfo`, as the code that posts works it out.
                var userInfo: ConsoleValue?
                if arguments.count > 1 {
                    let frame = Frame(method: method, owner: owner, context: context, depth: depth)
                    var printedAgain: [ConsoleLine] = []
                    userInfo = value(of: arguments[1], in: frame, parameters, budget: &budget, memory: &memory, into: &printedAgain).typed
                }
                let key = NotificationObserver.key(of: posted)
                for observer in memory.observers where NotificationObserver.key(of: observer.notification) == key {
                    runHandler(
                        of: observer, notification: Self.notification(named: posted, userInfo: userInfo), budget: &budget,
                        memory: &memory, into: &output)
                }
            case .call(let name, _) where SwiftStatement.isCallOnChild(name):
                // `child.didMove(toParent: self)` and the like: the engine makes the call, and its
                // event runs the child's override.
                continue
            case .storeClosure(let kept):
                // A method's name that named no method of the writer's is a value, not a closure.
                guard keptClosures[Self.site(of: kept)] != nil else { continue }
                memory.keptClosures[kept.property] = ConsoleKeptClosure(
                    object: context.object, className: context.receiver, site: Self.site(of: kept))
            case .call(StandardDefaults.setCall, let arguments), .call(StandardDefaults.removeCall, let arguments):
                let frame = Frame(method: method, owner: owner, context: context, depth: depth)
                // A call among the arguments printed as a statement of its own already.
                var printedAgain: [ConsoleLine] = []
                let given = arguments.map {
                    value(of: $0, in: frame, parameters, budget: &budget, memory: &memory, into: &printedAgain)
                }
                Self.writeDefaults(given, budget: &budget, memory: &memory)
            case .call(let name, _) where name.hasSuffix("deselectRow(at:animated:)"):
                // The selection is gone: `indexPathForSelectedRow` is nil from here on, as in UIKit.
                memory.selectedRows[context.object] = nil
            case .call(let name, let arguments):
                // `brain.next()`: a method of a structure the object or a local keeps, run on that value.
                if let dot = name.firstIndex(of: "."), depth < Self.maximumDepth {
                    let frame = Frame(method: method, owner: owner, context: context, depth: depth)
                    var printedAgain: [ConsoleLine] = []
                    let given = arguments.map {
                        value(of: $0, in: frame, parameters, budget: &budget, memory: &memory, into: &printedAgain)
                    }
                    var evaluation = Evaluation(console: self, frame: frame)
                    evaluation.enter(&parameters, &memory, &budget, &output)
                    let ran = evaluation.runMethod(
                        String(name[name.index(after: dot)...]), onValueOf: String(name[..<dot]), arguments: given)
                    evaluation.leave(&parameters, &memory, &budget, &output)
                    if ran { continue }
                }
                guard depth < Self.maximumDepth, let (next, body, isOwn) = sources.called(name, from: receiver) else {
                    // `onSave?("Milk")`: a closure an object kept in the property, if one did.
                    let property = SwiftSources.baseName(ofCall: name)
                    if parameters[property] == nil, keepsClosure(property, from: receiver, in: memory) {
                        let frame = Frame(method: method, owner: owner, context: context, depth: depth)
                        // A call among the arguments printed as a statement of its own already.
                        var printedAgain: [ConsoleLine] = []
                        let given = arguments.map {
                            value(of: $0, in: frame, parameters, budget: &budget, memory: &memory, into: &printedAgain)
                        }
                        _ = runKeptClosure(
                            property, arguments: given, depth: depth, budget: &budget, memory: &memory, into: &output)
                    }
                    continue
                }
                let (callee, bound) = calling(
                    name, arguments: arguments, of: (next, body, isOwn),
                    from: Frame(method: method, owner: owner, context: context, depth: depth), parameters,
                    budget: &budget, memory: &memory)
                run(
                    body, of: next, context: callee, parameters: bound, depth: depth + 1, budget: &budget,
                    memory: &memory, into: &output)
            case .branch(let branch):
                // A test of the app's defaults (`UserDefaults.standard.bool(forKey: "onboarded")`) takes
                // the side the store gave as the command began, as the engine does.
                if case .holds(let condition, _) = branch.condition,
                    let test = StandardDefaults.test(condition, in: receiver, sources)
                {
                    run(
                        test.holds(memory.defaults[test.key]) ? branch.body : branch.otherwise, of: method, owner,
                        context: context, parameters: parameters, depth: depth, budget: &budget, memory: &memory,
                        into: &output)
                    continue
                }
                // A `switch` on a parameter given an enumeration's case (`navigate(to: .settings)`)
                // takes the matching case, as the engine does for what it shows; so does a test of
                // values the console knows (its calls ran before it, as the reader lists them).
                if case .holds(let test, _) = branch.condition, test.testsEnumCases || !test.containsCall {
                    let frame = Frame(method: method, owner: owner, context: context, depth: depth)
                    if case .boolean(let holds)? = evaluated(
                        test, in: frame, parameters, budget: &budget, memory: &memory, into: &output)
                    {
                        run(
                            holds ? branch.body : branch.otherwise, of: method, owner, context: context,
                            parameters: parameters, depth: depth, budget: &budget, memory: &memory, into: &output)
                        continue
                    }
                }
                // Prints follow an `if`'s body; its `else` is taken as the failure path. One on a
                // value no tap gives (a `switch` in `viewDidLoad()`) is named as undecided.
                switch branch.condition {
                case .holds(_, let text), .unknown(let text):
                    budget.undecided.append(
                        SwiftConditional(
                            clauses: [], body: branch.body, otherwise: branch.otherwise, text: text, path: branch.path,
                            line: branch.line))
                default:
                    break
                }
                run(
                    memory.unknownConditionsTakeElse ? branch.otherwise : branch.body, of: method, owner,
                    context: context, parameters: parameters, depth: depth, budget: &budget, memory: &memory,
                    into: &output)
            case .closure(let closure):
                // The reader places every closure argument (`ClosurePlacement`); one left is run in place.
                run(
                    closure.statements, of: method, owner, context: context, parameters: parameters, depth: depth,
                    budget: &budget, memory: &memory, into: &output)
            case .observe(let observer):
                var isClosure = false
                if case .closure = observer.handler { isClosure = true }
                memory.observers.append(
                    ConsoleObserver(
                        object: context.object, className: context.receiver, notification: observer.notification,
                        site: Self.site(of: observer), isClosure: isClosure))
            case .interface(.title(let title)):
                // `title = "Own"`: what the object's code reads from here on (the screen shows it too).
                memory.titles[context.object] = title
                memory.madeUntitled.remove(context.object)
            case .show(let call) where call.how == .make && call.local != nil:
                // `let detail = storyboard?.instantiateViewController(withIdentifier: "Detail") as! Detail`:
                // the local holds the scene the engine made (one made by its class's name is a `let`'s value).
                switch call.controller {
                case .storyboard, .storyboardByConstant:
                    if let local = call.local {
                        parameters[local] = Evaluation.bound(memory.takeMade(nil).map { .object($0) }, source: local)
                    }
                default: continue
                }
            case .show, .setRoot, .interface, .returnController, .popTo, .presentAlert:
                // What they show is the engine's to play (ActionCode, CodeInterface).
                continue
            case .stopObserving(let notification, let closuresOnly):
                // `removeObserver(self)` ends the object's selector observers; a closure's token ends its closures.
                memory.observers.removeAll { observer in
                    observer.object == context.object && observer.isClosure == closuresOnly
                        && (notification == nil || observer.notification == notification)
                }
            case .assign, .declare, .returns, .conditional, .mutate:
                let frame = Frame(method: method, owner: owner, context: context, depth: depth)
                runKeeping(statement, in: frame, &parameters, budget: &budget, memory: &memory, into: &output)
            }
        }
    }

    /// What the parts of one printed item come to, run by `receiver`'s `method`.
    private func value(
        of parts: [PrintPart], in frame: Frame, _ parameters: [String: Value], budget: inout Budget,
        memory: inout ConsoleMemory, into output: inout [ConsoleLine]
    ) -> Value {
        let method = frame.method
        let context = frame.context
        let receiver = context.receiver
        var result = Value(text: "")
        for part in parts {
            switch part {
            case .text(let text): result.text += text
            case .function: result.text += method.name
            case .className: result.text += receiver
            case .qualifiedClassName: result.text += moduleName + "." + receiver
            case .title:
                if let title = titles[receiver] {
                    result.text += title
                } else {
                    unknown("title!", into: &result)
                }
            case .property(let name):
                if let bound = parameters[name] {
                    result.text += bound.text
                    result.unevaluated += bound.unevaluated
                    if parts.count == 1 { result.typed = bound.typed }
                } else if Evaluation.declaresStored(name, from: receiver, in: sources) {
                    // A stored property holds what the code last stored, not only what it starts as.
                    let known = evaluated(
                        .name(name), in: frame, parameters, budget: &budget, memory: &memory, into: &output)
                    if let shown = known?.printed {
                        result.text += shown
                        if parts.count == 1 { result.typed = known }
                    } else {
                        unknown(name, into: &result)
                    }
                } else if let constant = sources.constant(name, in: receiver) {
                    result.text += constant
                } else if name == "title", let title = memory.titles[context.object] ?? titles[receiver] {
                    result.text += "Optional(\"\(title)\")"
                } else if let known = printed(
                    .name(name), in: frame, parameters, budget: &budget, memory: &memory, into: &output)
                {
                    result.text += known
                } else {
                    unknown(name, into: &result)
                }
            case .expression(let text), .evaluable(_, let text):
                if case .evaluable(let tree, _) = part,
                    let known = evaluated(tree, in: frame, parameters, budget: &budget, memory: &memory, into: &output)
                {
                    // (A dictionary of more than one entry prints in no set order: as written.)
                    if let shown = known.printed { result.text += shown } else { unknown(text, into: &result) }
                    // A value alone, such as a helper's argument, keeps its type.
                    if parts.count == 1 { result.typed = known }
                } else if parts.count == 1, let name = SwiftExpression.enumCaseName(written: text) {
                    // `navigate(to: .profile)`: the case, which a `switch` on the parameter matches
                    // and which prints as its name.
                    result.text += name
                    result.typed = .type(name)
                } else if let known = Self.segueIdentifier(text, context.segueIdentifier) {
                    result.text += known
                } else if let number = Self.indexPathComponent(text, parameters) {
                    result.text += String(number)
                } else {
                    unknown(text, into: &result)
                }
            }
        }
        return result
    }

    /// `segue.identifier ?? "…"`, `segue.identifier!` and `segue.identifier`,
    /// when the call's segue is known; `nil` for any other expression.
    private static func segueIdentifier(_ expression: String, _ identifier: String??) -> String? {
        guard case .some(let known) = identifier else { return nil }
        let text = expression.filter { $0 != " " }
        guard text.hasPrefix("segue.identifier") else { return nil }
        let rest = text.dropFirst("segue.identifier".count)
        if rest.isEmpty { return known.map { "Optional(\"\($0)\")" } ?? "nil" }
        if rest == "!" { return known }
        if rest.hasPrefix("??\""), rest.hasSuffix("\""), rest.count >= 4 {
            // The fallback literal as written, spaces in it kept from the original.
            guard let open = expression.firstIndex(of: "\""), let close = expression.lastIndex(of: "\""), open < close
            else { return nil }
            return known ?? String(expression[expression.index(after: open)..<close])
        }
        return nil
    }

    /// `indexPath.row` or `indexPath.section` of an index path the call passed.
    private static func indexPathComponent(_ expression: String, _ parameters: [String: Value]) -> Int? {
        let parts = expression.filter { $0 != " " }.split(separator: ".")
        guard parts.count == 2, let path = parameters[String(parts[0])]?.indexPath else { return nil }
        switch parts[1] {
        case "row", "item": return path.row
        case "section": return path.section
        default: return nil
        }
    }

    private func unknown(_ expression: String, into value: inout Value) {
        value.text += "\\(" + expression + ")"
        value.unevaluated.append(expression)
    }

}
