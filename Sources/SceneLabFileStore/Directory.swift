#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

#if canImport(Glibc)
/// What `opendir` returns, as the C library declares it.
typealias DirectoryStream = OpaquePointer
#else
typealias DirectoryStream = UnsafeMutablePointer<DIR>
#endif

/// A folder's entries, read with `readdir`: what the store lists its domains
/// and containers from, and the edge its lessons and completions.
public enum Directory {
    /// The names of the folder's entries but `.` and `..`, at most `limit`
    /// of them, in the order the system gives; `nil` when it cannot be opened.
    public static func names(in path: String, limit: Int = .max) -> [String]? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        return names(reading: directory, limit: limit)
    }

    /// The names `readdir` gives from `directory` but `.` and `..`, at most `limit` of them.
    static func names(reading directory: DirectoryStream, limit: Int) -> [String] {
        var names: [String] = []
        while names.count < limit, let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// What is at `path`, without following a link; `nil` when nothing is.
    public static func kind(of path: String) -> FileKind? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return FileKind(mode: status.st_mode)
    }
}
