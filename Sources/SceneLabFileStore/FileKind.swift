#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What sort of file a `stat` mode describes, as a message names it.
public struct FileKind: CustomStringConvertible, Sendable {
    let mode: mode_t

    init(mode: mode_t) { self.mode = mode }

    public var isRegular: Bool { mode & S_IFMT == S_IFREG }
    public var isDirectory: Bool { mode & S_IFMT == S_IFDIR }
    public var isSymbolicLink: Bool { mode & S_IFMT == S_IFLNK }

    public var description: String {
        switch mode & S_IFMT {
        case S_IFREG: return "a regular file"
        case S_IFDIR: return "a directory"
        case S_IFIFO: return "a FIFO"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        case S_IFLNK: return "a symbolic link"
        default: return "a special file"
        }
    }
}
