import StoryboardReader
import SwiftSourceModel

/// Something in a project scenelab met and does not understand, or a link
/// that leads nowhere: named with its file and line, while the rest plays.
/// A value, not a sentence: the program says it in the language it speaks.
public struct ProjectWarning: Sendable, Equatable, CustomStringConvertible {
    /// The file's path inside the project folder; empty for a warning of no one file.
    public var file: String
    public var line: Int?
    public var column: Int?
    /// What was met.
    public var problem: ProjectProblem

    public init(file: String, line: Int? = nil, column: Int? = nil, problem: ProjectProblem) {
        self.file = file
        self.line = line
        self.column = column
        self.problem = problem
    }

    /// `App/Base.lproj/Main.storyboard:12:5`; empty for a warning of no one file.
    public var place: String {
        guard !file.isEmpty else { return "" }
        var place = file
        if let line { place += ":\(line)" }
        if let column { place += ":\(column)" }
        return place
    }

    /// For a developer reading a test's failure: the place and the problem's value.
    public var description: String { place.isEmpty ? "\(problem)" : place + ": \(problem)" }
}

/// What reading a project met: its own findings, and the storyboard and
/// Swift readers' problems it passes on.
public enum ProjectProblem: Sendable, Equatable {
    /// A storyboard reader's warning.
    case storyboard(StoryboardProblem)
    /// A Swift reader's warning.
    case source(SourceProblem)
    /// A storyboard other than the window's could not be read.
    case storyboardNotRead(StoryboardError)
    /// The Info.plist is no property list (the decoder's own words).
    case infoPlistNotRead(String)
    /// The bundle identifier is no bundle identifier; the app is played with another.
    case invalidBundleIdentifier(String)
    /// Objective-C files, whose classes are not read.
    case objectiveCFiles(count: Int)
    /// The scene configuration names no storyboard: the window is built in code,
    /// and `fallback`'s initial controller is shown instead.
    case windowBuiltInCode(fallback: String)
    /// The delegate's code sets the window's root although a storyboard is the window's: the
    /// code's root is what shows; the storyboard's initial controller, made before it, is not played.
    case storyboardRootReplaced
    /// The storyboard's initial controller could not be found; a plain one is shown.
    case initialControllerNotFound
    /// An override UIKit requires to call super does not; `instead` is the
    /// super method it calls in its place, if any.
    case superNotCalled(className: String, method: String, instead: String?)
    /// A storyboard scene's custom class that no Swift file of the project declares (a class
    /// renamed in the code and not in the storyboard): UIKit logs it and makes a plain
    /// `UIViewController`, so none of the class's code runs.
    case unknownClass(className: String)
    /// A view class (`UIView`'s, a cell's) whose methods print: scenelab plays controllers' and
    /// delegates' code, not views', so those prints never print.
    case viewPrintsNotPlayed(className: String, viewClass: String)
    /// An observer of `notification`, which scenelab never posts (the app's own, or UIKit's
    /// beyond the app's and scenes' lifecycle): what it registers never runs.
    case notificationNotPosted(notification: String)
    /// A controller's `viewDidLoad()` or `viewWillAppear(_:)` (`method`) presents a controller (or
    /// an alert) while its own view is in no window yet: UIKit presents nothing and logs that the
    /// view is not in the window hierarchy.
    case presentsBeforeInWindow(className: String, method: String, presented: String)
    /// A controller's method that nearly matches a UIKit method its superclass has
    /// (`viewDidAppear(animated:)` for `viewDidAppear(_:)`), which UIKit calls
    /// instead, so `method` never runs; `isOverride`: declared `override`, which
    /// Swift 3 and later refuse for it.
    case nearlyMatchesUIKit(className: String, method: String, uikit: String, isOverride: Bool)
    /// A storyboard action (or unwind action) `selector` that no method has, while
    /// `className` has `method` of its name, whose own selector is `methodSelector`;
    /// `suggested` is the Swift declaration whose selector `selector` is.
    case selectorNotMatched(
        selector: String, isUnwind: Bool, className: String, method: String, methodSelector: String,
        suggested: String)
}
