// libFuzzer entry point: any bytes, read as a command line, must give a
// command or a CommandError, and running it in a session must not trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCommandLine(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let line = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    var session = Session()
    _ = session.execute("launch")
    for part in line.split(separator: "\n", omittingEmptySubsequences: false).prefix(16) {
        _ = session.execute(String(part))
    }
    return 0
}
