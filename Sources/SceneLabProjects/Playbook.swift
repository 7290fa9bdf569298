import StoryboardReader
import SwiftSourceModel
import XcodeProject

/// An opened project's storyboards as its controllers' code reads them
/// while the app runs: each controller element by its key, and how a
/// segue's destination becomes a scene the engine can make.
struct Playbook: Sendable {
    /// A controller element and the storyboard it is in.
    struct Element: Sendable {
        let storyboard: String
        let controller: StoryboardReader.ViewController
        /// `Main#BYZ-38-t0r`: ids are unique only within one file.
        var key: String { Playbook.key(storyboard, controller.id) }
    }

    let project: Project
    /// The project's Swift code, as read.
    let sources: SwiftSources
    /// Every controller element of every storyboard, by key.
    let elements: [String: Element]
    /// Every unwind action's selector (`unwindToHome:`) the storyboards name.
    let unwindActions: Set<String>
    /// Every class of the storyboards and the sources: where an unwind may stop.
    let classes: Set<String>
    /// The screens the view controller classes' code lays out, for controllers made in code.
    let code: CodeInterface
    /// The closures the code keeps in properties (`editor.onSave = { … }`), by the property's name,
    /// with the class whose code writes each: what a call of the property runs.
    let keptClosures: [String: [(writer: String, closure: StoredClosure)]]

    static func key(_ storyboard: String, _ id: String) -> String { storyboard + "#" + id }

    init(project: Project, sources: SwiftSources) {
        self.project = project
        self.sources = sources
        var elements: [String: Element] = [:]
        var actions: Set<String> = []
        for (name, board) in project.storyboards {
            for scene in board.scenes {
                let element = Element(storyboard: name, controller: scene.controller)
                elements[element.key] = element
                for segue in scene.controller.segues {
                    if case .unwind(let action?) = segue.kind { actions.insert(action) }
                }
            }
        }
        // A reference's tab bar item belongs to the controller it leads to, which shows it in the tab bar.
        for element in elements.values where element.controller.kind == .viewControllerPlaceholder {
            guard element.controller.tabBarItemTitle != nil || element.controller.tabBarSystemItem != nil,
                let resolved = project.resolving(element.controller, in: element.storyboard)
            else { continue }
            let key = Self.key(resolved.storyboard, resolved.controller.id)
            elements[key] = Element(storyboard: resolved.storyboard, controller: resolved.controller)
        }
        self.elements = elements
        // Any class of the storyboards or the sources may be where an unwind stops.
        self.classes = Set(elements.values.map(\.controller.className)).union(sources.classes.keys)
        self.unwindActions = actions
        self.code = CodeInterface(sources: sources)
        self.keptClosures = Self.keptClosures(in: sources)
    }

    /// Every closure the sources keep in a property, by the property's name, in the order of
    /// their classes' names and their places, those written inside other closures included.
    static func keptClosures(in sources: SwiftSources) -> [String: [(writer: String, closure: StoredClosure)]] {
        var found: [String: [(writer: String, closure: StoredClosure)]] = [:]
        func gather(_ statements: [SwiftStatement], writer: String) {
            for statement in statements {
                if case .storeClosure(let written) = statement, let kept = Self.resolved(written, writer: writer, in: sources) {
                    found[kept.property, default: []].append((writer, kept))
                    gather(kept.statements, writer: writer)
                }
                for list in statement.nestedLists { gather(list, writer: writer) }
            }
        }
        let owners = Array(sources.classes.values) + Array(sources.extensions.values) + Array(sources.structures.values)
        for owner in owners.sorted(by: { $0.name < $1.name }) {
            for name in owner.methods.keys.sorted() { gather(owner.methods[name]?.statements ?? [], writer: owner.name) }
            gather(owner.initialValues, writer: owner.name)
        }
        return found
    }

