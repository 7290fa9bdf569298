import SceneLab

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Real files for `defaults export` and `import`; `-` reads standard input.
/// (Exporting to `-` prints through the session's output, not here.)
public struct LocalFileAccess: FileAccess {
    /// Whether standard input is free to read (it is not when it carries the script).
    public let standardInputAvailable: Bool

    public init(standardInputAvailable: Bool) {
        self.standardInputAvailable = standardInputAvailable
    }

    public func read(_ path: String) throws(StoreError) -> [UInt8] {
        if path == "-" {
            guard standardInputAvailable else {
                throw .usage("standard input carries the script; import from a FILE instead")
            }
            return try readAll(descriptor: 0, path: "standard input")
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw SystemError.storeError(errno, path: path, operation: "read") }
        defer { close(descriptor) }
        return try readAll(descriptor: descriptor, path: path)
    }

    /// Writes the file the same crash-safe way the store writes domains.
    public func write(_ bytes: [UInt8], to path: String) throws(StoreError) {
        try DomainFile(path: path).replace(with: bytes)
    }

    private func readAll(descriptor: Int32, path: String) throws(StoreError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { buffer in
                systemRead(descriptor, buffer.baseAddress, buffer.count)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw SystemError.storeError(errno, path: path, operation: "read")
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[..<count])
        }
    }
}
