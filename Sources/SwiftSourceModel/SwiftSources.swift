/// One Swift file handed to the reader: where it came from and its text.
public struct SwiftFile: Sendable, Equatable {
    /// The path warnings and print calls name; the reader never opens it.
    public var path: String
    /// The file's Swift source.
    public var text: String

    /// A file of `text` known as `path`.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// What the reader found in a set of Swift files: their classes, and what it
/// could not understand.
public struct SwiftSources: Sendable, Equatable {
    /// The classes declared in the files, by simple name (a nested class is
    /// known by its own name, not its outer type's). Extensions of a declared
    /// class are merged into it.
    public var classes: [String: SwiftClass]
    /// Extensions of types the files do not declare as classes (for example
    /// `extension UIViewController`), by the extended type's simple name.
    /// Their `superclass` is nil: the sources cannot say.
    public var extensions: [String: SwiftClass]
    /// Files the parser found errors in, files too large to read, and the like.
    public var warnings: [SourceWarning]
    /// The structures declared in the files, by simple name: kept for the state they hold
    /// (their stored properties), never as classes.
    public var structures: [String: SwiftClass] = [:]
    /// Variables declared outside any type (`var lastLogTime = Date()` at a file's top level), by name.
    public var globals: [String: SwiftStoredProperty] = [:]
    /// The closures one place keeps in a property, as methods of their writers', by the property's
    /// name: worked out once the whole app is read.
    public var keptMethodCalls: [String: KeptMethodCall] = [:]
    /// The bodies of those closures that are no method's call, as methods of their writers', by the
    /// name `KeptMethodCall.method` gives them: apart from the classes' own methods, which every
    /// walk over a class's code reads (the closure is read where it is written).
    public var keptClosureBodies: [String: SwiftMethod] = [:]

    /// Sources with these classes, extensions and warnings.
    public init(
        classes: [String: SwiftClass] = [:], extensions: [String: SwiftClass] = [:],
        warnings: [SourceWarning] = []
    ) {
        self.classes = classes
        self.extensions = extensions
        self.warnings = warnings
    }

    /// The class and its superclasses known in the sources, nearest first.
    ///
    /// The chain stops at the first superclass the sources do not declare; if
    /// that type is extended in the sources, its extension ends the chain, so
    /// helpers added to `UIViewController` are found. A cycle (`class A: B`,
    /// `class B: A`, which Swift itself rejects) ends the chain before a class
    /// comes round again.
    public func chain(from className: String) -> [SwiftClass] {
        var result: [SwiftClass] = []
        var seen: Set<String> = []
        // The walk `nearest(from:_:)` makes, stopped (by an answer) where a class comes round again.
        _ = nearest(from: className) { owner -> Bool? in
            guard seen.insert(owner.name).inserted else { return true }
            result.append(owner)
            return nil
        }
        return result
    }

    /// The method an object of `className` runs for `method` (named as
    /// `#function` prints it, `viewWillAppear(_:)`): the nearest definition in
    /// the chain, or nil when the sources define none and UIKit's own runs.
    public func implementation(of method: String, in className: String) -> (SwiftClass, SwiftMethod)? {
        // A kept closure's body, run as a method of the object that wrote it.
        if method.first == "{", let body = keptClosureBodies[method], let owner = classes[className] ?? extensions[className] {
            return (owner, body)
        }
        return nearest(from: className) { owner in owner.methods[method].map { (owner, $0) } }
    }

    /// The method of its own a call named `call` (`present(title:task:_:)`, `log()`) of an object of
    /// `className` reaches: the one of that name, else the nearest whose labels the call fits,
    /// defaulted arguments left out and a trailing closure given to its parameter.
    public func implementation(ofCall call: String, in className: String) -> (SwiftClass, SwiftMethod)? {
        implementation(of: call, in: className)
            ?? nearest(from: className) { owner in owner.method(forCall: call).map { (owner, $0) } }
    }

