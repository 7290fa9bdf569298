// What the reader found crosses from the library that holds swift-syntax to the program as
// bytes (`SwiftReadingLibrary`): values only, so that no type of one image is handed to code
// of the other. Each type writes its fields in a fixed order; an enumeration writes its case
// as a small number first. A bad tag, a short read or bytes left over is an error, never a guess.

extension SwiftSources {
    /// The first bytes, and the format's version: a library of another version is refused,
    /// not misread.
    static let magic: [UInt8] = Array("scenelab-sources-6".utf8)

    /// These sources as bytes.
    public var bytes: [UInt8] {
        var writer = SourcesWriter(capacity: 1 << 16)
        writer.write(raw: Self.magic)
        writer.write(classes.values.sorted { $0.name < $1.name })
        writer.write(extensions.values.sorted { $0.name < $1.name })
        writer.write(warnings)
        writer.write(structures.values.sorted { $0.name < $1.name })
        writer.write(globals.values.sorted { $0.name < $1.name })
        return writer.bytes
    }

    /// The sources `bytes` wrote.
    public init(bytes: UnsafeBufferPointer<UInt8>) throws(SwiftSourcesCodingError) {
        var reader = SourcesReader(bytes)
        let start = try reader.readRaw(min(Self.magic.count, bytes.count), "the sources' first bytes")
        guard start.elementsEqual(Self.magic) else { throw SwiftSourcesCodingError("not sources of this version") }
        let classes: [SwiftClass] = try reader.read()
        let extensions: [SwiftClass] = try reader.read()
        let warnings: [SourceWarning] = try reader.read()
        let structures: [SwiftClass] = try reader.read()
        let globals: [SwiftStoredProperty] = try reader.read()
        guard reader.isAtEnd else { throw SwiftSourcesCodingError("bytes left after the sources") }
        self.init(
            classes: Dictionary(classes.map { ($0.name, $0) }) { first, _ in first },
            extensions: Dictionary(extensions.map { ($0.name, $0) }) { first, _ in first }, warnings: warnings)
        self.structures = Dictionary(structures.map { ($0.name, $0) }) { first, _ in first }
        self.globals = Dictionary(globals.map { ($0.name, $0) }) { first, _ in first }
    }

    /// The sources `bytes` wrote.
    public init(bytes: [UInt8]) throws(SwiftSourcesCodingError) {
        let result = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(SwiftSourcesCodingError) in try SwiftSources(bytes: buffer) }
        }
        self = try result.get()
    }
}

extension SwiftClass: SourcesCodable {
    public func write(to writer: inout SourcesWriter) {
        writer.write(name)
        writer.write(superclass)
        writer.write(conformances)
        writer.write(path)
        writer.write(line)
        writer.write(methods.values.sorted { $0.name < $1.name })
        writer.write(constants.keys.sorted())
        writer.write(constants.keys.sorted().map { constants[$0] ?? "" })
        writer.write(overriddenProperties.sorted())
        writer.write(initialValues)
        writer.write(storedProperties.values.sorted { $0.name < $1.name })
        writer.write(isValueType)
        writer.write(madeControllers)
        writer.write(keepsMadeControllers)
    }

    public init(from reader: inout SourcesReader) throws(SwiftSourcesCodingError) {
        let name: String = try reader.read()
        let superclass: String? = try reader.read()
        let conformances: [String] = try reader.read()
        let path: String = try reader.read()
        let line: Int = try reader.read()
        let methods: [SwiftMethod] = try reader.read()
        let constantNames: [String] = try reader.read()
        let constantValues: [String] = try reader.read()
        guard constantNames.count == constantValues.count else {
            throw SwiftSourcesCodingError(
                "class \(name): \(constantNames.count) constants, \(constantValues.count) values")
        }
        let overridden: [String] = try reader.read()
        let initialValues: [SwiftStatement] = try reader.read()
        let stored: [SwiftStoredProperty] = try reader.read()
        self.init(
            name: name, superclass: superclass, path: path, line: line,
            methods: Dictionary(methods.map { ($0.name, $0) }) { first, _ in first },
            constants: Dictionary(zip(constantNames, constantValues)) { first, _ in first },
            overriddenProperties: Set(overridden), conformances: conformances, initialValues: initialValues)
        storedProperties = Dictionary(stored.map { ($0.name, $0) }) { first, _ in first }
        isValueType = try reader.read()
        madeControllers = try reader.read()
        keepsMadeControllers = try reader.read()
    }
}

