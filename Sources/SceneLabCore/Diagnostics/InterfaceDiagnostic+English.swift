extension InterfaceDiagnostic {
    public var english: String {
        switch self {
        // MARK: Gestures and taps
        case .swipeRevealed(let row, let actions):
            guard !actions.isEmpty else {
                return "row \(row) stays in place: no trailing action (the delegate returns nil, or none answers)"
            }
            return "row \(row) slides left, showing \(actions.map { "«\($0)»" }.joined(separator: ", ")); "
                + "`swipe \(row) ACTION` taps one"
        case .noSuchRow(let gesture, let row, let screen, let rows):
            let have =
                rows == 0
                ? "\(screen ?? "this screen") has no rows"
                : rows == 1 ? "the only row is 1" : "the rows are 1 to \(rows)"
            return "\(gesture): there is no row \(row); \(have)"
        case .gestureNotOffered(let gesture, let screen, let offered, let guess):
            let list = offered.isEmpty ? "nothing to tap" : offered.joined(separator: ", ")
            // With a likely typo the nearest gesture comes first, the whole list after it.
            let tail = guess.map { "; did you mean '\($0)'? (it offers \(list))" } ?? "; it offers \(list)"
            return "\(gesture): \(screen ?? "this screen") does not offer that" + tail
        case .nothingToScroll(let gesture, let screen, let rows):
            return "\(gesture): all \(rows) rows of \(screen ?? "this screen") are on screen;"
                + " there is nothing to scroll"
        case .scrollByNoRows(let gesture):
            return "\(gesture): scroll by at least one row"
        case .scrolledToEnd(let gesture, let screen, let atLastRow, let first, let last, let total):
            let end = atLastRow ? "its last row" : "its first row"
            return "\(gesture): \(screen ?? "this screen") already shows \(end) (rows \(first)–\(last) of \(total))"

        // MARK: App code and sandbox files
        case .unwindNotImplemented(let action, let source):
            return "unwind \(action): no controller behind \(source) implements it, so UIKit does nothing"
        case .segueNotFound(let identifier, let source, let segues):
            return "segue \(identifier): \(source) has no segue with that identifier; "
                + (segues.isEmpty ? "it has none" : "its segues are \(segues.joined(separator: ", "))")
        case .modelCommandForOtherApp(let noun, let appID, let running):
            return "\(noun) commands need the \(appID) app; \(running) is running"
        case .weakCaptureFoundNil(let closure, let object):
            return "\(closure) ran after \(object) was deallocated: [weak self] found nil, so it did nothing"
        case .bookCodeChosen(.asWritten):
            return "apps run the books' code as printed, bugs included (book as-written)"
        case .bookCodeChosen(.fixed):
            return "apps run scenelab's fixed code (book fixed); `book as-written` plays the books' code as printed"
        case .bookChapterChosen(let chapter?):
            let point =
                chapter.listing.map { $0 == 0 ? "before its first listing" : "up to Listing \(chapter.number).\($0)" }
                ?? "at the chapter's end"
            return "the books' apps play chapter \(chapter.number)'s code, as its reader has it \(point) "
                + "(book chapter \(chapter)); `book chapter all` plays the finished apps"
        case .bookChapterChosen(nil):
            return "the books' apps play their finished code, every listing in (book chapter all); "
                + "`book chapter N` plays chapter N's"
        case .notInChapter(let app, let chapter, let chapters?):
            return "\(app) is not built in chapter \(chapter) (its chapters are \(chapters.lowerBound)–"
                + "\(chapters.upperBound)): it plays finished"
        case .notInChapter(let app, let chapter, nil):
            return "\(app) is no book's chapter \(chapter): it plays as it is"
        case .defaultsNotRead(let key, let error):
            return "the app could not read '\(key)': \(error.description)"
        case .defaultsNotSaved(let key, let error):
            return "the app could not save '\(key)': \(error.description)"
        case .defaultsNotKeptAside(let key, let error):
            return "the app could not keep '\(key)': \(error.description)"
        case .fileNotRead(let path, let error):
            return "the app could not read \(path): \(error.description)"
        case .fileNotWritten(let path, let error):
            return "the app could not write \(path): \(error.description)"
        case .fileNotMovedAside(let path, let error):
            return "could not move \(path) aside: \(error.description)"
        case .fileChangedElsewhere(let path, let keptAs):
            return "another process changed \(path) since this app read or saved it; "
                + "kept that version as \(keptAs) and saved this app's"
        case .fileRemovedElsewhere(let path):
            return "another process removed \(path) since this app read or saved it; this save writes it again"

        // MARK: The object graph and inspection
        case .holdNameTaken(let name, let holding):
            return "hold \(name) ignored: \(name) already holds \(holding); `release \(name)` first"
        case .holding(let name, let controller):
            return "\(name) holds \(controller) strongly: popped or dismissed, it stays alive (no deinit) "
                + "until `release \(name)`"
        case .nothingHeld(let name, let held):
            return "release \(name) ignored: nothing is held under that name"
                + (held.isEmpty
                    ? " (nothing is held; `hold NAME` holds the top controller)"
                    : " (held: \(held.joined(separator: ", ")))")
        case .releasedButStillHeld(let name, let controller):
            return "\(name) lets go of \(controller); something else still holds it"
        case .plainControllerClass(let className, let app):
            return "\(className) is not a screen of \(app): simulating it as a plain UIViewController subclass"
        case .reservedClassName(let verb, let name):
            let className = name.rawValue
            let printed = name.instanceName.map { "; the log names its instance \($0)" } ?? ""
            return "\(verb) refused: \(className) is \(Self.english(role: name)), not a view controller\(printed); "
                + "give the screen a name of its own (\(className)Screen, say)"
        case .appInTree(let name, let bundleIdentifier, let isSuspended, let platform):
            // A suspended process is still in memory, but runs no code until `open` or `launch`.
            let state = isSuspended ? "suspended" : "running"
            return "\(name) (\(bundleIdentifier)), \(state)" + (platform.map { " on \($0)" } ?? "")
        case .sceneStateInTree(let state, let isFocused):
            return state + (isFocused ? ", focused" : "")
        case .heldByHolds(let names):
            return "held by " + names.map { "hold \($0)" }.joined(separator: ", ")
        case .viewState(let isLoaded):
            return isLoaded ? "view loaded" : "view not loaded"
        case .heldOutsideWindow(let hold, let controller, let appearance, let isViewLoaded):
            let view = InterfaceDiagnostic.viewState(isLoaded: isViewLoaded).english
            return "held by hold \(hold), in no window: \(controller) [\(appearance), \(view)]"
        case .childRole(let name, let state):
            return name + " (" + Self.english(state) + ")"
        case .heldByOwners(let owners):
            return "held by " + owners.joined(separator: ", ")
        case .sceneWindowOwner(let scene):
            return "the window of scene \(scene)"
        case .primaryColumnHeading:
            return "primary column:"
        case .secondaryColumnHeading:
            return "secondary column:"
        case .nothingToTap(let screen):
            return "(nothing to tap on \(screen ?? "this screen"))"
        case .untitledScreen:
            return "(no title)"
        case .rowsOnScreen(let first, let last, let total):
            return "(rows \(first)–\(last) of \(total) on screen; scroll down|up)"
        case .alsoOffered(let hint):
            return "(also: \(hint))"
        }
    }

    /// What a reserved class is, as the refusal of its name says it.
    private static func english(role name: ReservedClassName) -> String {
        switch name {
        case .appDelegate: return "the app's delegate class"
        case .sceneDelegate: return "the app's scene delegate class"
        case .application: return "the application object's class"
        case .responder: return "the app delegate's and scene delegate's superclass"
        case .scene: return "the class of a scene"
        case .windowScene: return "the class of a scene with windows"
        case .window: return "the class of the scene delegate's window"
        case .sceneSession: return "the class of a scene's session"
        case .sceneConfiguration: return "the class of the configuration the app delegate returns"
        }
    }

    private static func english(_ state: ChildState) -> String {
        switch state {
        case .selected: return "selected"
        case .shown: return "shown"
        case .cached: return "cached"
        }
    }
}
