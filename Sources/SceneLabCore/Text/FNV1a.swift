/// The FNV-1a hash of a few bytes: what the small open-addressing tables
/// (interned names, command verbs) hash their keys with. It is a handful of
/// instructions per byte, where `Hasher` (SipHash) costs a hundred or more
/// per key. Keys that collide still work: a lookup probes the next slots.
public enum FNV1a {
    public static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return Int(truncatingIfNeeded: hash)
    }
}
