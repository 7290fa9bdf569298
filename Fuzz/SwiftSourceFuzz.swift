// libFuzzer entry point: any bytes, read as one Swift file, must give an outline and sources or warnings,
// never a trap, a hang or unbounded memory (scripts/fuzz swift runs it with a time and a
// memory limit per input). What comes back must hold together: warnings and classes name
// lines of the input, and the sources survive the bytes they cross the library as.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwiftSource(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    // The scan `open` makes of every file before any is parsed (`SwiftFileOutline`): it takes the
    // same untrusted bytes, and whatever it says of a file, a name it declares is a word of it.
    let outline = SwiftFileOutline(Array(UnsafeBufferPointer(start: data, count: size)))
    for name in outline.declared.union(outline.extended) where !outline.mentioned.contains(name) {
        fatalError("the outline declares \(name), which is no word of the file")
    }
    let sources = SwiftSourceReader.read([SwiftFile(path: "Fuzz.swift", text: text)])
    // Lines as Swift counts them: LF, CR LF and a lone CR each end one.
    var lines = 1
    var previous: UInt8 = 0
    for byte in text.utf8 {
        if byte == 0x0D || (byte == 0x0A && previous != 0x0D) { lines += 1 }
        previous = byte
    }
    for warning in sources.warnings where warning.line < 0 || warning.line > lines {
        fatalError("warning \(warning) points outside the input")
    }
    for found in Array(sources.classes.values) + Array(sources.extensions.values) {
        guard found.line >= 1, found.line <= lines else { fatalError("class \(found.name) at line \(found.line)") }
        for method in found.methods.values where method.line < 1 || method.line > lines {
            fatalError("method \(method.name) of \(found.name) at line \(method.line)")
        }
    }
    guard let decoded = try? SwiftSources(bytes: sources.bytes), decoded == sources
    else { fatalError("the sources did not survive their bytes") }
    return 0
}
