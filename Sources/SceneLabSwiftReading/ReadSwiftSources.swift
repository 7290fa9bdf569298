#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SwiftSourceModel
import SwiftSourceReader

// The library the program loads when it first opens a project (`SwiftReadingLibrary`), so
// that swift-syntax's libraries are mapped and relocated only then, not at every start.
// Its two functions speak C: bytes in, bytes out, no Swift type crossing between images.

/// Reads the Swift files in `input` (a `SwiftFileBatch` of `count` bytes) and hands back
/// what `SwiftSourceReader` found as `SwiftSources.bytes`: its bytes in `*output`, their
/// count in `*outputCount`. Returns 0, or 1 when the input is no batch. Whatever it hands
/// back is freed with `scenelab_free_bytes`.
@_cdecl("scenelab_read_swift_sources")
public func readSwiftSources(
    _ input: UnsafePointer<UInt8>?, _ count: Int, _ output: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>,
    _ outputCount: UnsafeMutablePointer<Int>
) -> Int32 {
    output.pointee = nil
    outputCount.pointee = 0
    guard count >= 0, let files = SwiftFileBatch.decode(UnsafeBufferPointer(start: input, count: count)) else {
        return 1
    }
    // Parsing recurses: it runs on threads whose stack is known and large (see `LargeStack`),
    // one a core, as each file is parsed on its own; the files are combined in their order.
    let processors = max(1, min(8, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))))
    // The largest files first, so that no thread is left parsing a large one while the rest wait.
    let bySize = files.indices.sorted { files[$0].text.utf8.count > files[$1].text.utf8.count }
    let readBySize = LargeStack.map(bySize.map { files[$0] }, threads: processors) { SwiftSourceReader.read(file: $0) }
    var readings = readBySize
    for (place, index) in bySize.enumerated() { readings[index] = readBySize[place] }
    let sources = SwiftSourceReader.combine(readings)
    let bytes = sources.bytes
    let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(bytes.count, 1))
    bytes.withUnsafeBufferPointer { source in
        if let base = source.baseAddress { buffer.initialize(from: base, count: bytes.count) }
    }
    output.pointee = buffer
    outputCount.pointee = bytes.count
    return 0
}

/// Frees what `scenelab_read_swift_sources` handed back.
@_cdecl("scenelab_free_bytes")
public func freeBytes(_ bytes: UnsafeMutablePointer<UInt8>?) {
    bytes?.deallocate()
}
