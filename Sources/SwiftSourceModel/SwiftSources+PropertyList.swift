import PropertyLists

/// Why bytes could not be read back as what the Swift reader found.
public struct SwiftSourcesCodingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was wrong, for a warning.
    public var description: String

    init(_ description: String) { self.description = description }
}

// What the reader found crosses from the library that holds swift-syntax to the program
// as a property list (`SwiftReadingLibrary`): values only, so that no type of one image
// is handed to code of the other. Every field has a short key; a missing or mistyped one
// is an error, never a guess.

extension SwiftSources {
    /// These sources as a property list.
    public var propertyList: PropertyList {
        .dictionary([
            "classes": .array(classes.values.sorted { $0.name < $1.name }.map(\.propertyList)),
            "extensions": .array(extensions.values.sorted { $0.name < $1.name }.map(\.propertyList)),
            "warnings": .array(warnings.map(\.propertyList)),
            "structures": .array(structures.values.sorted { $0.name < $1.name }.map(\.propertyList)),
            "globals": .array(globals.values.sorted { $0.name < $1.name }.map(\.propertyList)),
        ])
    }

    /// The sources `propertyList` wrote.
    public init(propertyList: PropertyList) throws(SwiftSourcesCodingError) {
        let fields = try Fields(propertyList, "sources")
        var classes: [String: SwiftClass] = [:]
        for item in try fields.array("classes") {
            let found = try SwiftClass(propertyList: item)
            classes[found.name] = found
        }
        var extensions: [String: SwiftClass] = [:]
        for item in try fields.array("extensions") {
            let found = try SwiftClass(propertyList: item)
            extensions[found.name] = found
        }
        var warnings: [SourceWarning] = []
        for item in try fields.array("warnings") { warnings.append(try SourceWarning(propertyList: item)) }
        self.init(classes: classes, extensions: extensions, warnings: warnings)
        if fields.has("structures") {
            for item in try fields.array("structures") {
                let found = try SwiftClass(propertyList: item)
                structures[found.name] = found
            }
        }
        if fields.has("globals") {
            for item in try fields.array("globals") {
                let found = try SwiftStoredProperty(propertyList: item)
                globals[found.name] = found
            }
        }
    }
}

extension SwiftClass {
    var propertyList: PropertyList {
        var fields: [String: PropertyList] = [
            "name": .string(name), "path": .string(path), "line": .integer(line),
            "methods": .array(methods.values.sorted { $0.name < $1.name }.map(\.propertyList)),
            "constants": .dictionary(constants.mapValues(PropertyList.string)),
            "overriddenProperties": .array(overriddenProperties.sorted().map(PropertyList.string)),
        ]
        if let superclass { fields["superclass"] = .string(superclass) }
        if !conformances.isEmpty { fields["conformances"] = .array(conformances.map(PropertyList.string)) }
        if !initialValues.isEmpty { fields["initialValues"] = .array(initialValues.map(\.propertyList)) }
        if !storedProperties.isEmpty {
            fields["stored"] = .array(storedProperties.values.sorted { $0.name < $1.name }.map(\.propertyList))
        }
        if isValueType { fields["valueType"] = .boolean(true) }
        if !madeControllers.isEmpty { fields["made"] = .array(madeControllers.map(\.propertyList)) }
        if keepsMadeControllers { fields["keepsMade"] = .boolean(true) }
        return .dictionary(fields)
    }

