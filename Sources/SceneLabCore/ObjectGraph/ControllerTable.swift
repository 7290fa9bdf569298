/// The live view controllers of a process, stored densely by slot.
///
/// An id carries the slot its controller lives in (`ObjectID.slot`), so
/// looking a controller up is an index, not a hash, and every appearance
/// call looks one up several times. The slot of a controller that is gone
/// is reused by the next one made (`newID(serial:)`), so the table holds
/// as many slots as the most controllers ever alive at once, not as many
/// as were ever made: a million pushes and pops need one or two.
public struct ControllerTable: Sendable, Equatable {
    /// Each controller's state (`ViewController.State`), indexed by id. A
    /// state holds no reference and the array no optional, so reading one
    /// field of a state is one load. Slot 0 is never live: it is the slot a
    /// lookup of an id that was never handed out reads.
    private var states: [ViewController.State] = [.free]
    /// Whether each slot holds a live controller.
    private var isLive: [Bool] = [false]
    /// Each controller's lists, by the same index; empty for a free slot.
    private var lists: [ViewController.Lists] = [ViewController.Lists()]
    /// The ids of the live controllers, ascending: what iterating the table
    /// visits, so that it costs the live controllers, not every id ever handed out.
    /// A controller removed from the middle stays as a dead entry until
    /// they are a good part of the list (`deadInLive`): popping to the root
    /// of a deep stack removes from the bottom up, and removing each from
    /// the array at once would move the rest every time.
    private var live: [ObjectID] = []
    /// How many entries of `live` are dead.
    private var deadInLive = 0
    /// Slots whose controller is gone, to be reused, the last freed first.
    /// An entry may have become live again through `insert` of an old id
    /// (tests do); `newID` passes over those.
    private var freeSlots: [Int] = []
    /// The app's code for each controller whose class has some: its
    /// properties, by the same index as `states`.
    private var codes: [(any ControllerCode)?] = []
    /// The class of each controller's code, by the same index, kept while
    /// the code is taken out to run: dispatching on it copies no properties.
    private var codeTypes: [(any ControllerCode.Type)?] = []

    public init() {}

    /// Equal when they hold the same controllers; the app's properties are not compared.
    public static func == (lhs: ControllerTable, rhs: ControllerTable) -> Bool {
        let ids = lhs.keys
        return ids == rhs.keys
            && ids.allSatisfy { id in
                lhs.states[id.slot] == rhs.states[id.slot] && lhs.lists[id.slot] == rhs.lists[id.slot]
            }
    }

    /// The id for the controller made `serial`-th in its process: a free
    /// slot if there is one, else a new one at the end.
    mutating func newID(serial: Int) -> ObjectID {
        while let slot = freeSlots.popLast() {
            if !isLive[slot] { return ObjectID(serial: serial, slot: slot) }
        }
        let slot = states.count
        states.append(.free)
        isLive.append(false)
        lists.append(ViewController.Lists())
        return ObjectID(serial: serial, slot: slot)
    }

    /// How many slots the table holds, live or free: at most the most
    /// controllers alive at once, plus slot 0.
    package var slotCount: Int { states.count }
    /// How many entries of `live` have been moved or dropped by inserting
    /// in its middle and compacting it: the work of keeping it, which tests
    /// hold linear in the controllers added and removed.
    package private(set) var entriesMoved = 0

    /// The live controller with this id, its state and lists together;
    /// setting `nil` removes it, setting a controller stores it (under its own id).
    public subscript(id: ObjectID) -> ViewController? {
        get {
            let index = slot(of: id)
            return isLive[index] ? ViewController(state: states[index], lists: lists[index]) : nil
        }
        set {
            if let newValue {
                assert(newValue.id == id, "a controller is stored under its own id")
                insert(newValue)
            } else {
                remove(id)
            }
        }
    }

    /// Adds a controller under its id, or replaces the one there.
    mutating func insert(_ controller: ViewController) {
        let index = controller.id.slot
        guard index > 0 else { return }
        // An id from `newID` has its slot; one made otherwise (tests) may be past the end.
        while index >= states.count {
            states.append(.free)
            isLive.append(false)
            lists.append(ViewController.Lists())
        }
        if isLive[index], states[index].id != controller.id {
            // Another controller's slot: it is gone from the table, not overwritten silently.
            assertionFailure("\(controller.id) stored over the live \(states[index].id)")
            remove(states[index].id)
        }
        states[index] = controller.state
        lists[index] = controller.lists
        if !isLive[index] {
            isLive[index] = true
            noteLive(controller.id)
            // A controller's code lives and dies with it.
            if index < codes.count {
                codes[index] = nil
                codeTypes[index] = nil
            }
        }
    }

