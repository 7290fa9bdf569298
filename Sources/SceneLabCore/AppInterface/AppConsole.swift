import CommandGrammar
import PropertyLists
/// What an app's own code prints to its console when UIKit calls it: the
/// `print` calls a project's Swift sources put in the methods they override,
/// evaluated for the call that runs them.
///
/// The session puts the lines after the call, as the app's console output
/// (events of kind `print`), whatever the trace style.
public protocol AppConsole: Sendable {
    /// What the app's code prints when `event`, a call UIKit made, runs it.
    func output(printedFor event: Event) -> ConsoleOutput
    /// The same, for code that leaves something behind for later calls (an object
    /// registering with the notification center): `memory` is the running process's,
    /// empty when it starts. A `resume` event continues code stopped at a call UIKit took.
    func output(printedFor event: Event, memory: inout ConsoleMemory) -> ConsoleOutput
    /// What code stopped at a call UIKit took and not yet resumed prints when the command
    /// ends: it runs then at the latest, so that no line is lost.
    func outputOfStoppedCode(memory: inout ConsoleMemory) -> ConsoleOutput
    /// Whether the app's code reads or writes its defaults (`UserDefaults.standard`): only then
    /// does the session give it the store's values with each command (`ConsoleMemory.defaults`).
    var usesDefaults: Bool { get }
    /// Whether the app's code reads its text fields' `text`: only then does the session give it
    /// what they hold with each command (`ConsoleMemory.fieldTexts`).
    var usesFields: Bool { get }
    /// Whether the app's code reads where its controllers stand (`presentingViewController`,
    /// `navigationController`, a container's `viewControllers`) or a table's selection: only then
    /// does the session give it those with each command (`ConsoleMemory.links`, `selectedRows`).
    var usesControllerLinks: Bool { get }
    var usesSelection: Bool { get }
}

extension AppConsole {
    /// A console whose code leaves nothing behind prints the same whatever ran before.
    public func output(printedFor event: Event, memory: inout ConsoleMemory) -> ConsoleOutput {
        output(printedFor: event)
    }

    /// A console that never stops code has nothing left to print.
    public func outputOfStoppedCode(memory: inout ConsoleMemory) -> ConsoleOutput { ConsoleOutput(lines: []) }

    /// A console of code that keeps nothing in the defaults.
    public var usesDefaults: Bool { false }

    /// A console of code that reads no text field.
    public var usesFields: Bool { false }

    /// A console of code that reads no other controller.
    public var usesControllerLinks: Bool { false }

    /// A console of code that reads no table's selection.
    public var usesSelection: Bool { false }
}

/// What an app's code left behind for later calls, within one process: its
/// objects' registrations with the notification center, and the app state those
/// notifications follow.
public struct ConsoleMemory: Sendable, Equatable {
    /// Registered observers, in the order they registered (the order they run in).
    public var observers: [ConsoleObserver] = []
    /// Scenes in the foreground and scenes active, by number: a scene app's
    /// `UIApplication` notifications follow the first to arrive and the last to leave.
    public var foregroundScenes: Set<Int> = []
    public var activeScenes: Set<Int> = []
    /// Whether the app as a whole went to the background since launch: only then does
    /// returning post `UIApplication.willEnterForegroundNotification`.
    public var appInBackground = false
    /// Remarks already made, by key, so that each is made once.
    public var remarked: Set<String> = []
    /// The stored properties of the app's objects, by object (`HomeViewController#1`) and name.
    public var objects: [String: [String: ConsoleValue]] = [:]
    /// The static properties of the app's types, by `Type.name`.
    public var statics: [String: ConsoleValue] = [:]
    /// Each controller's `title` as UIKit holds it, by object, when the code that made it gave it
    /// one (`detail.title = colours[indexPath.row]` before the push): what its own code reads.
    public var titles: [String: String] = [:]
    /// The controllers the code made (`DetailViewController()`) without giving them a title: their
    /// `title` is nil until their own code sets one.
    public var madeUntitled: Set<String> = []
    /// The `text` of each controller's text fields, by object, then by the property that holds the
    /// field (`nameField`): what the person typed (`type`), else what the storyboard gives.
    public var fieldTexts: [String: [String: String]] = [:]
    /// The app's clock in seconds, for `Date()`: a script has no seconds, so each command a
    /// person types is taken to come `secondsBetweenCommands` after the one before, and the
    /// calls of one command to take no time at all.
    public var clock: Double = 0
    /// The window's size in points, for `view.bounds.size` outside a layout call.
    public var windowSize = ConsoleSize(width: 0, height: 0)