    init(propertyList: PropertyList) throws(SwiftSourcesCodingError) {
        let fields = try Fields(propertyList, "class")
        var methods: [String: SwiftMethod] = [:]
        for item in try fields.array("methods") {
            let method = try SwiftMethod(propertyList: item)
            methods[method.name] = method
        }
        var initialValues: [SwiftStatement] = []
        if fields.has("initialValues") {
            for item in try fields.array("initialValues") { initialValues.append(try SwiftStatement(propertyList: item)) }
        }
        var constants: [String: String] = [:]
        for (key, value) in try fields.dictionary("constants") {
            guard case .string(let text) = value else { throw SwiftSourcesCodingError("constant \(key) is no string") }
            constants[key] = text
        }
        self.init(
            name: try fields.string("name"), superclass: try fields.optionalString("superclass"),
            path: try fields.string("path"), line: try fields.integer("line"), methods: methods,
            constants: constants, overriddenProperties: Set(try fields.strings("overriddenProperties")),
            conformances: fields.has("conformances") ? try fields.strings("conformances") : [],
            initialValues: initialValues)
        if fields.has("stored") {
            for item in try fields.array("stored") {
                let property = try SwiftStoredProperty(propertyList: item)
                storedProperties[property.name] = property
            }
        }
        isValueType = fields.has("valueType") ? try fields.boolean("valueType") : false
        if fields.has("made") {
            for item in try fields.array("made") { madeControllers.append(try MadeController(propertyList: item)) }
        }
        keepsMadeControllers = fields.has("keepsMade") ? try fields.boolean("keepsMade") : false
    }
}

extension SwiftMethod {
    var propertyList: PropertyList {
        var fields: [String: PropertyList] = [
            "name": .string(name), "isOverride": .boolean(isOverride), "callsSuper": .boolean(callsSuper),
            "isIBAction": .boolean(isIBAction), "isStatic": .boolean(isStatic),
            "parameters": .array(parameters.map(PropertyList.string)), "line": .integer(line),
            "statements": .array(statements.map(\.propertyList)),
        ]
        if let objcName { fields["objcName"] = .string(objcName) }
        if let returnedLiteral { fields["returnedLiteral"] = .string(returnedLiteral) }
        return .dictionary(fields)
    }

    init(propertyList: PropertyList) throws(SwiftSourcesCodingError) {
        let fields = try Fields(propertyList, "method")
        var statements: [SwiftStatement] = []
        for item in try fields.array("statements") { statements.append(try SwiftStatement(propertyList: item)) }
        self.init(
            name: try fields.string("name"), isOverride: try fields.boolean("isOverride"),
            callsSuper: try fields.boolean("callsSuper"), isIBAction: try fields.boolean("isIBAction"),
            isStatic: try fields.boolean("isStatic"), parameters: try fields.strings("parameters"),
            line: try fields.integer("line"), statements: statements,
            objcName: try fields.optionalString("objcName"),
            returnedLiteral: try fields.optionalString("returnedLiteral"))
    }
}