    /// The method a listed call (`.call`) made by an object of `className` runs: its own, the
    /// nearest in its chain, else another object's (`otherObjectMethod`); `isOwn` tells which.
    public func called(_ call: String, from className: String) -> (owner: SwiftClass, method: SwiftMethod, isOwn: Bool)? {
        if let (owner, method) = implementation(of: call, in: className) { return (owner, method, true) }
        if let (owner, method) = otherObjectMethod(call, calledFrom: className) { return (owner, method, false) }
        if let (owner, method) = keptMethod(call, calledFrom: className) { return (owner, method, false) }
        // A call that leaves out arguments with defaults (`log()` of `log(_ function: String = #function)`):
        // the object's own, or a type's (`DemoLog.note(…)`).
        guard let dot = call.prefix(while: { $0 != "(" }).firstIndex(of: ".") else {
            return nearest(from: className) { owner in owner.method(forCall: call).map { (owner, $0, true) } }
        }
        let type = String(call[..<dot])
        let method = String(call[call.index(after: dot)...])
        guard type.first?.isUppercase == true else { return nil }
        return nearestType(from: type) { owner in owner.method(forCall: method).map { (owner, $0, false) } }
    }

    /// The method a call statement (`.call`) of an object of `className` runs, when that method
    /// hands over to UIKit itself (`SwiftStatement.handsOverToUIKit`: a push, a dismissal, an `if`
    /// that navigates) or calls one that does, a few calls deep: code that stops where UIKit takes
    /// over stops inside it too, and the engine cues it there, so that a helper's prints come
    /// before and after what it shows as they are written. Nil for any other call.
    public func calledHandingOver(_ call: String, from className: String, depth: Int = 0)
        -> (owner: SwiftClass, method: SwiftMethod, isOwn: Bool)?
    {
        guard depth < Self.maximumHandOverDepth, let found = called(call, from: className) else { return nil }
        let receiver = found.isOwn ? className : found.owner.name
        let handsOver = found.method.statements.contains { statement in
            if statement.handsOverToUIKit { return true }
            guard case .call(let inner, _) = statement else { return false }
            return calledHandingOver(inner, from: receiver, depth: depth + 1) != nil
        }
        return handsOver ? found : nil
    }

    /// Whether `method`, run by an object of `className`, hands over to UIKit somewhere in its own
    /// statements (`SwiftStatement.handsOverToUIKit`) or in a helper it calls that does
    /// (`calledHandingOver(_:from:depth:)`): code whose hand-overs the engine plays and cues, and
    /// where the console stops.
    public func handsOverToUIKit(_ method: SwiftMethod, of className: String) -> Bool {
        method.statements.contains { statement in
            if statement.handsOverToUIKit { return true }
            guard case .call(let name, _) = statement else { return false }
            return calledHandingOver(name, from: className) != nil
        }
    }

    /// Whether `statement` is work after a delay (`SwiftStatement.delayedCalls`) that hands over to
    /// UIKit, in its own statements or in a helper of `className`'s it calls (a timer's selector
    /// that shows the next screen).
    public func delaysHandOver(_ statement: SwiftStatement, of className: String) -> Bool {
        guard case .closure(let closure) = statement, SwiftStatement.delayedCalls.contains(closure.call) else { return false }
        return handsOverToUIKit(SwiftMethod(name: closure.call, line: closure.line, statements: closure.statements), of: className)
    }

    /// How many calls deep `calledHandingOver(_:from:depth:)` looks, so that recursion in the sources ends.
    public static let maximumHandOverDepth = 4

    /// The method a call of a closure property of `caller`'s runs (`onSignIn?()`): the one its
    /// writer's closure calls (`keptMethodCalls`), when `caller` declares the property stored.
    public func keptMethod(_ call: String, calledFrom caller: String) -> (SwiftClass, SwiftMethod)? {
        guard !keptMethodCalls.isEmpty else { return nil }
        let property = Self.baseName(ofCall: call)
        guard let kept = keptMethodCalls[property], nearest(from: caller, { $0.storedProperties[property] }) != nil
        else { return nil }
        return implementation(of: kept.method, in: kept.writer)
    }

