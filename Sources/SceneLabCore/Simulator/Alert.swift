/// The content of a `UIAlertController`: title, message, text fields, actions.
public struct Alert: Sendable, Equatable {
    /// A `UIAlertAction`.
    public struct Action: Sendable, Equatable {
        /// `UIAlertAction.Style`.
        public enum Style: String, Sendable, Equatable {
            case `default`
            case cancel
            case destructive
        }

        /// The name a gesture uses (`tap create`).
        public var name: String
        public var title: String
        public var style: Style
        /// What the app's handler closure does, by name; `nil` for no handler.
        public var handler: String?

        public init(name: String, title: String, style: Style, handler: String? = nil) {
            self.name = name
            self.title = title
            self.style = style
            self.handler = handler
        }
    }

    public var title: String
    public var message: String?
    /// Text fields: their names, placeholders and current text.
    public var fields: [Screen.Field]
    public var actions: [Action]
    /// The controller whose code presented it (`AppAction.presentAlert`'s source), which is not
    /// always the one UIKit presents it from (a screen in a navigation controller presents through
    /// it): its handlers are that class's.
    public internal(set) var owner: ObjectID?

    public init(title: String, message: String? = nil, fields: [Screen.Field] = [], actions: [Action]) {
        self.title = title
        self.message = message
        self.fields = fields
        self.actions = actions
    }

    /// The alert drawn as a screen.
    var screen: Screen {
        var screen = Screen(title: title)
        screen.message = message
        screen.fields = fields
        screen.buttons = actions.map { Screen.Button(name: $0.name, label: $0.title) }
        return screen
    }
}