extension SwiftStatement {
    var propertyList: PropertyList {
        switch self {
        case .print(let call):
            return .dictionary([
                "kind": .string("print"), "items": .array(call.items.map(PrintPart.propertyList(of:))),
                "separator": .string(call.separator), "terminator": .string(call.terminator),
                "function": .string(call.function.rawValue), "line": .integer(call.line),
                "column": .integer(call.column), "path": .string(call.path),
            ])
        case .call(let method, let arguments):
            return .dictionary([
                "kind": .string("call"), "method": .string(method),
                "arguments": .array(arguments.map(PrintPart.propertyList(of:))),
            ])
        case .show(let call):
            return .dictionary([
                "kind": .string("show"), "how": .string(call.how.rawValue), "controller": call.controller.propertyList,
                "line": .integer(call.line), "path": .string(call.path),
            ])
        case .setRoot(let controller):
            return .dictionary(["kind": .string("setRoot"), "controller": controller.propertyList])
        case .returnController(let controller):
            return .dictionary(["kind": .string("returnController"), "controller": controller.propertyList])
        case .interface(.title(let title)):
            return .dictionary(["kind": .string("title"), "text": .string(title)])
        case .interface(.control(let control)):
            return .dictionary(["kind": .string("control"), "control": control.propertyList])
        case .interface(.tabs(let tabs)):
            return .dictionary(["kind": .string("tabs"), "tabs": .array(tabs.map(\.propertyList))])
        case .superCall(let method):
            return .dictionary(["kind": .string("super"), "method": .string(method)])
        case .branch(let branch):
            return .dictionary([
                "kind": .string("branch"), "condition": branch.condition.propertyList,
                "body": .array(branch.body.map(\.propertyList)),
                "otherwise": .array(branch.otherwise.map(\.propertyList)), "path": .string(branch.path),
                "line": .integer(branch.line),
            ])
        case .observe(let observer):
            var fields: [String: PropertyList] = [
                "kind": .string("observe"), "notification": .string(observer.notification),
                "line": .integer(observer.line), "path": .string(observer.path),
            ]
            switch observer.handler {
            case .method(let name): fields["method"] = .string(name)
            case .closure(let statements): fields["closure"] = .array(statements.map(\.propertyList))
            }
            return .dictionary(fields)
        case .stopObserving(let notification, let closuresOnly):
            var fields: [String: PropertyList] = ["kind": .string("stopObserving"), "closuresOnly": .boolean(closuresOnly)]
            if let notification { fields["notification"] = .string(notification) }
            return .dictionary(fields)
        case .assign(let target, let operation, let value):
            return .dictionary([
                "kind": .string("assign"), "target": target.propertyList, "operator": .string(operation),
                "value": value.propertyList,
            ])
        case .declare(let name, let value):
            return .dictionary(["kind": .string("declare"), "name": .string(name), "value": value.propertyList])
        case .returns(let value):
            var fields: [String: PropertyList] = ["kind": .string("return")]
            if let value { fields["value"] = value.propertyList }
            return .dictionary(fields)
        case .conditional(let conditional):
            return .dictionary([
                "kind": .string("conditional"), "clauses": .array(conditional.clauses.map(\.propertyList)),
                "body": .array(conditional.body.map(\.propertyList)),
                "otherwise": .array(conditional.otherwise.map(\.propertyList)),
            ])
        }
    }

    init(propertyList: PropertyList) throws(SwiftSourcesCodingError) {
        let fields = try Fields(propertyList, "statement")
        switch try fields.string("kind") {
        case "print":
            guard let function = PrintFunction(rawValue: try fields.string("function")) else {
                throw SwiftSourcesCodingError("a print call of an unknown function")
            }
            var items: [[PrintPart]] = []
            for item in try fields.array("items") { items.append(try PrintPart.parts(from: item)) }
            self = .print(
                PrintCall(
                    items: items, separator: try fields.string("separator"),
                    terminator: try fields.string("terminator"), function: function, line: try fields.integer("line"),
                    column: try fields.integer("column"), path: try fields.string("path")))
        case "call":
            var arguments: [[PrintPart]] = []
            for item in try fields.array("arguments") { arguments.append(try PrintPart.parts(from: item)) }
            self = .call(method: try fields.string("method"), arguments: arguments)
        case "show":
            guard let how = ShowCall.How(rawValue: try fields.string("how")) else {
                throw SwiftSourcesCodingError("a show call of an unknown kind")
            }
            self = .show(
                ShowCall(
                    how: how, controller: try MadeController(propertyList: fields.value("controller")),
                    line: try fields.integer("line"), path: try fields.string("path")))
        case "setRoot":
            self = .setRoot(try MadeController(propertyList: fields.value("controller")))
        case "returnController":
            self = .returnController(try MadeController(propertyList: fields.value("controller")))
        case "title":
            self = .interface(.title(try fields.string("text")))
        case "control":
            self = .interface(.control(try CodeControl(propertyList: fields.value("control"))))
        case "tabs":
            var tabs: [MadeController] = []
            for item in try fields.array("tabs") { tabs.append(try MadeController(propertyList: item)) }
            self = .interface(.tabs(tabs))
        case "super":
            self = .superCall(try fields.string("method"))
        case "branch":
            var body: [SwiftStatement] = []
            for item in try fields.array("body") { body.append(try SwiftStatement(propertyList: item)) }
            var otherwise: [SwiftStatement] = []
            for item in try fields.array("otherwise") { otherwise.append(try SwiftStatement(propertyList: item)) }
            self = .branch(
                SwiftBranch(
                    condition: try SwiftCondition(propertyList: fields.values["condition"] ?? .array([])),
                    body: body, otherwise: otherwise, path: try fields.string("path"),
                    line: try fields.integer("line")))
        case "observe":
            let handler: NotificationObserver.Handler
            if let method = try fields.optionalString("method") {
                handler = .method(method)
            } else {
                var statements: [SwiftStatement] = []
                for item in try fields.array("closure") { statements.append(try SwiftStatement(propertyList: item)) }
                handler = .closure(statements)
            }
            self = .observe(
                NotificationObserver(
                    notification: try fields.string("notification"), handler: handler,
                    line: try fields.integer("line"), path: try fields.string("path")))
        case "stopObserving":
            self = .stopObserving(
                notification: try fields.optionalString("notification"),
                closuresOnly: try fields.boolean("closuresOnly"))
        case "assign":
            self = .assign(
                target: try SwiftExpression(propertyList: fields.values["target"] ?? .array([])),
                operator: try fields.string("operator"),
                value: try SwiftExpression(propertyList: fields.values["value"] ?? .array([])))
        case "declare":
            self = .declare(
                name: try fields.string("name"),
                value: try SwiftExpression(propertyList: fields.values["value"] ?? .array([])))
        case "return":
            self = .returns(try fields.values["value"].map { value throws(SwiftSourcesCodingError) in
                try SwiftExpression(propertyList: value)
            })
        case "conditional":
            var clauses: [SwiftConditionClause] = []
            for item in try fields.array("clauses") { clauses.append(try SwiftConditionClause(propertyList: item)) }
            var body: [SwiftStatement] = []
            for item in try fields.array("body") { body.append(try SwiftStatement(propertyList: item)) }
            var otherwise: [SwiftStatement] = []
            for item in try fields.array("otherwise") { otherwise.append(try SwiftStatement(propertyList: item)) }
            self = .conditional(SwiftConditional(clauses: clauses, body: body, otherwise: otherwise))
        case let other:
            throw SwiftSourcesCodingError("a statement of unknown kind '\(other)'")
        }
    }
}