    /// How far the clock moves between two commands: more than the second a logger's
    /// "a while since the last line" usually waits.
    public static let secondsBetweenCommands: Double = 5
    /// Code stopped at a call UIKit took (`performSegue`, a push, `makeKeyAndVisible()`), by
    /// object: where it goes on when UIKit has done its part.
    public var stoppedCode: [String: StoppedCode] = [:]
    /// Closures the app's objects kept in properties to be called later (`editor.onSave = { … }`),
    /// by the property's name: the last one written under a name is the one its call runs.
    public var keptClosures: [String: ConsoleKeptClosure] = [:]
    /// While a command with `--else` runs (`launch --else`, `tap … --else`): each condition the
    /// console cannot work out takes its `else`, as the engine's code does.
    public var unknownConditionsTakeElse = false
    /// The command line that would take the `else` of what the running command's code could not
    /// work out (`launch --else`, `tap Save --else`), for the note that says so; nil when none does.
    public var elseCommand: String?
    /// The app's defaults as the store held them when the command began (`UserDefaults.standard`,
    /// through the app's search list): what an `if` that navigates reads, as the engine, which
    /// plays the navigation before the code's writes are stored, reads it.
    public var defaults: [String: PropertyList] = [:]
    /// What the code wrote to its defaults during the command, in order, for the session to store.
    public var defaultsWritten: [DefaultsWrite] = []
    /// The controllers the running command made, in the order UIKit made them: what the code that
    /// makes one (`DetailViewController()`, a segue's `destination`) holds.
    public var made: [ConsoleMadeObject] = []
    /// The properties the code that made a controller set before its initializer's lines were
    /// printed (`detail.item = name` before the push), by object: set once the initializer has run,
    /// as Swift's order has it.
    public var givenOnceMade: [String: [String: ConsoleValue]] = [:]
    /// The object the running `prepare(for:sender:)` reads as `segue.destination`, once it has.
    public var segueDestination: String?
    /// The row each controller's table had tapped last, by object, as its section and row: what
    /// `tableView.indexPathForSelectedRow` gives its code.
    public var selectedRows: [String: [Int]] = [:]
    /// How each controller stands among the others as the command began (and, for one the
    /// command made, as it ended), by object: what `presentingViewController`,
    /// `navigationController` and a container's `viewControllers` give its code.
    public var links: [String: ConsoleLinks] = [:]
    /// The object whose `prepare(for:sender:)` ran last in the command: an unwind segue's source,
    /// which UIKit asks to prepare before it calls the destination's unwind action.
    public var lastPrepared: String?

    public init() {}

    /// What the code reads for `key` now: its last write of the command, else `defaults`'.
    public func defaultsValue(forKey key: String) -> PropertyList? {
        if let written = defaultsWritten.last(where: { $0.key == key }) { return written.value }
        return defaults[key]
    }

    /// A new command: the clock moves on; the window is the size the device gives it now.
    public mutating func startCommand(windowSize: ConsoleSize) {
        clock += Self.secondsBetweenCommands
        self.windowSize = windowSize
        made.removeAll()
        givenOnceMade.removeAll()
        segueDestination = nil
        lastPrepared = nil
    }

    /// Takes the first controller the command made that no code has taken yet, of `className`
    /// when given: the object `className()` or a segue's `destination` is.
    public mutating func takeMade(_ className: String?) -> String? {
        guard let index = made.firstIndex(where: { !$0.isTaken && (className == nil || $0.className == className) }) else {
            return nil
        }
        made[index].isTaken = true
        return made[index].object
    }

}

/// A closure kept in a property: the object whose code wrote it, and its class, which its body
/// runs as (`self` in it is that object), and where it is written, by which the console finds it.
public struct ConsoleKeptClosure: Sendable, Equatable {
    public var object: String
    public var className: String
    /// `ListViewController.swift:14`, the closure's `{`.
    public var site: String

    public init(object: String, className: String, site: String) {
        self.object = object
        self.className = className
        self.site = site
    }
}

/// Where a controller stands among the others: the one that presented it, the one it
/// presented, its container, and its children in order (a navigation controller's stack).
public struct ConsoleLinks: Sendable, Equatable {
    public var presenter: String?
    public var presented: String?
    public var parent: String?
    public var children: [String]

    public init(presenter: String?, presented: String?, parent: String?, children: [String]) {
        self.presenter = presenter
        self.presented = presented
        self.parent = parent
        self.children = children
    }
}

/// A controller the running command made: its class, its name, whether code took it as the one
/// it made, and whether its initializer's lines were printed yet.
public struct ConsoleMadeObject: Sendable, Equatable {
    public var className: String
    public var object: String
    public var isTaken = false
    public var isInitialized = false

    public init(className: String, object: String) {
        self.className = className
        self.object = object
    }
}

