// libFuzzer entry point for binary property lists whose objects are shared
// and cyclic. The input is read as a recipe for an object graph (how many
// objects, what each is, where each reference points, self and forward
// references included), written as a `bplist00` file and read back.
//
// The graph is known, so the outcome is too, and the reader must agree:
// - a cycle reachable from the top, or a dictionary key that is not a
//   string, must be refused;
// - a graph whose expansion (every reference a copy) passes
//   `PropertyListLimits` must be refused;
// - anything else must be read, expand to exactly the size the recipe gives,
//   and survive a binary round trip unchanged.
// The raw input is also given to the reader as it is.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBinaryGraph(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    _ = try? PropertyListDecoder.decode(input)
    guard let graph = Graph(recipe: input) else { return 0 }
    let bytes = graph.encoded()
    let expected = graph.expectedOutcome()
    let decoded: PropertyList
    do {
        decoded = try PropertyListDecoder.decode(bytes).value
    } catch {
        if case .readable = expected { fatalError("a readable graph was refused: \(error)\n\(graph)") }
        return 0
    }
    guard case .readable(let values, let payload) = expected else {
        fatalError("a graph that must be refused (\(expected)) was read\n\(graph)")
    }
    var budget = PropertyListLimits.maximumExpandedValues + 1
    var bytesSeen = 0
    count(decoded, budget: &budget, bytes: &bytesSeen)
    guard PropertyListLimits.maximumExpandedValues + 1 - budget == values, bytesSeen == payload else {
        fatalError("the value read does not expand to the recipe's size\n\(graph)")
    }
    let again = PropertyListEncoder.encode(decoded, format: .binary)
    guard let reread = try? PropertyListDecoder.decode(again).value, reread == decoded else {
        fatalError("binary round trip changed the value\n\(graph)")
    }
    return 0
}

/// Counts a value's expanded size, stopping when the budget runs out.
private func count(_ value: PropertyList, budget: inout Int, bytes: inout Int) {
    guard budget > 0 else { return }
    budget -= 1
    switch value {
    case .string(let text): bytes += text.utf8.count
    case .data(let data): bytes += data.count
    case .array(let items): for item in items { count(item, budget: &budget, bytes: &bytes) }
    case .dictionary(let values): for item in values.values { count(item, budget: &budget, bytes: &bytes) }
    default: break
    }
}

/// An object graph read from fuzzer bytes.
private struct Graph: CustomStringConvertible {
    enum Object {
        case integer(UInt8)
        case string(String)
        case data(Int)
        case array([Int])
        case dictionary(keys: [Int], values: [Int])
    }

    enum Outcome {
        case refused(String)
        case readable(values: Int, payload: Int)
    }

    var objects: [Object] = []
    var top = 0

    init?(recipe: [UInt8]) {
        var input = recipe.makeIterator()
        guard let first = input.next(), let topByte = input.next() else { return nil }
        let objectCount = 1 + Int(first % 24)
        top = Int(topByte) % objectCount
        // Blobs are big enough for sharing to pass the byte limit, but few
        // enough that the file itself stays small.
        var blobBudget = 4 << 20
        for index in 0..<objectCount {
            let kind = input.next() ?? 0
            // Up to 15 elements: a few levels of sharing then pass the limits.
            let length = Int((input.next() ?? 0) % 16)
            // References may point anywhere: back (sharing), at itself or forward (cycles).
            func reference() -> Int { Int(input.next() ?? UInt8(index)) % objectCount }
            switch kind % 8 {
            case 0, 1, 2:
                objects.append(.array((0..<length).map { _ in reference() }))
            case 3, 4:
                // No key twice in one dictionary: the reader keeps the last,
                // which would make the expected size depend on the order.
                var keys: [Int] = []
                var values: [Int] = []
                for _ in 0..<length {
                    let key = reference()
                    let value = reference()
                    if !keys.contains(key) {
                        keys.append(key)
                        values.append(value)
                    }
                }
                objects.append(.dictionary(keys: keys, values: values))
            case 5:
                objects.append(.string(String(repeating: "k", count: length) + String(index)))
            case 6:
                // A large blob, so that sharing can pass the byte limit too.
                let count = min(length << 16, blobBudget)
                blobBudget -= count
                objects.append(.data(count))
            default:
                objects.append(.integer(kind))
            }
        }
    }

    var description: String { "top \(top): \(objects)" }

    /// A `bplist00` file: 1-byte references, 4-byte offsets.
    func encoded() -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            switch object {
            case .integer(let value):
                bytes += [0x10, value]
            case .string(let text):
                bytes += marker(0x50, count: text.utf8.count) + Array(text.utf8)
            case .data(let count):
                bytes += marker(0x40, count: count) + [UInt8](repeating: 0xAB, count: count)
            case .array(let items):
                bytes += marker(0xA0, count: items.count) + items.map { UInt8($0) }
            case .dictionary(let keys, let values):
                bytes += marker(0xD0, count: keys.count) + keys.map { UInt8($0) } + values.map { UInt8($0) }
            }
        }
        let table = bytes.count
        for offset in offsets { bytes += bigEndian(UInt64(offset), width: 4) }
        bytes += [0, 0, 0, 0, 0, 0, 4, 1]
        bytes += bigEndian(UInt64(objects.count), width: 8)
        bytes += bigEndian(UInt64(top), width: 8)
        bytes += bigEndian(UInt64(table), width: 8)
        return bytes
    }

    private func marker(_ high: UInt8, count: Int) -> [UInt8] {
        count < 15 ? [high | UInt8(count)] : [high | 0x0F, 0x12] + bigEndian(UInt64(count), width: 4)
    }

    private func bigEndian(_ value: UInt64, width: Int) -> [UInt8] {
        (0..<width).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
    }

    /// What the reader must do with this graph, worked out on the graph itself.
    func expectedOutcome() -> Outcome {
        var state = [UInt8](repeating: 0, count: objects.count)  // 0 new, 1 on the path, 2 done
        var sizes = [(values: Int, payload: Int)](repeating: (0, 0), count: objects.count)
        let valueCap = PropertyListLimits.maximumExpandedValues + 1
        let byteCap = PropertyListLimits.maximumExpandedBytes + 1
        var refusal: String?

        func visit(_ number: Int) {
            guard refusal == nil else { return }
            if state[number] == 2 { return }
            if state[number] == 1 {
                refusal = "cycle"
                return
            }
            state[number] = 1
            var values = 1
            var payload = 0
            let children: [Int]
            switch objects[number] {
            case .integer: children = []
            case .string(let text):
                children = []
                payload = text.utf8.count
            case .data(let count):
                children = []
                payload = count
            case .array(let items): children = items
            case .dictionary(let keys, let items):
                for key in keys {
                    guard case .string = objects[key] else {
                        refusal = "key"
                        return
                    }
                }
                children = items
            }
            for child in children {
                visit(child)
                guard refusal == nil else { return }
                values = min(values + sizes[child].values, valueCap)
                payload = min(payload + sizes[child].payload, byteCap)
            }
            sizes[number] = (values, payload)
            state[number] = 2
        }
        visit(top)
        if let refusal { return .refused(refusal) }
        let size = sizes[top]
        if size.values >= valueCap || size.payload >= byteCap { return .refused("limits") }
        return .readable(values: size.values, payload: size.payload)
    }
}
