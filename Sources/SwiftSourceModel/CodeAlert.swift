/// A `UIAlertController` the code makes and presents: its title, message, text fields and
/// actions, each action's handler kept to run when the action is tapped, not where it is written.
public struct CodeAlert: Sendable, Equatable {
    /// A `UIAlertAction`.
    public struct Action: Sendable, Equatable {
        /// The action's title, as its button shows it.
        public var title: String
        /// `default`, `cancel` or `destructive`.
        public var style: String
        /// The handler closure's statements; nil for `handler: nil` or none.
        public var handler: [SwiftStatement]?
        /// 1-based line of `UIAlertAction(`.
        public var line: Int

        public init(title: String, style: String, handler: [SwiftStatement]?, line: Int) {
            self.title = title
            self.style = style
            self.handler = handler
            self.line = line
        }
    }

    public var title: String?
    public var message: String?
    /// `addTextField`'s fields, by the placeholder each configuration gives (empty for none).
    public var fields: [String]
    public var actions: [Action]
    /// `preferredStyle: .actionSheet`.
    public var isActionSheet: Bool
    /// 1-based line of `UIAlertController(`.
    public var line: Int
    /// The file's path as given.
    public var path: String

    public init(
        title: String?, message: String?, fields: [String] = [], actions: [Action] = [], isActionSheet: Bool = false,
        line: Int, path: String
    ) {
        self.title = title
        self.message = message
        self.fields = fields
        self.actions = actions
        self.isActionSheet = isActionSheet
        self.line = line
        self.path = path
    }

    /// The name of the method of its class an action's handler is played as, by its place:
    /// `UIAlertAction handler at EditorViewController.swift:14`.
    public func handlerName(of action: Action) -> String {
        "UIAlertAction handler at " + SourceSite.text(path: path, line: action.line)
    }
}

extension CodeAlert: SourcesCodable {
    public func write(to writer: inout SourcesWriter) {
        writer.write(title)
        writer.write(message)
        writer.write(fields)
        writer.write(actions)
        writer.write(isActionSheet)
        writer.write(line)
        writer.write(path)
    }

    public init(from reader: inout SourcesReader) throws(SwiftSourcesCodingError) {
        self.init(
            title: try reader.read(), message: try reader.read(), fields: try reader.read(), actions: try reader.read(),
            isActionSheet: try reader.read(), line: try reader.read(), path: try reader.read())
    }
}

extension CodeAlert.Action: SourcesCodable {
    public func write(to writer: inout SourcesWriter) {
        writer.write(title)
        writer.write(style)
        writer.write(handler)
        writer.write(line)
    }

    public init(from reader: inout SourcesReader) throws(SwiftSourcesCodingError) {
        self.init(title: try reader.read(), style: try reader.read(), handler: try reader.read(), line: try reader.read())
    }
}