    /// `sources` with each closure one place keeps in a property (`editor.onSave = { text in … }`)
    /// made a call of a method of its writer's (`SwiftSources.keptMethodCalls`): the method it only
    /// calls, handing on its own arguments in order (`{ [weak self] in self?.showAbout() }`, or a
    /// method named in its place), else its own body, run as a method of the writer's named by its
    /// place (`closureMethodName`, `SwiftSources.keptClosureBodies`), so that what it shows stops
    /// and goes on where the property is called, as a method's does.
    static func withKeptClosureCalls(_ sources: SwiftSources) -> SwiftSources {
        var result = sources
        for (property, kept) in keptClosures(in: sources) {
            guard kept.count == 1, let (writer, closure) = kept.first,
                sources.classes[writer] != nil || sources.extensions[writer] != nil
            else { continue }
            if let method = calledMethod(by: closure, of: writer, in: sources) {
                result.keptMethodCalls[property] = KeptMethodCall(writer: writer, method: method)
                continue
            }
            let name = closureMethodName(closure)
            result.keptClosureBodies[name] = SwiftMethod(
                name: name, parameters: closure.parameters, line: closure.line, statements: closure.statements)
            result.keptMethodCalls[property] = KeptMethodCall(writer: writer, method: name)
        }
        return result
    }

    /// The name a kept closure's body is known by as a method of its writer's: its place, which no
    /// Swift method can be named (`{closure}@List.swift:12()`).
    static func closureMethodName(_ closure: StoredClosure) -> String {
        "{closure}@" + (closure.path.split(separator: "/").last.map(String.init) ?? closure.path) + ":\(closure.line)()"
    }

    /// The writer's method a kept closure only calls, handing on its own arguments in order; nil
    /// for a closure that does anything else.
    private static func calledMethod(by closure: StoredClosure, of writer: String, in sources: SwiftSources) -> String? {
        guard closure.statements.count == 1, case .call(let name, let arguments) = closure.statements[0],
            arguments.count <= closure.parameters.count
        else { return nil }
        let call = name.hasPrefix("self?.") ? String(name.dropFirst(6)) : name.hasPrefix("self.") ? String(name.dropFirst(5)) : name
        let handsOn = zip(arguments, closure.parameters).allSatisfy { argument, parameter in
            argument == [.property(parameter)] || argument == [.evaluable(.name(parameter), text: parameter)]
        }
        guard handsOn, !call.prefix(while: { $0 != "(" }).contains("."),
            let (_, method) = sources.implementation(ofCall: call, in: writer)
        else { return nil }
        return method.name
    }

    /// A kept closure as it runs: one written as a closure is itself; a method named in its place
    /// (`loginView.loginAction = loginPressed`) is a closure that calls the writer's method of
    /// that name with the closure's arguments, nil when the writer has none or several (the
    /// name is then a value's, a property's or a local's).
    static func resolved(_ kept: StoredClosure, writer: String, in sources: SwiftSources) -> StoredClosure? {
        guard let name = kept.method else { return kept }
        let candidates = sources.chain(from: writer).flatMap { owner in
            owner.methods.keys.filter { key in name.contains("(") ? key == name : key.hasPrefix(name + "(") }
        }
        guard candidates.count == 1, let key = candidates.first else { return nil }
        let count = key.split(separator: ":", omittingEmptySubsequences: false).count - 1
        let parameters = (0..<count).map { "$\($0)" }
        var closure = kept
        closure.parameters = parameters
        closure.statements = [.call(method: key, arguments: parameters.map { [.evaluable(.name($0), text: $0)] })]
        return closure
    }

    /// The element `key` names as the app shows it: a storyboard's, with what its class's
    /// loading code adds, or the code's (`(code)#ListViewController`).
    func element(forKey key: String) -> Element? {
        if let found = elements[key] { return code.adding(to: found) }
        let prefix = CodeInterface.storyboard + "#"
        guard key.hasPrefix(prefix) else { return nil }
        return code.element(forKey: String(key.dropFirst(prefix.count)))
    }

    /// The app delegate's class: `AppDelegate`, else the class that has
    /// `application(_:didFinishLaunchingWithOptions:)`.
    var appDelegateClass: String? {
        sources.classes["AppDelegate"] != nil
            ? "AppDelegate"
            : sources.classes.values.first { $0.methods["application(_:didFinishLaunchingWithOptions:)"] != nil }?.name
    }

    /// The scene delegate's class, as the manifest names it, else `SceneDelegate` when the sources have one.
    var sceneDelegateClass: String? {
        if case .scenes(let delegate?, _, _) = project.manifest.lifecycle { return delegate }
        return sources.classes["SceneDelegate"] != nil ? "SceneDelegate" : nil
    }

