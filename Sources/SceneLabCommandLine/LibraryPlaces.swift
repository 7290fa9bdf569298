#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the program looks for a library it loads when first needed (the Swift reader, the
/// class's server): beside the program, then in the build folders of the repository the
/// program was built from, so that a copy of the binary on the same machine still finds it.
enum LibraryPlaces {
    /// The paths to try for `fileName`, in order.
    static func candidates(_ fileName: String) -> [String] {
        var folders: [String] = []
        if let executable = realpath("/proc/self/exe", nil) {
            let path = String(cString: executable)
            free(executable)
            folders.append(String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]))
        }
        // Sources/SceneLabCommandLine/LibraryPlaces.swift → the repository.
        let repository = #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(3)
            .joined(separator: "/")
        folders += ["release", "debug"].map { repository + "/.build/" + $0 }
        return folders.map { $0 + "/" + fileName }
    }
}
