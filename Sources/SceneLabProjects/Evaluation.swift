import SceneLabCore
import SwiftSourceModel

/// One expression's working out, with everything it may change: the console's memory, the
/// lines helper methods print on the way, and the locals.
struct Evaluation {
    let console: ProjectConsole
    let frame: ProjectConsole.Frame
    var scope: [String: ProjectConsole.Value] = [:]
    var memory = ConsoleMemory()
    var budget = ProjectConsole.Budget()
    var output: [ConsoleLine] = []

    init(console: ProjectConsole, frame: ProjectConsole.Frame) {
        self.console = console
        self.frame = frame
    }

    /// Takes over the running call's state, leaving empty values in its place.
    mutating func enter(
        _ scope: inout [String: ProjectConsole.Value], _ memory: inout ConsoleMemory,
        _ budget: inout ProjectConsole.Budget, _ output: inout [ConsoleLine]
    ) {
        swap(&self.scope, &scope)
        swap(&self.memory, &memory)
        swap(&self.budget, &budget)
        swap(&self.output, &output)
    }

    /// Hands the state back.
    mutating func leave(
        _ scope: inout [String: ProjectConsole.Value], _ memory: inout ConsoleMemory,
        _ budget: inout ProjectConsole.Budget, _ output: inout [ConsoleLine]
    ) {
        enter(&scope, &memory, &budget, &output)
    }

    var sources: SwiftSources { console.sources }
    var receiver: String { frame.context.receiver }
    var object: String { frame.context.object }

    /// A local or parameter holding `value`, shown as Swift prints it.
    static func bound(_ value: ConsoleValue?, source: String) -> ProjectConsole.Value {
        guard let value, let text = value.printed else {
            return ProjectConsole.Value(text: "\\(" + source + ")", unevaluated: [source], typed: value)
        }
        return ProjectConsole.Value(text: text, typed: value)
    }

    // MARK: Expressions

    mutating func evaluate(_ expression: SwiftExpression) -> ConsoleValue? {
        // Too deep a nesting is a value that reads itself: unknown, and the call goes on.
        guard budget.nesting < ProjectConsole.maximumNesting else { return nil }
        guard budget.steps > 0 else {
            budget.exhausted = true
            return nil
        }
        budget.steps -= 1
        budget.nesting += 1
        defer { budget.nesting -= 1 }
        switch expression {
        case .string(let text): return .string(text)
        case .integer(let value): return .integer(value)
        case .double(let value): return .double(value)
        case .boolean(let value): return .boolean(value)
        case .nilLiteral: return ConsoleValue.none
        case .emptyCollection: return .dictionary([:])
        case .array(let elements):
            var values: [ConsoleValue] = []
            for element in elements {
                guard let value = evaluate(element) else { return nil }
                values.append(value)
            }
            return .array(values)
        case .name(let name): return named(name)
        // An enumeration's case (`.profile`), which prints as its name, as a parameter given one holds it.
        case .member(.name(""), let name): return .type(name)
        case .member(let base, let name): return member(name, of: base)
        case .call(let callee, let labels, let arguments): return call(callee, labels, arguments)
        case .subscripted(let base, let labels, let arguments):
            let container = unwrapped(evaluate(base))
            // An array's element by its index (out of range, Swift stops the app: unknown here).
            if case .array(let elements)? = container {
                guard labels.count == 1, case .integer(let index)? = arguments.first.flatMap({ evaluate($0) }),
                    elements.indices.contains(index)
                else { return nil }
                return elements[index]
            }
            guard case .dictionary(let entries)? = container,
                let key = arguments.first.flatMap({ evaluate($0)?.printed })
            else { return nil }
            if labels.count == 2, labels[1] == "default" { return entries[key] ?? evaluate(arguments[1]) }
            return entries[key].map { .some($0) } ?? ConsoleValue.none
        case .binary(let operation, let left, let right): return binary(operation, left, right)
        case .prefix("-", let operand):
            switch evaluate(operand) {
            case .integer(let value)?: return value == .min ? nil : .integer(-value)
            case .double(let value)?: return .double(-value)
            default: return nil
            }
        case .prefix("!", let operand):
            guard case .boolean(let value)? = evaluate(operand) else { return nil }
            return .boolean(!value)
        case .prefix: return nil
        case .unwrap(let operand):
            switch evaluate(operand) {
            case .some(let wrapped)?: return wrapped
            case .none?, nil: return nil
            case let value?: return value
            }
        case .ternary(let condition, let value, let otherValue):
            guard case .boolean(let holds)? = evaluate(condition) else { return nil }
            return evaluate(holds ? value : otherValue)
        case .interpolation(let pieces):
            var text = ""
            for piece in pieces {
                guard let shown = evaluate(piece)?.printed else { return nil }
                text += shown
            }
            return .string(text)
        case .unknown: return nil
        }
    }

    /// A bare name: a local or parameter, a property of the object or its class, a constant,
    /// a computed property, or what UIKit gives every controller (`view`, `title`).
    private mutating func named(_ name: String) -> ConsoleValue? {
        if let local = scope[name] {
            // A parameter given as printed text (a helper's argument) is that string.
            guard local.typed == nil, local.unevaluated.isEmpty, local.indexPath == nil else { return local.typed }
            return .string(local.text)
        }
        // `detail.delegate = self`: the object itself, when it is one the engine made.
        if name == "self", object.contains("#") { return .object(object) }
        if let value = property(name) { return value }
        // The class whose static it is, looked for once: a value unknown there is unknown.
        if declaresStatic(name, in: receiver) { return staticProperty(name, in: receiver) }
        if declaresStatic(name, in: frame.owner.name) { return staticProperty(name, in: frame.owner.name) }
        return global(name)
    }

