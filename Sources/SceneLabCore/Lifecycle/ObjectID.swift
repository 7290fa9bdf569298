/// Identifies a view controller in the simulated object graph.
///
/// Names such as `TaskListController#1` are for people; IDs are for the graph.
public struct ObjectID: Hashable, Sendable, Comparable, CustomStringConvertible, BitwiseCopyable {
    public let rawValue: Int

    public init(_ rawValue: Int) { self.rawValue = rawValue }

    public static func < (lhs: ObjectID, rhs: ObjectID) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { "@\(rawValue)" }
}
