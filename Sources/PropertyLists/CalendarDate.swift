/// A UTC calendar date and time, converted to and from `PropertyListDate`
/// without Foundation (proleptic Gregorian calendar, as property lists use).
public struct CalendarDate: Sendable, Equatable {
    public var year: Int
    public var month: Int
    public var day: Int
    public var hour: Int
    public var minute: Int
    public var second: Int
    /// The part of a second after `second`, in [0, 1).
    public var fraction: Double

    public init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0, fraction: Double = 0)
    {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
        self.fraction = fraction
    }

    /// The calendar date of a moment, in UTC. Moments outside the years
    /// 0001...9999 (or not a number) are clamped, so no input can trap.
    public init(_ date: PropertyListDate) {
        let earliest = -62_135_596_800.0  // 0001-01-01T00:00:00Z in Unix time
        let latest = 253_402_300_799.0  // 9999-12-31T23:59:59Z
        let unix = date.unixTime.isNaN ? 0 : min(max(date.unixTime, earliest), latest)
        // Rounded down by hand: `rounded(.down)` needs libm's `floor`.
        var seconds = Int(unix)
        if Double(seconds) > unix { seconds -= 1 }
        let whole = Double(seconds)
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        let (year, month, day) = Self.civil(fromDays: days)
        self.init(
            year: year, month: month, day: day, hour: secondOfDay / 3600, minute: secondOfDay / 60 % 60,
            second: secondOfDay % 60, fraction: unix - whole)
    }

    /// The moment this calendar date names, in UTC.
    public var date: PropertyListDate {
        let days = Self.days(fromCivil: year, month, day)
        let seconds = days * 86_400 + hour * 3600 + minute * 60 + second
        return PropertyListDate(unixTime: Double(seconds) + fraction)
    }

    /// `2026-11-23T10:00:00Z`, the form XML property lists use (whole seconds).
    public var iso8601: String {
        "\(pad(year, 4))-\(pad(month))-\(pad(day))T\(pad(hour)):\(pad(minute)):\(pad(second))Z"
    }

    /// `2026-11-23 10:00:00 +0000`, the form macOS's `defaults` prints.
    public var defaultsDescription: String {
        "\(pad(year, 4))-\(pad(month))-\(pad(day)) \(pad(hour)):\(pad(minute)):\(pad(second)) +0000"
    }

    /// Reads `YYYY-MM-DD`, optionally followed by `T` or a space and
    /// `HH:MM[:SS[.fff]]`, and a zone `Z`, `+HHMM`, `+HH:MM` or ` +0000`.
    public init?(parsing text: String) {
        var scanner = DigitScanner(Array(text.utf8))
        guard let year = scanner.number(digits: 4), scanner.skip("-"),
            let month = scanner.number(digits: 2), scanner.skip("-"),
            let day = scanner.number(digits: 2)
        else { return nil }
        var hour = 0
        var minute = 0
        var second = 0
        var fraction = 0.0
        var offsetMinutes = 0
        if scanner.skip("T") || scanner.skip(" ") {
            guard let h = scanner.number(digits: 2), scanner.skip(":"), let m = scanner.number(digits: 2) else {
                return nil
            }
            hour = h
            minute = m
            if scanner.skip(":") {
                guard let s = scanner.number(digits: 2) else { return nil }
                second = s
                if scanner.skip(".") {
                    guard let value = scanner.fraction() else { return nil }
                    fraction = value
                }
            }
            _ = scanner.skip(" ")
            if scanner.skip("Z") {
            } else if let sign = scanner.sign() {
                guard let h = scanner.number(digits: 2) else { return nil }
                _ = scanner.skip(":")
                guard let m = scanner.number(digits: 2) else { return nil }
                offsetMinutes = sign * (h * 60 + m)
            }
        }
        guard scanner.isAtEnd, (1...12).contains(month), (1...Self.daysIn(month, of: year)).contains(day),
            hour < 24, minute < 60, second < 61
        else { return nil }
        let local = CalendarDate(
            year: year, month: month, day: day, hour: hour, minute: minute, second: second, fraction: fraction)
        self.init(
            PropertyListDate(
                secondsSinceReferenceDate: local.date.secondsSinceReferenceDate
                    - Double(offsetMinutes * 60)))
    }

    static func daysIn(_ month: Int, of year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days since 1970-01-01 for a civil date (Howard Hinnant's algorithm).
    static func days(fromCivil year: Int, _ month: Int, _ day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The civil date of a day count since 1970-01-01.
    static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}

private func pad(_ value: Int, _ width: Int = 2) -> String {
    let digits = String(abs(value))
    let padded = String(repeating: "0", count: max(0, width - digits.count)) + digits
    return value < 0 ? "-" + padded : padded
}

/// Reads fixed-width numbers and punctuation from ASCII bytes.
private struct DigitScanner {
    let bytes: [UInt8]
    var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { index == bytes.count }

    mutating func skip(_ character: Unicode.Scalar) -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(character.value) else { return false }
        index += 1
        return true
    }

    mutating func number(digits: Int) -> Int? {
        guard index + digits <= bytes.count else { return nil }
        var value = 0
        for byte in bytes[index..<index + digits] {
            guard (48...57).contains(byte) else { return nil }
            value = value * 10 + Int(byte - 48)
        }
        index += digits
        return value
    }

    mutating func fraction() -> Double? {
        var value = 0.0
        var scale = 0.1
        let start = index
        while index < bytes.count, (48...57).contains(bytes[index]) {
            value += Double(bytes[index] - 48) * scale
            scale /= 10
            index += 1
        }
        return index > start ? value : nil
    }

    mutating func sign() -> Int? {
        if skip("+") { return 1 }
        if skip("-") { return -1 }
        return nil
    }
}