    /// Removes a controller, its lists and its code.
    mutating func remove(_ id: ObjectID) {
        guard let index = liveSlot(of: id) else { return }
        isLive[index] = false
        states[index] = .free
        lists[index] = ViewController.Lists()
        freeSlots.append(index)
        noteGone(id)
        if index < codes.count {
            codes[index] = nil
            codeTypes[index] = nil
        }
    }

    /// Changes a live controller's state in place; nothing happens for an id that is not live.
    mutating func updateState(of id: ObjectID, _ change: (inout ViewController.State) -> Void) {
        guard let index = liveSlot(of: id) else { return }
        change(&states[index])
    }

    /// Changes a live controller's lists in place, so that a push appends
    /// to the stack without copying it; nothing happens for an id that is not live.
    mutating func updateLists(of id: ObjectID, _ change: (inout ViewController.Lists) -> Void) {
        guard let index = liveSlot(of: id) else { return }
        change(&lists[index])
    }

    /// Where a controller's state is: its slot, or the never-live slot 0
    /// for an id never handed out or whose controller is gone (its slot may
    /// hold another controller since).
    @inline(__always)
    private func slot(of id: ObjectID) -> Int {
        let index = id.slot
        return index < states.count && states[index].id == id ? index : 0
    }

    /// The index of a live controller.
    ///
    /// A slot's state holds its controller's id while it lives and the
    /// free state's (`ObjectID(0)`, never handed out) once it is gone, so
    /// one comparison of ids says both that the slot is live and that it
    /// is this controller's; always inlined, as every call looks one up.
    @inline(__always)
    private func liveSlot(of id: ObjectID) -> Int? {
        let index = id.slot
        return index != 0 && index < states.count && states[index].id == id ? index : nil
    }

    /// A live controller's state.
    ///
    /// Always inlined: callers read one or two fields, and inlined the
    /// compiler loads just those instead of copying the whole state out.
    @inline(__always)
    func state(of id: ObjectID) -> ViewController.State? {
        guard let index = liveSlot(of: id) else { return nil }
        return states[index]
    }

    /// A live controller's children (`ViewController.children`).
    func children(of id: ObjectID) -> [ObjectID]? { liveSlot(of: id).map { lists[$0].children } }

    /// Who holds a live controller (`ViewController.owners`).
    func owners(of id: ObjectID) -> Owners? { liveSlot(of: id).map { lists[$0].owners } }

    /// What an event needs of the controller it is about.
    struct Receiver {
        /// Its name, whose base is its class.
        var name: ObjectName
        var lifecycleChannel: Channel
        var scene: Int
    }

    /// The receiver of a call on a live controller.
    func receiver(_ id: ObjectID) -> Receiver? {
        guard let index = liveSlot(of: id) else { return nil }
        return Receiver(states[index])
    }

    // The engine's frequent reads and writes, one value each.

    /// Whether a live controller's view is loaded.
    func isViewLoaded(_ id: ObjectID) -> Bool? { liveSlot(of: id).map { states[$0].isViewLoaded } }

    /// Whether a live controller's view has been laid out.
    func hasBeenLaidOut(_ id: ObjectID) -> Bool? { liveSlot(of: id).map { states[$0].hasBeenLaidOut } }

    /// Whether a live controller's `didMove(toParent:)` and layout wait until it has appeared
    /// (read on every appearance, so without copying the state).
    func completesMoveAfterAppearing(_ id: ObjectID) -> Bool {
        liveSlot(of: id).map { states[$0].completesMoveAfterAppearing } ?? false
    }

    /// Whether a live controller's table has asked for its rows.
    func hasLoadedTable(_ id: ObjectID) -> Bool? { liveSlot(of: id).map { states[$0].hasLoadedTable } }

    /// A live controller's appearance state.
    func appearance(of id: ObjectID) -> AppearanceState? { liveSlot(of: id).map { states[$0].appearance } }

    /// The children a live container shows (`ViewController.visibleChildren`); none for a plain controller.
    func visibleChildren(of id: ObjectID) -> ArraySlice<ObjectID> {
        // A plain controller (most) has none: its children list is not even read.
        guard let index = liveSlot(of: id), states[index].kind != .plain else { return [] }
        return ViewController.visibleChildren(of: states[index], among: lists[index].children)
    }

    /// Moves a live controller to an appearance state.
    mutating func setAppearance(_ state: AppearanceState, of id: ObjectID) {
        if let index = liveSlot(of: id) { states[index].appearance = state }
    }

