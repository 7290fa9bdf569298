/// The objects of one app process: every live view controller, what each
/// class has made so far, and who holds whom.
///
/// It decides, as ARC does, which controllers a released reference frees
/// and in what order, and returns them; recording their `deinit` is the
/// process's (`Application.release`), so the graph itself stays plain data.
public struct ObjectGraph: Sendable {
    /// Every live view controller.
    public internal(set) var controllers = ControllerTable()
    /// What the process knows of each class it has instantiated, looked up once per instance.
    var classes: [Name: ClassRecord] = [:]
    /// The serial of the next object made, across classes.
    public internal(set) var nextObjectNumber = 1
    /// Controllers some other controller's stored property holds (`Owner.property`),
    /// so that a deinit need not search every controller for what it held.
    var heldByProperties: Set<ObjectID> = []

    /// How many instances of each class the process has made.
    public var instanceCounts: [String: Int] {
        Dictionary(uniqueKeysWithValues: classes.map { ($0.key.description, $0.value.instances) })
    }

    /// A new controller of `className`, in the table: its number within the
    /// class, and whether to announce the class as a plain `UIViewController`
    /// subclass (the first time a class the app does not define is made in code).
    mutating func make(
        _ className: String, kind: ViewController.Kind, origin: ViewController.Origin, scene sceneID: Int,
        in definition: AppDefinition, announcingPlainClass: Bool
    ) -> (state: ViewController.State, announce: Bool) {
        let id = controllers.newID(serial: nextObjectNumber)
        nextObjectNumber += 1
        let name = Name(className)
        // One lookup: the record is counted in place.
        let (instance, code, announce) = classes[name, default: ClassRecord(className, in: definition)]
            .countInstance(announcingPlainClass: announcingPlainClass)
        let controller = ViewController(
            id: id, className: name, instance: instance, kind: kind, origin: origin, scene: sceneID)
        controllers.insert(controller)
        if let code { controllers.setCode(code.init(), of: id) }
        return (controller.state, announce)
    }

    /// Adds a strong reference to `id`.
    mutating func retain(_ id: ObjectID, by owner: Owner) {
        controllers.updateLists(of: id) { $0.owners.insert(owner) }
        if case .property = owner { heldByProperties.insert(id) }
    }

    /// Drops one strong reference and returns the controllers that go with
    /// it, in the order their `deinit`s run: when the last reference to a
    /// controller goes, its deinit runs before it lets go of what it held
    /// (its children, what it presents, then its stored properties).
    mutating func release(_ id: ObjectID, from owner: Owner) -> [ViewController.State] {
        // Filled in the storage of the last release's list, which its caller
        // has let go by now: a release that frees a controller allocates nothing.
        var freed: [ViewController.State] = []
        swap(&freed, &lastFreed)
        freed.removeAll(keepingCapacity: true)
        release(id, from: owner, into: &freed)
        lastFreed = freed
        return freed
    }

    /// The storage of the list the last `release` returned, kept for the next.
    private var lastFreed: [ViewController.State] = []

    private mutating func release(_ id: ObjectID, from owner: Owner, into freed: inout [ViewController.State]) {
        guard controllers.state(of: id) != nil else { return }
        controllers.updateLists(of: id) { $0.owners.remove(owner) }
        guard controllers.owners(of: id)?.isEmpty == true else { return }
        // Its state and children only: the rest of its lists go with it unread.
        guard let controller = controllers.state(of: id), let children = controllers.children(of: id) else { return }
        freed.append(controller)
        controllers.remove(id)
        for child in children {
            controllers.updateState(of: child) { $0.parent = nil }
            release(child, from: controller.ownerOfChildren, into: &freed)
        }
        if let presented = controller.presented {
            controllers.updateState(of: presented) { $0.presenter = nil }
            release(presented, from: .presentation(presenter: id), into: &freed)
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
        for (other, owner) in held { release(other, from: owner, into: &freed) }
    }

    /// The controller `owner` holds, if any.
    func controller(heldBy owner: Owner) -> ObjectID? {
        controllers.keys.first { controllers.owners(of: $0)?.contains(owner) == true }
    }

    /// A controller and the ones it shows, all the way down.
    func controllersShown(from id: ObjectID) -> [ObjectID] {
        [id] + controllers.visibleChildren(of: id).flatMap { controllersShown(from: $0) }
    }
}