extension SwiftCondition {
    var propertyList: PropertyList {
        switch self {
        case .presentingViewControllerIs(let name):
            return .dictionary(["kind": .string("presentingIs"), "text": .string(name)])
        case .hasPresentingViewController: return .dictionary(["kind": .string("hasPresenting")])
        case .hasNavigationController: return .dictionary(["kind": .string("hasNavigation")])
        case .isBeingPresented: return .dictionary(["kind": .string("isBeingPresented")])
        case .isMovingFromParent: return .dictionary(["kind": .string("isMovingFromParent")])
        case .not(let inner): return .dictionary(["kind": .string("not"), "conditions": .array([inner.propertyList])])
        case .all(let conditions):
            return .dictionary(["kind": .string("all"), "conditions": .array(conditions.map(\.propertyList))])
        case .unknown(let text): return .dictionary(["kind": .string("unknown"), "text": .string(text)])
        }
    }

    init(propertyList: PropertyList) throws(SwiftSourcesCodingError) {
        let fields = try Fields(propertyList, "condition")
        switch try fields.string("kind") {
        case "presentingIs": self = .presentingViewControllerIs(try fields.string("text"))
        case "hasPresenting": self = .hasPresentingViewController
        case "hasNavigation": self = .hasNavigationController
        case "isBeingPresented": self = .isBeingPresented
        case "isMovingFromParent": self = .isMovingFromParent
        case "not":
            guard let inner = try fields.array("conditions").first else {
                throw SwiftSourcesCodingError("condition: not without its condition")
            }
            self = .not(try SwiftCondition(propertyList: inner))
        case "all":
            var conditions: [SwiftCondition] = []
            for item in try fields.array("conditions") { conditions.append(try SwiftCondition(propertyList: item)) }
            self = .all(conditions)
        case "unknown": self = .unknown(try fields.string("text"))
        case let other:
            throw SwiftSourcesCodingError("a condition of unknown kind '\(other)'")
        }
    }
}

