import SceneLabFileStore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// File names for Tab after `source`, `record` and `defaults export|import DOMAIN`.
enum FileNames {
    /// The most names one folder offers, so that a huge folder cannot stall Tab.
    static let maximumListed = 500

    /// The paths in the partial path's folder that start with its last part;
    /// a folder ends in `/`. Hidden names only when the part starts with a dot.
    static func completing(_ partial: String) -> [String] {
        let slash = partial.lastIndex(of: "/")
        let folder = slash.map { String(partial[...$0]) } ?? ""
        let start = slash.map { String(partial[partial.index(after: $0)...]) } ?? partial
        var names: [String] = []
        for name in Directory.names(in: folder.isEmpty ? "." : folder) ?? [] where name.hasPrefix(start) {
            guard names.count < maximumListed else { break }
            if name.hasPrefix(".") && !start.hasPrefix(".") { continue }
            // No space or quote: completion types words, not quoted strings.
            if name.contains(where: { $0 == " " || $0 == "\"" || $0 == "'" || $0.isNewline }) { continue }
            var status = stat()
            let isFolder = stat(folder + name, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
            names.append(folder + name + (isFolder ? "/" : ""))
        }
        return names
    }
}
