// libFuzzer entry point: any bytes given to the property-list reader must
// decode or throw a PropertyListError; what decodes must encode and decode
// again to the same value.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPropertyList(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let decoded = try? PropertyListDecoder.decode(bytes) else { return 0 }
    for format in PropertyListFormat.allCases {
        let encoded = PropertyListEncoder.encode(decoded.value, format: format)
        guard let again = try? PropertyListDecoder.decode(encoded) else {
            fatalError("re-encoded \(format) does not decode")
        }
        if format == .binary, again.value != decoded.value, !containsNaN(decoded.value) {
            fatalError("binary round trip changed the value")
        }
    }
    return 0
}
