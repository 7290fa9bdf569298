import SceneLabCore

extension Command {
    /// Whether the command only looks or sets how the session shows things: help, `explain`,
    /// trace settings, `tree`, `screen` and the like, and the program's own requests (export,
    /// record, history, lessons). A slide leaves these out unless asked (`export … --all`): they
    /// change nothing the diagram draws.
    public var onlyLooks: Bool {
        switch self {
        case .simulator(let command): return command.traits == .looks
        case .session: return true
        case .edge: return true
        }
    }

    /// Whether `line` is a command that only looks, or no command at all (a typo): what a
    /// slide leaves out unless asked.
    public static func isLeftOutOfSlides(_ line: String) -> Bool {
        guard let command = try? Parser.parse(line) else { return true }
        return command.onlyLooks
    }
}
