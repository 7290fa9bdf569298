/// An Interface Builder storyboard as scenelab plays it: the initial
/// controller, each scene's controller with its segues, and what the reader
/// met but does not understand.
///
/// Apple publishes no schema; what is read follows
/// notes/storyboard-format.md (real files, SwiftGen's and IBDecodable's
/// parsers). Anything unrecognised becomes a `StoryboardWarning`, never an
/// error: only input that is not XML, hostile XML, or not a storyboard at
/// all is refused.
public struct Storyboard: Sendable {
    /// The `initialViewController` id, if the document names one.
    public var initialViewControllerID: String?
    /// `launchScreen="YES"`: a launch screen, not the app's UI.
    public var isLaunchScreen: Bool
    public var scenes: [Scene]
    public var warnings: [StoryboardWarning]
    /// Every `customClass` the document names, on controllers, views, cells and segues alike:
    /// the classes of the app's code that the storyboard makes.
    public var customClassNames: Set<String> = []

    /// The controller with `id`, in any scene.
    public func controller(id: String) -> ViewController? {
        scenes.first { $0.controller.id == id }?.controller
    }

    /// The initial controller, if named and present.
    public var initialViewController: ViewController? {
        initialViewControllerID.flatMap { controller(id: $0) }
    }
}

/// One `<scene>`: a controller and the exits its unwind segues point at.
public struct Scene: Sendable {
    public var sceneID: String?
    public var controller: ViewController
    /// Ids of the scene's `<exit>` placeholders.
    public var exitIDs: [String]
    public var line: Int
}

/// The element names of scene members, each a UIKit class.
public enum ControllerKind: String, Sendable, CaseIterable {
    case viewController, tableViewController, collectionViewController, navigationController,
        tabBarController, splitViewController, pageViewController, hostingController,
        avPlayerViewController, glkViewController, viewControllerPlaceholder

    /// The UIKit class a controller without `customClass` is.
    public var defaultClassName: String {
        switch self {
        case .avPlayerViewController: return "AVPlayerViewController"
        case .glkViewController: return "GLKViewController"
        case .hostingController: return "UIHostingController"
        case .viewControllerPlaceholder: return "UIViewController"
        default: return "UI" + rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        }
    }
}

/// A scene's controller element.
public struct ViewController: Sendable {
    public var kind: ControllerKind
    public var id: String
    public var customClass: String?
    public var customModule: String?
    public var storyboardIdentifier: String?
    /// The controller's own `title` attribute.
    public var title: String?
    /// `<navigationItem key="navigationItem" title=…>`.
    public var navigationItemTitle: String?
    /// `<tabBarItem key="tabBarItem">`'s title or system item.
    public var tabBarItemTitle: String?
    public var tabBarSystemItem: String?
    /// For `viewControllerPlaceholder`: the storyboard referenced (nil: this
    /// file) and the identifier in it (nil: its initial controller).
    public var referencedStoryboardName: String?
    public var referencedIdentifier: String?
    /// Every segue whose source is this controller, in document order
    /// (relationship order is tab order).
    public var segues: [Segue]
    public var line: Int
    /// What the controller's view shows, as the storyboard lays it out.
    public var screen = ScreenLayout()
    /// Its outlets (`<outlet property="fiveButton" destination="…"/>`): the id of the object each
    /// property is connected to, by property.
    public var outlets: [String: String] = [:]

    /// The class the app code is: `customClass`, else UIKit's.
    public var className: String { customClass ?? kind.defaultClassName }
    /// What a screen shows as its title: the navigation item's, else the controller's.
    public var displayTitle: String? { navigationItemTitle ?? title }
}

/// One `<segue>` with a `kind`.
public struct Segue: Sendable {
    public var id: String?
    /// The destination id: a controller, a placeholder, or for unwinds the
    /// source scene's `<exit>`.
    public var destination: String
    public var kind: SegueKind
    /// The `identifier` for `performSegue(withIdentifier:)` and `prepare`.
    public var identifier: String?
    /// A custom segue class (any kind may carry one).
    public var customClass: String?
    /// What triggers it; nil for the controller's own connections
    /// (relationships and manual segues).
    public var trigger: Control?
    public var line: Int
    public var column: Int

    /// A manual segue: fired only by `performSegue(withIdentifier:)`.
    public var isManual: Bool {
        if trigger != nil { return false }
        if case .relationship = kind { return false }
        return true
    }
}

/// The kinds of segue, legacy ones kept as written so a person sees what
/// the file says; `modern` maps them onto today's.
public enum SegueKind: Sendable, Equatable {
    case show, showDetail
    case presentation(modalPresentationStyle: String?, modalTransitionStyle: String?)
    case popoverPresentation(anchorViewID: String?, anchorBarButtonItemID: String?)
    case relationship(String)
    case embed
    case unwind(action: String?)
    case custom
    /// Xcode 5 and earlier.
    case push, modal, replace, popover
    /// A kind the reader does not know (a warning names it).
    case unknown(String)

    /// The legacy kinds as today's (push → show, modal → presentation,
    /// replace → showDetail, popover → popoverPresentation).
    public var modern: SegueKind {
        switch self {
        case .push: return .show
        case .modal: return .presentation(modalPresentationStyle: nil, modalTransitionStyle: nil)
        case .replace: return .showDetail
        case .popover: return .popoverPresentation(anchorViewID: nil, anchorBarButtonItemID: nil)
        default: return self
        }
    }
}

