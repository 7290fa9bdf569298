import PropertyLists

// What code makes crosses from the reading library like the rest of `SwiftSources`
// (SwiftSources+PropertyList.swift): short keys, every missing field an error.

extension MadeController {
    var propertyList: PropertyList {
        switch self {
        case .instance(let className, let title):
            var fields: [String: PropertyList] = ["kind": .string("instance"), "className": .string(className)]
            if let title { fields["title"] = .string(title) }
            return .dictionary(fields)
        case .storyboard(let identifier, let storyboardName):
            var fields: [String: PropertyList] = ["kind": .string("storyboard")]
            if let identifier { fields["identifier"] = .string(identifier) }
            if let storyboardName { fields["storyboardName"] = .string(storyboardName) }
            return .dictionary(fields)
        case .navigation(let className, let root):
            var fields: [String: PropertyList] = ["kind": .string("navigation"), "className": .string(className)]
            if let root { fields["root"] = root.propertyList }
            return .dictionary(fields)
        case .returnedBy(let method):
            return .dictionary(["kind": .string("returnedBy"), "method": .string(method)])
        case .tabBar(let className, let tabs):
            return .dictionary([
                "kind": .string("tabBar"), "className": .string(className), "tabs": .array(tabs.map(\.propertyList)),
            ])
        }
    }

    init(propertyList: PropertyList) throws(SwiftSourcesCodingError) {
        let fields = try Fields(propertyList, "made controller")
        switch try fields.string("kind") {
        case "instance":
            self = .instance(className: try fields.string("className"), title: try fields.optionalString("title"))
        case "storyboard":
            self = .storyboard(
                identifier: try fields.optionalString("identifier"),
                storyboardName: try fields.optionalString("storyboardName"))
        case "navigation":
            let root = fields.has("root") ? try MadeController(propertyList: fields.value("root")) : nil
            self = .navigation(className: try fields.string("className"), root: root)
        case "tabBar":
            var tabs: [MadeController] = []
            for item in try fields.array("tabs") { tabs.append(try MadeController(propertyList: item)) }
            self = .tabBar(className: try fields.string("className"), tabs: tabs)
        case "returnedBy":
            self = .returnedBy(method: try fields.string("method"))
        case let other:
            throw SwiftSourcesCodingError("a made controller of unknown kind '\(other)'")
        }
    }
}

extension CodeControl {
    var propertyList: PropertyList {
        var fields: [String: PropertyList] = [
            "name": .string(name), "kind": .string(kind.rawValue), "line": .integer(line), "path": .string(path),
        ]
        if let title { fields["title"] = .string(title) }
        if let systemItem { fields["systemItem"] = .string(systemItem) }
        if let placement { fields["placement"] = .string(placement.rawValue) }
        switch handler {
        case .method(let name)?: fields["method"] = .string(name)
        case .closure(let statements)?: fields["closure"] = .array(statements.map(\.propertyList))
        case nil: break
        }
        return .dictionary(fields)
    }

    init(propertyList: PropertyList) throws(SwiftSourcesCodingError) {
        let fields = try Fields(propertyList, "control")
        guard let kind = Kind(rawValue: try fields.string("kind")) else {
            throw SwiftSourcesCodingError("a control of an unknown kind")
        }
        var placement: Placement?
        if let name = try fields.optionalString("placement") {
            guard let known = Placement(rawValue: name) else {
                throw SwiftSourcesCodingError("a control of an unknown placement")
            }
            placement = known
        }
        var handler: Handler?
        if let method = try fields.optionalString("method") {
            handler = .method(method)
        } else if fields.has("closure") {
            var statements: [SwiftStatement] = []
            for item in try fields.array("closure") { statements.append(try SwiftStatement(propertyList: item)) }
            handler = .closure(statements)
        }
        self.init(
            name: try fields.string("name"), kind: kind, title: try fields.optionalString("title"),
            systemItem: try fields.optionalString("systemItem"), handler: handler, placement: placement,
            line: try fields.integer("line"), path: try fields.string("path"))
    }
}
