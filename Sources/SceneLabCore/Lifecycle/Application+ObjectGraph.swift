extension Application {
    package mutating func retain(_ id: ObjectID, by owner: Owner) {
        controllers.updateLists(of: id) { $0.owners.insert(owner) }
        if case .property = owner { heldByProperties.insert(id) }
    }

    /// Points `owner` (a stored property) at `id` instead of what it held:
    /// the new value is retained before the old one is released.
    mutating func assign(_ id: ObjectID?, to owner: Owner) {
        let previous = controllers.keys.first { controllers.owners(of: $0)?.contains(owner) == true }
        guard previous != id else { return }
        if let id { retain(id, by: owner) }
        if let previous { release(previous, from: owner) }
    }

    /// Drops one strong reference; when it was the last, the controller deinitializes.
    mutating func release(_ id: ObjectID, from owner: Owner, confidence: Confidence = .observed) {
        guard controllers.state(of: id) != nil else { return }
        controllers.updateLists(of: id) { $0.owners.remove(owner) }
        if controllers.owners(of: id)?.isEmpty == true {
            deallocate(id, confidence: confidence)
        }
    }

    /// Records `deinit`, then releases what the controller itself held,
    /// as Swift does: a container's deinit runs before its children's.
    private mutating func deallocate(_ id: ObjectID, confidence: Confidence) {
        // Its state and children only: the rest of its lists go with it unread.
        guard let controller = controllers.state(of: id), let children = controllers.children(of: id) else { return }
        call(.deinitializer, on: id, channel: controller.memoryChannel, confidence: confidence)
        controllers.remove(id)
        for child in children {
            controllers.updateState(of: child) { $0.parent = nil }
            release(child, from: controller.ownerOfChildren, confidence: confidence)
        }
        if let presented = controller.presented {
            controllers.updateState(of: presented) { $0.presenter = nil }
            release(presented, from: .presentation(presenter: id), confidence: confidence)
        }
        // Its stored properties go last, in a fixed order so output is deterministic.
        // Most apps hold no controller in a property: nothing to look through.
        guard !heldByProperties.isEmpty else { return }
        heldByProperties.remove(id)
        let held = heldByProperties.sorted().compactMap { other -> (ObjectID, Owner)? in
            guard
                let owner = controllers.owners(of: other)?.first(where: {
                    if case .property(let holder, _) = $0 { return holder == id }
                    return false
                })
            else { return nil }
            return (other, owner)
        }
        for (other, owner) in held { release(other, from: owner, confidence: confidence) }
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
        let id = controllers.newID(serial: nextObjectNumber)
        nextObjectNumber += 1
        let name = Name(className)
        let definition = self.definition
        // One lookup: the record is counted in place.
        let (instance, code, announce) = classes[name, default: ClassRecord(className, in: definition)]
            .countInstance(announcingPlainClass: announcingPlainClass)
        if announce {
            note(
                "\(className) is not a screen of \(definition.displayName): "
                    + "simulating it as a plain UIViewController subclass", scene: sceneID)
        }
        let controller = ViewController(
            id: id, className: name, instance: instance, kind: kind, origin: origin, scene: sceneID)
        controllers.insert(controller)
        if let code { controllers.setCode(code.init(), of: id) }
        call(origin.initializer, on: id, channel: controller.memoryChannel, confidence: confidence)
        return id
    }

    mutating func awakeFromNib(_ id: ObjectID, confidence: Confidence) {
        call(.awakeFromNib, on: id, channel: controllers.state(of: id)?.memoryChannel, confidence: confidence)
    }

    /// Creates a controller the way `CLASS()` does in code, announcing once
    /// per class that a class outside the app is a plain subclass.
    mutating func instantiateInCode(_ className: String, scene sceneID: Int) -> ObjectID {
        instantiate(className, origin: .code, scene: sceneID, confidence: .documented, announcingPlainClass: true)
    }

    /// Makes `children` a container's children, held by it.
    mutating func adopt(_ children: [ObjectID], by container: ObjectID) {
        guard let owner = controllers.state(of: container)?.ownerOfChildren else { return }
        controllers.updateLists(of: container) { $0.children = children }
        for child in children {
            controllers.updateState(of: child) { $0.parent = container }
            retain(child, by: owner)
        }
    }
}
