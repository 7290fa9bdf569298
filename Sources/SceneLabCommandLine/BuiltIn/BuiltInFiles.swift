import XcodeProject

/// One file the program carries: a lesson, or a file of the example project a lesson opens.
struct BuiltInFile: Sendable {
    /// Its path in the repository, such as `lessons/ru/03-push-pop.t`.
    let path: String
    let text: String
}

/// The lessons and examples built into the program (`scripts/embed-files` writes them), so
/// that `lesson N` plays wherever the binary is copied. A `lessons` folder found on disk
/// (`SCENELAB_LESSONS`, or the repository the binary was built in) is read first, so that a
/// lesson being written plays as it is on disk.
enum BuiltInFiles {
    /// Where a built-in file's path is shown: it is no file on this machine.
    static let marker = "built-in:"

    /// The built-in files directly in `folder` (`lessons`, `lessons/ru`), by name.
    static func files(in folder: String) -> [BuiltInFile] {
        contents.filter { file in
            file.path.hasPrefix(folder + "/") && !file.path.dropFirst(folder.count + 1).contains("/")
        }
    }

    /// Whether `folder` holds any built-in file, directly or below.
    static func hasFolder(_ folder: String) -> Bool {
        contents.contains { $0.path.hasPrefix(folder + "/") }
    }

    /// The project files under `folder` that a project reader wants, with paths relative to it:
    /// what `ProjectFolder.read` would find in a copy of that folder on disk.
    static func projectFiles(under folder: String) -> [ProjectFile] {
        contents.compactMap { file in
            guard file.path.hasPrefix(folder + "/") else { return nil }
            let relative = String(file.path.dropFirst(folder.count + 1))
            guard ProjectLayout.wants(relative) else { return nil }
            return ProjectFile(path: relative, bytes: Array(file.text.utf8))
        }
    }

    /// `base/relative` with `.` and `..` taken out (`lessons/../examples/X` is `examples/X`);
    /// nil when it would leave the built-in tree.
    static func resolve(_ relative: String, from base: String) -> String? {
        var parts = base.split(separator: "/").map(String.init)
        for part in relative.split(separator: "/") {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(String(part))
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: "/")
    }
}