    private func declaresStatic(_ name: String, in className: String) -> Bool {
        sources.nearestType(from: className) { owner in owner.storedProperties[name]?.isStatic == true ? true : nil }
            ?? false
    }

    /// A variable declared outside any type, kept by its name (a static's key has its type's before a dot).
    private mutating func global(_ name: String) -> ConsoleValue? {
        guard let declared = sources.globals[name] else { return nil }
        if let kept = memory.statics[name] { return kept == .unknown ? nil : kept }
        let initial = declared.initialValue.flatMap { evaluate($0) } ?? (declared.isOptional ? ConsoleValue.none : nil)
        guard let initial else { return nil }
        memory.statics[name] = Self.fitted(initial, to: declared)
        return memory.statics[name]
    }

    /// A property of the running object: stored, constant, computed, or UIKit's.
    private mutating func property(_ name: String) -> ConsoleValue? {
        if let (owner, declared) = sources.nearestType(
            from: receiver,
            { owner in
                owner.storedProperties[name].flatMap { $0.isStatic ? nil : (owner, $0) }
            })
        {
            if let kept = memory.objects[object]?[name] { return kept == .unknown ? nil : kept }
            // Worked out when first used, and kept: a `lazy var`'s way, and any stored property's value
            // where its object's initializer set nothing.
            let initial: ConsoleValue?
            if let expression = declared.initialValue {
                var inner = Evaluation(
                    console: console,
                    frame: ProjectConsole.Frame(
                        method: frame.method, owner: owner, context: frame.context, depth: frame.depth))
                var noLocals: [String: ProjectConsole.Value] = [:]
                inner.enter(&noLocals, &memory, &budget, &output)
                initial = inner.evaluate(expression)
                inner.leave(&noLocals, &memory, &budget, &output)
            } else if let key = declared.initializerMethod, let body = owner.methods[key] {
                // A closure computes it: its body runs now, once, and its `return` is kept.
                memory.objects[object, default: [:]][name] = .unknown
                initial = runMethod(body, of: owner, arguments: [:])
            } else {
                initial = declared.isOptional ? ConsoleValue.none : nil
            }
            guard let initial else { return nil }
            let kept = Self.fitted(initial, to: declared)
            memory.objects[object, default: [:]][name] = kept
            return kept
        }
        if let constant = sources.constant(name, in: receiver) { return Self.literal(constant) }
        if let (owner, getter) = sources.implementation(of: name, in: receiver), !getter.isStatic {
            return runMethod(getter, of: owner, arguments: [:])
        }
        switch name {
        case "view":
            let size = frame.context.viewSize ?? memory.windowSize
            let bounds = ConsoleValue.structure(
                "CGRect",
                [
                    "size": .size(width: size.width, height: size.height), "width": .double(size.width),
                    "height": .double(size.height),
                ])
            return .structure("UIView", ["bounds": bounds, "frame": bounds])
        case "presentingViewController", "presentedViewController", "parent", "navigationController", "splitViewController",
            "tabBarController":
            return linked(name, of: object)
        case "title":
            if let title = memory.titles[object] { return .some(.string(title)) }
            // Made with none (its scene gives none, or the code made it and gave none): nil.
            if memory.madeUntitled.contains(object) { return ConsoleValue.none }
            if let title = console.titles[receiver] { return .some(.string(title)) }
            return console.untitled.contains(receiver) ? ConsoleValue.none : nil
        default: return nil
        }
    }

    /// A static property of `className`'s chain, worked out when first used (as Swift's statics are).
    private mutating func staticProperty(_ name: String, in className: String) -> ConsoleValue? {
        guard
            let (owner, declared) = sources.nearestType(
                from: className,
                { owner in
                    owner.storedProperties[name].flatMap { $0.isStatic ? (owner, $0) : nil }
                })
        else { return nil }
        let key = owner.name + "." + name
        if let kept = memory.statics[key] { return kept == .unknown ? nil : kept }
        let initial = declared.initialValue.flatMap { evaluate($0) } ?? (declared.isOptional ? ConsoleValue.none : nil)
        guard let initial else { return nil }
        memory.statics[key] = Self.fitted(initial, to: declared)
        return memory.statics[key]
    }

    /// A static computed property of `typeName`'s chain or of a protocol it conforms to (`static
    /// var className: String { String(describing: self) }` in an extension of `NSObjectProtocol`),
    /// run with `self` the type.
    private mutating func staticGetter(_ name: String, of typeName: String) -> ConsoleValue? {
        guard frame.depth < 8,
            let (owner, getter) = sources.nearestType(
                from: typeName, { owner in owner.methods[name].flatMap { $0.isStatic ? (owner, $0) : nil } })
        else { return nil }
        return runMethod(getter, of: owner, arguments: ["self": ProjectConsole.Value(text: typeName, typed: .type(typeName))])
    }