extension PrintPart {
    /// One item's parts as an array of one-key dictionaries (`{"text": "Hi"}`, `{"function": ""}`).
    static func propertyList(of parts: [PrintPart]) -> PropertyList {
        .array(
            parts.map { part in
                switch part {
                case .text(let text): return .dictionary(["text": .string(text)])
                case .function: return .dictionary(["function": .string("")])
                case .className: return .dictionary(["className": .string("")])
                case .qualifiedClassName: return .dictionary(["qualifiedClassName": .string("")])
                case .title: return .dictionary(["title": .string("")])
                case .property(let name): return .dictionary(["property": .string(name)])
                case .expression(let text): return .dictionary(["expression": .string(text)])
                case .evaluable(let expression, let text):
                    return .dictionary(["evaluable": .array([.string(text), expression.propertyList])])
                }
            })
    }

    static func parts(from propertyList: PropertyList) throws(SwiftSourcesCodingError) -> [PrintPart] {
        guard case .array(let items) = propertyList else { throw SwiftSourcesCodingError("print parts are no array") }
        var parts: [PrintPart] = []
        for item in items {
            if case .dictionary(let one) = item, case .array(let pair)? = one["evaluable"], pair.count == 2,
                case .string(let text) = pair[0]
            {
                parts.append(.evaluable(try SwiftExpression(propertyList: pair[1]), text: text))
                continue
            }
            guard case .dictionary(let one) = item, one.count == 1, let (kind, value) = one.first,
                case .string(let text) = value
            else { throw SwiftSourcesCodingError("a print part is no one-key dictionary of a string") }
            switch kind {
            case "text": parts.append(.text(text))
            case "function": parts.append(.function)
            case "className": parts.append(.className)
            case "qualifiedClassName": parts.append(.qualifiedClassName)
            case "title": parts.append(.title)
            case "property": parts.append(.property(text))
            case "expression": parts.append(.expression(text))
            default: throw SwiftSourcesCodingError("a print part of unknown kind '\(kind)'")
            }
        }
        return parts
    }
}

extension SourceWarning {
    var propertyList: PropertyList {
        var fields = problem.fields
        fields["path"] = .string(path)
        fields["line"] = .integer(line)
        fields["column"] = .integer(column)
        return .dictionary(fields)
    }

    init(propertyList: PropertyList) throws(SwiftSourcesCodingError) {
        let fields = try Fields(propertyList, "warning")
        self.init(
            path: try fields.string("path"), line: try fields.integer("line"), column: try fields.integer("column"),
            problem: try SourceProblem(fields))
    }
}

/// A problem crosses from the reading library as its kind and its values, never as a sentence.
extension SourceProblem {
    fileprivate var fields: [String: PropertyList] {
        switch self {
        case .fileTooLarge(let maximum): return ["kind": .string("fileTooLarge"), "limit": .integer(maximum)]
        case .nestedTooDeep(let shape, let count, let limit):
            return ["kind": .string("nestedTooDeep"), "shape": .string(shape.rawValue), "count": .integer(count), "limit": .integer(limit)]
        case .unreadable(let text): return ["kind": .string("unreadable"), "text": .string(text)]
        case .expected(let token, let closing):
            var fields: [String: PropertyList] = ["kind": .string("expected"), "text": .string(token)]
            // A property list has no null: an unknown closing line is a missing key.
            if let closing { fields["closing"] = .integer(closing) }
            return fields
        case .duplicateMember(let className, let member):
            return ["kind": .string("duplicateMember"), "name": .string(className), "text": .string(member)]
        case .duplicateClass(let name, let earlierPath, let earlierLine):
            return ["kind": .string("duplicateClass"), "name": .string(name), "text": .string(earlierPath), "count": .integer(earlierLine)]
        case .moreWarnings(let count): return ["kind": .string("moreWarnings"), "count": .integer(count)]
        case .readerUnavailable(let reason): return ["kind": .string("readerUnavailable"), "text": .string(reason)]
        }
    }

