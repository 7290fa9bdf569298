/// The process's side of its object graph: what the graph decides, recorded as UIKit and Swift would call it.
extension Application {
    /// Adds a strong reference to `id`.
    package mutating func retain(_ id: ObjectID, by owner: Owner) { graph.retain(id, by: owner) }

    /// Points `owner` (a stored property) at `id` instead of what it held:
    /// the new value is retained before the old one is released.
    mutating func assign(_ id: ObjectID?, to owner: Owner) {
        let previous = graph.controller(heldBy: owner)
        guard previous != id else { return }
        if let id { retain(id, by: owner) }
        if let previous { release(previous, from: owner) }
    }

    /// Drops one strong reference; the controllers it was the last one to
    /// hold deinitialize, each before what it held.
    mutating func release(_ id: ObjectID, from owner: Owner, confidence: Confidence = .observed) {
        for freed in graph.release(id, from: owner) {
            let receiver = ControllerTable.Receiver(freed)
            recorder.call(
                .deinitializer, on: receiver, channel: freed.memoryChannel, arguments: Event.Arguments(),
                confidence: confidence)
        }
    }

    // MARK: Making controllers

    /// Creates a view controller and records its initializer.
    ///
    /// Storyboard instances also get `awakeFromNib()`, but the caller sends it,
    /// because a storyboard wakes children before their container. With
    /// `announcingPlainClass`, the first instance of a class the app does not
    /// define is announced as a plain `UIViewController` subclass.
    mutating func instantiate(
        _ className: String, kind: ViewController.Kind = .plain, origin: ViewController.Origin,
        scene sceneID: Int, confidence: Confidence, announcingPlainClass: Bool = false
    ) -> ObjectID {
        // The controllers its stored properties make come first, as Swift runs their initial
        // values before the initializer's own code (`AppDefinition.storedControllers`).
        let stored = (definition.storedControllers[className] ?? []).map { kept in
            (kept.property, Storyboard.instantiate(kept.scene, scene: sceneID, in: &self))
        }
        let (state, announce) = graph.make(
            className, kind: kind, origin: origin, scene: sceneID, in: definition,
            announcingPlainClass: announcingPlainClass)
        let id = state.id
        if announce {
            note(
                InterfaceDiagnostic.plainControllerClass(className: className, app: definition.displayName),
                scene: sceneID)
        }
        call(origin.initializer, on: id, channel: state.memoryChannel, confidence: confidence)
        for (property, controller) in stored { retain(controller, by: .property(of: id, name: property)) }
        return id
    }

    mutating func awakeFromNib(_ id: ObjectID, confidence: Confidence) {
        call(.awakeFromNib, on: id, channel: graph.controllers.state(of: id)?.memoryChannel, confidence: confidence)
    }

    /// Creates a controller the way `CLASS()` does in code, announcing once
    /// per class that a class outside the app is a plain subclass.
    mutating func instantiateInCode(_ className: String, scene sceneID: Int) -> ObjectID {
        instantiate(className, origin: .code, scene: sceneID, confidence: .documented, announcingPlainClass: true)
    }

    /// The controller stored property `name` of `holder` holds, if one does.
    func controller(heldBy name: String, of holder: ObjectID) -> ObjectID? {
        graph.controller(heldBy: .property(of: holder, name: name))
    }

    /// The same, when it is in no container yet: the one to add or show, made with its holder.
    func unplacedController(heldBy name: String, of holder: ObjectID) -> ObjectID? {
        controller(heldBy: name, of: holder).flatMap { graph.controllers.state(of: $0)?.parent == nil ? $0 : nil }
    }

    /// Makes `children` a container's children, held by it.
    mutating func adopt(_ children: [ObjectID], by container: ObjectID) {
        guard let owner = graph.controllers.state(of: container)?.ownerOfChildren else { return }
        graph.controllers.updateLists(of: container) { $0.children = children }
        for child in children {
            graph.controllers.updateState(of: child) { $0.parent = container }
            retain(child, by: owner)
        }
    }
}
