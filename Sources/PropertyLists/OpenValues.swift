/// The values and keys a reader has read inside the containers still open,
/// on two flat stacks shared by every level, so that nesting costs no array
/// per level. Closing a container takes its own part off the top.
struct OpenValues {
    private(set) var values: [PropertyList] = []
    private(set) var keys: [String] = []

    mutating func append(_ value: PropertyList) { values.append(value) }

    mutating func appendKey(_ key: String) { keys.append(key) }

    /// Takes the values (and, for a dictionary, the keys) appended since the
    /// container opened, when the stacks held `valuesStart` values and
    /// `keysStart` keys, and makes the container of them. A repeated key
    /// keeps its last value, as Foundation and plistlib do.
    mutating func close(isDictionary: Bool, valuesStart: Int, keysStart: Int) -> PropertyList {
        let count = values.count - valuesStart
        defer { values.removeLast(count) }
        guard isDictionary else { return .array(Array(values[valuesStart...])) }
        var dictionary = [String: PropertyList](minimumCapacity: count)
        for index in 0..<count {
            dictionary[keys[keysStart + index]] = values[valuesStart + index]
        }
        keys.removeLast(count)
        return .dictionary(dictionary)
    }
}
