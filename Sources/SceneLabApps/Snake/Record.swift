import PropertyLists

/// The course's `struct Record: Codable { let date: Date; let value: Int }`:
/// one finished game, its date as `Date` stores it (seconds since 2001-01-01).
struct Record: Sendable, Equatable {
    var date: Double
    var value: Int

    /// As `JSONEncoder` writes it with its default date strategy
    /// (`.deferredToDate`: the seconds as a number), keys sorted.
    var json: JSONValue { .object([("date", .number(date)), ("value", .number(Double(value)))]) }

    /// As `JSONDecoder` reads it: both keys, of the right types, or nothing.
    init?(json: JSONValue) {
        guard case .number(let date)? = json["date"], case .number(let value)? = json["value"],
            value == value.rounded(), abs(value) < 9_007_199_254_740_992
        else { return nil }
        self.date = date
        self.value = Int(value)
    }

    init(date: Double, value: Int) {
        self.date = date
        self.value = value
    }
}
