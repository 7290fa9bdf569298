#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

#if canImport(Glibc)
let systemRead = Glibc.read
#elseif canImport(Darwin)
let systemRead = Darwin.read
#endif

/// Reads a descriptor to its end, but never more than a limit: `/dev/zero`,
/// an endless pipe or a file that keeps growing end with `.tooLong` instead
/// of taking all the memory there is.
public enum BoundedReader {
    /// What reading found.
    public enum Outcome: Equatable, Sendable {
        case bytes([UInt8])
        /// There was more than `limit` bytes; reading stopped at `limit + 1`.
        case tooLong
        /// `read(2)` failed with this `errno`.
        case failed(Int32)
    }

    public static func read(_ descriptor: Int32, limit: Int) -> Outcome {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            // Ask for no more than one byte past the limit.
            let wanted = min(chunk.count, limit + 1 - bytes.count)
            let count = chunk.withUnsafeMutableBytes { buffer in
                systemRead(descriptor, buffer.baseAddress, wanted)
            }
            if count < 0 {
                if errno == EINTR { continue }
                // A descriptor opened without blocking, then emptied by a slow writer.
                if errno == EAGAIN { return .failed(EAGAIN) }
                return .failed(errno)
            }
            if count == 0 { return .bytes(bytes) }
            bytes.append(contentsOf: chunk[..<count])
            if bytes.count > limit { return .tooLong }
        }
    }
}
