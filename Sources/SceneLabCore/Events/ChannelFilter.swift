/// The channels whose calls the engine records, as bits.
///
/// Text output shows a few channels; every call on the others would be made
/// into an event only to be passed over. An edge that prints text alone
/// (no JSONL, no events file) has the session record just the channels it
/// shows. The state changes behind a left-out call happen all the same.
public struct ChannelFilter: Sendable, Equatable {
    @usableFromInline let bits: UInt32

    /// Every channel: what JSONL, an events file and the tests get.
    public static let all = ChannelFilter(bits: .max)

    private init(bits: UInt32) {
        self.bits = bits
    }

    /// Just these channels.
    public init(_ channels: Set<Channel>) {
        self.bits = channels.reduce(0) { bits, channel in bits | 1 << UInt32(channel.index) }
    }

    /// Whether calls on `channel` are recorded.
    @inlinable
    public func admits(_ channel: Channel) -> Bool {
        bits & 1 << UInt32(channel.index) != 0
    }
}
