/// Identifies a view controller in the simulated object graph.
///
/// Names such as `TaskListController#1` are for people; IDs are for the graph.
///
/// An id is two numbers in one integer: a serial number, handed out in
/// sequence and never again (it orders ids by creation), in the high bits,
/// and the slot of the `ControllerTable` the controller lives in, in the
/// low 32. Slots are reused once their controller is gone, so that a
/// process that pushes and pops a million times keeps a table as large as
/// its deepest stack; the serial number keeps an old id from ever meaning
/// the controller that took its slot.
public struct ObjectID: Hashable, Sendable, Comparable, CustomStringConvertible, BitwiseCopyable {
    public let rawValue: Int

    /// The id whose serial number and slot are both `number`: what a table
    /// that never reuses a slot would hand out.
    public init(_ number: Int) { self.init(serial: number, slot: number) }

    init(serial: Int, slot: Int) { self.rawValue = serial << 32 | (slot & 0xFFFF_FFFF) }

    /// The number handed out in sequence, from 1.
    public var serial: Int { rawValue >> 32 }

    /// Where the controller lives in its `ControllerTable`.
    var slot: Int { rawValue & 0xFFFF_FFFF }

    /// Creation order: the serial number decides.
    public static func < (lhs: ObjectID, rhs: ObjectID) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { "@\(serial)" }
}