    /// `base.name`: the object's own (`self.x`), a type's static (`Logger.state`, `Self.state`), or a value's.
    private mutating func member(_ name: String, of base: SwiftExpression) -> ConsoleValue? {
        // `indexPath.row`: the row UIKit passed.
        if case .name(let local) = base, let path = scope[local]?.indexPath {
            switch name {
            case "row", "item": return .integer(path.row)
            case "section": return .integer(path.section)
            default: return nil
            }
        }
        // `nameField.text`: what the field holds, typed or given.
        if name == "text" {
            var property: String?
            if case .name(let named) = base, scope[named] == nil { property = named }
            if case .member(.name("self"), let named) = base { property = named }
            if let property, let text = memory.fieldTexts[object]?[property] { return .some(.string(text)) }
        }
        // `segue.identifier` in `prepare(for:sender:)` or an unwind action (its first parameter, by
        // whatever name): the segue's, when the call's is known.
        if case .name(let segue) = base, name == "identifier", case .some(let identifier) = frame.context.segueIdentifier,
            segue == frame.method.parameters.first || (segue == "segue" && scope["segue"] == nil)
        {
            return identifier.map { .some(.string($0)) } ?? ConsoleValue.none
        }
        // `segue.destination` in `prepare(for:sender:)`: the controller the segue made.
        if case .name(let segue) = base, name == "destination", frame.method.name.hasPrefix("prepare("),
            segue == frame.method.parameters.first || (segue == "segue" && scope["segue"] == nil)
        {
            if memory.segueDestination == nil { memory.segueDestination = memory.takeMade(nil) }
            return memory.segueDestination.map { .object($0) }
        }
        // `segue.source`: the object itself in `prepare(for:sender:)`; in an unwind action, the
        // controller the segue leaves, which UIKit asked to prepare just before.
        if case .name(let segue) = base, name == "source", frame.context.segueIdentifier != nil,
            segue == frame.method.parameters.first || (segue == "segue" && scope["segue"] == nil)
        {
            if frame.method.name.hasPrefix("prepare(") { return object.contains("#") ? .object(object) : nil }
            return memory.lastPrepared.map { .object($0) }
        }
        // `tableView.indexPathForSelectedRow`: the row the person tapped last on this screen.
        if name == "indexPathForSelectedRow" || name == "indexPathsForSelectedRows" || name == "indexPathsForSelectedItems" {
            guard let path = selectedIndexPath() else { return ConsoleValue.none }
            return .some(name == "indexPathForSelectedRow" ? path : .array([path]))
        }
        if StandardDefaults.isStandard(base, name) { return StandardDefaults.value }
        // `Keys.hasOnboarded.rawValue`: a `String` enumeration's case's raw value, its name when none is written.
        if name == "rawValue", case .member(.name(let typeName), let caseName) = base, scope[typeName] == nil,
            isType(typeName),
            let raw = sources.nearestType(from: typeName, { $0.constants[SwiftClass.rawValueKey(of: caseName)] })
        {
            return .string(raw)
        }
        if case .name(let typeName) = base, scope[typeName] == nil {
            if typeName == "self" { return property(name) }
            if typeName == "Self" { return staticProperty(name, in: receiver) }
            if typeName == "Date", name == "now" { return .date(memory.clock) }
            if isType(typeName) { return staticProperty(name, in: typeName) ?? staticGetter(name, of: typeName) }
        }
        // A nested type's (`K.Segues.detail`): the reader keeps nested types by their own names.
        if case .member(_, let typeName) = base, typeName.first?.isUppercase == true, isType(typeName) {
            return staticProperty(name, in: typeName) ?? staticGetter(name, of: typeName)
        }
        switch unwrapped(evaluate(base)) {
        case .structure(_, let fields)?: return fields[name]
        case .object(let made)?:
            // A navigation controller the command made: its root is the controller made with it.
            if ["topViewController", "visibleViewController", "viewControllers", "children"].contains(name) {
                if let root = rootMade(with: made) {
                    return name.hasSuffix("ViewController") ? .object(root) : .array([.object(root)])
                }
                // A container the app had: its children, the top one last.
                if let children = memory.links[made]?.children {
                    if name.hasSuffix("ViewController") { return children.last.map { .some(.object($0)) } ?? ConsoleValue.none }
                    return .array(children.map { .object($0) })
                }
            }
            if ["presentingViewController", "presentedViewController", "parent", "navigationController", "splitViewController",
                "tabBarController"].contains(name),
                let found = linked(name, of: made)
            {
                return found
            }
            // What the code that made it set, else what it keeps, else its property's value as made.
            if let kept = memory.givenOnceMade[made]?[name] ?? memory.objects[made]?[name] {
                return kept == .unknown ? nil : kept
            }
            guard let className = className(of: made) else { return nil }
            var context = frame.context
            context.receiver = className
            context.object = made
            var inner = Evaluation(
                console: console,
                frame: ProjectConsole.Frame(method: frame.method, owner: frame.owner, context: context, depth: frame.depth + 1))
            var noLocals: [String: ProjectConsole.Value] = [:]
            inner.enter(&noLocals, &memory, &budget, &output)
            let value = inner.property(name)
            inner.leave(&noLocals, &memory, &budget, &output)
            return value
        case .size(let width, let height)?:
            return name == "width" ? .double(width) : name == "height" ? .double(height) : nil
        case .dictionary(let entries)?:
            return name == "count" ? .integer(entries.count) : name == "isEmpty" ? .boolean(entries.isEmpty) : nil
        case .array(let elements)?:
            switch name {
            case "count": return .integer(elements.count)
            case "isEmpty": return .boolean(elements.isEmpty)
            case "first": return elements.first.map { .some($0) } ?? ConsoleValue.none
            case "last": return elements.last.map { .some($0) } ?? ConsoleValue.none
            default: return nil
            }
        case .string(let text)?:
            return name == "count" ? .integer(text.count) : name == "isEmpty" ? .boolean(text.isEmpty) : nil
        case .date(let seconds)?:
            return name == "timeIntervalSinceNow" ? .double(seconds - memory.clock) : nil
        default: return nil
        }
    }

