/// A class declared in the sources, with what its extensions add.
public struct SwiftClass: Sendable, Equatable {
    /// The simple name: `Inner` for `Outer.Inner`, `List` for `List<T>`.
    public var name: String
    /// The first type in the inheritance clause, without module or generic
    /// arguments. It may be a protocol: the sources cannot tell, so the caller
    /// decides.
    public var superclass: String?
    /// The other types of the inheritance clause (every one, for an extension), simple names:
    /// the protocols whose extensions' methods its objects have when the class chain lacks one.
    public var conformances: [String]
    /// The file of the declaration (for a type known only from extensions,
    /// the first extension's).
    public var path: String
    /// The line of the class's name.
    public var line: Int
    /// Methods, initializers, `deinit` and computed-property getters, keyed by
    /// the name `#function` prints inside them: `viewWillAppear(_:)`,
    /// `init(coder:)`, `deinit`, `vclLoggingName`. Where two share a key (an
    /// overload by type), the first in source order is kept.
    public var methods: [String: SwiftMethod]
    /// Properties whose value is a literal the reader can print: stored
    /// `let`/`var`/`static let` with a string, integer, boolean or
    /// floating-point literal, and computed properties that only return one
    /// (`override var vclLoggingName: String { return "Game" }`). Values are
    /// text as `print` would show them; strings without quotes. An enumeration of `String` raw
    /// values keeps each case's raw value under `rawValueKey(of:)`.
    public var constants: [String: String]

    /// Where `constants` keeps the raw value of the case `name` (`Segues.detail.rawValue`): a key
    /// no property's name can be.
    public static func rawValueKey(of name: String) -> String { name + ".rawValue" }
    /// The names among `constants` declared `override`.
    public var overriddenProperties: Set<String>
    /// What stored properties' initial values make for the screen: a control
    /// (`let doneButton = UIBarButtonItem(…)`, or one built in a closure,
    /// `lazy var button: UIButton = { … }()`), as `interface` statements.
    public var initialValues: [SwiftStatement]
    /// Stored properties (static ones too) with what they start as, by name: the state
    /// a console keeps per object and per type.
    public var storedProperties: [String: SwiftStoredProperty] = [:]

    /// The method a call named `call` reaches: the one of that name, else the one whose labels it
    /// fits once its defaulted arguments are left out (`log()` of `log(_ event: String = #function)`).
    public func method(forCall call: String) -> SwiftMethod? {
        if let exact = methods[call] { return exact }
        // Of several that accept it (overloads), the first written, whatever the dictionary's order.
        var first: SwiftMethod?
        for method in methods.values where method.accepts(call: call) {
            if let known = first, (known.line, known.name) <= (method.line, method.name) { continue }
            first = method
        }
        return first
    }
    /// A `struct`, not a class: known for the state it holds (`private struct LogState`).
    public var isValueType = false
    /// The controllers its code makes, each once, in the order written: storyboard scenes by
    /// identifier and instances of classes (those of other types too, which the caller
    /// leaves out). Where a page view controller's pages come from.
    public var madeControllers: [MadeController] = []
    /// What its code makes is kept in a stored property (`lazy var pages = [page("Red"), …]`):
    /// handed back, not made again, each time it is asked for.
    public var keepsMadeControllers = false

    /// A class with these parts.
    public init(
        name: String, superclass: String?, path: String, line: Int, methods: [String: SwiftMethod] = [:],
        constants: [String: String] = [:], overriddenProperties: Set<String> = [], conformances: [String] = [],
        initialValues: [SwiftStatement] = []
    ) {
        self.initialValues = initialValues
        self.name = name
        self.superclass = superclass
        self.conformances = conformances
        self.path = path
        self.line = line
        self.methods = methods
        self.constants = constants
        self.overriddenProperties = overriddenProperties
    }
}

