/// The live view controllers of a process, stored densely by id.
///
/// Ids are handed out in sequence from 1, so the table is an array indexed
/// by id: looking a controller up is an index, not a hash, and every
/// appearance call looks one up several times.
public struct ControllerTable: Sendable, Equatable {
    private var slots: [ViewController?] = []
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
        get {
            let index = id.rawValue - 1
            return slots.indices.contains(index) ? slots[index] : nil
        }
        _modify {
            let index = id.rawValue - 1
            // A new id is the next one: appending keeps the array's amortised growth.
            while index >= slots.count { slots.append(nil) }
            if slots.indices.contains(index) {
                let wasLive = slots[index] != nil
                yield &slots[index]
                let isLive = slots[index] != nil
                if isLive != wasLive {
                    if isLive { noteLive(id) } else { noteGone(id) }
                    // A controller's code lives and dies with it.
                    if index < codes.count { codes[index] = nil }
                }
            } else {
                var nothing: ViewController?
                yield &nothing
            }
        }
    }

    /// A live controller's appearance state, read in place.
    func appearance(of id: ObjectID) -> AppearanceState? {
        let index = id.rawValue - 1
        return slots.indices.contains(index) ? slots[index]?.appearance : nil
    }

    /// The properties the app's code keeps for a live controller.
    func code(of id: ObjectID) -> (any ControllerCode)? {
        let index = id.rawValue - 1
        return codes.indices.contains(index) ? codes[index] : nil
    }

    /// Gives a live controller its code's properties; does nothing for a controller that is gone.
    mutating func setCode(_ code: (any ControllerCode)?, of id: ObjectID) {
        let index = id.rawValue - 1
        guard slots.indices.contains(index), slots[index] != nil else { return }
        while index >= codes.count { codes.append(nil) }
        codes[index] = code
    }

    /// Takes a controller's code's properties out, so that they can change without a copy.
    mutating func takeCode(of id: ObjectID) -> (any ControllerCode)? {
        let index = id.rawValue - 1
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