extension SwiftMethod: SourcesCodable {
    public func write(to writer: inout SourcesWriter) {
        writer.write(name)
        writer.write(isOverride)
        writer.write(callsSuper)
        writer.write(isIBAction)
        writer.write(isStatic)
        writer.write(parameters)
        writer.write(line)
        writer.write(statements)
        writer.write(objcName)
        writer.write(returnedLiteral)
        writer.write(defaults)
        writer.write(titleParameter)
    }

    public init(from reader: inout SourcesReader) throws(SwiftSourcesCodingError) {
        self.init(
            name: try reader.read(), isOverride: try reader.read(), callsSuper: try reader.read(),
            isIBAction: try reader.read(), isStatic: try reader.read(), parameters: try reader.read(),
            line: try reader.read(), statements: try reader.read(), objcName: try reader.read(),
            returnedLiteral: try reader.read())
        defaults = try reader.read()
        titleParameter = try reader.read()
    }
}

extension SwiftStatement: SourcesCodable {
    public func write(to writer: inout SourcesWriter) {
        switch self {
        case .print(let call):
            writer.write(
                tag: 0, call.items, call.separator, call.terminator, call.function.rawValue, call.line, call.column,
                call.path)
        case .call(let method, let arguments): writer.write(tag: 1, method, arguments)
        case .show(let call):
            writer.write(
                tag: 2, call.how.rawValue, call.controller, call.line, call.path, call.presentationStyle, call.local)
        case .setRoot(let controller): writer.write(tag: 3, controller)
        case .returnController(let controller): writer.write(tag: 4, controller)
        case .interface(.title(let title)): writer.write(tag: 5, title)
        case .interface(.control(let control)): writer.write(tag: 6, control)
        case .interface(.tabs(let tabs)): writer.write(tag: 7, tabs)
        case .interface(.subview(let className)): writer.write(tag: 20, className)
        case .interface(.menu(let items)): writer.write(tag: 21, items)
        case .interface(.controllersOf(let holder, let controllers, let appending)):
            writer.write(tag: 24, holder, controllers, appending)
        case .superCall(let method): writer.write(tag: 8, method)
        case .branch(let branch):
            writer.write(tag: 9, branch.condition, branch.body, branch.otherwise, branch.path, branch.line)
        case .observe(let observer):
            writer.write(tag: 10, observer.notification, observer.line, observer.path)
            switch observer.handler {
            case .method(let name): writer.write(tag: 0, name)
            case .closure(let statements): writer.write(tag: 1, statements)
            }
        case .stopObserving(let notification, let closuresOnly): writer.write(tag: 11, notification, closuresOnly)
        case .assign(let target, let operation, let value): writer.write(tag: 12, target, operation, value)
        case .declare(let name, let value): writer.write(tag: 13, name, value)
        case .returns(let value): writer.write(tag: 14, value)
        case .conditional(let conditional):
            writer.write(
                tag: 15, conditional.clauses, conditional.body, conditional.otherwise, conditional.text, conditional.path,
                conditional.line, conditional.isGuard)
        case .mutate(let target, let method, let arguments): writer.write(tag: 16, target, method, arguments)
        case .popTo(.index(let index)): writer.write(tag: 17, index)
        case .popTo(.firstOf(let className)): writer.write(tag: 18, className)
        case .presentAlert(let alert): writer.write(tag: 19, alert)
        case .closure(let closure):
            writer.write(tag: 22, closure.call, closure.argument, closure.statements, closure.path, closure.line)
        case .storeClosure(let kept):
            writer.write(tag: 23, kept.property, kept.parameters, kept.statements, kept.path, kept.line)
            writer.write(kept.method)
        }
    }