/// A size in points, as the console's code reads `view.bounds.size`.
public struct ConsoleSize: Sendable, Equatable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// A method of the app's stopped at a call UIKit took, as the console that ran it names it.
public struct StoppedCode: Sendable, Equatable {
    /// The object's class, whose chain the method is found in.
    public var className: String
    /// The method, as `#function` names it.
    public var method: String
    /// The index of the statement to go on from: of the method's own statements, or, when it
    /// stopped inside the side of a navigating `if` (`inside`), of the outermost list's, just past that `if`.
    public var next: Int
    /// The sides of navigating `if`s it stopped inside, outermost first: the `if` just before
    /// `next` of the list around it, which side the engine took, and where in it to go on.
    public var inside: [StoppedSide]
    /// What its parameters were bound to, as printed.
    public var parameters: [String: String]
    /// Of those, the values the console works with (a controller the command made, a number), by name.
    public var typedParameters: [String: ConsoleValue] = [:]
    /// The segue's identifier the method knew (itself optional), for `prepare` and unwind actions.
    public var segueIdentifier: String??
    /// Whether it stopped at an `if` that navigates (just before where it goes on), whose side
    /// the engine's cue names: its statements run as the side UIKit takes.
    public var awaitsBranch: Bool
    /// Whether it stops at each statement where UIKit takes over (an action's, a selection's), not
    /// only at the first: a completion handler after a presentation waits for it to end.
    public var stopsAtEachHandOver: Bool
    /// The methods that called the one stopped, outermost first, each stopped just after its call:
    /// they go on, in turn, once it returns.
    public var callers: [StoppedCode] = []
    /// The object whose code it is, when not the one the stopped code is kept for (another
    /// object's method a call ran: `coordinator?.showDetail()`).
    public var object: String?

    public init(
        className: String, method: String, next: Int, parameters: [String: String], segueIdentifier: String??,
        inside: [StoppedSide] = [], awaitsBranch: Bool = false, stopsAtEachHandOver: Bool = false
    ) {
        self.className = className
        self.method = method
        self.next = next
        self.inside = inside
        self.parameters = parameters
        self.segueIdentifier = segueIdentifier
        self.awaitsBranch = awaitsBranch
        self.stopsAtEachHandOver = stopsAtEachHandOver
    }
}

/// A side of an `if` that navigates, which stopped code is inside (`StoppedCode.inside`): the
/// statements after the hand-over it stopped at run when UIKit has done its part, then those
/// after the `if`.
public struct StoppedSide: Sendable, Equatable {
    /// Whether it is the `if`'s body; its `else` when false.
    public var isBody: Bool
    /// The index of the side's statement to go on from.
    public var next: Int

    public init(isBody: Bool, next: Int) {
        self.isBody = isBody
        self.next = next
    }
}

/// One registration with the notification center: which object, for which
/// notification, and what runs, as the console that made it names them.
public struct ConsoleObserver: Sendable, Equatable {
    /// The registering object, `HomeViewController#1`: its deallocation ends the registration.
    public var object: String
    /// Its class, whose chain the handler runs in.
    public var className: String
    /// The notification's name.
    public var notification: String
    /// Where the registering call is, `HomeViewController.swift:14`: the console finds the handler by it.
    public var site: String
    /// A closure (not a method) runs.
    public var isClosure: Bool

    public init(object: String, className: String, notification: String, site: String, isClosure: Bool) {
        self.object = object
        self.className = className
        self.notification = notification
        self.site = site
        self.isClosure = isClosure
    }
}

/// The lines one call printed, and whether scenelab stopped following the code before it ended.
public struct ConsoleOutput: Sendable, Equatable {
    public var lines: [ConsoleLine]
    /// Set when the code ran past what scenelab follows for one call: why the lines end there,
    /// for a note after them.
    public var stoppedEarly: (any Diagnostic)?
    /// Remarks on the lines (the order of a notification's observers scenelab chose), said after them.
    public var notes: [any Diagnostic]

    public init(lines: [ConsoleLine], stoppedEarly: (any Diagnostic)? = nil, notes: [any Diagnostic] = []) {
        self.lines = lines
        self.stoppedEarly = stoppedEarly
        self.notes = notes
    }

    // The note is compared by what it says, as a `Rejection` is: its kind is the app's, unknown here.
    public static func == (lhs: ConsoleOutput, rhs: ConsoleOutput) -> Bool {
        lhs.lines == rhs.lines && lhs.stoppedEarly?.english == rhs.stoppedEarly?.english
            && lhs.stoppedEarly?.russian == rhs.stoppedEarly?.russian
            && lhs.notes.map(\.english) == rhs.notes.map(\.english) && lhs.notes.map(\.russian) == rhs.notes.map(\.russian)
    }
}

/// One line an app's code printed, and what scenelab could not work out in it.
public struct ConsoleLine: Sendable, Equatable {
    /// The line as the console shows it; a part scenelab cannot evaluate is
    /// shown as the Swift expression, `\(expression)`.
    public var text: String
    /// Where the `print` call is: `HomeViewController.swift:12`.
    public var site: String
    /// The expressions shown as written, which a note names once per site.
    public var unevaluated: [String]

    public init(text: String, site: String, unevaluated: [String] = []) {
        self.text = text
        self.site = site
        self.unevaluated = unevaluated
    }
}

/// One write of an app's code to its defaults: `set(_:forKey:)`, or with no value
/// `removeObject(forKey:)` (or `set(nil, forKey:)`).
public struct DefaultsWrite: Sendable, Equatable {
    public var key: String
    public var value: PropertyList?

    public init(key: String, value: PropertyList?) {
        self.key = key
        self.value = value
    }
}
