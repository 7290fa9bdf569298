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

    /// The functions `symbols` of the first of `paths` (by default the candidates for `fileName`)
    /// that loads and has them all, in the order asked; else why none could be used.
    static func load(
        _ fileName: String, symbols: [String], from paths: [String]? = nil
    ) -> Result<[UnsafeMutableRawPointer], LibraryMissing> {
        var problems: [String] = []
        for path in paths ?? candidates(fileName) where access(path, F_OK) == 0 {
            guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
                problems.append(dlerror().map { String(cString: $0) } ?? path)
                continue
            }
            let found = symbols.compactMap { dlsym(handle, $0) }
            guard found.count == symbols.count else {
                problems.append("\(path) lacks \(symbols.joined(separator: ", "))")
                dlclose(handle)
                continue
            }
            return .success(found)
        }
        let tried = problems.isEmpty ? "no \(fileName) beside the program or in its build folder" : problems.joined(separator: "; ")
        return .failure(LibraryMissing(reason: tried))
    }
}

/// Why a library the program loads when needed could not be used.
struct LibraryMissing: Error, Sendable, Equatable {
    let reason: String
}