    /// A call: the few of Swift and Foundation a logger uses, a structure's initializer, or a method of the sources.
    private mutating func call(
        _ callee: SwiftExpression, _ labels: [String], _ arguments: [SwiftExpression]
    ) -> ConsoleValue? {
        // `UserDefaults.standard.bool(forKey: "seen")`, or on a name the code keeps it under.
        if case .member(let base, let getter) = callee, labels == ["forKey"], arguments.count == 1,
            StandardDefaults.isStandard(base) || unwrapped(evaluate(base)) == StandardDefaults.value
        {
            guard case .string(let key)? = unwrapped(evaluate(arguments[0])) else { return nil }
            return StandardDefaults.read(getter, memory.defaultsValue(forKey: key))
        }
        switch callee {
        case .name("type") where labels == ["of"] && arguments == [.name("self")]:
            return .type(receiver)
        case .name("String") where labels.first == "format" && !arguments.isEmpty:
            // `String(format: "%.1f", bmi)`: printf's conversions a course's app writes.
            guard case .string(let format)? = evaluate(arguments[0]) else { return nil }
            var values: [ConsoleValue] = []
            for argument in arguments.dropFirst() {
                guard let value = evaluate(argument) else { return nil }
                values.append(value)
            }
            return Self.formatted(format, values).map { .string($0) }
        case .name("String") where labels == [""] || labels == ["describing"]:
            return evaluate(arguments[0])?.printed.map { .string($0) }
        case .name("NSStringFromClass") where arguments.count == 1:
            // The class's name with its module's: `MyApp.ViewController`.
            guard case .type(let name)? = evaluate(arguments[0]) else { return nil }
            return .string(console.moduleName + "." + name)
        case .member(let base, "components") where labels == ["separatedBy"]:
            guard case .string(let text)? = unwrapped(evaluate(base)), case .string(let separator)? = evaluate(arguments[0]),
                separator.count == 1, let mark = separator.first
            else { return nil }
            return .array(text.split(separator: mark, omittingEmptySubsequences: false).map { .string(String($0)) })
        case .name("UIWindow"):
            // `window = UIWindow(frame: UIScreen.main.bounds)`: a window, there from now on
            // (`if let window = window` holds).
            return .structure("UIWindow", [:])
        case .name("Dictionary") where labels.first == "dictionaryLiteral":
            // `["name": name]`: each entry a pair of a key and a value, keyed by the key's text.
            var entries: [String: ConsoleValue] = [:]
            for argument in arguments {
                guard case .array(let pair) = argument, pair.count == 2, let key = evaluate(pair[0])?.printed,
                    let value = evaluate(pair[1])
                else { return nil }
                entries[key] = value
            }
            return .dictionary(entries)
        case .name("Date") where arguments.isEmpty:
            return .date(memory.clock)
        case .name("Int") where labels == [""]:
            // `Int(x)`: a whole number kept, a double cut toward zero, a string parsed (an optional).
            switch unwrapped(evaluate(arguments[0])) {
            case .integer(let value)?: return .integer(value)
            case .double(let value)?:
                guard value.isFinite, abs(value) < 9e18 else { return nil }
                return .integer(Int(value))
            case .string(let text)?: return Int(text).map { .some(.integer($0)) } ?? ConsoleValue.none
            default: return nil
            }
        case .name("Double") where labels == [""]:
            // `Double(count)`: a number as a double; a string parsed (an optional).
            switch unwrapped(evaluate(arguments[0])) {
            case .integer(let value)?: return .double(Double(value))
            case .double(let value)?: return .double(value)
            case .string(let text)?: return Double(text).map { .some(.double($0)) } ?? ConsoleValue.none
            default: return nil
            }
        case .name("CGSize") where labels == ["width", "height"]:
            guard let width = number(evaluate(arguments[0])), let height = number(evaluate(arguments[1])) else {
                return nil
            }
            return .size(width: width, height: height)
        case .member(_, "indexPath") where labels == ["for"]:
            // `tableView.indexPath(for: cell)` with the tapped cell: the row tapped.
            return selectedIndexPath().map { .some($0) } ?? ConsoleValue.none
        case .member(_, "instantiateViewController"), .member(_, "instantiateInitialViewController"):
            // The storyboard's scene the engine made for the call.
            return memory.takeMade(nil).map { .object($0) }
        case .member(let base, "timeIntervalSince") where arguments.count == 1:
            guard case .date(let later)? = evaluate(base), case .date(let earlier)? = evaluate(arguments[0]) else {
                return nil
            }
            return .double(later - earlier)
        case .name(let name) where sources.structures[name] != nil:
            return structure(name, labels, arguments)
        case .name(let name) where name.first?.isUppercase == true && sources.classes[name] != nil:
            return construct(name, labels, arguments)
        case .unwrap(.name(let name)) where scope[name] == nil, .unwrap(.member(.name("self"), let name)):
            // `completionHandler?("Hi")`: the closure an object kept in the property.
            return keptClosure(name, arguments)
        case .name(let name) where memory.keptClosures[name] != nil && scope[name] == nil && !hasMethod(named: name):
            return keptClosure(name, arguments)
        case .name(let name):
            return callMethod(name, in: receiver, labels, arguments, staticOnly: false)
        case .member(.name("self"), let name):
            return callMethod(name, in: receiver, labels, arguments, staticOnly: false)
        case .member(.name("Self"), let name):
            return callMethod(name, in: receiver, labels, arguments, staticOnly: true)
        case .member(.name(let typeName), let name) where isType(typeName) && scope[typeName] == nil:
            return callMethod(name, in: typeName, labels, arguments, staticOnly: true)
        case .member(let base, let name):
            let given = arguments.enumerated().map { index, argument in Self.bound(evaluate(argument), source: "$\(index)") }
            return methodOfHeldValue(Self.callKey(name, labels), of: base, given: given).value
        default:
            return nil
        }
    }