    public init(from reader: inout SourcesReader) throws(SwiftSourcesCodingError) {
        self = try reader.nested("a statement") { reader throws(SwiftSourcesCodingError) in
            switch try reader.readCount("a statement's kind") {
            case 0:
                let items: [[PrintPart]] = try reader.read()
                let separator: String = try reader.read()
                let terminator: String = try reader.read()
                guard let function = PrintFunction(rawValue: try reader.read()) else {
                    throw SwiftSourcesCodingError("a print call of an unknown function")
                }
                return .print(
                    PrintCall(
                        items: items, separator: separator, terminator: terminator, function: function,
                        line: try reader.read(), column: try reader.read(), path: try reader.read()))
            case 1: return .call(method: try reader.read(), arguments: try reader.read())
            case 2:
                guard let how = ShowCall.How(rawValue: try reader.read()) else {
                    throw SwiftSourcesCodingError("a show call of an unknown kind")
                }
                var call = ShowCall(how: how, controller: try reader.read(), line: try reader.read(), path: try reader.read())
                call.presentationStyle = try reader.read()
                call.local = try reader.read()
                return .show(call)
            case 3: return .setRoot(try reader.read())
            case 4: return .returnController(try reader.read())
            case 5: return .interface(.title(try reader.read()))
            case 6: return .interface(.control(try reader.read()))
            case 7: return .interface(.tabs(try reader.read()))
            case 8: return .superCall(try reader.read())
            case 9:
                return .branch(
                    SwiftBranch(
                        condition: try reader.read(), body: try reader.read(), otherwise: try reader.read(),
                        path: try reader.read(), line: try reader.read()))
            case 10:
                let notification: String = try reader.read()
                let line: Int = try reader.read()
                let path: String = try reader.read()
                let handler: NotificationObserver.Handler
                switch try reader.readCount("an observer's handler") {
                case 0: handler = .method(try reader.read())
                case 1: handler = .closure(try reader.read())
                case let other: throw SwiftSourcesCodingError("an observer's handler of kind \(other)")
                }
                return .observe(
                    NotificationObserver(notification: notification, handler: handler, line: line, path: path))
            case 11: return .stopObserving(notification: try reader.read(), closuresOnly: try reader.read())
            case 12: return .assign(target: try reader.read(), operator: try reader.read(), value: try reader.read())
            case 13: return .declare(name: try reader.read(), value: try reader.read())
            case 14: return .returns(try reader.read())
            case 15:
                return .conditional(
                    SwiftConditional(
                        clauses: try reader.read(), body: try reader.read(), otherwise: try reader.read(),
                        text: try reader.read(), path: try reader.read(), line: try reader.read(),
                        isGuard: try reader.read()))
            case 16: return .mutate(target: try reader.read(), method: try reader.read(), arguments: try reader.read())
            case 17: return .popTo(.index(try reader.read()))
            case 18: return .popTo(.firstOf(try reader.read()))
            case 19: return .presentAlert(try reader.read())
            case 20: return .interface(.subview(try reader.read()))
            case 21: return .interface(.menu(try reader.read()))
            case 22:
                return .closure(
                    ClosureArgument(
                        call: try reader.read(), argument: try reader.read(), statements: try reader.read(),
                        path: try reader.read(), line: try reader.read()))
            case 24:
                return .interface(.controllersOf(holder: try reader.read(), try reader.read(), appending: try reader.read()))
            case 23:
                return .storeClosure(
                    StoredClosure(
                        property: try reader.read(), parameters: try reader.read(), statements: try reader.read(),
                        path: try reader.read(), line: try reader.read(), method: try reader.read()))
            case let other: throw SwiftSourcesCodingError("a statement of unknown kind \(other)")
            }
        }
    }
}

extension SwiftCondition: SourcesCodable {
    public func write(to writer: inout SourcesWriter) {
        switch self {
        case .presentingViewControllerIs(let name): writer.write(tag: 0, name)
        case .hasPresentingViewController: writer.write(tag: 1)
        case .hasNavigationController: writer.write(tag: 2)
        case .isBeingPresented: writer.write(tag: 3)
        case .isMovingFromParent: writer.write(tag: 4)
        case .not(let inner): writer.write(tag: 5, inner)
        case .all(let conditions): writer.write(tag: 6, conditions)
        case .unknown(let text): writer.write(tag: 7, text)
        case .holds(let expression, let text): writer.write(tag: 8, expression, text)
        }
    }

