/// The game's random integer generator (the book's exercise E10, version 1.3:
/// "a random integer generator" injected into `Game`).
///
/// The book calls `(min...max).randomElement()`, which draws from the system
/// generator. scenelab must replay a script the same way every time, so the
/// secret comes from SplitMix64 seeded by the program, and the mapping to a
/// range is written out here rather than left to the standard library, whose
/// `random(in:using:)` algorithm is not promised to stay the same.
struct SecretGenerator: Sendable, Equatable {
    /// The seed a new process starts with, so that a script needs no setup to be reproducible.
    static let defaultSeed: UInt64 = 1

    /// The seed the generator started from, for the screen.
    let seed: UInt64
    private var state: UInt64

    init(seed: UInt64 = SecretGenerator.defaultSeed) {
        self.seed = seed
        self.state = seed
    }

    /// SplitMix64's next value (Steele, Lea and Flood, 2014).
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A value in `range`, every value equally likely up to a bias of at most
    /// `range.count / 2⁶⁴` (multiply-high, no rejection, so one draw per value).
    mutating func value(in range: ClosedRange<Int>) -> Int {
        // The distance fits in UInt64 even for the widest Int range; `count`
        // would overflow there.
        let span = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound)) &+ 1
        let draw = next()
        guard span != 0 else { return Int(truncatingIfNeeded: draw) }
        let offset = span.multipliedFullWidth(by: draw).high
        return range.lowerBound &+ Int(truncatingIfNeeded: offset)
    }
}
