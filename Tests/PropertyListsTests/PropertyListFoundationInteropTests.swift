import Foundation
import Testing

@testable import PropertyLists

/// Our bytes are read by `PropertyListSerialization`, and its bytes by us.
///
/// Foundation names clash with ours here (`PropertyListEncoder`), hence the
/// `PropertyLists.` prefixes.
@Suite struct PropertyListFoundationInteropTests {
    /// The same value as Foundation objects.
    static func foundationObject(_ value: PropertyList) -> Any {
        switch value {
        case .string(let string): return string
        case .integer(let integer): return NSNumber(value: integer)
        case .real(let real): return NSNumber(value: real)
        case .boolean(let boolean): return boolean
        case .date(let date): return Date(timeIntervalSinceReferenceDate: date.secondsSinceReferenceDate)
        case .data(let data): return Data(data)
        case .array(let items): return items.map(foundationObject)
        case .dictionary(let dictionary): return dictionary.mapValues(foundationObject)
        }
    }

    /// What Foundation read, as our value; nil for something a plist cannot hold.
    ///
    /// On Linux booleans come back as `Bool`, numbers as `NSNumber` whose
    /// `objCType` tells integers (`q`, `i`, …) from reals (`d`, `f`).
    static func propertyList(_ object: Any) -> PropertyList? {
        if type(of: object) == Bool.self, let boolean = object as? Bool { return .boolean(boolean) }
        switch object {
        case let string as String: return .string(string)
        case let data as Data: return .data([UInt8](data))
        case let date as Date:
            return .date(PropertyListDate(secondsSinceReferenceDate: date.timeIntervalSinceReferenceDate))
        case let items as [Any]:
            var converted: [PropertyList] = []
            for item in items {
                guard let value = propertyList(item) else { return nil }
                converted.append(value)
            }
            return .array(converted)
        case let dictionary as [String: Any]:
            var converted: [String: PropertyList] = [:]
            for (key, item) in dictionary {
                guard let value = propertyList(item) else { return nil }
                converted[key] = value
            }
            return .dictionary(converted)
        case let number as NSNumber:
            switch String(cString: number.objCType) {
            case "c", "B": return .boolean(number.boolValue)
            case "d", "f": return .real(number.doubleValue)
            default: return .integer(number.intValue)
            }
        default:
            return nil
        }
    }

    static func foundationFormat(_ format: PropertyListFormat) -> PropertyListSerialization.PropertyListFormat {
        format == .xml ? .xml : .binary
    }

    /// `everything` with its date truncated to whole seconds, as Foundation's
    /// Linux XML writer stores it, and as ours does.
    static func expected(_ value: PropertyList, in format: PropertyListFormat) -> PropertyList {
        guard format == .xml else { return value }
        switch value {
        case .date(let date):
            var seconds = date.secondsSinceReferenceDate
            seconds.round(.down)
            return .date(PropertyListDate(secondsSinceReferenceDate: seconds))
        case .array(let items): return .array(items.map { expected($0, in: format) })
        case .dictionary(let dictionary): return .dictionary(dictionary.mapValues { expected($0, in: format) })
        default: return value
        }
    }

    static let sample: PropertyList = {
        guard case .dictionary(var dictionary) = PropertyListSamples.everything else { return .dictionary([:]) }
        dictionary["fractional date"] = .date(PropertyListDate(secondsSinceReferenceDate: 1_000.5))
        dictionary["negative zero"] = .real(-0.0)
        dictionary["minus infinity"] = .real(-.infinity)
        dictionary["deep"] = PropertyListSamples.nested(depth: 40)
        dictionary["long array"] = .array((0..<40).map { .integer($0 * 1_000_003) })
        dictionary["carriage\rreturn"] = .string("a\rb\r\nc")
        return .dictionary(dictionary)
    }()

    @Test(arguments: PropertyListFormat.allCases)
    func foundationReadsWhatWeWrite(format: PropertyListFormat) throws {
        let bytes = PropertyLists.PropertyListEncoder.encode(Self.sample, format: format)
        var detected = PropertyListSerialization.PropertyListFormat.openStep
        let object = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: &detected)
        #expect(detected == Self.foundationFormat(format))
        #expect(Self.propertyList(object) == Self.expected(Self.sample, in: format))
    }

    @Test(arguments: PropertyListFormat.allCases)
    func weReadWhatFoundationWrites(format: PropertyListFormat) throws {
        let data = try PropertyListSerialization.data(
            fromPropertyList: Self.foundationObject(Self.sample), format: Self.foundationFormat(format), options: 0)
        let decoded = try PropertyLists.PropertyListDecoder.decode([UInt8](data))
        #expect(decoded.format == format)
        #expect(decoded.value == Self.expected(Self.sample, in: format))
    }

    @Test(arguments: PropertyListFormat.allCases)
    func notANumberCrossesBothWays(format: PropertyListFormat) throws {
        let ours = PropertyLists.PropertyListEncoder.encode(.array([.real(.nan)]), format: format)
        let object = try PropertyListSerialization.propertyList(from: Data(ours), options: [], format: nil)
        #expect(((object as? [Any])?.first as? NSNumber)?.doubleValue.isNaN == true)

        let theirs = try PropertyListSerialization.data(
            fromPropertyList: [Double.nan], format: Self.foundationFormat(format), options: 0)
        guard case .array(let items) = try PropertyLists.PropertyListDecoder.decode([UInt8](theirs)).value,
            case .real(let real) = items.first
        else {
            Issue.record("expected an array holding a real")
            return
        }
        #expect(real.isNaN)
    }

    @Test(arguments: PropertyListFormat.allCases)
    func largeTaskListsCrossBothWays(format: PropertyListFormat) throws {
        let tasks = PropertyList.array(
            (0..<2_000).map { index in
                .dictionary([
                    "title": .string("Task \(index): water the plants"),
                    "type": .string(index.isMultiple(of: 3) ? "important" : "normal"),
                    "status": .string(index.isMultiple(of: 2) ? "planned" : "completed"),
                ])
            })
        let ours = PropertyLists.PropertyListEncoder.encode(tasks, format: format)
        let object = try PropertyListSerialization.propertyList(from: Data(ours), options: [], format: nil)
        #expect(Self.propertyList(object) == tasks)

        let theirs = try PropertyListSerialization.data(
            fromPropertyList: Self.foundationObject(tasks), format: Self.foundationFormat(format), options: 0)
        #expect(try PropertyLists.PropertyListDecoder.decode([UInt8](theirs)).value == tasks)
    }

    @Test func weReadFoundationsSinglePrecisionReals() throws {
        // Foundation writes a Float as a 4-byte real (marker 0x22).
        let data = try PropertyListSerialization.data(
            fromPropertyList: [NSNumber(value: Float(1.5))], format: .binary, options: 0)
        #expect(try PropertyLists.PropertyListDecoder.decode([UInt8](data)).value == .array([.real(1.5)]))
    }
}
