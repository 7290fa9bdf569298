/// Who holds strong references to one controller: a set, in the order the
/// references were made.
///
/// Nearly every controller has one owner (its parent, its presenter, a
/// window), so the first is kept inline and only the others in an array:
/// a controller made and let go costs no allocation for who holds it.
public struct Owners: Sendable, Equatable, Sequence, ExpressibleByArrayLiteral {
    private var first: Owner?
    private var others: [Owner] = []

    public init(arrayLiteral elements: Owner...) {
        for owner in elements { insert(owner) }
    }

    public mutating func insert(_ owner: Owner) {
        guard let first else {
            first = owner
            return
        }
        if first != owner && !others.contains(owner) { others.append(owner) }
    }

    public mutating func remove(_ owner: Owner) {
        if first == owner {
            first = others.isEmpty ? nil : others.removeFirst()
        } else if !others.isEmpty {
            others.removeAll { $0 == owner }
        }
    }

    public var isEmpty: Bool { first == nil }

    /// How many owners hold the controller.
    public var count: Int { first == nil ? 0 : 1 + others.count }

    public func makeIterator() -> Iterator { Iterator(first: first, others: others.makeIterator()) }

    /// The owners in the order the references were made.
    public struct Iterator: IteratorProtocol {
        var first: Owner?
        var others: IndexingIterator<[Owner]>

        public mutating func next() -> Owner? {
            if let owner = first {
                first = nil
                return owner
            }
            return others.next()
        }
    }

    /// Equal when they hold the same owners, in any order.
    public static func == (lhs: Owners, rhs: Owners) -> Bool {
        lhs.count == rhs.count && lhs.allSatisfy { rhs.contains($0) }
    }
}