    /// The name a call ends on, its receiver and labels left out: `edit` of `edit(_:)` or
    /// `list?.edit(_:)`, the property `onSave` of a kept closure's call `self.onSave?(_:)`.
    public static func baseName(ofCall name: String) -> String {
        let path = name.prefix { $0 != "(" }.split(separator: ".").last ?? ""
        return String(path.filter { $0 != "?" && $0 != "!" })
    }

    /// The method a call on another object runs, as the reader lists it with its receiver
    /// (`coordinator.showMessage()`, `MainCoordinator.start()`): in the class named first when
    /// it is one of the app's, else in the class of the app the caller's property of that name is
    /// made as (`lazy var router = DefaultRouter(viewController: self)`), else in the one class of
    /// the app that declares the method, outside
    /// `caller`'s own chain (a `coordinator` property typed by a protocol, a `delegate`). Nil when
    /// it names no other object, or when no class or more than one declares the method.
    public func otherObjectMethod(_ call: String, calledFrom caller: String) -> (SwiftClass, SwiftMethod)? {
        guard let dot = call.prefix(while: { $0 != "(" }).firstIndex(of: ".") else { return nil }
        let receiver = String(call[..<dot])
        let method = String(call[call.index(after: dot)...])
        if receiver.first?.isUppercase == true, classes[receiver] != nil || structures[receiver] != nil {
            return nearestType(from: receiver) { owner in owner.methods[method].map { (owner, $0) } }
        }
        // A property the caller made as an object of the app's (`lazy var router = DefaultRouter(…)`,
        // `let viewModel = LoginViewModel()`): that class's method, whoever else declares one.
        for owner in chain(from: caller) {
            guard let stored = owner.storedProperties[receiver], !stored.isStatic,
                case .call(.name(let type), _, _)? = stored.initialValue, classes[type] != nil || structures[type] != nil
            else { continue }
            return nearestType(from: type) { owner in owner.methods[method].map { (owner, $0) } }
        }
        let own = Set(chain(from: caller).map(\.name))
        var found: (SwiftClass, SwiftMethod)?
        for owner in classes.values where !own.contains(owner.name) {
            guard let body = owner.methods[method] else { continue }
            if found != nil { return nil }
            found = (owner, body)
        }
        return found
    }

    /// The value of a constant (`let screenName = "Main"`, or a property
    /// overridden with a literal) as an object of `className` sees it: the
    /// nearest one in the chain.
    public func constant(_ name: String, in className: String) -> String? {
        nearest(from: className) { owner in owner.constants[name] }
    }

    /// The first answer `look` gives for `typeName`: the structure of that name, or
    /// going up the chain of the class of that name.
    public func nearestType<Answer>(from typeName: String, _ look: (SwiftClass) -> Answer?) -> Answer? {
        if let structure = structures[typeName] { return look(structure) }
        return nearest(from: typeName, look)
    }

    /// The first answer `look` gives going up the chain from `className`, as
    /// `chain(from:)` orders it, without building the chain: a lookup stops
    /// where it finds, however long the chain above. A cycle only repeats
    /// classes already asked, so the walk is cut after as many steps as there
    /// are classes.
    ///
    /// Past the declared classes come the extensions of the UIKit class the
    /// chain reaches and of its own superclasses (`UITableViewController`'s, then
    /// `UIViewController`'s, `UIResponder`'s, `NSObject`'s), then the extensions of
    /// the protocols the chain conforms to, and of the protocols those inherit: Swift
    /// runs a class's own method before a protocol extension's default.
    public func nearest<Answer>(from className: String, _ look: (SwiftClass) -> Answer?) -> Answer? {
        var next: String? = className
        var steps = 0
        var protocols: [String] = []
        while let name = next, steps <= classes.count {
            steps += 1
            guard let declared = classes[name] else {
                let roots = [name] + Self.uikitSuperclasses(of: name)
                for uikit in roots {
                    guard let extended = extensions[uikit] else { continue }
                    if let answer = look(extended) { return answer }
                    protocols += extended.conformances
                }
                // Every NSObject conforms to NSObjectProtocol, which apps extend with helpers.
                if roots.contains("NSObject") { protocols.append("NSObjectProtocol") }
                break
            }
            if let answer = look(declared) { return answer }
            protocols += declared.conformances
            next = declared.superclass
        }
        // Each protocol asked once, so protocols that inherit each other in a circle end.
        var asked: Set<String> = []
        var index = 0
        while index < protocols.count {
            let name = protocols[index]
            index += 1
            guard asked.insert(name).inserted, classes[name] == nil, let extended = extensions[name] else { continue }
            if let answer = look(extended) { return answer }
            protocols += extended.conformances
        }
        return nil
    }

