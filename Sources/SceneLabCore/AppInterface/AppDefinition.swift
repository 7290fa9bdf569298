import CommandGrammar
import SceneLabStore

/// A simulated app, described as data: identity, root container and screen classes.
///
/// The engine never special-cases an app; everything app-specific is here.
/// A definition never changes, and every process and command reads it, so
/// it is shared (a class) rather than copied with its strings and tables.
public final class AppDefinition: Sendable, Equatable {
    public static func == (lhs: AppDefinition, rhs: AppDefinition) -> Bool { lhs.id == rhs.id }

    /// The short name `launch` takes: `todo`, `contacts`, `target`.
    public let id: String
    /// The name people know the app by.
    public let displayName: String
    public let bundleIdentifier: String
    /// The main storyboard's initial view controller and the scenes it leads to, or the
    /// root the app's code gives its window.
    public let root: StoryboardScene
    /// The root the app's code gives its window where each condition of its launch code that
    /// scenelab cannot work out takes its `else` (`launch --else`); nil when that is `root`.
    public let rootTakingElse: StoryboardScene?
    /// The root the launch code gives where the test of the app's defaults it chooses by does not
    /// hold (`if UserDefaults.standard.bool(forKey: "onboarded")`; `root` where it does), whatever
    /// `launch --else` asks; nil when the root depends on no such test.
    public let rootByDefaults: RootByDefaults?
    /// Where `launch` gets the first window from unless told: the main storyboard, or the
    /// app's code (`scene(_:willConnectTo:options:)` builds it).
    public let windowSetup: WindowSetup
    /// The view controller classes the app's code defines.
    public let screenClasses: [String]
    /// The storyboard's segues.
    public let segues: [Segue]
    /// The classes that inherit the CS193p lecture's `VCLLoggingViewController`,
    /// each with the name its logger prints (`vclLoggingName`): what the
    /// `cs193p` trace style shows.
    public let vclLoggingNames: [String: String]
    /// What the book's own `print` calls show in its console: what the
    /// `usov` trace style prints.
    public let bookConsole: BookConsole
    /// The app's model, made fresh for each process; `nil` for an app that is only a shape.
    package let model: (any AppModel.Type)?
    // The model's own lists, read through rather than copied here, so that
    // a process that never asks for help or an explanation never builds them.

    /// The app's own model commands (`task …`), for the session to list and read.
    public var commands: [CommandSpec<ModelCommand>] { model?.commands ?? [] }
    /// What `explain` says of the app's code and its book, by topic.
    public var topics: [String: [Wording]] { model?.topics ?? [:] }
    /// The files the app's code keeps in its container, for `files`'s and `rm`'s examples.
    public var documents: [ContainerPath] { model?.documents ?? [] }
    /// The code of each view controller class that has some, by class name.
    let code: [String: any ControllerCode.Type]
    /// The embed segues of container views, by the class of the controller
    /// whose view holds them: those of the initial scene's tree, found once
    /// here, and those of scenes a segue leads to, which an app made from
    /// files names.
    public let embedSegues: [String: [StoryboardScene.EmbedSegue]]
    /// What the app's own `print` calls write to its console, for an app
    /// made from a project's sources; `nil` for one whose console scenelab
    /// does not show.
    public let console: (any AppConsole)?
    /// What an app made from files brings along for its code to read (its
    /// storyboards), through `AppContext.resources(as:)`.
    package let resources: (any Sendable)?
    /// The pages each page view controller class's data source returns, in page order,
    /// wherever it stands (a segue may push one): those of the initial scene's tree, and
    /// the storyboard scenes the app's code names by identifier.
    public let pages: [String: [StoryboardScene]]
    /// The page view controller classes whose code makes all their pages once and keeps them
    /// (`lazy var pages = [...]`), so that a page swiped back to is the same object.
    public let pagesKeptByCode: Set<String>
    /// The controllers each class's stored properties make as its instances are made, in the
    /// order Swift runs them (its own properties in the order declared, then its superclasses').
    /// No class reaches itself through them.
    public let storedControllers: [String: [StoredController]]
    /// The classes whose `viewDidAppear(_:)` asks UIKit to show or hide a controller (an
    /// onboarding screen presented over the first one, a push): what it asks is played once
    /// the appearance has ended.
    public let actsOnAppearance: Set<String>
    /// The classes whose `viewDidLoad()` leaves work for after a delay that shows or hides a
    /// controller (a splash screen's `DispatchQueue.main.asyncAfter` that presents the next one).
    public let delaysAtLoad: Set<String>
    /// Whether the launch code (the scene or app delegate's) leaves work for after a delay that
    /// shows something (`AppModel.launchDelayedActions`).
    public let delaysAtLaunch: Bool
    /// The chapters of its book the app is built in (`book chapter N`); nil for an app of no book's chapters.
    public let chapters: ClosedRange<Int>?
    /// From which chapter (and listing) on the app's code builds the window itself, and how;
    /// before it (and with no chapter chosen), `windowSetup`.
    public let windowSetupFromChapter: (from: BookChapter, setup: WindowSetup)?
    /// Whether the main storyboard the scene manifest names has no initial
    /// controller when the app's code builds the window (Usov's Listing 5.8
    /// after the entry-point exercise), so that UIKit logs its error.
    public let mainStoryboardHasNoEntryPointInCode: Bool
    /// The language the app's book prints its strings in (`book as-written`
    /// shows them so); nil for an app of no book, or one scenelab translates only.
    public let bookLanguage: Language?