    public init(from reader: inout SourcesReader) throws(SwiftSourcesCodingError) {
        self = try reader.nested("a condition") { reader throws(SwiftSourcesCodingError) in
            switch try reader.readCount("a condition's kind") {
            case 0: return .presentingViewControllerIs(try reader.read())
            case 1: return .hasPresentingViewController
            case 2: return .hasNavigationController
            case 3: return .isBeingPresented
            case 4: return .isMovingFromParent
            case 5: return .not(try reader.read())
            case 6: return .all(try reader.read())
            case 7: return .unknown(try reader.read())
            case 8: return .holds(try reader.read(), text: try reader.read())
            case let other: throw SwiftSourcesCodingError("a condition of unknown kind \(other)")
            }
        }
    }
}

extension PrintPart: SourcesCodable {
    public func write(to writer: inout SourcesWriter) {
        switch self {
        case .text(let text): writer.write(tag: 0, text)
        case .function: writer.write(tag: 1)
        case .className: writer.write(tag: 2)
        case .qualifiedClassName: writer.write(tag: 3)
        case .title: writer.write(tag: 4)
        case .property(let name): writer.write(tag: 5, name)
        case .expression(let text): writer.write(tag: 6, text)
        case .evaluable(let expression, let text): writer.write(tag: 7, expression, text)
        }
    }

    public init(from reader: inout SourcesReader) throws(SwiftSourcesCodingError) {
        switch try reader.readCount("a print part's kind") {
        case 0: self = .text(try reader.read())
        case 1: self = .function
        case 2: self = .className
        case 3: self = .qualifiedClassName
        case 4: self = .title
        case 5: self = .property(try reader.read())
        case 6: self = .expression(try reader.read())
        case 7: self = .evaluable(try reader.read(), text: try reader.read())
        case let other: throw SwiftSourcesCodingError("a print part of unknown kind \(other)")
        }
    }
}

extension SourceWarning: SourcesCodable {
    public func write(to writer: inout SourcesWriter) {
        writer.write(path)
        writer.write(line)
        writer.write(column)
        writer.write(problem)
    }

    public init(from reader: inout SourcesReader) throws(SwiftSourcesCodingError) {
        self.init(
            path: try reader.read(), line: try reader.read(), column: try reader.read(), problem: try reader.read())
    }
}

/// A problem crosses from the reading library as its kind and its values, never as a sentence.
extension SourceProblem: SourcesCodable {
    public func write(to writer: inout SourcesWriter) {
        switch self {
        case .fileTooLarge(let maximum): writer.write(tag: 0, maximum)
        case .nestedTooDeep(let shape, let count, let limit): writer.write(tag: 1, shape.rawValue, count, limit)
        case .unreadable(let text): writer.write(tag: 2, text)
        case .expected(let token, let closing): writer.write(tag: 3, token, closing)
        case .duplicateMember(let className, let member): writer.write(tag: 4, className, member)
        case .duplicateClass(let name, let earlierPath, let earlierLine):
            writer.write(tag: 5, name, earlierPath, earlierLine)
        case .moreWarnings(let count): writer.write(tag: 6, count)
        case .readerUnavailable(let reason): writer.write(tag: 7, reason)
        case .closureKept(let call): writer.write(tag: 8, call)
        }
    }

    public init(from reader: inout SourcesReader) throws(SwiftSourcesCodingError) {
        switch try reader.readCount("a warning's kind") {
        case 0: self = .fileTooLarge(maximumMiB: try reader.read())
        case 1:
            guard let shape = NestedShape(rawValue: try reader.read()) else {
                throw SwiftSourcesCodingError("warning: an unknown nesting shape")
            }
            self = .nestedTooDeep(shape, count: try reader.read(), limit: try reader.read())
        case 2: self = .unreadable(try reader.read())
        case 3: self = .expected(try reader.read(), closing: try reader.read())
        case 4: self = .duplicateMember(className: try reader.read(), member: try reader.read())
        case 5:
            self = .duplicateClass(try reader.read(), earlierPath: try reader.read(), earlierLine: try reader.read())
        case 6: self = .moreWarnings(try reader.read())
        case 7: self = .readerUnavailable(reason: try reader.read())
        case 8: self = .closureKept(call: try reader.read())
        case let other: throw SwiftSourcesCodingError("warning: an unknown kind \(other)")
        }
    }
}
