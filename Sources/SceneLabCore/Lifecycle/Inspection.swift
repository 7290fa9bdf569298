/// `tree` and `objects`: the object graph drawn as text.
extension Application {
    /// The app, its scenes, windows, containers, stacks and presentations.
    var treeLines: [String] {
        let mode = platform == .current ? "" : " on \(platform)"
        var lines = ["\(definition.displayName) (\(definition.bundleIdentifier)), running\(mode)"]
        for (index, scene) in scenes.enumerated() {
            let lastScene = index == scenes.count - 1
            let focus = scenes.count > 1 && scene.id == focusedScene ? ", focused" : ""
            let state = "[\(scene.stateText)\(focus)]"
            // Without scenes the app itself has the state, and its delegate hears of it.
            lines.append(
                "\(lastScene ? "└─" : "├─") "
                    + (platform.usesScenes
                        ? "UIWindowScene \(scene.id) \(state) delegate \(scene.delegateName)"
                        : "UIApplication \(state) delegate AppDelegate"))
            let indent = lastScene ? "   " : "│  "
            lines.append("\(indent)└─ UIWindow\(scene.window.isKeyWindow ? " (key)" : "")")
            if let root = scene.window.rootViewController {
                appendTree(of: root, role: "rootViewController", prefix: indent + "   ", isLast: true, into: &lines)
            }
        }
        return lines + heldOutsideWindowLines
    }

    private func appendTree(of id: ObjectID, role: String, prefix: String, isLast: Bool, into lines: inout [String]) {
        guard let controller = controllers[id] else { return }
        let view = controller.isViewLoaded ? "view loaded" : "view not loaded"
        let style = controller.presentationStyle.map { " \($0.uikitName)" } ?? ""
        lines.append(
            "\(prefix)\(isLast ? "└─" : "├─") \(role)\(style): \(controller.name) "
                + "[\(controller.appearance.rawValue), \(view)]\(heldSuffix(of: id))")
        let childPrefix = prefix + (isLast ? "   " : "│  ")
        var branches: [(ObjectID, String)] = controller.children.enumerated().map { index, child in
            (child, Self.role(ofChild: index, in: controller.state))
        }
        if let presented = controller.presented { branches.append((presented, "presented")) }
        for (offset, branch) in branches.enumerated() {
            appendTree(
                of: branch.0, role: branch.1, prefix: childPrefix, isLast: offset == branches.count - 1, into: &lines)
        }
    }

    /// ` held by hold NAME` for a controller `hold` keeps, so `tree` shows its holders.
    private func heldSuffix(of id: ObjectID) -> String {
        let names = holdNames(of: id)
        return names.isEmpty ? "" : " held by " + names.map { "hold \($0)" }.joined(separator: ", ")
    }

    /// Held controllers that are in no window: popped or dismissed, kept alive by `hold`.
    var heldOutsideWindowLines: [String] {
        controllers.keys.filter { !isInAWindow($0) }.flatMap { id -> [String] in
            guard let controller = controllers[id] else { return [] }
            let view = controller.isViewLoaded ? "view loaded" : "view not loaded"
            return holdNames(of: id).map { name in
                "held by hold \(name), in no window: \(controller.name) [\(controller.appearance.rawValue), \(view)]"
            }
        }
    }

    /// How `tree` names a container's child: its index in a navigation
    /// stack, its number on a tab bar (as `tab N` counts), its column in a split view.
    private static func role(ofChild index: Int, in container: ViewController.State) -> String {
        switch container.kind {
        case .tabBarController: return "tab \(index + 1)\(index == container.selectedIndex ? " (selected)" : "")"
        case .splitViewController: return index == 0 ? "primary" : index == 1 ? "secondary" : "[\(index)]"
        case .plain, .navigationController: return "[\(index)]"
        }
    }

    /// Live controllers and who holds each of them.
    var objectLines: [String] {
        let live = liveControllersInTreeOrder
        let width = live.map { name(of: $0).count }.max() ?? 0
        return live.compactMap { id in
            guard let controller = controllers[id] else { return nil }
            let owners = controller.owners.sorted().map(describe).joined(separator: ", ")
            let padding = String(repeating: " ", count: width - controller.name.count)
            return controller.name + padding + "  held by " + owners
        }
    }

    private func describe(_ owner: Owner) -> String {
        switch owner {
        case .window(let scene): return "the window of scene \(scene)"
        case .navigationStack(let id), .containerChildren(let id): return "\(name(of: id)).viewControllers"
        case .presentation(let presenter): return "\(name(of: presenter)).presentedViewController"
        case .property(let owner, let property): return "\(name(of: owner)).\(property)"
        case .hold(let name): return "hold \(name)"
        }
    }
}
