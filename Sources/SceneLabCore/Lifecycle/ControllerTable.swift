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

    public init() {}

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
                if isLive != wasLive { isLive ? noteLive(id) : noteGone(id) }
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
