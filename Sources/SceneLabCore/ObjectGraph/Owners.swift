/// Who holds strong references to one controller: a set, kept as a short
/// array because a controller rarely has more than one or two owners.
public struct Owners: Sendable, Equatable, Sequence, ExpressibleByArrayLiteral {
    private var owners: [Owner] = []

    public init(arrayLiteral elements: Owner...) {
        for owner in elements { insert(owner) }
    }

    public mutating func insert(_ owner: Owner) {
        if !owners.contains(owner) { owners.append(owner) }
    }

    public mutating func remove(_ owner: Owner) {
        owners.removeAll { $0 == owner }
    }

    public var isEmpty: Bool { owners.isEmpty }

    /// How many owners hold the controller.
    public var count: Int { owners.count }

    public func makeIterator() -> IndexingIterator<[Owner]> { owners.makeIterator() }

    /// Equal when they hold the same owners, in any order.
    public static func == (lhs: Owners, rhs: Owners) -> Bool {
        lhs.owners.count == rhs.owners.count && lhs.owners.allSatisfy(rhs.owners.contains)
    }
}