    /// `MyView(frame: .zero)`, `Task(title: "Milk")`: an object of one of the app's classes made in
    /// code, whose initializer (its own or its chain's, defaulted arguments left out) runs here, its
    /// prints printed, as the object is made. The engine makes view controllers, which are left to it.
    private mutating func construct(_ name: String, _ labels: [String], _ arguments: [SwiftExpression]) -> ConsoleValue? {
        var roots = NearMatches.Roots(sources)
        var call = "init(" + labels.map { ($0.isEmpty ? "_" : $0) + ":" }.joined() + ")"
        // UIKit's controllers are the engine's to make: the value is the one it made.
        if roots.isUIKitController(name) {
            guard let made = memory.takeMade(name) else { return nil }
            // An initializer of the app's the call names (`DetailViewController(item: item)`), not
            // UIKit's, which the engine's call of `init(nibName:bundle:)` does not run: it runs on the
            // object now, its parameters given, its prints printed and its properties the object's.
            if !["init()", "init(nibName:bundle:)", "init(coder:)"].contains(call), frame.depth < 8,
                let (owner, body) = sources.nearest(from: name, { owner in owner.method(forCall: call).map { (owner, $0) } })
            {
                runInitializer(body, of: owner, call: call, arguments: arguments, className: name, object: made)
            }
            return .object(made)
        }
        guard frame.depth < 8 else { return nil }
        // UIKit's `UIView()` is `init(frame: .zero)`: a view of the app's that overrides that runs it.
        if call == "init()", sources.nearest(from: name, { $0.method(forCall: call) }) == nil,
            let root = roots.root(of: name), ProjectApp.viewRoots.contains(root)
        {
            call = "init(frame:)"
        }
        guard let (owner, body) = sources.nearest(from: name, { owner in owner.method(forCall: call).map { (owner, $0) } })
        else { return nil }
        // The new object's stored properties are kept under a name of its own while its
        // initializer runs, then handed back as its value (`task.title`).
        runInitializer(body, of: owner, call: call, arguments: arguments, className: name, object: name + "#new")
        let fields = memory.objects.removeValue(forKey: name + "#new") ?? [:]
        return .structure(name, fields)
    }

    /// Runs an initializer of `className`'s on `object`, each parameter given the argument its
    /// label names; a defaulted parameter is left unknown (its default is a caller's part, not an
    /// expression).
    private mutating func runInitializer(
        _ body: SwiftMethod, of owner: SwiftClass, call: String, arguments: [SwiftExpression], className: String,
        object: String
    ) {
        var bound: [String: ProjectConsole.Value] = [:]
        for (parameter, source) in zip(body.parameters, body.argumentSources(ofCall: call, count: arguments.count)) {
            guard case .argument(let index)? = source else { continue }
            bound[parameter] = Self.bound(evaluate(arguments[index]), source: parameter)
        }
        var context = frame.context
        context.receiver = className
        context.object = object
        _ = console.run(
            body, of: owner, context: context, parameters: bound, depth: frame.depth + 1, budget: &budget,
            memory: &memory, into: &output)
    }

    /// `Name(field: value)`: a structure with its stored properties' initial values and the labelled ones given.
    private mutating func structure(_ name: String, _ labels: [String], _ arguments: [SwiftExpression]) -> ConsoleValue?
    {
        guard let declared = sources.structures[name] else { return nil }
        var fields: [String: ConsoleValue] = [:]
        for property in declared.storedProperties.values where !property.isStatic {
            let given = labels.firstIndex(of: property.name).map { arguments[$0] }
            guard let expression = given ?? property.initialValue else {
                if property.isOptional { fields[property.name] = ConsoleValue.none }
                continue
            }
            fields[property.name] = Self.fitted(evaluate(expression) ?? .unknown, to: property)
        }
        return .structure(name, fields)
    }

    /// Runs the method `name(labels:)` of `className`'s chain with the arguments worked out; its returned value.
    /// Whether `className`'s chain of declared classes stores a property `name`, static or
    /// not: a walk up the superclasses that allocates nothing (extensions and protocols
    /// store none of an object's properties).
    static func declaresStored(_ name: String, from className: String, in sources: SwiftSources) -> Bool {
        var next: String? = className
        var steps = 0
        while let current = next, let declared = sources.classes[current], steps <= sources.classes.count {
            if declared.storedProperties[name] != nil { return true }
            next = declared.superclass
            steps += 1
        }
        return false
    }

    /// A class or structure of the sources.
    func isType(_ name: String) -> Bool { sources.classes[name] != nil || sources.structures[name] != nil }

    private mutating func callMethod(
        _ name: String, in className: String, _ labels: [String], _ arguments: [SwiftExpression], staticOnly: Bool
    ) -> ConsoleValue? {
        let key = Self.callKey(name, labels)
        guard frame.depth < 8,
            let (owner, body) = sources.nearestType(
                from: className, { owner in owner.methods[key].map { (owner, $0) } }),
            !staticOnly || body.isStatic
        else { return nil }
        var bound: [String: ProjectConsole.Value] = [:]
        for (index, parameter) in body.parameters.enumerated() where arguments.indices.contains(index) {
            bound[parameter] = Self.bound(evaluate(arguments[index]), source: parameter)
        }
        return runMethod(body, of: owner, arguments: bound)
    }

