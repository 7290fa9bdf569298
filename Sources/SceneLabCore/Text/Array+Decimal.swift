extension [UInt8] {
    /// Appends `number` in decimal, without building a string: every event
    /// line has a number or two (an instance, a sequence number).
    package mutating func append(decimal number: Int) {
        if number < 0 { append(UInt8(ascii: "-")) }
        // Digits come out last first: write them, then turn them around in place.
        let start = count
        var rest = number.magnitude
        repeat {
            append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        } while rest > 0
        var low = start
        var high = count - 1
        while low < high {
            swapAt(low, high)
            low += 1
            high -= 1
        }
    }
}