    /// UIKit's superclasses of a UIKit class a controller or delegate may inherit from,
    /// nearest first; none for a class not listed.
    public static func uikitSuperclasses(of name: String) -> [String] {
        var result: [String] = []
        var next = uikitSuperclass[name]
        while let name = next, result.count < uikitSuperclass.count {
            result.append(name)
            next = uikitSuperclass[name]
        }
        return result
    }

    private static let uikitSuperclass: [String: String] = [
        "UITableViewController": "UIViewController", "UICollectionViewController": "UIViewController",
        "UINavigationController": "UIViewController", "UITabBarController": "UIViewController",
        "UIPageViewController": "UIViewController", "UISplitViewController": "UIViewController",
        "UIAlertController": "UIViewController", "UISearchController": "UIViewController",
        "UIActivityViewController": "UIViewController", "UIInputViewController": "UIViewController",
        "UIReferenceLibraryViewController": "UIViewController",
        "UIDocumentPickerViewController": "UIViewController", "UIFontPickerViewController": "UIViewController",
        "UIColorPickerViewController": "UIViewController", "UIDocumentBrowserViewController": "UIViewController",
        "UIImagePickerController": "UINavigationController", "UIVideoEditorController": "UINavigationController",
        "UIViewController": "UIResponder", "UIApplication": "UIResponder", "UIScene": "UIResponder",
        "UIWindowScene": "UIScene", "UIView": "UIResponder", "UIResponder": "NSObject",
    ]
}

/// Something in the sources the reader could not use, and where. A value,
/// not a sentence: the program says it in the language it speaks.
public struct SourceWarning: Sendable, Equatable, CustomStringConvertible {
    /// The file's path as given.
    public var path: String
    /// 1-based line; 0 when the warning is about the whole file.
    public var line: Int
    /// 1-based column; 0 when the warning is about the whole file.
    public var column: Int
    /// What the reader met.
    public var problem: SourceProblem

    /// A warning at `line`:`column` of `path`.
    public init(path: String, line: Int, column: Int, problem: SourceProblem) {
        self.path = path
        self.line = line
        self.column = column
        self.problem = problem
    }

    /// For a developer reading a test's failure: the place and the problem's value.
    public var description: String { "\(path):\(line):\(column): \(problem)" }
}

/// What the Swift reader met and could not use, with what it names.
public enum SourceProblem: Sendable, Equatable {
    /// A file over the size the reader takes, in MiB.
    case fileTooLarge(maximumMiB: Int)
    /// A run of nested shapes the parser cannot take: `count` of them, `limit` at most.
    case nestedTooDeep(NestedShape, count: Int, limit: Int)
    /// Text the parser could not read (at most 40 characters of it shown).
    case unreadable(String)
    /// A token the parser expected here, closing the `{` at `closing` when known.
    case expected(String, closing: Int?)
    /// A class declares a member twice; the first is used.
    case duplicateMember(className: String, member: String)
    /// A second class of a name; the first (at `earlierPath`:`earlierLine`) is used.
    case duplicateClass(String, earlierPath: String, earlierLine: Int)
    /// More warnings than the reader lists: how many were left out.
    case moreWarnings(Int)
    /// The Swift files could not be read at all (the reading library is missing or failed).
    case readerUnavailable(reason: String)
    /// A closure given to `call`, a method of the app's that does not call it while it runs (it
    /// keeps it for later, `onSave = completion`): not played.
    case closureKept(call: String)

    /// The shapes `nestedTooDeep` counts.
    public enum NestedShape: String, Sendable, Equatable, CaseIterable {
        case squareBrackets, genericArguments, effects, interpolations, conditions
    }
}
