// What code makes, as bytes: see SwiftSources+Bytes.swift.

extension MadeController: SourcesCodable {
    public func write(to writer: inout SourcesWriter) {
        switch self {
        case .instance(let className, let title): writer.write(tag: 0, className, title)
        case .storyboard(let identifier, let storyboardName): writer.write(tag: 1, identifier, storyboardName)
        case .navigation(let className, let root): writer.write(tag: 2, className, root)
        case .tabBar(let className, let tabs): writer.write(tag: 3, className, tabs)
        case .returnedBy(let method): writer.write(tag: 4, method)
        case .split(let className, let primary, let secondary): writer.write(tag: 5, className, primary, secondary)
        case .returnedByCall(let method, let arguments): writer.write(tag: 6, method, arguments)
        case .parameter(let index): writer.write(tag: 7, index)
        case .storyboardByConstant(let identifier, let storyboardName): writer.write(tag: 8, identifier, storyboardName)
        }
    }

    public init(from reader: inout SourcesReader) throws(SwiftSourcesCodingError) {
        self = try reader.nested("a made controller") { reader throws(SwiftSourcesCodingError) in
            switch try reader.readCount("a made controller's kind") {
            case 0: return .instance(className: try reader.read(), title: try reader.read())
            case 1: return .storyboard(identifier: try reader.read(), storyboardName: try reader.read())
            case 2: return .navigation(className: try reader.read(), root: try reader.read())
            case 3: return .tabBar(className: try reader.read(), tabs: try reader.read())
            case 4: return .returnedBy(method: try reader.read())
            case 5:
                return .split(className: try reader.read(), primary: try reader.read(), secondary: try reader.read())
            case 6: return .returnedByCall(method: try reader.read(), arguments: try reader.read())
            case 7: return .parameter(index: try reader.read())
            case 8: return .storyboardByConstant(identifier: try reader.read(), storyboardName: try reader.read())
            case let other: throw SwiftSourcesCodingError("a made controller of unknown kind \(other)")
            }
        }
    }
}

extension CodeControl: SourcesCodable {
    public func write(to writer: inout SourcesWriter) {
        writer.write(name)
        writer.write(kind.rawValue)
        writer.write(title)
        writer.write(systemItem)
        writer.write(placement?.rawValue)
        switch handler {
        case nil: writer.write(tag: 0)
        case .method(let name)?: writer.write(tag: 1, name)
        case .closure(let statements)?: writer.write(tag: 2, statements)
        }
        writer.write(line)
        writer.write(path)
        writer.write(menu)
        writer.write(menuMethod)
        writer.write(initializer)
        writer.write(handlerPath)
        writer.write(handlerLine)
        writer.write(customView)
    }

    public init(from reader: inout SourcesReader) throws(SwiftSourcesCodingError) {
        let name: String = try reader.read()
        guard let kind = Kind(rawValue: try reader.read()) else {
            throw SwiftSourcesCodingError("a control of an unknown kind")
        }
        let title: String? = try reader.read()
        let systemItem: String? = try reader.read()
        var placement: Placement?
        if let placed: String = try reader.read() {
            guard let known = Placement(rawValue: placed) else {
                throw SwiftSourcesCodingError("a control of an unknown placement")
            }
            placement = known
        }
        let handler: Handler?
        switch try reader.readCount("a control's handler") {
        case 0: handler = nil
        case 1: handler = .method(try reader.read())
        case 2: handler = .closure(try reader.read())
        case let other: throw SwiftSourcesCodingError("a control's handler of kind \(other)")
        }
        self.init(
            name: name, kind: kind, title: title, systemItem: systemItem, handler: handler, placement: placement,
            line: try reader.read(), path: try reader.read())
        menu = try reader.nested("a menu") { reader throws(SwiftSourcesCodingError) in try reader.read() }
        menuMethod = try reader.read()
        initializer = try reader.read()
        handlerPath = try reader.read()
        handlerLine = try reader.read()
        customView = try reader.read()
    }
}

extension ControlInitializer: SourcesCodable {
    public func write(to writer: inout SourcesWriter) {
        writer.write(className)
        writer.write(name)
        writer.write(stringArguments)
    }

    public init(from reader: inout SourcesReader) throws(SwiftSourcesCodingError) {
        self.init(className: try reader.read(), name: try reader.read(), stringArguments: try reader.read())
    }
}