    /// The key a call of `name` with these argument labels finds its method by: `add(_:to:)`.
    static func callKey(_ name: String, _ labels: [String]) -> String {
        name + "(" + labels.map { ($0.isEmpty ? "_" : $0) + ":" }.joined() + ")"
    }

    /// A call written as a statement on a value a name holds (`list.add(item)`, `brain.next()`,
    /// listed so): whether it ran (`methodOfHeldValue(_:of:given:)`).
    mutating func runMethod(_ key: String, onValueOf receiver: String, arguments: [ProjectConsole.Value]) -> Bool {
        guard receiver.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return false }
        return methodOfHeldValue(key, of: .name(receiver), given: arguments).ran
    }

    /// The method `key` called on the value `base` holds, with `given` by place: a controller's runs
    /// as that object (`list.add(item)`, the one `delegate` holds); a structure's (or an object's
    /// the code made, kept by its fields) runs with the value's fields as its `self`'s, and what a
    /// `mutating` one changes is stored back where the value is kept (`quizBrain.nextQuestion()`),
    /// as Swift's value semantics have it. Not `ran` when `base` holds neither, or its type has no
    /// method `key`.
    private mutating func methodOfHeldValue(
        _ key: String, of base: SwiftExpression, given: [ProjectConsole.Value]
    ) -> (ran: Bool, value: ConsoleValue?) {
        guard frame.depth < 8 else { return (false, nil) }
        let held = unwrapped(evaluate(base))
        let type: String
        let object: String
        switch held {
        case .object(let made)?:
            guard let className = className(of: made) else { return (false, nil) }
            (type, object) = (className, made)
        case .structure(let name, _)?:
            // The value's fields, kept under a name of its own while the method runs.
            (type, object) = (name, name + "#value" + String(frame.depth))
        default:
            return (false, nil)
        }
        guard let (owner, body) = sources.nearestType(from: type, { owner in owner.methods[key].map { (owner, $0) } }),
            !body.isStatic
        else { return (false, nil) }
        var bound: [String: ProjectConsole.Value] = [:]
        for (index, parameter) in body.parameters.enumerated() where given.indices.contains(index) {
            bound[parameter] = given[index]
        }
        var context = frame.context
        context.receiver = type
        context.object = object
        guard case .structure(_, let fields)? = held else {
            let value = console.run(
                body, of: owner, context: context, parameters: bound, depth: frame.depth + 1, budget: &budget,
                memory: &memory, into: &output)
            return (true, value)
        }
        let outer = memory.objects[object]
        memory.objects[object] = fields
        let value = console.run(
            body, of: owner, context: context, parameters: bound, depth: frame.depth + 1, budget: &budget,
            memory: &memory, into: &output)
        let changed = memory.objects[object] ?? fields
        memory.objects[object] = outer
        if changed != fields { store(.structure(type, changed), into: base) }
        return (true, value)
    }

    /// What the closure kept in `property` returns, run with `arguments`; nil when none is kept.
    private mutating func keptClosure(_ property: String, _ arguments: [SwiftExpression]) -> ConsoleValue? {
        guard console.keepsClosure(property, from: receiver, in: memory) else { return nil }
        let given = arguments.enumerated().map { index, argument in
            Self.bound(evaluate(argument), source: "$\(index)")
        }
        let ran = console.runKeptClosure(
            property, arguments: given, depth: frame.depth, budget: &budget, memory: &memory, into: &output)
        return ran ?? nil
    }

    /// Whether the object's class has a method of this base name, whatever its labels.
    private func hasMethod(named name: String) -> Bool {
        sources.nearestType(from: receiver) { owner in
            owner.methods.keys.contains { $0.hasPrefix(name + "(") } ? true : nil
        } ?? false
    }

    mutating func runMethod(
        _ body: SwiftMethod, of owner: SwiftClass, arguments: [String: ProjectConsole.Value]
    ) -> ConsoleValue? {
        console.run(
            body, of: owner, context: frame.context, parameters: arguments, depth: frame.depth + 1, budget: &budget,
            memory: &memory, into: &output)
    }

    private mutating func binary(
        _ operation: String, _ left: SwiftExpression, _ right: SwiftExpression
    ) -> ConsoleValue? {
        switch operation {
        case "&&", "||":
            guard case .boolean(let first)? = evaluate(left) else { return nil }
            if first == (operation == "||") { return .boolean(first) }
            guard case .boolean(let second)? = evaluate(right) else { return nil }
            return .boolean(second)
        case "as?", "as!", "as", "is":
            // The scene UIKit hands a scene delegate's method (`scene as? UIWindowScene`): a window scene.
            if case .name(let parameter) = left, case .name("UIWindowScene") = right, isWindowScene(parameter) {
                return operation == "is" ? .boolean(true) : .structure("UIWindowScene", [:])
            }
            // A controller the command made, cast: itself when it is of the type, else nil (`as?`);
            // or tested (`is`).
            let cast = unwrapped(evaluate(left))
            if let cast, case .name(let type) = right, let matches = Self.isValue(cast, of: type) {
                // A plain value (`userInfo?["name"] as? String`): itself when of the type, else nil.
                if operation == "is" { return .boolean(matches) }
                if matches { return cast }
                return operation == "as?" ? ConsoleValue.none : nil
            }
            guard case .object(let made)? = cast, case .name(let type) = right,
                let className = className(of: made)
            else { return nil }
            if operation == "is" { return .boolean(isKind(className, of: type)) }
            if isKind(className, of: type) { return .object(made) }
            return operation == "as?" ? ConsoleValue.none : nil
        case "??":
            switch evaluate(left) {
            case .none?: return evaluate(right)
            case .some(let wrapped)?: return wrapped
            case let value?: return value
            case nil: return nil
            }
        case "==" where right == .nilLiteral && isDelegatesWindow(left), "!=" where right == .nilLiteral && isDelegatesWindow(left):
            // The delegates' `window`, which UIKit (or their launch code) gave the running app.
            return .boolean(operation == "!=")
        default:
            guard let first = evaluate(left), let second = evaluate(right) else { return nil }
            return Self.arithmetic(operation, first, second) ?? Self.compared(operation, first, second)
        }
    }

    /// The row of the running object's table the person tapped last, as an `IndexPath`'s fields.
    private func selectedIndexPath() -> ConsoleValue? {
        guard let row = memory.selectedRows[object], row.count == 2 else { return nil }
        return .structure("IndexPath", ["section": .integer(row[0]), "row": .integer(row[1]), "item": .integer(row[1])])
    }

    /// `format` with `values` put in as printf puts them, for `%d`, `%i`, `%ld` (a width, `0`
    /// to pad with zeros), `%f` and `%.2f`, `%@` and `%%`; nil for any other conversion or a
    /// value of the wrong kind, which scenelab then prints as written.
    static func formatted(_ format: String, _ values: [ConsoleValue]) -> String? {
        var result = ""
        var remaining = values[...]
        var characters = format[...]
        while let character = characters.popFirst() {
            guard character == "%" else {
                result.append(character)
                continue
            }
            var flags = ""
            while let next = characters.first, next == "0" || next == "-" || next == "+" { flags.append(next); characters.removeFirst() }
            var width = 0
            while let next = characters.first, let digit = next.wholeNumberValue { width = width * 10 + digit; characters.removeFirst() }
            var precision: Int?
            if characters.first == "." {
                characters.removeFirst()
                var digits = 0
                while let next = characters.first, let digit = next.wholeNumberValue { digits = digits * 10 + digit; characters.removeFirst() }
                precision = digits
            }
            while characters.first == "l" { characters.removeFirst() }
            guard let conversion = characters.popFirst(), width < 64, (precision ?? 0) < 32 else { return nil }
            var piece: String
            switch conversion {
            case "%":
                result.append("%")
                continue
            case "d", "i":
                guard case .integer(let number)? = remaining.popFirst() else { return nil }
                piece = String(number)
            case "f":
                let number: Double
                switch remaining.popFirst() {
                case .double(let value)?: number = value
                case .integer(let value)?: number = Double(value)
                default: return nil
                }
                guard let text = fixed(number, decimals: precision ?? 6) else { return nil }
                piece = text
            case "@":
                guard let text = remaining.popFirst()?.printed else { return nil }
                piece = text
            default:
                return nil
            }
            if piece.count < width {
                let padding = String(repeating: flags.contains("0") && !flags.contains("-") ? "0" : " ", count: width - piece.count)
                if flags.contains("-") {
                    piece += padding
                } else if padding.first == "0", piece.first == "-" {
                    piece = "-" + padding + piece.dropFirst()
                } else {
                    piece = padding + piece
                }
            }
            result += piece
        }
        return result
    }

    /// `number` with `decimals` digits after the point, rounded as printf rounds the double: its
    /// exact binary value, half to even (`2.675` is a little less than 2.675, so `%.2f` gives
    /// `2.67`); nil past what whole numbers of 64 bits hold.
    private static func fixed(_ number: Double, decimals: Int) -> String? {
        guard number.isFinite, decimals <= 12 else { return nil }
        var scale = 1
        for _ in 0..<decimals { scale *= 10 }
        let magnitude = abs(number)
        // The double is significand × 2^exponent exactly; times 10^decimals, rounded.
        let significand = UInt128(magnitude.significandBitPattern) | (magnitude.isNormal ? UInt128(1) << 52 : 0)
        let exponent = Int(magnitude.isNormal ? magnitude.exponent : Double.leastNormalMagnitude.exponent) - 52
        let numerator = significand * UInt128(scale)
        let rounded: UInt128
        if exponent >= 0 {
            guard exponent < 40 else { return nil }
            rounded = numerator << UInt128(exponent)
        } else if -exponent >= 120 {
            rounded = 0
        } else {
            let shift = UInt128(-exponent)
            let quotient = numerator >> shift
            let remainder = numerator & ((UInt128(1) << shift) - 1)
            let half = UInt128(1) << (shift - 1)
            rounded = remainder > half || (remainder == half && quotient & 1 == 1) ? quotient + 1 : quotient
        }
        guard rounded < UInt128(Int.max), let total = Int(exactly: rounded) else { return nil }
        var text = String(total / scale)
        if decimals > 0 {
            let digits = String(total % scale)
            text += "." + String(repeating: "0", count: max(0, decimals - digits.count)) + digits
        }
        // printf keeps the sign of a negative number that rounds to zero (`-0.0`).
        return number.sign == .minus ? "-" + text : text
    }

    /// Whether a plain value is of a type written `type` (`String`, `Int`, `[String: Any]`), nil
    /// for a value or a type it cannot tell.
    static func isValue(_ value: ConsoleValue, of type: String) -> Bool? {
        let kind: String
        switch value {
        case .string: kind = "String"
        case .integer: kind = "Int"
        case .double: kind = "Double"
        case .boolean: kind = "Bool"
        case .dictionary: kind = "dictionary"
        case .array: kind = "array"
        // A control the tap sent (`sender as? UIButton`): of its class and those above it; another is not known.
        case .structure(let className, _):
            let above = ["UIButton": ["UIControl", "UIView", "UIResponder", "NSObject"]][className] ?? []
            return type == className || above.contains(type) || type == "Any" || type == "AnyObject" ? true : nil
        default: return nil
        }
        let written: String
        switch type {
        case "String", "Int", "Double", "Bool": written = type
        case "Any", "AnyObject": return true
        case _ where type.hasPrefix("[") && type.hasSuffix("]"): written = type.contains(":") ? "dictionary" : "array"
        default: return nil
        }
        return kind == written
    }

    /// The class of an object the engine made: as the command made it, else as its name says
    /// (`HomeViewController#1`).
    func className(of object: String) -> String? {
        if let made = memory.made.first(where: { $0.object == object }) { return made.className }
        guard let hash = object.firstIndex(of: "#"), hash > object.startIndex else { return nil }
        return String(object[..<hash])
    }

    /// Where `object` stands among the app's controllers, as the command began, by the name UIKit
    /// gives it (`presentingViewController`, `presentedViewController`, `parent`,
    /// `navigationController`): the controller, or nil (`ConsoleValue.none`) when it has none;
    /// nil (unknown) for an object the console has no links of.
    private func linked(_ name: String, of object: String) -> ConsoleValue? {
        guard let links = memory.links[object] else { return nil }
        let found: String?
        switch name {
        case "presentingViewController": found = links.presenter
        case "presentedViewController": found = links.presented
        case "parent": found = links.parent
        case "splitViewController": found = container(of: object, kind: "UISplitViewController")
        case "tabBarController": found = container(of: object, kind: "UITabBarController")
        default: found = container(of: object, kind: "UINavigationController")
        }
        return found.map { .some(.object($0)) } ?? ConsoleValue.none
    }

    /// The nearest container of `kind` `object` stands in, going up its parents.
    private func container(of object: String, kind: String) -> String? {
        var next = memory.links[object]?.parent
        var steps = 0
        while let candidate = next, steps < 32 {
            if let className = className(of: candidate), isKind(className, of: kind) { return candidate }
            next = memory.links[candidate]?.parent
            steps += 1
        }
        return nil
    }

    /// The controller the command made with a navigation controller it made (a segue's
    /// destination, `UINavigationController(rootViewController: …)`): the one made next, else the
    /// one made just before; nil for any other object.
    private func rootMade(with navigation: String) -> String? {
        guard let index = memory.made.firstIndex(where: { $0.object == navigation }),
            isKind(memory.made[index].className, of: "UINavigationController")
        else { return nil }
        if memory.made.indices.contains(index + 1) { return memory.made[index + 1].object }
        return index > 0 ? memory.made[index - 1].object : nil
    }

    /// Whether `className` is `type` or one of its subclasses, as far as the sources tell; every
    /// controller is a `UIViewController`.
    private func isKind(_ className: String, of type: String) -> Bool {
        var next: String? = className
        var steps = 0
        while let current = next, steps < 32 {
            if current == type { return true }
            next = sources.classes[current]?.superclass
            steps += 1
        }
        return type == "UIViewController"
    }

    /// Whether `expression` is the app or scene delegate's own `window` (`self.window`, `window`),
    /// in code that runs once the app has launched (in the launch's own methods it may not be made yet).
    private func isDelegatesWindow(_ expression: SwiftExpression) -> Bool {
        guard receiver == console.appDelegateClass || receiver == console.sceneDelegateClass,
            !Self.launchMethods.contains(frame.method.name)
        else { return false }
        switch expression {
        case .member(.name("self"), "window"): return true
        case .name("window"): return scope["window"] == nil
        default: return false
        }
    }

    /// Whether `name` is the scene UIKit gives the scene delegate's method running (its first
    /// parameter, `scene(_:willConnectTo:options:)`'s or `sceneDidBecomeActive(_:)`'s): every scene
    /// scenelab plays is a window scene.
    private func isWindowScene(_ name: String) -> Bool {
        receiver == console.sceneDelegateClass && frame.method.name.hasPrefix("scene") && scope[name] == nil
            && frame.method.parameters.first == name
    }

    /// The delegates' methods that build the window as the app launches.
    private static let launchMethods: Set<String> = [
        "scene(_:willConnectTo:options:)", "application(_:didFinishLaunchingWithOptions:)",
        "application(_:willFinishLaunchingWithOptions:)",
    ]

    func unwrapped(_ value: ConsoleValue?) -> ConsoleValue? {
        if case .some(let wrapped)? = value { return wrapped }
        return value
    }

    /// A value as a property of that type keeps it: wrapped in an optional, a whole number as a `Double`.
    static func fitted(_ value: ConsoleValue, to property: SwiftStoredProperty) -> ConsoleValue {
        var value = value
        if property.isFloatingPoint, case .integer(let whole) = value { value = .double(Double(whole)) }
        if property.isOptional {
            switch value {
            case .none, .some, .unknown: break
            default: value = .some(value)
            }
        }
        return value
    }

    /// A constant's text as the value it was written as.
    static func literal(_ text: String) -> ConsoleValue {
        if let whole = Int(text) { return .integer(whole) }
        if text.contains("."), let value = Double(text) { return .double(value) }
        if text == "true" || text == "false" { return .boolean(text == "true") }
        return .string(text)
    }
}
