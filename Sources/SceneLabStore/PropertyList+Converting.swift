import PropertyLists

/// Building a `PropertyList` from an arbitrary Swift value, as
/// `UserDefaults.set(_:forKey:)` accepts `Any?`, but with a typed error
/// instead of a trap for values that are not property-list types.
extension PropertyList {
    public init(converting value: Any) throws(StoreError) {
        switch value {
        case let list as PropertyList: self = list
        case let text as String: self = .string(text)
        case let flag as Bool: self = .boolean(flag)
        case let number as Int: self = .integer(number)
        case let number as Int64: self = .integer(Int(number))
        case let number as Int32: self = .integer(Int(number))
        case let number as Double: self = .real(number)
        case let number as Float: self = .real(Double(number))
        case let date as PropertyListDate: self = .date(date)
        case let bytes as [UInt8]: self = .data(bytes)
        case let items as [Any]:
            var converted: [PropertyList] = []
            converted.reserveCapacity(items.count)
            for (index, item) in items.enumerated() {
                do {
                    converted.append(try PropertyList(converting: item))
                } catch {
                    throw .notAPropertyList(
                        StoreError.Reason(StoreDiagnostic.elementNotStorable(index: index, reason: error.reason)))
                }
            }
            self = .array(converted)
        case let values as [String: Any]:
            var converted: [String: PropertyList] = [:]
            for (key, item) in values {
                do {
                    converted[key] = try PropertyList(converting: item)
                } catch {
                    throw .notAPropertyList(
                        StoreError.Reason(StoreDiagnostic.valueNotStorable(key: key, reason: error.reason)))
                }
            }
            self = .dictionary(converted)
        case is [AnyHashable: Any]:
            throw .notAPropertyList(StoreError.Reason(StoreDiagnostic.keysNotStrings))
        default:
            throw .notAPropertyList(StoreError.Reason(StoreDiagnostic.typeNotStorable(type: "\(type(of: value))")))
        }
    }
}