    /// Marks a live controller's view loaded.
    mutating func markViewLoaded(_ id: ObjectID) {
        if let index = liveSlot(of: id) { states[index].isViewLoaded = true }
    }

    /// Marks a live controller's view laid out.
    mutating func markLaidOut(_ id: ObjectID) {
        if let index = liveSlot(of: id) { states[index].hasBeenLaidOut = true }
    }

    /// Marks a live controller's table as having asked for its rows.
    /// How many cells the controller's table view has made (on screen or queued for reuse).
    func tableCells(of id: ObjectID) -> Int { liveSlot(of: id).map { Int(states[$0].tableCells) } ?? 0 }

    /// Records how many cells the controller's table view has made.
    mutating func setTableCells(_ count: Int, of id: ObjectID) {
        if let index = liveSlot(of: id) { states[index].tableCells = Int32(clamping: count) }
    }

    /// The first row on screen of the controller's table, counted through its sections from 0.
    func tableOffset(of id: ObjectID) -> Int { liveSlot(of: id).map { Int(states[$0].tableOffset) } ?? 0 }

    /// Records the first row on screen of the controller's table.
    mutating func setTableOffset(_ offset: Int, of id: ObjectID) {
        if let index = liveSlot(of: id) { states[index].tableOffset = Int32(clamping: offset) }
    }

    mutating func markTableLoaded(_ id: ObjectID) {
        if let index = liveSlot(of: id) { states[index].hasLoadedTable = true }
    }

    /// The properties the app's code keeps for a live controller.
    func code(of id: ObjectID) -> (any ControllerCode)? {
        guard let index = liveSlot(of: id) else { return nil }
        return codes.indices.contains(index) ? codes[index] : nil
    }

    /// Gives a live controller its code's properties; does nothing for a controller that is gone.
    mutating func setCode(_ code: (any ControllerCode)?, of id: ObjectID) {
        guard let index = liveSlot(of: id) else { return }
        while index >= codes.count {
            codes.append(nil)
            codeTypes.append(nil)
        }
        if let code { codeTypes[index] = type(of: code) }
        codes[index] = code
    }

    /// The class of a live controller's code, without copying its properties.
    func codeType(of id: ObjectID) -> (any ControllerCode.Type)? {
        guard let index = liveSlot(of: id) else { return nil }
        return codeTypes.indices.contains(index) ? codeTypes[index] : nil
    }

    /// Takes a controller's code's properties out, so that they can change without a copy.
    mutating func takeCode(of id: ObjectID) -> (any ControllerCode)? {
        guard let index = liveSlot(of: id), codes.indices.contains(index) else { return nil }
        defer { codes[index] = nil }
        return codes[index]
    }

    /// The ids of the live controllers, in creation order.
    public var keys: [ObjectID] { deadInLive == 0 ? live : live.filter(isLive(_:)) }

    /// Whether `id` names a live controller.
    private func isLive(_ id: ObjectID) -> Bool { liveSlot(of: id) != nil }

    /// The live controllers, in creation order.
    public var values: [ViewController] { live.compactMap { self[$0] } }

    private mutating func noteLive(_ id: ObjectID) {
        // New ids are the largest so far: almost always an append.
        guard let last = live.last, last >= id else { return live.append(id) }
        let index = position(of: id)
        if index < live.count, live[index] == id {
            // Its own dead entry, left by a removal: live again.
            deadInLive -= 1
        } else {
            entriesMoved += live.count - index
            live.insert(id, at: index)
        }
    }

    private mutating func noteGone(_ id: ObjectID) {
        if live.last == id {
            // A pop: the newest goes, with any dead entries it uncovers.
            live.removeLast()
            while let last = live.last, !isLive(last) {
                live.removeLast()
                deadInLive -= 1
            }
            return
        }
        let index = position(of: id)
        guard index < live.count, live[index] == id else { return }
        deadInLive += 1
        // Compacted once the dead are half the list: each removal costs O(1) amortised.
        if deadInLive * 2 > live.count {
            let table = self  // read while `live` changes; copying it is O(n), as compacting is
            entriesMoved += live.count
            live.removeAll { !table.isLive($0) }
            deadInLive = 0
        }
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

extension ControllerTable.Receiver {
    /// The receiver a controller in this state is (a live one, or one just freed).
    init(_ state: ViewController.State) {
        self.init(name: state.objectName, lifecycleChannel: state.lifecycleChannel, scene: state.scene)
    }
}