/// A method of a class (or an initializer, `deinit`, or a computed getter)
/// with the statements in its body that print or call on.
public struct SwiftMethod: Sendable, Equatable {
    /// The name as `#function` prints it: `scene(_:willConnectTo:options:)`.
    public var name: String
    /// Declared `override`.
    public var isOverride: Bool
    /// The body calls super's method of the same name (`super.viewDidLoad()`
    /// in `viewDidLoad()`, `super.init(coder: coder)` in `init(coder:)`).
    public var callsSuper: Bool
    /// Marked `@IBAction`.
    public var isIBAction: Bool
    /// The Objective-C selector an `@objc(name:)` attribute gives it, which
    /// replaces the one Swift derives from its name; nil without one.
    public var objcName: String?
    /// Declared `static` or `class`: a method of the type, not of its objects.
    public var isStatic: Bool
    /// The parameters' internal names, the ones the body uses.
    public var parameters: [String]
    /// Each parameter's default value as the caller's parts (`#function` is the caller's), nil for
    /// one without: a call may leave these out (`log()` for `log(_ function: String = #function)`).
    public var defaults: [[PrintPart]?] = []
    /// The line of `func`, `init` or `deinit`.
    public var line: Int
    /// The body's prints, calls and super calls in source order.
    public var statements: [SwiftStatement]
    /// The method's argument labels, `_` for none: `["_", "function"]` for `log(_:function:)`.
    public var labels: [String] { Self.labels(of: name) }

    /// The argument labels a method's or a call's name gives (`log(_:function:)`).
    public static func labels(of name: String) -> [String] {
        guard let open = name.firstIndex(of: "("), name.hasSuffix(")") else { return [] }
        return name[name.index(after: open)..<name.index(before: name.endIndex)].split(separator: ":").map(String.init)
    }

    /// Whether a call named `call` (`log()`, `log(_:)`) reaches this method, its left-out arguments
    /// having defaults: the call's labels are the method's, in order, with defaulted ones skipped (a
    /// trailing closure, `_` last, stands for whatever label its parameter has).
    public func accepts(call: String) -> Bool {
        guard call.prefix(while: { $0 != "(" }) == name.prefix(while: { $0 != "(" }) else { return false }
        return Self.argumentPlaces(of: Self.labels(of: call), in: labels, defaults: defaults) != nil
    }

    /// For each of the method's parameters, the index of the call's argument that gives it, or nil
    /// where its default does; nil when the call's labels do not fit.
    private static func argumentPlaces(of callLabels: [String], in labels: [String], defaults: [[PrintPart]?]) -> [Int?]? {
        var places: [Int?] = []
        var next = 0
        for (index, label) in labels.enumerated() {
            // A trailing closure (`_` last in the call's name) gives the last parameter it can,
            // whatever that one's label: the ones after it have defaults.
            let isTrailing =
                next == callLabels.count - 1 && callLabels[next] == "_"
                && labels.indices.dropFirst(index + 1).allSatisfy { defaults.indices.contains($0) && defaults[$0] != nil }
            if next < callLabels.count, callLabels[next] == label || isTrailing {
                places.append(next)
                next += 1
            } else if defaults.indices.contains(index), defaults[index] != nil {
                places.append(nil)
            } else {
                return nil
            }
        }
        return next == callLabels.count ? places : nil
    }

    /// Where each parameter's value comes from in a call named `call` (`log()`, `log(_:)`) with
    /// `count` arguments: an argument's index, or the parameter's default (`.default`); nil where
    /// neither gives one. By place when the call's labels do not fit the method's.
    public func argumentSources(ofCall call: String, count: Int) -> [ArgumentSource?] {
        let places = Self.argumentPlaces(of: Self.labels(of: call), in: labels, defaults: defaults)
        return parameters.indices.map { index -> ArgumentSource? in
            guard let places, places.indices.contains(index) else { return index < count ? .argument(index) : nil }
            if let place = places[index] { return place < count ? .argument(place) : nil }
            return defaults.indices.contains(index) ? defaults[index].map(ArgumentSource.default) : nil
        }
    }

    /// What gives a parameter its value in a call: one of the call's arguments, or its default.
    public enum ArgumentSource: Sendable, Equatable {
        case argument(Int)
        case `default`([PrintPart])
    }

    /// The parameter a control class's initializer gives the control as its title
    /// (`setTitle(title, for: .normal)` in `init(with title: String, …)`): its index.
    public var titleParameter: Int?

    /// The literal the body returns when returning it is all the body does
    /// (`{ return true }`, `{ true }`), as text; nil for any other body.
    public var returnedLiteral: String?

    /// A method with these parts.
    public init(
        name: String, isOverride: Bool = false, callsSuper: Bool = false, isIBAction: Bool = false,
        isStatic: Bool = false, parameters: [String] = [], line: Int, statements: [SwiftStatement] = [],
        objcName: String? = nil, returnedLiteral: String? = nil
    ) {
        self.name = name
        self.isOverride = isOverride
        self.callsSuper = callsSuper
        self.isIBAction = isIBAction
        self.objcName = objcName
        self.isStatic = isStatic
        self.parameters = parameters
        self.line = line
        self.statements = statements
        self.returnedLiteral = returnedLiteral
    }
}