    fileprivate init(_ fields: Fields) throws(SwiftSourcesCodingError) {
        switch try fields.string("kind") {
        case "fileTooLarge": self = .fileTooLarge(maximumMiB: try fields.integer("limit"))
        case "nestedTooDeep":
            guard let shape = NestedShape(rawValue: try fields.string("shape")) else {
                throw SwiftSourcesCodingError("warning: an unknown nesting shape")
            }
            self = .nestedTooDeep(shape, count: try fields.integer("count"), limit: try fields.integer("limit"))
        case "unreadable": self = .unreadable(try fields.string("text"))
        case "expected":
            self = .expected(try fields.string("text"), closing: try fields.optionalInteger("closing"))
        case "duplicateMember":
            self = .duplicateMember(className: try fields.string("name"), member: try fields.string("text"))
        case "duplicateClass":
            self = .duplicateClass(
                try fields.string("name"), earlierPath: try fields.string("text"), earlierLine: try fields.integer("count"))
        case "moreWarnings": self = .moreWarnings(try fields.integer("count"))
        case "readerUnavailable": self = .readerUnavailable(reason: try fields.string("text"))
        case let kind: throw SwiftSourcesCodingError("warning: an unknown kind '\(kind)'")
        }
    }
}

/// A dictionary's fields read by type, each missing or mistyped one an error naming it.
struct Fields {
    let values: [String: PropertyList]
    let what: String

    init(_ propertyList: PropertyList, _ what: String) throws(SwiftSourcesCodingError) {
        guard case .dictionary(let values) = propertyList else { throw SwiftSourcesCodingError("\(what): no dictionary") }
        self.values = values
        self.what = what
    }

    private func missing(_ key: String, _ type: String) -> SwiftSourcesCodingError {
        SwiftSourcesCodingError("\(what): \(key) is missing or not \(type)")
    }

    /// Whether the field is there: for fields written only when they hold something.
    func has(_ key: String) -> Bool { values[key] != nil }

    func string(_ key: String) throws(SwiftSourcesCodingError) -> String {
        guard case .string(let value)? = values[key] else { throw missing(key, "a string") }
        return value
    }

    /// A field of any type, for a nested value's own reader.
    func value(_ key: String) throws(SwiftSourcesCodingError) -> PropertyList {
        guard let value = values[key] else { throw SwiftSourcesCodingError("\(what): \(key) is missing") }
        return value
    }

    func optionalString(_ key: String) throws(SwiftSourcesCodingError) -> String? {
        guard let value = values[key] else { return nil }
        guard case .string(let text) = value else { throw missing(key, "a string") }
        return text
    }

    func optionalInteger(_ key: String) throws(SwiftSourcesCodingError) -> Int? {
        guard values[key] != nil else { return nil }
        return try integer(key)
    }

    func integer(_ key: String) throws(SwiftSourcesCodingError) -> Int {
        guard case .integer(let value)? = values[key] else { throw missing(key, "an integer") }
        return value
    }

    func boolean(_ key: String) throws(SwiftSourcesCodingError) -> Bool {
        guard case .boolean(let value)? = values[key] else { throw missing(key, "a boolean") }
        return value
    }

    func array(_ key: String) throws(SwiftSourcesCodingError) -> [PropertyList] {
        guard case .array(let value)? = values[key] else { throw missing(key, "an array") }
        return value
    }

    func dictionary(_ key: String) throws(SwiftSourcesCodingError) -> [String: PropertyList] {
        guard case .dictionary(let value)? = values[key] else { throw missing(key, "a dictionary") }
        return value
    }

    func strings(_ key: String) throws(SwiftSourcesCodingError) -> [String] {
        var result: [String] = []
        for item in try array(key) {
            guard case .string(let text) = item else { throw missing(key, "an array of strings") }
            result.append(text)
        }
        return result
    }
}
