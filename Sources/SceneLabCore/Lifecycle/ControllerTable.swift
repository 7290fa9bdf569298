/// The live view controllers of a process, stored densely by id.
///
/// Ids are handed out in sequence from 1, so the table is an array indexed
/// by id: looking a controller up is an index, not a hash, and every
/// appearance call looks one up several times.
public struct ControllerTable: Sendable, Equatable {
    /// Each controller's state (`ViewController.State`), indexed by id; slot
    /// 0 stays empty, the one a lookup of an id that was never handed out
    /// reads. States hold no reference, so reading one copies bytes only.
    private var states: [ViewController.State?] = [nil]
    /// Each controller's lists, by the same index; empty for a free slot.
    private var lists: [ViewController.Lists] = [ViewController.Lists()]
    /// The ids of the live controllers, ascending: what iterating the table
    /// visits, so that it costs the live controllers, not every id ever handed out.
    private var live: [ObjectID] = []
    /// The app's code for each controller whose class has some: its
    /// properties, by the same index as `states`.
    private var codes: [(any ControllerCode)?] = []

    public init() {}

    /// Equal when they hold the same controllers; the app's properties are not compared.
    public static func == (lhs: ControllerTable, rhs: ControllerTable) -> Bool {
        lhs.states == rhs.states && lhs.lists == rhs.lists && lhs.live == rhs.live
    }

    /// The live controller with this id, its state and lists together; setting `nil` removes it.
    public subscript(id: ObjectID) -> ViewController? {
        get {
            let index = slot(of: id)
            return states[index].map { ViewController(state: $0, lists: lists[index]) }
        }
        _modify {
            // A new id is the next one: appending keeps the arrays' amortised growth.
            while id.rawValue >= states.count {
                states.append(nil)
                lists.append(ViewController.Lists())
            }
            let index = id.rawValue > 0 ? id.rawValue : 0
            let wasLive = states[index] != nil
            // The lists are moved out, not copied, so that changing them
            // (a push appends to the stack) does not copy them.
            var controller = states[index].map { state in
                ViewController(state: state, lists: Self.take(&lists[index]))
            }
            yield &controller
            states[index] = controller?.state
            lists[index] = controller?.lists ?? ViewController.Lists()
            let isLive = states[index] != nil
            if index == 0 {
                // An id never handed out: whatever was written goes nowhere.
                states[0] = nil
                lists[0] = ViewController.Lists()
            } else if isLive != wasLive {
                if isLive { noteLive(id) } else { noteGone(id) }
                // A controller's code lives and dies with it.
                if index < codes.count { codes[index] = nil }
            }
        }
    }

    /// Adds a controller under its id.
    mutating func insert(_ controller: ViewController) {
        self[controller.id] = controller
    }

    /// Removes a controller, its lists and its code.
    mutating func remove(_ id: ObjectID) {
        self[id] = nil
    }

    /// Changes a live controller's state in place; nothing happens for an id that is not live.
    mutating func updateState(of id: ObjectID, _ change: (inout ViewController.State) -> Void) {
        let index = id.rawValue
        guard index > 0, states.indices.contains(index), var state = states[index] else { return }
        change(&state)
        states[index] = state
    }

    /// Changes a live controller's lists in place, so that a push appends
    /// to the stack without copying it; nothing happens for an id that is not live.
    mutating func updateLists(of id: ObjectID, _ change: (inout ViewController.Lists) -> Void) {
        let index = id.rawValue
        guard index > 0, states.indices.contains(index), states[index] != nil else { return }
        change(&lists[index])
    }

    private static func take(_ lists: inout ViewController.Lists) -> ViewController.Lists {
        var taken = ViewController.Lists()
        swap(&taken, &lists)
        return taken
    }

    /// Where a controller's state is: its index, or the empty slot 0 for an id never handed out.
    private func slot(of id: ObjectID) -> Int {
        states.indices.contains(id.rawValue) ? id.rawValue : 0
    }

    /// A live controller's state.
    func state(of id: ObjectID) -> ViewController.State? { states[slot(of: id)] }

    /// A live controller's children (`ViewController.children`).
    func children(of id: ObjectID) -> [ObjectID]? {
        let index = slot(of: id)
        return states[index] == nil ? nil : lists[index].children
    }

