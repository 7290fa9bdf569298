import StoryboardReader
import SwiftSourceModel
import XcodeProject

/// Methods that nearly match what UIKit or a storyboard calls, and so never run: a
/// Swift 2 spelling read as today's Swift gives it (`viewDidAppear(animated:)` is not
/// `viewDidAppear(_:)`; `prepareForSegue(segue:sender:)` is not `prepare(for:sender:)`),
/// or an action whose first label gives it another Objective-C selector than the
/// storyboard's (`greet(sender:)` is `greetWithSender:`, not `greet:`).
enum NearMatches {
    /// UIKit's methods a view controller subclass overrides, or implements for its table
    /// or collection view, as `#function` names them. Methods without parameters are
    /// left out: their names cannot differ by a label.
    private static let uikitMethods: [String] = [
        "viewWillAppear(_:)", "viewIsAppearing(_:)", "viewDidAppear(_:)", "viewWillDisappear(_:)",
        "viewDidDisappear(_:)", "prepare(for:sender:)", "shouldPerformSegue(withIdentifier:sender:)",
        "willMove(toParent:)", "didMove(toParent:)", "viewWillTransition(to:with:)", "setEditing(_:animated:)",
        "numberOfSections(in:)", "tableView(_:numberOfRowsInSection:)", "tableView(_:cellForRowAt:)",
        "tableView(_:didSelectRowAt:)", "tableView(_:commit:forRowAt:)", "tableView(_:titleForHeaderInSection:)",
        "collectionView(_:numberOfItemsInSection:)", "collectionView(_:cellForItemAt:)",
        "collectionView(_:didSelectItemAt:)",
    ]

    /// The app's and the scene's delegate methods UIKit calls, with parameters, as `#function`
    /// names them: a Swift 2 spelling (`application(application:didFinishLaunchingWithOptions:)`)
    /// has another selector in Swift 3 and later.
    private static let delegateMethods: [String] = [
        "application(_:didFinishLaunchingWithOptions:)", "application(_:willFinishLaunchingWithOptions:)",
        "applicationDidBecomeActive(_:)", "applicationWillResignActive(_:)", "applicationDidEnterBackground(_:)",
        "applicationWillEnterForeground(_:)", "applicationWillTerminate(_:)",
        "applicationDidReceiveMemoryWarning(_:)", "application(_:configurationForConnecting:options:)",
        "scene(_:willConnectTo:options:)", "sceneDidDisconnect(_:)", "sceneDidBecomeActive(_:)",
        "sceneWillResignActive(_:)", "sceneWillEnterForeground(_:)", "sceneDidEnterBackground(_:)",
    ]

    /// The delegate method of UIKit's `method` nearly matches (`uikitMethod(nearly:)`'s rule).
    static func delegateMethod(nearly method: String) -> String? {
        let (base, labels) = parts(of: method)
        guard !labels.isEmpty else { return nil }
        return delegateMethods.first { uikit in
            let (theirBase, theirLabels) = parts(of: uikit)
            return uikit != method && theirBase == base && labelsNearlyMatch(labels, theirLabels)
        }
    }

    /// The delegate classes' methods that nearly match UIKit's delegate methods, with UIKit's,
    /// where the class declares no method of UIKit's name: each never runs.
    static func delegateNearMatches(in sources: SwiftSources, delegates: [String]) -> [(className: String, method: SwiftMethod, uikit: String)] {
        var found: [(className: String, method: SwiftMethod, uikit: String)] = []
        for className in delegates {
            guard let declared = sources.classes[className] else { continue }
            for method in declared.methods.values.sorted(by: { $0.line < $1.line }) where !method.isStatic {
                guard let uikit = delegateMethod(nearly: method.name), declared.methods[uikit] == nil else { continue }
                found.append((className, method, uikit))
            }
        }
        return found
    }

    /// Swift 2's base names of those methods whose base Swift 3 changed, with the method each became.
    private static let renamedBases: [String: String] = [
        "prepareForSegue": "prepare(for:sender:)",
        "shouldPerformSegueWithIdentifier": "shouldPerformSegue(withIdentifier:sender:)",
        "willMoveToParentViewController": "willMove(toParent:)",
        "didMoveToParentViewController": "didMove(toParent:)",
        "viewWillTransitionToSize": "viewWillTransition(to:with:)",
        "numberOfSectionsInTableView": "numberOfSections(in:)",
        "numberOfSectionsInCollectionView": "numberOfSections(in:)",
    ]

