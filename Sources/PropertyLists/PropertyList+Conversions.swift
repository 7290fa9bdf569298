/// The conversions UserDefaults' typed getters make.
extension PropertyList {
    /// A string, or a number written as one.
    public var stringValue: String? {
        switch self {
        case .string(let text): return text
        case .integer(let number): return String(number)
        case .real(let number): return String(number)
        default: return nil
        }
    }

    /// An integer from a number (reals truncate), a boolean, or a numeric string.
    public var integerValue: Int? {
        switch self {
        case .integer(let number): return number
        case .real(let number):
            guard number.isFinite, number > Double(Int.min), number < Double(Int.max) else { return nil }
            return Int(number)
        case .boolean(let flag): return flag ? 1 : 0
        case .string(let text):
            let trimmed = text.trimmingSpaces
            if let number = Int(trimmed) { return number }
            return Double(trimmed).flatMap { PropertyList.real($0).integerValue }
        default: return nil
        }
    }

    /// A double from a number, a boolean, or a numeric string.
    public var doubleValue: Double? {
        switch self {
        case .integer(let number): return Double(number)
        case .real(let number): return number
        case .boolean(let flag): return flag ? 1 : 0
        case .string(let text): return Double(text.trimmingSpaces)
        default: return nil
        }
    }

    /// A boolean from a boolean, a number (non-zero is true), or the strings
    /// `YES`/`true` (any case) or a non-zero number.
    public var boolValue: Bool? {
        switch self {
        case .boolean(let flag): return flag
        case .integer(let number): return number != 0
        case .real(let number): return number != 0
        case .string(let text):
            let lowered = text.trimmingSpaces.lowercased()
            if lowered == "yes" || lowered == "true" { return true }
            if lowered == "no" || lowered == "false" { return false }
            return Double(lowered).map { $0 != 0 }
        default: return nil
        }
    }
}

extension String {
    var trimmingSpaces: String {
        var text = Substring(self)
        while text.first == " " || text.first == "\t" { text.removeFirst() }
        while text.last == " " || text.last == "\t" { text.removeLast() }
        return String(text)
    }
}
