/// Something in a project scenelab met and does not understand, or a link
/// that leads nowhere: named with its file and line, while the rest plays.
public struct ProjectWarning: Sendable, Equatable, CustomStringConvertible {
    /// The file's path inside the project folder.
    public var file: String
    public var line: Int?
    public var column: Int?
    public var message: String
    /// The message in Russian; `nil` where only English words exist.
    public var russian: String?

    public init(file: String, line: Int? = nil, column: Int? = nil, message: String, russian: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.russian = russian
    }

    /// `App/Base.lproj/Main.storyboard:12:5: message`; the message alone for a warning of
    /// no one file.
    public var description: String { placed(message) }

    /// The warning in Russian, with its place.
    public var russianDescription: String { placed(russian ?? message) }

    private func placed(_ text: String) -> String { file.isEmpty ? text : place + ": " + text }

    private var place: String {
        var place = file
        if let line { place += ":\(line)" }
        if let column { place += ":\(column)" }
        return place
    }
}