/// What a controller's view holds, in document order: what `screen` draws
/// and what a tap can reach. Cells' own subviews are read into the cells.
public struct ScreenLayout: Sendable, Equatable {
    /// Labels' texts outside cells.
    public var labels: [String] = []
    /// Text fields: their text and placeholder.
    public var fields: [Field] = []
    /// Switches: whether each is on.
    public var switches: [Bool] = []
    /// Buttons outside cells and bars.
    public var buttons: [Control] = []
    /// The navigation item's left and right bar button items.
    public var leftBarItems: [Control] = []
    public var rightBarItems: [Control] = []
    /// The toolbar's items.
    public var toolbarItems: [Control] = []
    /// A table view's or collection view's cells: static cells by section,
    /// or the prototypes (one each).
    public var cells: [Cell] = []
    /// Whether the table's cells are static (`dataMode="static"`).
    public var hasStaticCells = false
    /// `leftItemsSupplementBackButton="YES"`: left bar items join the back
    /// button instead of replacing it.
    public var leftItemsSupplementBackButton = false

    public init() {}

    /// A text field.
    public struct Field: Sendable, Equatable {
        public var text: String?
        public var placeholder: String?
        public var id: String?
    }

    /// A table or collection view cell.
    public struct Cell: Sendable, Equatable {
        public var control: Control
        public var section: Int
        public var sectionHeader: String?
        public var isPrototype: Bool
    }
}

/// A control that triggers a segue, named by what the screen shows.
public struct Control: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case button, barButtonItem, tableViewCell, collectionViewCell, gestureRecognizer
        /// Another element holding a segue (its element name).
        case other(String)
    }

    public var kind: Kind
    public var id: String?
    /// A button's configuration or normal-state title, a bar item's title,
    /// a cell's text label; nil when the control shows none.
    public var title: String?
    /// A bar button item's `systemItem` (`add`, `done`, …).
    public var systemItem: String?
    /// A cell's `reuseIdentifier`.
    public var reuseIdentifier: String?
    /// `enabled="NO"` on the control.
    public var isEnabled: Bool
    /// `userLabel`, the name Interface Builder's outline shows.
    public var userLabel: String?
    /// The `tag` Interface Builder gives it (`0` when it gives none).
    public var tag = 0
    public var line: Int
    /// The action methods its `<action selector=…>` connections call, as selectors (`done:`).
    public var actions: [String] = []
    /// The id of the object each action is sent to (its `destination`), by selector: the
    /// scene's controller, or its First Responder placeholder, which sends it up the
    /// responder chain instead.
    public var actionTargets: [String: String] = [:]
    /// For an action of a menu an app's code makes, the id of the control whose menu it is.
    public var menuHostID: String?
}

/// Something the reader met and did not understand, or a dangling link;
/// the rest of the storyboard is still read. A value, not a sentence: the
/// program says it in the language it speaks (`StoryboardProblem`).
public struct StoryboardWarning: Sendable, Equatable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    /// What the reader met.
    public var problem: StoryboardProblem

    public init(line: Int, column: Int, problem: StoryboardProblem) {
        self.line = line
        self.column = column
        self.problem = problem
    }

    /// For a developer reading a test's failure: the place and the problem's value.
    public var description: String { "\(line):\(column): \(problem)" }
}

/// What a storyboard reader met and could not use, with what it names.
public enum StoryboardProblem: Sendable, Equatable {
    /// `<document type=…>` is not an iOS storyboard's.
    case notAnIOSDocument(type: String)
    /// `targetRuntime` is not iOS.
    case notAnIOSRuntime(String)
    /// An element the reader does not know, inside `parent` (`scenes`,
    /// `document`), or anywhere in a controller (nil: it is passed over).
    case unknownElement(String, parent: String?)
    /// A second controller element in one scene.
    case secondController(String)
    /// An element of a scene that is neither its controller nor an exit.
    case unknownSceneMember(String)
    /// A scene with no view controller, skipped.
    case sceneWithoutController
    /// A controller element with no `id`, skipped.
    case missingID(element: String)
    /// An attribute the reader does not know on a controller element.
    case unknownAttribute(String, element: String)
    /// A `<segue>` outside `<connections>`, skipped.
    case segueOutsideConnections
    /// An attribute the reader does not know on a segue of `kind`.
    case unknownSegueAttribute(String, kind: String)
    /// A segue of `kind` with no destination, skipped.
    case segueWithoutDestination(kind: String)
    /// A popover segue anchored to nothing.
    case popoverWithoutAnchor
    /// A relationship segue with no relationship name.
    case relationshipWithoutName
    /// An unwind segue with no `unwindAction`.
    case unwindWithoutAction
    /// A segue kind the reader does not know.
    case unknownSegueKind(String)
    /// `initialViewController` names no controller of this file.
    case initialControllerMissing(String)
    /// An unwind segue whose destination is not its scene's exit.
    case unwindDestinationNotExit(String)
    /// A segue whose destination is no controller of this file.
    case segueDestinationMissing(String)
    /// More warnings than the reader lists: how many were left out.
    case moreWarnings(Int)
}

/// Why a storyboard was refused.
public enum StoryboardError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Not XML, or hostile XML.
    case xml(XMLReadError)
    /// XML, but its root is not a storyboard's `<document>`.
    case notAStoryboard(line: Int, column: Int, message: String)

    public var description: String {
        switch self {
        case .xml(let error): return error.description
        case .notAStoryboard(let line, let column, let message): return "\(line):\(column): \(message)"
        }
    }
}
