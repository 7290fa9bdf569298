import CommandGrammar
import SceneLabStore

/// What the interface part of the engine refuses or remarks, with the data the sentence needs.
///
/// A screen's title is `nil` when the screen has none: the sentence then
/// says "this screen" in its own words.
public enum InterfaceDiagnostic: Diagnostic, Equatable {
    // MARK: Gestures and taps

    /// A gesture on a row number the screen does not have; `rows` is how many it has.
    case noSuchRow(gesture: String, row: Int, screen: String?, rows: Int)
    /// `swipe ROW`: the row slid left, showing `actions` (their labels), or none.
    case swipeRevealed(row: Int, actions: [String])
    /// A gesture the top screen does not offer: what it does offer, and the
    /// nearest one when the gesture looks like a typo of it.
    case gestureNotOffered(gesture: String, screen: String?, offered: [String], guess: String?)
    /// A scroll of a table whose rows all fit on the screen.
    case nothingToScroll(gesture: String, screen: String?, rows: Int)
    /// A scroll by zero rows or fewer.
    case scrollByNoRows(gesture: String)
    /// A scroll towards an end of the table the screen already shows.
    case scrolledToEnd(gesture: String, screen: String?, atLastRow: Bool, first: Int, last: Int, total: Int)

    // MARK: App code and sandbox files

    /// An unwind segue whose action no controller behind its source implements.
    case unwindNotImplemented(action: String, source: String)
    /// `performSegue` with an identifier the source's class has no segue for; `segues` are the ones it has.
    case segueNotFound(identifier: String, source: String, segues: [String])
    /// An app's model command while another app runs.
    case modelCommandForOtherApp(noun: String, appID: String, running: String)
    /// A `[weak self]` closure ran after the object it captured was deallocated.
    case weakCaptureFoundNil(closure: String, object: String)
    /// Which code the books' apps run, as `book` reports it.
    case bookCodeChosen(BookCode)
    /// `book chapter`'s answer: the chapter the books' apps play, or nil for the finished apps.
    case bookChapterChosen(BookChapter?)
    /// A launch while a chapter is chosen that the app is not built in: it plays finished.
    case notInChapter(app: String, chapter: Int, chapters: ClosedRange<Int>?)
    /// `UserDefaults` could not read `key`: the store refused.
    case defaultsNotRead(key: String, error: StoreError)
    /// `UserDefaults` could not save `key`: the store refused.
    case defaultsNotSaved(key: String, error: StoreError)
    /// Another process's value could not be kept aside under `key`: the store refused.
    case defaultsNotKeptAside(key: String, error: StoreError)
    /// A file of the app's container could not be read: the disk refused.
    case fileNotRead(path: String, error: StoreError)
    /// A file of the app's container could not be written: the disk refused.
    case fileNotWritten(path: String, error: StoreError)
    /// A file the app cannot read could not be moved out of its way: the disk refused.
    case fileNotMovedAside(path: String, error: StoreError)
    /// A save found the file changed by another process since this app read
    /// or saved it; that version was kept at `keptAs`.
    case fileChangedElsewhere(path: String, keptAs: String)
    /// A save found the file removed by another process since this app read or saved it.
    case fileRemovedElsewhere(path: String)

    // MARK: The object graph and inspection

    /// `hold NAME` with a name that already holds a controller.
    case holdNameTaken(name: String, holding: String)
    /// `hold NAME` now keeps `controller` alive until released.
    case holding(name: String, controller: String)
    /// `release NAME` with a name nothing is held under; `held` are the names in use.
    case nothingHeld(name: String, held: [String])
    /// `release NAME` let go of a controller that other owners still keep.
    case releasedButStillHeld(name: String, controller: String)
    /// A class the app does not define, made as a plain `UIViewController` subclass.
    case plainControllerClass(className: String, app: String)
    /// A push or present (`verb`) of a class name the delegates or their UIKit classes have.
    case reservedClassName(verb: String, name: ReservedClassName)
    /// `tree`'s first line: the app, whether its process is suspended, and
    /// the platform it runs on when that is not the current one.
    case appInTree(name: String, bundleIdentifier: String, isSuspended: Bool, platform: Platform?)
    /// A scene's state in `tree`, and whether it has the focus among several.
    case sceneStateInTree(state: String, isFocused: Bool)
    /// The `hold` names that keep a controller of `tree`.
    case heldByHolds(names: [String])
    /// Whether a controller's view is loaded, as `tree` shows it.
    case viewState(isLoaded: Bool)
    /// A controller in no window that `hold NAME` keeps alive, as `tree` lists it.
    case heldOutsideWindow(hold: String, controller: String, appearance: String, isViewLoaded: Bool)
    /// A container's child in `tree`: the kind's name for it and its state.
    case childRole(name: String, state: ChildState)
    /// The owners of a live controller, as `objects` lists them.
    case heldByOwners(owners: [String])
    /// A scene's window as the owner of its root view controller.
    case sceneWindowOwner(scene: Int)
    /// The heading of an expanded split view's primary column on `screen`.
    case primaryColumnHeading
    /// The heading of an expanded split view's secondary column on `screen`.
    case secondaryColumnHeading
    /// `actions` on a screen that offers nothing; `screen` is nil for an untitled one.
    case nothingToTap(screen: String?)
    /// A screen whose bar has nothing in it.
    case untitledScreen
    /// The rows of a table longer than the screen that the screen shows.
    case rowsOnScreen(first: Int, last: Int, total: Int)
    /// What a table offers beyond taps (swipe actions, edit mode), under the screen.
    case alsoOffered(hint: String)

    /// The state of a container's child that `tree` names.
    public enum ChildState: Sendable, Equatable {
        /// The selected tab.
        case selected
        /// The page on screen.
        case shown
        /// A page the page view controller keeps but does not show.
        case cached
    }
}
