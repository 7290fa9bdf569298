extension Array where Element == UInt8 {
    /// Appends a literal's UTF-8 bytes in one copy (a `String`'s `utf8`
    /// view would be appended byte by byte).
    mutating func append(literal: StaticString) {
        literal.withUTF8Buffer { append(contentsOf: $0) }
    }
}
