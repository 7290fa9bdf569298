import StoryboardReader
import SwiftSourceModel
import XcodeProject

/// What an opened project's readers met, said in English.
enum EnglishDiagnostics {
    static func sentence(_ problem: ProjectProblem) -> String {
        switch problem {
        case .storyboard(let problem): return sentence(problem)
        case .source(let problem): return sentence(problem)
        case .storyboardNotRead(let failure): return "not read: \(failure)"
        case .infoPlistNotRead(let detail): return "not read: \(detail)"
        case .invalidBundleIdentifier(let id):
            return "the bundle identifier '\(id)' is not one (ASCII letters, digits, hyphens and periods only);"
                + " the app is played with another"
        case .objectiveCFiles(let count):
            return "\(count) Objective-C file\(count == 1 ? "" : "s") (.m): scenelab reads their classes' methods by"
                + " selector (actions, unwinds, overrides) and their NSLog lines of plain text, not the rest of their code"
        case .windowBuiltInCode(let fallback):
            return "the scene configuration names no storyboard, so the scene delegate builds the window in code,"
                + " and scenelab finds no root it can read there; it shows \(fallback).storyboard's initial view"
                + " controller instead"
        case .storyboardRootReplaced:
            return "the app's code sets the window's root (window.rootViewController = …) after UIKit made this"
                + " storyboard's initial view controller: the code's root is played; the storyboard's, never shown,"
                + " is not"
        case .initialControllerNotFound:
            return "the initial view controller could not be found; a plain UIViewController is shown"
        case .superNotCalled(let className, let method, let instead?):
            return "\(className).\(method) calls super.\(instead) instead of super.\(method)"
        case .superNotCalled(let className, let method, nil):
            return "\(className).\(method) overrides UIKit's without calling super"
        case .presentsBeforeInWindow(let className, let method, let presented):
            // UIKit's console line, then scenelab's words.
            return "Attempt to present \(presented) on \(className) whose view is not in the window hierarchy."
                + " (\(className).\(method) presents before its view is in a window: UIKit presents nothing;"
                + " present from viewDidAppear(_:) instead)"
        case .unknownClass(let className):
            // Verbatim: UIKit's console line, then scenelab's words.
            return "Unknown class \(className) in Interface Builder file. (no Swift file of the project declares"
                + " \(className): UIKit logs this and makes a plain UIViewController, so none of its code runs)"
        case .viewPrintsNotPlayed(let className, let viewClass):
            return "\(className) is a \(viewClass): scenelab plays controllers' and delegates' code, not views'"
                + " (but a root view made in loadView() or a view added to a controller's, whose initializer and"
                + " layoutSubviews() it plays), so these"
                + " prints never print"
        case .notificationNotPosted(let notification):
            return "scenelab does not post \(notification): the method or closure that observes it never runs here"
        case .nearlyMatchesUIKit(let className, let method, let uikit, let isOverride):
            return "\(className).\(method) nearly matches UIKit's \(uikit);"
                + " UIKit calls \(uikit), so this one never runs"
                + (isOverride ? " (and, declared override, it does not build in Swift 3 and later)" : "")
        case .selectorNotMatched(
            let selector, let isUnwind, let className, let method, let methodSelector, let suggested):
            return (isUnwind ? "the unwind action " : "the action ")
                + "\(selector) is not \(className).\(method), which is \(methodSelector) in Objective-C;"
                + " declared \(suggested), it would be \(selector)"
        }
    }

    static func sentence(_ problem: StoryboardProblem) -> String {
        switch problem {
        case .notAnIOSDocument(let type): return "the document's type is \(type), not an iOS storyboard"
        case .notAnIOSRuntime(let runtime): return "the target runtime is \(runtime), not iOS"
        case .unknownElement(let name, let parent?): return "unknown element <\(name)> in <\(parent)>"
        case .unknownElement(let name, nil): return "unknown element <\(name)>: scenelab passes over it"
        case .secondController(let name): return "a second controller <\(name)> in one scene is ignored"
        case .unknownSceneMember(let name): return "unknown scene member <\(name)>"
        case .sceneWithoutController: return "a scene without a view controller is skipped"
        case .missingID(let element): return "<\(element)> without an id is skipped"
        case .unknownAttribute(let name, let element): return "unknown attribute \(name) on <\(element)>"
        case .segueOutsideConnections: return "a <segue> outside <connections> is skipped"
        case .unknownSegueAttribute(let name, let kind): return "unknown attribute \(name) on a \(kind) segue"
        case .segueWithoutDestination(let kind): return "a \(kind) segue without a destination is skipped"
        case .popoverWithoutAnchor: return "a popover segue without an anchor"
        case .relationshipWithoutName: return "a relationship segue without a relationship name"
        case .unwindWithoutAction: return "an unwind segue without an unwindAction"
        case .unknownSegueKind(let kind): return "unknown segue kind \(kind)"
        case .initialControllerMissing(let id): return "the initial view controller \(id) is not in this storyboard"
        case .unwindDestinationNotExit(let id): return "an unwind segue's destination \(id) is not its scene's exit"
        case .segueDestinationMissing(let id): return "a segue's destination \(id) is not in this storyboard"
        case .moreWarnings(let count): return "and \(count) more warnings, not listed"
        }
    }

    static func sentence(_ problem: SourceProblem) -> String {
        let goingOn = "the rest of the file is read as well as it can be"
        switch problem {
        case .fileTooLarge(let maximum): return "skipped: larger than \(maximum) MiB"
        case .nestedTooDeep(let shape, let count, let limit):
            return "skipped: \(count) \(name(of: shape)); the parser takes at most \(limit)"
        case .unreadable(let text): return "the Swift parser could not read '\(text)'; \(goingOn)"
        case .expected(let token, let closing):
            return "the Swift parser expected '\(token)' here"
                + (closing.map { " to close the '{' at line \($0)" } ?? "") + "; \(goingOn)"
        case .duplicateMember(let className, let member):
            return "\(className) has more than one '\(member)'; the first is used"
        case .duplicateClass(let name, let path, let line):
            return "a second class named \(name) (the first is at \(path):\(line)); it is ignored"
        case .moreWarnings(let count): return "and \(count) more warnings, not listed"
        case .readerUnavailable(let reason):
            return "the Swift files were not read (\(reason)); their print lines are not shown."
                + " `swift build -c release --product SceneLabSwiftReading` (scripts/run does) builds the reader"
        case .closureKept(let call):
            return "the closure given to \(call) is not called while that method of the app's runs (it keeps"
                + " it to call later): scenelab does not play it"
        }
    }

    private static func name(of shape: SourceProblem.NestedShape) -> String {
        switch shape {
        case .squareBrackets: return "square brackets open one inside another"
        case .genericArguments: return "generic arguments nested in a chain"
        case .effects: return "try or await in a row"
        case .interpolations: return "string interpolations nested in a chain"
        case .conditions: return "#if inside one another"
        }
    }
}
