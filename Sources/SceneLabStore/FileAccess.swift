/// Reading and writing whole files, for `defaults export` and `import`.
///
/// The core never opens files; the command line hands it a real
/// implementation, and tests a fake. The path `-` means standard input or output.
public protocol FileAccess: Sendable {
    func read(_ path: String) throws(StoreError) -> [UInt8]
    /// Writes the whole file; an existing one is replaced only when `replacing` (`--force`).
    func write(_ bytes: [UInt8], to path: String, replacing: Bool) throws(StoreError)
}

/// File access for a simulator that has none (tests, transcripts): every call fails clearly.
public struct NoFileAccess: FileAccess {
    public init() {}

    public func read(_ path: String) throws(StoreError) -> [UInt8] {
        throw .io(path: path, operation: .read, reason: .filesUnavailable)
    }

    public func write(_ bytes: [UInt8], to path: String, replacing: Bool) throws(StoreError) {
        throw .io(path: path, operation: .write, reason: .filesUnavailable)
    }
}
