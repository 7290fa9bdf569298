import StoryboardReader

/// Why a folder could not be opened as an app; each case says what to do.
public enum ProjectError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The folder has no storyboard: the app builds its UI in code (or is not an iOS app).
    case noStoryboard
    /// The scene manifest names no storyboard and the folder has none but a
    /// launch screen: the scene delegate builds the window in code.
    case windowBuiltInCode
    /// The folder holds several Xcode projects; the paths of their folders.
    case severalProjects([String])
    /// The storyboard the app's window shows is not in the folder.
    case missingStoryboard(String, available: [String])
    /// The window's storyboard names no initial view controller.
    case noInitialViewController(file: String)
    /// The window's storyboard names an initial view controller it does not hold.
    case missingInitialViewController(file: String, id: String)
    /// The window's storyboard could not be read at all.
    case unreadableStoryboard(file: String, StoryboardError)

    public var description: String {
        switch self {
        case .noStoryboard:
            return "no .storyboard file in the folder: scenelab plays apps whose screens come from storyboards"
        case .windowBuiltInCode:
            return "the scene delegate builds the window in code (the scene manifest names no storyboard, and the"
                + " folder has none but a launch screen): scenelab plays apps whose screens come from storyboards"
        case .severalProjects(let folders):
            return "the folder holds \(folders.count) Xcode projects; open the folder of one of them: "
                + folders.joined(separator: ", ")
        case .missingStoryboard(let name, let available):
            return "the app's window shows \(name).storyboard, which is not in the folder"
                + (available.isEmpty ? "" : "; it has \(available.map { $0 + ".storyboard" }.joined(separator: ", "))")
        case .noInitialViewController(let file):
            return "\(file) names no initial view controller (Is Initial View Controller is unticked)"
        case .missingInitialViewController(let file, let id):
            return "\(file) names \(id) as its initial view controller, and no scene holds it"
        case .unreadableStoryboard(let file, let error):
            return "\(file):\(error)"
        }
    }

    /// Whether the message names the file itself, so that a caller need not put the path before it.
    public var namesItsFile: Bool {
        switch self {
        case .noInitialViewController, .missingInitialViewController, .unreadableStoryboard: return true
        default: return false
        }
    }
}
