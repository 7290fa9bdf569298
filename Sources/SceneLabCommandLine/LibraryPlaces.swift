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
        if let program {
            folders.append(String(program[..<(program.lastIndex(of: "/") ?? program.startIndex)]))
        }
        folders += ["release", "debug"].map { repository + "/.build/" + $0 }
        return folders.map { $0 + "/" + fileName }
    }

    /// The running program's file, links resolved.
    static let program: String? = {
        guard let executable = realpath("/proc/self/exe", nil) else { return nil }
        defer { free(executable) }
        return String(cString: executable)
    }()

    /// The repository the program was built from: Sources/SceneLabCommandLine/LibraryPlaces.swift
    /// → the repository.
    static let repository = #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(3)
        .joined(separator: "/")

    /// Whether `path` exists and was written no earlier than each of `others` that exists: a
    /// library built apart (`scripts/build-package-reader`) is used only while no build of the
    /// program or of the usual library came after it, so an older copy of the code never answers.
    static func isNewest(_ path: String, comparedWith others: [String]) -> Bool {
        guard let written = modificationTime(of: path) else { return false }
        return others.allSatisfy { other in modificationTime(of: other).map { written >= $0 } ?? true }
    }

    /// When the file at `path` was last written, in nanoseconds; nil when it is not there.
    static func modificationTime(of path: String) -> Int? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return status.st_mtim.tv_sec * 1_000_000_000 + status.st_mtim.tv_nsec
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
