import SceneLabCore
import StoryboardReader

extension Playbook {
    /// The scene the engine makes for an element: a controller, or a
    /// container with the scenes its relationship segues lead to; a
    /// controller whose container views embed children is a container of
    /// the app's own. A relationship back to a scene already on the way
    /// down is left out, and `depth` bounds the rest, so that a storyboard
    /// whose relationships loop or fan out cannot make the tree explode.
    func scene(for element: Element, depth: Int = 0, path: Set<String> = []) -> StoryboardScene {
        let path = path.union([element.key])
        let controller = element.controller
        let className = controller.className
        let related: [StoryboardScene] =
            depth > 8
            ? []
            : controller.segues.compactMap { segue -> StoryboardScene? in
                guard case .relationship = segue.kind,
                    let child = self.element(segue.destination, in: element.storyboard), !path.contains(child.key)
                else { return nil }
                return self.scene(for: child, depth: depth + 1, path: path)
            }
        let scene: StoryboardScene
        switch controller.kind {
        case .navigationController:
            scene = StoryboardScene(.navigationController, className: className, children: Array(related.prefix(1)))
        case .tabBarController:
            scene = StoryboardScene(.tabBarController, className: className, children: related)
        case .splitViewController:
            scene = StoryboardScene(
                .splitViewController, className: className,
                children: depth > 8 ? [] : splitColumns(of: element, depth: depth, path: path))
        case .pageViewController:
            // The storyboard has no page relationship: the app's data source makes them, which scenelab cannot run.
            scene = StoryboardScene(.pageViewController, className: className, children: [])
        default:
            let embeds = embedSegues(of: element)
            scene =
                embeds.isEmpty
                ? .viewController(className) : .containerViewController(className, embedding: embeds)
        }
        return scene.made(fromElement: element.key)
    }

    /// A split view's columns, primary first; the engine plays two.
    private func splitColumns(of element: Element, depth: Int, path: Set<String>) -> [StoryboardScene] {
        var primary: StoryboardScene?
        var secondary: StoryboardScene?
        for segue in element.controller.segues {
            guard case .relationship(let name) = segue.kind,
                let child = self.element(segue.destination, in: element.storyboard), !path.contains(child.key)
            else { continue }
            switch name {
            case "masterViewController", "primaryViewController":
                if primary == nil { primary = scene(for: child, depth: depth + 1, path: path) }
            case "detailViewController", "secondaryViewController":
                if secondary == nil { secondary = scene(for: child, depth: depth + 1, path: path) }
            default:
                continue
            }
        }
        return [primary, secondary].compactMap { $0 }
    }

    /// The embed segues of an element's container views.
    func embedSegues(of element: Element) -> [StoryboardScene.EmbedSegue] {
        element.controller.segues.compactMap { segue in
            guard case .embed = segue.kind, let child = self.element(segue.destination, in: element.storyboard) else {
                return nil
            }
            return StoryboardScene.EmbedSegue(segue.identifier, to: child.controller.className, element: child.key)
        }
    }

    /// The embed segues of every element with container views, by class: for
    /// the scenes a segue leads to (the initial scene's carry their own).
    var embedSeguesByClass: [String: [StoryboardScene.EmbedSegue]] {
        var result: [String: [StoryboardScene.EmbedSegue]] = [:]
        for element in elements.values.sorted(by: { $0.key < $1.key }) {
            let embeds = embedSegues(of: element)
            if !embeds.isEmpty, result[element.controller.className] == nil {
                result[element.controller.className] = embeds
            }
        }
        return result
    }

    /// The scene the app's window shows first: the window storyboard's initial controller.
    var initialScene: StoryboardScene? {
        guard let board = project.mainStoryboard, let id = board.initialViewControllerID,
            let element = element(id, in: project.windowStoryboard)
        else { return nil }
        return scene(for: element)
    }
}