    /// Who holds a live controller (`ViewController.owners`).
    func owners(of id: ObjectID) -> Owners? {
        let index = slot(of: id)
        return states[index] == nil ? nil : lists[index].owners
    }

    /// What an event needs of the controller it is about.
    struct Receiver {
        /// Its name, whose base is its class.
        var name: ObjectName
        var lifecycleChannel: Channel
        var scene: Int
    }

    /// The receiver of a call on a live controller.
    func receiver(_ id: ObjectID) -> Receiver? {
        guard let state = states[slot(of: id)] else { return nil }
        return Receiver(name: state.objectName, lifecycleChannel: state.lifecycleChannel, scene: state.scene)
    }

    // The engine's frequent reads and writes, one value each.

    /// Whether a live controller's view is loaded.
    func isViewLoaded(_ id: ObjectID) -> Bool? { states[slot(of: id)]?.isViewLoaded }

    /// Whether a live controller's view has been laid out.
    func hasBeenLaidOut(_ id: ObjectID) -> Bool? { states[slot(of: id)]?.hasBeenLaidOut }

    /// Whether a live controller's table has asked for its rows.
    func hasLoadedTable(_ id: ObjectID) -> Bool? { states[slot(of: id)]?.hasLoadedTable }

    /// A live controller's appearance state.
    func appearance(of id: ObjectID) -> AppearanceState? { states[slot(of: id)]?.appearance }

    /// The children a live container shows (`ViewController.visibleChildren`); none for a plain controller.
    func visibleChildren(of id: ObjectID) -> ArraySlice<ObjectID> {
        let index = slot(of: id)
        guard let state = states[index] else { return [] }
        return ViewController.visibleChildren(of: state, among: lists[index].children)
    }

    /// Moves a live controller to an appearance state.
    mutating func setAppearance(_ state: AppearanceState, of id: ObjectID) {
        let index = id.rawValue
        if index > 0, states.indices.contains(index) { states[index]?.appearance = state }
    }

    /// Marks a live controller's view loaded.
    mutating func markViewLoaded(_ id: ObjectID) {
        let index = id.rawValue
        if index > 0, states.indices.contains(index) { states[index]?.isViewLoaded = true }
    }

    /// Marks a live controller's view laid out.
    mutating func markLaidOut(_ id: ObjectID) {
        let index = id.rawValue
        if index > 0, states.indices.contains(index) { states[index]?.hasBeenLaidOut = true }
    }

    /// Marks a live controller's table as having asked for its rows.
    mutating func markTableLoaded(_ id: ObjectID) {
        let index = id.rawValue
        if index > 0, states.indices.contains(index) { states[index]?.hasLoadedTable = true }
    }

    /// The properties the app's code keeps for a live controller.
    func code(of id: ObjectID) -> (any ControllerCode)? {
        let index = id.rawValue
        return codes.indices.contains(index) ? codes[index] : nil
    }

    /// Gives a live controller its code's properties; does nothing for a controller that is gone.
    mutating func setCode(_ code: (any ControllerCode)?, of id: ObjectID) {
        let index = id.rawValue
        guard index > 0, states.indices.contains(index), states[index] != nil else { return }
        while index >= codes.count { codes.append(nil) }
        codes[index] = code
    }

    /// Takes a controller's code's properties out, so that they can change without a copy.
    mutating func takeCode(of id: ObjectID) -> (any ControllerCode)? {
        let index = id.rawValue
        guard codes.indices.contains(index) else { return nil }
        defer { codes[index] = nil }
        return codes[index]
    }

    /// The ids of the live controllers, in creation order.
    public var keys: [ObjectID] { live }

    /// The live controllers, in creation order.
    public var values: [ViewController] { live.compactMap { self[$0] } }

    private mutating func noteLive(_ id: ObjectID) {
        // New ids are the largest so far: almost always an append.
        if let last = live.last, last > id {
            live.insert(id, at: position(of: id))
        } else {
            live.append(id)
        }
    }

    private mutating func noteGone(_ id: ObjectID) {
        let index = position(of: id)
        if index < live.count, live[index] == id { live.remove(at: index) }
    }

    /// Where `id` is or would go in `live` (binary search).
    private func position(of id: ObjectID) -> Int {
        var low = 0
        var high = live.count
        while low < high {
            let middle = (low + high) / 2
            if live[middle] < id { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
