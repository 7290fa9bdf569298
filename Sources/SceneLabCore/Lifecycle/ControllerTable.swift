/// The live view controllers of a process, stored densely by id.
///
/// Ids are handed out in sequence from 1, so the table is an array indexed
/// by id: looking a controller up is an index, not a hash, and every
/// appearance call looks one up several times.
public struct ControllerTable: Sendable, Equatable {
    private var slots: [ViewController?] = []
    /// How many slots hold a live controller.
    public private(set) var count = 0

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
                count += (slots[index] != nil ? 1 : 0) - (wasLive ? 1 : 0)
            } else {
                var nothing: ViewController?
                yield &nothing
            }
        }
    }

    /// What an event needs of a controller: read from the slot in place,
    /// since copying the whole controller out would retain all it holds.
    func receiver(_ id: ObjectID) -> (name: String, className: String, scene: Int, channel: Channel)? {
        let index = id.rawValue - 1
        guard slots.indices.contains(index), let name = slots[index]?.name, let className = slots[index]?.className,
            let scene = slots[index]?.scene, let channel = slots[index]?.lifecycleChannel
        else { return nil }
        return (name, className, scene, channel)
    }

    /// The ids of the live controllers, in creation order.
    public var keys: [ObjectID] { values.map(\.id) }

    /// The live controllers, in creation order.
    public var values: [ViewController] { slots.compactMap { $0 } }

    public var isEmpty: Bool { count == 0 }

    @discardableResult
    public mutating func removeValue(forKey id: ObjectID) -> ViewController? {
        let old = self[id]
        self[id] = nil
        return old
    }
}