    /// The Swift method an object of `className` runs for an Objective-C
    /// selector (a storyboard action's or unwind's): the nearest in its chain.
    func method(forSelector selector: String, in className: String) -> (SwiftClass, SwiftMethod)? {
        Self.method(forSelector: selector, in: className, sources)
    }

    private static func method(forSelector selector: String, in className: String, _ sources: SwiftSources)
        -> (SwiftClass, SwiftMethod)?
    {
        sources.nearest(from: className) { owner in
            owner.methods.values.first { Selectors.selector(of: $0) == selector }.map { (owner, $0) }
        }
    }

    /// Whether the sources show every method an object of `className` has: a Swift class
    /// whose chain reaches UIKit through classes they declare, none of which forwards or
    /// resolves a message it lacks. Then a selector the chain does not have is one the
    /// object does not answer. Not for a class of Objective-C or of no file read.
    func knowsEveryMethod(of className: String) -> Bool {
        // An Objective-C class's methods are read by their declarations only (`ObjectiveCClasses`).
        guard let declared = sources.classes[className], declared.path.hasSuffix(".swift") else { return false }
        var roots = NearMatches.Roots(sources)
        guard let root = roots.root(of: className), root.hasPrefix("UI") else { return false }
        let forwarding = [
            "forwardingTarget(for:)", "forwardInvocation(_:)", "resolveInstanceMethod(_:)",
            "doesNotRecognizeSelector(_:)", "responds(to:)",
        ]
        return !forwarding.contains { sources.implementation(of: $0, in: className) != nil }
    }

    /// `Vintage.RootViewController`: the class of `element`'s controller as the Objective-C
    /// runtime names a Swift class, after its module (the storyboard's, else the target's).
    func runtimeName(of element: Element) -> String {
        (element.controller.customModule ?? AppManifest.moduleName(project.name)) + "." + element.controller.className
    }

    /// The classes whose objects answer the unwind action `selector`: each
    /// class whose chain defines it. Asked when an unwind is played, for that
    /// action only; each class is looked at once and its answer shared with
    /// the classes below it, so a chain of 20,000 classes costs 20,000 steps.
    func unwindImplementers(of selector: String) -> Set<String> {
        guard unwindActions.contains(selector) else { return [] }
        func defines(_ owner: SwiftClass) -> Bool {
            owner.methods.values.contains { Selectors.selector(of: $0) == selector }
        }
        var answers: [String: Bool] = [:]
        for start in classes where answers[start] == nil {
            var walked: [String] = []
            var onWalk: Set<String> = []
            var answer = false
            var next: String? = start
            while let name = next {
                if let known = answers[name] {
                    answer = known
                    break
                }
                // A cycle, which Swift rejects, ends the walk as it ends `SwiftSources.chain(from:)`.
                guard onWalk.insert(name).inserted else { break }
                walked.append(name)
                guard let declared = sources.classes[name] else {
                    answer = sources.extensions[name].map(defines) ?? false
                    break
                }
                if defines(declared) {
                    answer = true
                    break
                }
                next = declared.superclass
            }
            for name in walked { answers[name] = answer }
        }
        return Set(classes.filter { answers[$0] == true })
    }

    /// The scene whose storyboard identifier is `identifier`: in `storyboard`
    /// first, as `self.storyboard` finds it, else in any other.
    func element(storyboardIdentifier identifier: String, preferring storyboard: String) -> Element? {
        let matching = elements.values.filter { $0.controller.storyboardIdentifier == identifier }
        return matching.first { $0.storyboard == storyboard } ?? matching.min { $0.key < $1.key }
    }

    /// The element `id` in `storyboard`, storyboard references followed.
    func element(_ id: String, in storyboard: String) -> Element? {
        guard let found = elements[Self.key(storyboard, id)] else { return nil }
        guard found.controller.kind == .viewControllerPlaceholder,
            let resolved = project.resolving(found.controller, in: storyboard)
        else { return found.controller.kind == .viewControllerPlaceholder ? nil : found }
        return Element(storyboard: resolved.storyboard, controller: resolved.controller)
    }
}
