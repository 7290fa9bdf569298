import CommandGrammar
/// `tree` and `objects`: the object graph drawn as text.
public enum Inspection {
    /// The app, its scenes, windows, containers, stacks and presentations.
    static func treeLines(in app: Application) -> [String] {
        let language = app.language
        var lines = [
            InterfaceDiagnostic.appInTree(
                name: app.definition.displayName, bundleIdentifier: app.definition.bundleIdentifier,
                isSuspended: app.isSuspended, platform: app.platform == .current ? nil : app.platform
            ).text(in: language)
        ]
        for (index, scene) in app.scenes.enumerated() {
            let lastScene = index == app.scenes.count - 1
            // The focus is said only when there is another scene to tell it from.
            let isFocused = app.scenes.count > 1 && scene.id == app.focusedScene
            let shownState = InterfaceDiagnostic.sceneStateInTree(state: scene.stateText, isFocused: isFocused)
            let state = "[" + shownState.text(in: language) + "]"
            // Without scenes the app itself has the state, and its delegate hears of it.
            lines.append(
                "\(lastScene ? "└─" : "├─") "
                    + (app.platform.usesScenes
                        ? "UIWindowScene \(scene.id) \(state) delegate \(scene.delegateName)"
                        : "UIApplication \(state) delegate AppDelegate"))
            let indent = lastScene ? "   " : "│  "
            lines.append("\(indent)└─ UIWindow\(scene.window.isKeyWindow ? " (key)" : "")")
            if let root = scene.window.rootViewController {
                appendTree(
                    of: root, role: "rootViewController", prefix: indent + "   ", isLast: true, into: &lines, in: app)
            }
        }
        return lines + heldOutsideWindowLines(in: app)
    }

    private static func appendTree(
        of id: ObjectID, role: String, prefix: String, isLast: Bool, into lines: inout [String], in app: Application
    ) {
        guard let controller = app.graph.controllers[id] else { return }
        let view = viewText(controller, in: app)
        let style = controller.presentationStyle.map { " \($0.uikitName)" } ?? ""
        lines.append(
            "\(prefix)\(isLast ? "└─" : "├─") \(role)\(style): \(controller.name) "
                + "[\(controller.appearance.rawValue), \(view)]\(heldSuffix(of: id, in: app))")
        let childPrefix = prefix + (isLast ? "   " : "│  ")
        var branches: [(ObjectID, String)] = controller.children.enumerated().map { index, child in
            (child, Self.role(ofChild: index, in: controller.state, language: app.language))
        }
        if let presented = controller.presented { branches.append((presented, "presented")) }  // UIKit's word
        for (offset, branch) in branches.enumerated() {
            appendTree(
                of: branch.0, role: branch.1, prefix: childPrefix, isLast: offset == branches.count - 1, into: &lines,
                in: app)
        }
    }

    /// ` held by hold NAME` for a controller `hold` keeps, so `tree` shows its holders.
    private static func heldSuffix(of id: ObjectID, in app: Application) -> String {
        let names = Holding.holdNames(of: id, in: app)
        return names.isEmpty ? "" : " " + InterfaceDiagnostic.heldByHolds(names: names).text(in: app.language)
    }

    /// `view loaded` or `view not loaded`, in the session's language.
    private static func viewText(_ controller: ViewController, in app: Application) -> String {
        InterfaceDiagnostic.viewState(isLoaded: controller.isViewLoaded).text(in: app.language)
    }

    /// Held controllers that are in no window: popped or dismissed, kept alive by `hold`.
    static func heldOutsideWindowLines(in app: Application) -> [String] {
        app.graph.controllers.keys.filter { !MemoryWarning.isInAWindow($0, in: app) }.flatMap { id -> [String] in
            guard let controller = app.graph.controllers[id] else { return [] }
            return Holding.holdNames(of: id, in: app).map { name in
                InterfaceDiagnostic.heldOutsideWindow(
                    hold: name, controller: controller.name, appearance: controller.appearance.rawValue,
                    isViewLoaded: controller.isViewLoaded
                ).text(in: app.language)
            }
        }
    }

    /// How `tree` names a container's child: its index in a navigation
    /// stack, its number on a tab bar (as `tab N` counts), its column in a split view.
    private static func role(ofChild index: Int, in container: ViewController.State, language: Language) -> String {
        let role = container.kind.behavior?.role(ofChild: index, in: container) ?? ChildRole("[\(index)]")
        // The kinds name a child by the command's words (`tab 2`, `page 3`)
        // and UIKit's (`primary`); only the state in brackets is prose.
        let state: InterfaceDiagnostic.ChildState? =
            switch role.state {
            case .selected: .selected
            case .shown: .shown
            case .cached: .cached
            case nil: nil
            }
        return state.map { InterfaceDiagnostic.childRole(name: role.name, state: $0).text(in: language) } ?? role.name
    }

    /// Live controllers and who holds each of them.
    static func objectLines(in app: Application) -> [String] {
        let live = MemoryWarning.liveControllersInTreeOrder(in: app)
        let width = live.map { app.name(of: $0).count }.max() ?? 0
        return live.compactMap { id in
            guard let controller = app.graph.controllers[id] else { return nil }
            let owners = controller.owners.sorted().map { describe($0, in: app) }
            let padding = String(repeating: " ", count: width - controller.name.count)
            let heldBy = InterfaceDiagnostic.heldByOwners(owners: owners).text(in: app.language)
            return controller.name + padding + "  " + heldBy
        }
    }

    private static func describe(_ owner: Owner, in app: Application) -> String {
        switch owner {
        case .window(let scene):
            return InterfaceDiagnostic.sceneWindowOwner(scene: scene).text(in: app.language)
        case .navigationStack(let id), .containerChildren(let id): return "\(app.name(of: id)).viewControllers"
        case .presentation(let presenter): return "\(app.name(of: presenter)).presentedViewController"
        case .property(let owner, let property): return "\(app.name(of: owner)).\(property)"
        case .hold(let name): return "hold \(name)"
        case .objectProperty(let className, let name): return "\(className).\(name)"
        case .local(let owner, let name): return "\(name) in \(app.name(of: owner))'s code"
        }
    }
}
