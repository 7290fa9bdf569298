/// The live view controllers of a process, stored densely by id.
///
/// Ids are handed out in sequence from 1, so the table is an array indexed
/// by id: looking a controller up is an index, not a hash, and every
/// appearance call looks one up several times.
public struct ControllerTable: Sendable, Equatable {
    /// Indexed by id; slot 0 stays empty, the one a lookup of an id that
    /// was never handed out reads, so that a lookup never builds a
    /// temporary (a large one, which the accessor's coroutine would allocate).
    private var slots: [ViewController?] = [nil]
    /// The ids of the live controllers, ascending: what iterating the table
    /// visits, so that it costs the live controllers, not every id ever handed out.
    private var live: [ObjectID] = []
    /// The app's code for each controller whose class has some: its
    /// properties, by the same index as `slots`.
    private var codes: [(any ControllerCode)?] = []

    public init() {}

    /// Equal when they hold the same controllers; the app's properties are not compared.
    public static func == (lhs: ControllerTable, rhs: ControllerTable) -> Bool {
        lhs.slots == rhs.slots && lhs.live == rhs.live
    }

    /// The live controller with this id; setting `nil` removes it.
    public subscript(id: ObjectID) -> ViewController? {
        // Read in place: a copy of a controller would retain each of its references.
        _read {
            yield slots[slots.indices.contains(id.rawValue) ? id.rawValue : 0]
        }
        _modify {
            // A new id is the next one: appending keeps the array's amortised growth.
            while id.rawValue >= slots.count { slots.append(nil) }
            let index = id.rawValue > 0 ? id.rawValue : 0
            let wasLive = isLive(at: index)
            yield &slots[index]
            let isLive = isLive(at: index)
            if index == 0 {
                // An id never handed out: whatever was written goes nowhere.
                slots[0] = nil
            } else if isLive != wasLive {
                if isLive { noteLive(id) } else { noteGone(id) }
                // A controller's code lives and dies with it.
                if index < codes.count { codes[index] = nil }
            }
        }
    }

    /// What an event needs of the controller it is about, read in place.
    struct Receiver {
        /// Its name, whose base is its class.
        var name: ObjectName
        var lifecycleChannel: Channel
        var scene: Int
    }

    /// The receiver of a call on a live controller.
    func receiver(_ id: ObjectID) -> Receiver? {
        let index = id.rawValue
        guard slots.indices.contains(index), let name = slots[index]?.objectName,
            let channel = slots[index]?.lifecycleChannel, let scene = slots[index]?.scene
        else { return nil }
        return Receiver(name: name, lifecycleChannel: channel, scene: scene)
    }

    /// Whether a slot holds a controller, asked without copying it out.
    private func isLive(at index: Int) -> Bool {
        if case .some = slots[index] { return true }
        return false
    }

    // The engine's frequent reads: one field each, read in place by optional
    // chaining on the slot, where binding the slot to a constant would copy
    // the whole controller.

    /// Whether a live controller's view is loaded.
    func isViewLoaded(_ id: ObjectID) -> Bool? {
        let index = id.rawValue
        return slots.indices.contains(index) ? slots[index]?.isViewLoaded : nil
    }

    /// Whether a live controller's view has been laid out.
    func hasBeenLaidOut(_ id: ObjectID) -> Bool? {
        let index = id.rawValue
        return slots.indices.contains(index) ? slots[index]?.hasBeenLaidOut : nil
    }

    /// Whether a live controller's table has asked for its rows.
    func hasLoadedTable(_ id: ObjectID) -> Bool? {
        let index = id.rawValue
        return slots.indices.contains(index) ? slots[index]?.hasLoadedTable : nil
    }

    /// The children a live container shows (`ViewController.visibleChildren`); none for a plain controller.
    func visibleChildren(of id: ObjectID) -> ArraySlice<ObjectID> {
        let index = id.rawValue
        return slots.indices.contains(index) ? slots[index]?.visibleChildren ?? [] : []
    }

    // The engine's frequent writes, in place.

    /// Moves a live controller to an appearance state.
    mutating func setAppearance(_ state: AppearanceState, of id: ObjectID) {
        let index = id.rawValue
        if slots.indices.contains(index) { slots[index]?.appearance = state }
    }

    /// Marks a live controller's view loaded.
    mutating func markViewLoaded(_ id: ObjectID) {
        let index = id.rawValue
        if slots.indices.contains(index) { slots[index]?.isViewLoaded = true }
    }

    /// Marks a live controller's view laid out.
    mutating func markLaidOut(_ id: ObjectID) {
        let index = id.rawValue
        if slots.indices.contains(index) { slots[index]?.hasBeenLaidOut = true }
    }

    /// Marks a live controller's table as having asked for its rows.
    mutating func markTableLoaded(_ id: ObjectID) {
        let index = id.rawValue
        if slots.indices.contains(index) { slots[index]?.hasLoadedTable = true }
    }

    /// A live controller's appearance state, read in place.
    func appearance(of id: ObjectID) -> AppearanceState? {
        let index = id.rawValue
        return slots.indices.contains(index) ? slots[index]?.appearance : nil
    }

    /// The properties the app's code keeps for a live controller.
    func code(of id: ObjectID) -> (any ControllerCode)? {
        let index = id.rawValue
        return codes.indices.contains(index) ? codes[index] : nil
    }

    /// Gives a live controller its code's properties; does nothing for a controller that is gone.
    mutating func setCode(_ code: (any ControllerCode)?, of id: ObjectID) {
        let index = id.rawValue
        guard slots.indices.contains(index), slots[index] != nil else { return }
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
