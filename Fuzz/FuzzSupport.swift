// What the fuzz targets share; compiled into each of them.

/// Whether a value holds a NaN, which is not equal to itself: a round trip
/// or a model holding one can never compare equal.
func containsNaN(_ value: PropertyList) -> Bool {
    switch value {
    case .real(let number): return number.isNaN
    case .array(let items): return items.contains(where: containsNaN)
    case .dictionary(let values): return values.values.contains(where: containsNaN)
    default: return false
    }
}
