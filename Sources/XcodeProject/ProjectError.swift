import StoryboardReader

/// Why a folder could not be opened as an app; each case says what to do.
public enum ProjectError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The folder has no storyboard, and no delegate class whose code could build the
    /// window: not a UIKit app (a SwiftUI `App`, or not an iOS app).
    case noStoryboard
    /// No storyboard is the window's (the scene manifest names none, or the folder has
    /// none but a launch screen), and the delegates' Swift sets no root scenelab can read.
    case windowBuiltInCode
    /// As `windowBuiltInCode`, where the delegate's launch method nearly matches UIKit's (a Swift 2
    /// signature, `application(application:didFinishLaunchingWithOptions:)`): UIKit never calls it.
    case launchMethodNearlyMatches(className: String, method: String, uikit: String)
    /// No storyboard is the window's, and the app is SwiftUI's: `file` declares its `@main` `App`.
    case swiftUIApp(file: String)
    /// No storyboard is the window's, and the delegates that build the window are Objective-C
    /// (`file`), whose code scenelab does not read.
    case windowBuiltInObjectiveC(file: String)
    /// No storyboard is the window's, and the Swift files could not be read at all (`reason`).
    case swiftNotRead(reason: String)
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
            return "no storyboard, and no app or scene delegate class in the folder's Swift: scenelab plays UIKit"
                + " apps, whose screens come from storyboards or from their delegates' code (a SwiftUI `App` is not one)"
        case .windowBuiltInCode:
            return "the app's code builds the window (no storyboard is its first screen), and scenelab finds no"
                + " `window.rootViewController = …` it can read in the scene delegate's scene(_:willConnectTo:options:)"
                + " or the app delegate's application(_:didFinishLaunchingWithOptions:): it plays a controller made"
                + " there in code (`UINavigationController(rootViewController: ListViewController())`) or a"
                + " storyboard's scene"
        case .swiftUIApp(let file):
            return "a SwiftUI app (its `@main` `App` in \(file)): scenelab plays UIKit apps, whose screens come from"
                + " storyboards or from their delegates' code"
        case .windowBuiltInObjectiveC(let file):
            return "the app's Objective-C code builds the window (\(file); no storyboard is its first screen): of"
                + " Objective-C, scenelab reads the actions and unwind selectors a storyboard names, not what the code"
                + " shows"
        case .swiftNotRead(let reason):
            return "the app's code builds the window (no storyboard is its first screen), and its Swift files could not"
                + " be read: \(reason)"
        case .launchMethodNearlyMatches(let className, let method, let uikit):
            return "the app's code builds the window, in \(className).\(method), which nearly matches UIKit's"
                + " \(uikit): Swift 3 and later give it another selector, so UIKit never calls it and the window"
                + " gets no root; declared \(uikit), it would run"
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