    /// The chapter the app plays when `asked` is chosen: that one if the app
    /// is built in it, else none (the finished app).
    public func chapterPlayed(_ asked: BookChapter?) -> BookChapter? {
        asked.flatMap { chapters?.contains($0.number) == true ? $0 : nil }
    }

    /// How `launch` builds the first window unless told, in `chapter`.
    public func windowSetup(in chapter: BookChapter?) -> WindowSetup {
        guard let chapter, let (from, setup) = windowSetupFromChapter, chapter >= from else { return windowSetup }
        return setup
    }

    /// An app of either shape, by one initializer:
    ///
    /// - a book's app gives its `model`, whose controller code names its
    ///   screen classes, and may give its segues, its CS193p logging names and
    ///   its book's console;
    /// - an app made from files (an Xcode project's storyboards and sources)
    ///   gives `code` for every class its storyboards name, the embed segues
    ///   of the scenes its segues lead to, its `console`, and the `resources`
    ///   its model reads the files from;
    /// - an app that is only a shape (a test's, a container demo's) gives its
    ///   `screenClasses` and nothing more.
    package init(
        id: String, displayName: String, bundleIdentifier: String, root: StoryboardScene,
        rootTakingElse: StoryboardScene? = nil, rootByDefaults: RootByDefaults? = nil, screenClasses: [String]? = nil, segues: [Segue] = [], vclLoggingNames: [String: String] = [:],
        bookConsole: BookConsole = .silent, code: [String: any ControllerCode.Type]? = nil,
        embedSegues: [String: [StoryboardScene.EmbedSegue]] = [:], console: (any AppConsole)? = nil,
        resources: (any Sendable)? = nil, model: (any AppModel.Type)? = nil, windowSetup: WindowSetup = .storyboard,
        pages: [String: [StoryboardScene]] = [:], pagesKeptByCode: Set<String> = [],
        storedControllers: [String: [StoredController]] = [:], actsOnAppearance: Set<String> = [],
        delaysAtLoad: Set<String> = [], delaysAtLaunch: Bool = false,
        chapters: ClosedRange<Int>? = nil, windowSetupFromChapter: (from: BookChapter, setup: WindowSetup)? = nil,
        mainStoryboardHasNoEntryPointInCode: Bool = false, bookLanguage: Language? = nil
    ) {
        self.bookLanguage = bookLanguage
        self.mainStoryboardHasNoEntryPointInCode = mainStoryboardHasNoEntryPointInCode
        self.chapters = chapters
        self.windowSetupFromChapter = windowSetupFromChapter
        self.id = id
        self.windowSetup = windowSetup
        self.displayName = displayName
        self.bundleIdentifier = bundleIdentifier
        self.root = root
        self.rootTakingElse = rootTakingElse
        self.rootByDefaults = rootByDefaults
        self.segues = segues
        self.vclLoggingNames = vclLoggingNames
        self.bookConsole = bookConsole
        self.model = model
        let modelCode = model?.controllerCode ?? []
        if let code {
            self.code = code
        } else {
            var byClass: [String: any ControllerCode.Type] = [:]
            for type in modelCode { byClass[type.className] = type }
            self.code = byClass
        }
        // A book's classes in the order its model lists them; a project's in name order.
        self.screenClasses = screenClasses ?? (code.map { $0.keys.sorted() } ?? modelCode.map { $0.className })
        self.embedSegues = root.embedSeguesByClass.merging(embedSegues) { fromRoot, _ in fromRoot }
        self.console = console
        self.resources = resources
        self.pages = root.pagesByClass.merging(pages) { fromRoot, _ in fromRoot }
        self.pagesKeptByCode = pagesKeptByCode
        self.storedControllers = storedControllers
        self.actsOnAppearance = actsOnAppearance
        self.delaysAtLoad = delaysAtLoad
        self.delaysAtLaunch = delaysAtLaunch
    }
}