    /// `tableView(_:cellForRowAt:)` → (`tableView`, [`_`, `cellForRowAt`]); a name without
    /// parentheses (a computed property) has no labels.
    static func parts(of name: String) -> (base: Substring, labels: [Substring]) {
        guard let open = name.firstIndex(of: "("), name.hasSuffix(")") else { return (Substring(name), []) }
        let labels = name[name.index(after: open)..<name.index(before: name.endIndex)]
            .split(separator: ":", omittingEmptySubsequences: true)
        return (name[..<open], labels)
    }

    /// The UIKit method `method` nearly matches: the same base name and number of
    /// parameters, each label UIKit's, a missing one (`_`), or UIKit's with Swift 2's
    /// words after it (`cellForRowAtIndexPath` for `cellForRowAt`); or a Swift 2 name
    /// whose base Swift 3 renamed. Nil for UIKit's own names and for anything else.
    static func uikitMethod(nearly method: String) -> String? {
        let (base, labels) = parts(of: method)
        guard !labels.isEmpty else { return nil }
        if let renamed = renamedBases[String(base)], parts(of: renamed).labels.count == labels.count {
            return renamed
        }
        return uikitMethodsByBase[String(base), default: []].first { uikit in
            uikit.name != method && labelsNearlyMatch(labels, uikit.labels)
        }?.name
    }

    /// Whether a method's labels are UIKit's but for Swift 2's spellings: the same number, each
    /// UIKit's, a missing one (`_`), or UIKit's with words after it (`cellForRowAtIndexPath`).
    private static func labelsNearlyMatch(_ own: [Substring], _ theirs: [Substring]) -> Bool {
        own.count == theirs.count
            && zip(own, theirs).allSatisfy { own, theirs in own == theirs || own == "_" || theirs == "_" || own.hasPrefix(theirs) }
    }

    /// `uikitMethods` split into labels once, by base name: every method of every class is
    /// compared with them, and a project of 50 files has some 400 methods.
    private static let uikitMethodsByBase: [String: [(name: String, labels: [Substring])]] = Dictionary(
        grouping: uikitMethods.map { (name: $0, labels: parts(of: $0).labels) },
        by: { String(parts(of: $0.name).base) })

    /// The class each chain in the sources ends on, the first superclass they do not
    /// declare (`UIViewController`), by class, for the classes asked and those above
    /// them: each class is walked once, so a chain of 20,000 classes costs 20,000 steps.
    struct Roots {
        let sources: SwiftSources
        private var known: [String: String?] = [:]

        init(_ sources: SwiftSources) { self.sources = sources }

        /// The undeclared class `className`'s chain ends on; nil for a cycle or a class without a superclass.
        mutating func root(of className: String) -> String? {
            var walked: [String] = []
            var onWalk: Set<String> = []
            var answer: String?
            var next: String? = className
            while let name = next {
                if let found = known[name] {
                    answer = found
                    break
                }
                guard let declared = sources.classes[name] else {
                    // The first class the sources do not declare: UIKit's, or one of another language.
                    answer = name == className ? nil : name
                    break
                }
                // A cycle, which Swift rejects, has no root.
                guard onWalk.insert(name).inserted else { break }
                walked.append(name)
                next = declared.superclass
            }
            for name in walked { known[name] = .some(answer) }
            return answer
        }

        /// Whether UIKit calls the methods of `className`'s objects: its chain in the
        /// sources ends on a UIKit view controller class.
        mutating func isUIKitController(_ className: String) -> Bool {
            guard let root = root(of: className) else { return false }
            return root.hasPrefix("UI") && root.hasSuffix("Controller")
        }
    }

    /// A warning for each method of a view controller class that nearly matches a
    /// UIKit method the class does not also declare under UIKit's own name.
    static func uikitWarnings(in sources: SwiftSources) -> [ProjectWarning] {
        var warnings: [ProjectWarning] = []
        var roots = Roots(sources)
        for swiftClass in sources.classes.values.sorted(by: { $0.path + $0.name < $1.path + $1.name }) {
            for method in swiftClass.methods.values.sorted(by: { $0.line < $1.line }) where !method.isStatic {
                guard let uikit = uikitMethod(nearly: method.name), swiftClass.methods[uikit] == nil,
                    roots.isUIKitController(swiftClass.name)
                else { continue }
                warnings.append(
                    ProjectWarning(
                        file: swiftClass.path, line: method.line,
                        problem: .nearlyMatchesUIKit(
                            className: swiftClass.name, method: method.name, uikit: uikit,
                            isOverride: method.isOverride)))
            }
        }
        return warnings
    }

    /// The method of `owner` named as `selector` is (`greet(sender:)` for `greet:`,
    /// `unwindToRoot(_:)` for `unwindToRootWithSegue:`) whose own selector is another:
    /// the one a storyboard meant. The first in the file when several are.
    static func method(namedLike selector: String, in owner: SwiftClass) -> SwiftMethod? {
        let first = selector.prefix { $0 != ":" }
        var bases = [first]
        // Swift 3's `With` before a first label: `unwindToRootWithSegue:` is named `unwindToRoot`.
        var end = first.endIndex
        while end > first.startIndex {
            end = first.index(before: end)
            if end > first.startIndex, first[end...].hasPrefix("With") {
                bases.append(first[..<end])
                break
            }
        }
        return owner.methods.values
            .filter { method in
                !method.isStatic && method.name.contains("(") && bases.contains(parts(of: method.name).base)
                    && Selectors.selector(of: method) != selector
            }
            .min { $0.line < $1.line }
    }

    /// The nearest method in `className`'s chain that `method(namedLike:in:)` finds.
    static func method(namedLike selector: String, from className: String, _ sources: SwiftSources)
        -> (SwiftClass, SwiftMethod)?
    {
        sources.nearest(from: className) { owner in method(namedLike: selector, in: owner).map { (owner, $0) } }
    }

    /// A warning for each storyboard action sent to its scene's controller, and each unwind
    /// action, that no method has while one is named like it with another selector.
    static func selectorWarnings(in playbook: Playbook) -> [ProjectWarning] {
        let sources = playbook.sources
        guard !sources.classes.isEmpty else { return [] }
        var warnings: [ProjectWarning] = []
        var warnedUnwinds: Set<String> = []
        // Asked once per unwind action, however many segues name it: each answer walks every class.
        var unwindNearMatches: [String: (SwiftClass, SwiftMethod)?] = [:]
        func unwindNearMatch(_ action: String) -> (SwiftClass, SwiftMethod)? {
            if let known = unwindNearMatches[action] { return known }
            let found = playbook.unwindImplementers(of: action).isEmpty ? unwindMethod(namedLike: action, sources) : nil
            unwindNearMatches[action] = .some(found)
            return found
        }
        for element in playbook.elements.values.sorted(by: { $0.key < $1.key }) {
            let controller = element.controller
            let file = playbook.project.storyboardPaths[element.storyboard] ?? element.storyboard
            let layout = controller.screen
            let controls =
                layout.buttons + layout.leftBarItems + layout.rightBarItems + layout.toolbarItems
                + layout.cells.map(\.control)
            for control in controls {
                for action in control.actions
                where control.actionTargets[action] == controller.id
                    && playbook.method(forSelector: action, in: controller.className) == nil
                {
                    guard let (owner, near) = method(namedLike: action, from: controller.className, sources) else {
                        continue
                    }
                    warnings.append(
                        ProjectWarning(
                            file: file, line: control.line,
                            problem: .selectorNotMatched(
                                selector: action, isUnwind: false, className: owner.name, method: near.name,
                                methodSelector: Selectors.selector(of: near),
                                suggested: Selectors.swiftName(ofSelector: action))))
                }
            }
            for segue in controller.segues {
                guard case .unwind(let action?) = segue.kind, let (owner, near) = unwindNearMatch(action),
                    warnedUnwinds.insert(file + "\u{0}" + String(segue.line) + "\u{0}" + action).inserted
                else { continue }
                warnings.append(
                    ProjectWarning(
                        file: file, line: segue.line,
                        problem: .selectorNotMatched(
                            selector: action, isUnwind: true, className: owner.name, method: near.name,
                            methodSelector: Selectors.selector(of: near),
                            suggested: Selectors.swiftName(ofSelector: action))))
            }
        }
        // In the files' order, as the storyboards read, not the order of the scenes' ids.
        return warnings.sorted { ($0.file, $0.line ?? 0) < ($1.file, $1.line ?? 0) }
    }

    /// The method of any class in the sources named like the unwind action `selector`:
    /// the first class by name, so that the answer does not depend on the order read.
    static func unwindMethod(namedLike selector: String, _ sources: SwiftSources) -> (SwiftClass, SwiftMethod)? {
        for owner in sources.classes.values.sorted(by: { $0.name < $1.name }) {
            if let near = method(namedLike: selector, in: owner) { return (owner, near) }
        }
        return nil
    }
}
